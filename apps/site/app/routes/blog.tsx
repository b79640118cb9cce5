import { useMemo } from 'react';
import { data, isRouteErrorResponse } from 'react-router';
import { ItemList } from '~/features/item-lists/item-list';
import { DATE_AND_NAME_SORTS, listStateFromSearch } from '~/features/item-lists/item-list-address';
import { itemListShouldRevalidate } from '~/features/item-lists/item-list-navigation';
import { NotFoundContent } from '~/shared/ui/not-found-content';
import { PostCard } from '~/features/journal/post-card';
import { sitePage } from '~/shared/page.server';
import type { Route } from './+types/blog';
import { seoMeta } from '~/shared/seo';

const FIRST_PAGE = '/blog/';

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const lists = context.services.itemLists;
  const source = lists.sources.journal;
  const [{ page, title, summary }, terms] = await Promise.all([
    sitePage(context, 'blog', 'blog'),
    source.terms(),
  ]);
  const asked = search.get('category');
  const category = terms.find((term) => term.slug === asked)?.slug;
  const state = listStateFromSearch(search, { ...source, category });
  // A page number that is none (?page=0, ?page=two), an unknown category, or a page past the
  // end is not a page of the journal: 404, with the way back to the first page (below).
  if (!state || (asked !== null && !category)) throw data(null, { status: 404 });
  const listing = await source.page(state);
  if (state.page > listing.pages) throw data(null, { status: 404 });
  return {
    page: { ...page, type: 'archive' as const },
    title,
    summary,
    terms,
    posts: listing.items,
    state: { ...state, pages: listing.pages, total: listing.total },
    currentPage: state.page,
    nonce: lists.nonce('journal'),
  };
}

export const shouldRevalidate = itemListShouldRevalidate;

export const meta: Route.MetaFunction = (args) => {
  const { data: loaded, error } = args;
  const currentPage = loaded?.currentPage ?? 1;
  return seoMeta(args, {
    title: error ? 'Page not found' : currentPage > 1 ? `Journal, page ${currentPage}` : 'Journal',
    description: loaded?.summary || 'Studio visits, notes on technique and news from the gallery.',
    noindex: Boolean(error),
  });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { title, summary, posts, terms, state, nonce, page } = loaderData;
  const items = useMemo(
    () => posts.map((post) => ({ id: post.id, node: <PostCard post={post} headingLevel={3} /> })),
    [posts],
  );
  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <p className="eyebrow">Notes from the gallery</p>
        <h1 className="page__title">{title || 'Journal'}</h1>
        <p className="lead">{summary}</p>
      </header>
      <ItemList
        contentType="journal"
        basePath="/blog/"
        nonce={nonce}
        postId={String(page.postId)}
        template={page.template}
        headingId="journal-posts-title"
        heading="Posts"
        filters={{ label: 'Journal topics', allLabel: 'All posts', terms }}
        sorts={{ label: 'Sort posts', choices: DATE_AND_NAME_SORTS }}
        navigation="more"
        state={state}
        perPage={6}
        defaults={{ orderby: 'date', order: 'desc' }}
        items={items}
        gridClassName="post-grid"
        nouns={{ one: 'post', many: 'posts' }}
        paginatorLabel="Journal pages"
        empty={<p className="empty-state">No posts on this topic yet.</p>}
      />
    </main>
  );
}

/** The journal's own 404: the site's not-found page, leading back to the journal's first page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFoundContent
        firstPage={{ href: FIRST_PAGE, label: 'Go to the first page of the journal' }}
      />
    );
  }
  throw error;
}
