import type { AppLoadContext } from 'react-router';
import type { PageIdentity } from './page';

/** The identity of a fixed site page (home, shop, contact…) from the pages table. */
export async function sitePage(context: AppLoadContext, slug: string, template = 'default') {
  const row = await context.services.content.pageBySlug(slug);
  const page: PageIdentity = { postId: row?.id ?? 0, type: 'page', template };
  return { page, title: row?.title ?? '', summary: row?.summary ?? '' };
}
