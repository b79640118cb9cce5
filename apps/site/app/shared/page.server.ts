import { SITE_PAGES } from '@atelier/db/seed-demo';
import type { AppLoadContext } from 'react-router';
import type { PageIdentity } from './page';

/** The identity of a fixed site page (home, shop, contact…) from the pages table. */
export async function sitePage(context: AppLoadContext, slug: string, template = 'default') {
  const row = await context.services.content.pageBySlug(slug);
  const page: PageIdentity = { postId: row?.id ?? 0, type: 'page', template };
  return { page, title: row?.title ?? '', summary: row?.summary ?? '' };
}

/**
 * The page the settings object names when a route does not say (error pages): the home page,
 * post id 35950 (THEME-002). A fixed id, so no query is needed for it.
 */
export const DEFAULT_PAGE: PageIdentity = {
  postId: SITE_PAGES.find((page) => page.slug === 'home')?.id ?? 0,
  type: 'page',
  template: 'default',
};
