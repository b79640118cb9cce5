import { Form, Link, useSubmit } from 'react-router';
import { ArtworkCard } from '~/features/shop/artwork-card';
import { Paginator } from '~/shared/ui/paginator';
import { pageTitle } from '~/shared/page';
import { sitePage } from '~/shared/page.server';
import { pageCount, pageFromSearch } from '~/shared/pagination';
import { ORDERING_CHOICES, orderingFromSearch } from '~/features/shop/shop-query';
import type { Route } from './+types/shop';

const PER_PAGE = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const ordering = orderingFromSearch(search);
  const categorySlug = search.get('category') ?? undefined;
  const words = search.get('s')?.trim().slice(0, 100) || undefined;
  const currentPage = pageFromSearch(search);
  const [{ page }, categories, listing] = await Promise.all([
    sitePage(context, 'shop', 'shop'),
    context.services.catalogue.categoriesWithCounts(),
    context.services.catalogue.listProducts({
      categorySlug,
      search: words,
      ordering,
      page: currentPage,
      perPage: PER_PAGE,
    }),
  ]);
  const category = categories.find((candidate) => candidate.slug === categorySlug);
  return {
    page: { ...page, type: 'archive' as const },
    categories,
    category,
    words,
    ordering,
    listing,
    currentPage,
    pages: pageCount(listing.total, PER_PAGE),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: pageTitle(
      data?.category ? data.category.name : data?.words ? `Search: ${data.words}` : 'Shop',
    ),
  },
];

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { categories, category, words, ordering, listing, currentPage, pages } = loaderData;
  const submit = useSubmit();
  const search = new URLSearchParams();
  if (category) search.set('category', category.slug);
  if (words) search.set('s', words);
  if (ordering !== 'menu_order') search.set('orderby', ordering);

  const first = (currentPage - 1) * 12 + 1;
  const last = Math.min(listing.total, currentPage * 12);

  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <p className="eyebrow">The collection</p>
        <h1 className="page__title">
          {words ? `Results for “${words}”` : (category?.name ?? 'Shop')}
        </h1>
        <p className="lead">
          {category?.description ??
            'Original paintings, drawings and photographs, and limited editions printed in our own studio.'}
        </p>
      </header>

      <nav className="filter-links" aria-label="Collections">
        <Link
          className={`filter-link${category ? '' : ' filter-link--active'}`}
          to="/shop/"
          aria-current={category ? undefined : 'page'}
        >
          All works
        </Link>
        {categories.map((candidate) => (
          <Link
            key={candidate.slug}
            className={`filter-link${candidate.slug === category?.slug ? ' filter-link--active' : ''}`}
            to={`/shop/?category=${candidate.slug}`}
            aria-current={candidate.slug === category?.slug ? 'page' : undefined}
          >
            {candidate.name} <span className="filter-link__count">{candidate.productCount}</span>
          </Link>
        ))}
      </nav>

      <div className="shop-toolbar">
        <p className="shop-toolbar__count" role="status">
          {listing.total === 0
            ? 'No works match.'
            : listing.total <= 12
              ? `Showing all ${listing.total} works`
              : `Showing ${first}–${last} of ${listing.total} works`}
        </p>
        <Form method="get" className="ordering" onChange={(event) => submit(event.currentTarget)}>
          {category ? <input type="hidden" name="category" value={category.slug} /> : null}
          {words ? <input type="hidden" name="s" value={words} /> : null}
          <label htmlFor="orderby" className="visually-hidden">
            Shop order
          </label>
          <select
            id="orderby"
            name="orderby"
            className="select"
            defaultValue={ordering}
            key={ordering}
          >
            {ORDERING_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="button button--small">
              Sort
            </button>
          </noscript>
        </Form>
      </div>

      {listing.items.length > 0 ? (
        <div className="artwork-grid">
          {listing.items.map((artwork, index) => (
            <ArtworkCard key={artwork.slug} artwork={artwork} priority={index < 4} />
          ))}
        </div>
      ) : (
        <div className="empty-state">
          <p>
            Nothing in the collection matches{words ? ` “${words}”` : ''}. Try another word, or
            browse all works.
          </p>
          <Link className="button" to="/shop/">
            Browse all works
          </Link>
        </div>
      )}

      <Paginator page={currentPage} pages={pages} search={search} label="Shop pages" />
    </main>
  );
}
