import type { PopupContentKind } from '@atelier/contracts/popups';
import type { AppLoadContext } from 'react-router';
import { pageShows } from '~/shared/page-dependencies.server';

/**
 * The popups a page offers, for the root loader (ADR 0017): decided from the path alone, so the
 * page is the same for every visitor and stays cached; tagged `popups` so a changed popup drops
 * the cached pages.
 */
export async function loadPagePopups(
  context: AppLoadContext,
  path: string,
  kinds: readonly PopupContentKind[],
) {
  // Issue 21: the studio is the owner's workplace; a newsletter offer there would only be in
  // the way.
  if (path === '/studio' || path.startsWith('/studio/')) return { popups: [], warnings: [] };
  pageShows(context, 'popups');
  return context.services.popups.forPage(path, new Set(kinds));
}
