import { Paginator } from '~/shared/ui/paginator';
import { PostCard } from '~/features/journal/post-card';
import { sitePage } from '~/shared/page.server';
import { pageCount, pageFromSearch } from '~/shared/pagination';
import type { Route } from './+types/blog';
import { seoMeta } from '~/shared/seo';

const PER_PAGE = 6;

export async function loader({ request, context }: Route.LoaderArgs) {
  const currentPage = pageFromSearch(new URL(request.url).searchParams);
  const [{ page, title, summary }, listing] = await Promise.all([
    sitePage(context, 'blog', 'blog'),
    context.services.content.listPosts({ page: currentPage, perPage: PER_PAGE }),
  ]);
  return {
    page: { ...page, type: 'archive' as const },
    title,
    summary,
    listing,
    currentPage,
    pages: pageCount(listing.total, PER_PAGE),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Journal',
    description:
      args.data?.summary || 'Studio visits, notes on technique and news from the gallery.',
  });

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
