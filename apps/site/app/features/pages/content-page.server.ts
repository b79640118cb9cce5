import { data, type AppLoadContext } from 'react-router';
import type { PageIdentity } from '~/shared/page';
import { pageShows } from '~/shared/page-dependencies.server';

/**
 * A content page (terms and conditions, privacy, shipping and returns, imprint…) from the pages
 * table, by its slug. Any other single-segment address is not found: the site's own pages have
 * their own routes, and an unknown slug answers the site's 404 page with status 404.
 */
export async function loadContentPage(context: AppLoadContext, slug: string | undefined) {
  if (slug) pageShows(context, `pages:${slug}`);
  const row = slug ? await context.services.content.contentPageBySlug(slug) : undefined;
  if (!row) throw data(null, { status: 404 });
  const page: PageIdentity = { postId: row.id, type: 'page', template: 'content' };
  return { page, content: row };
}

export type ContentPageData = Awaited<ReturnType<typeof loadContentPage>>;
