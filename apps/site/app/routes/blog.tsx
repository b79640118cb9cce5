import { data, isRouteErrorResponse } from 'react-router';
import { Paginator } from '~/shared/ui/paginator';
import { NotFoundContent } from '~/shared/ui/not-found-content';
import { PostCard } from '~/features/journal/post-card';
import { sitePage } from '~/shared/page.server';
import { pageCount, pageFromSearch } from '~/shared/pagination';
import type { Route } from './+types/blog';
import { seoMeta } from '~/shared/seo';

const PER_PAGE = 6;
const FIRST_PAGE = '/blog/';

export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams;
  const currentPage = pageFromSearch(requested);
  const [{ page, title, summary }, listing] = await Promise.all([
    sitePage(context, 'blog', 'blog'),
    context.services.content.listPosts({ page: currentPage, perPage: PER_PAGE }),
  ]);
  const pages = pageCount(listing.total, PER_PAGE);
  // A page past the end, or a page number that is none (?page=0, ?page=two), is not a page of
  // the journal: 404, with the way back to the first page (the error boundary below).
  const asked = requested.get('page');
  if (currentPage > pages || (asked !== null && asked !== String(currentPage))) {
    throw data(null, { status: 404 });
  }
  return {
    page: { ...page, type: 'archive' as const },
    title,
    summary,
    listing,
    currentPage,
    pages,
  };
}

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
  const { title, summary, listing, currentPage, pages } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <p className="eyebrow">Notes from the gallery</p>
        <h1 className="page__title">{title || 'Journal'}</h1>
        <p className="lead">{summary}</p>
      </header>
      <div className="post-grid">
        {listing.items.map((post) => (
          <PostCard key={post.slug} post={post} headingLevel={2} />
        ))}
      </div>
      <Paginator
        page={currentPage}
        pages={pages}
        search={new URLSearchParams()}
        label="Journal pages"
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
