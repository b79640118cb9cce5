import { data } from 'react-router';
import { sitePage } from '~/shared/page.server';
import { pageShows } from '~/shared/page-dependencies.server';
import { pageCount, pageFromSearch } from '~/shared/pagination';
import { orderingFromSearch, SHOP_PAGE_SIZE } from './shop-query';

import type { AppLoadContext } from 'react-router';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

export async function loadShopPage({ request, context }: PageArgs) {
  const search = new URL(request.url).searchParams;
  const ordering = orderingFromSearch(search);
  const categorySlug = search.get('category') ?? undefined;
  const artistSlug = search.get('artist')?.slice(0, 100) || undefined;
  const words = search.get('s')?.trim().slice(0, 100) || undefined;
  const currentPage = pageFromSearch(search);
  // The listing's order and members depend on every product.
  pageShows(context, 'pages:shop', 'products', 'categories', 'artists', 'images');
  const [{ page }, categories, listing] = await Promise.all([
    sitePage(context, 'shop', 'shop'),
    context.services.catalogue.categoriesWithCounts(),
    context.services.catalogue.listProducts({
      categorySlug,
      artistSlug,
      search: words,
      ordering,
      page: currentPage,
      perPage: SHOP_PAGE_SIZE,
    }),
  ]);
  const category = categories.find((candidate) => candidate.slug === categorySlug);
  // An artist's works: the name comes with them (an unknown artist simply has none).
  const artistName = listing.items[0]?.artistName;
  const artist = artistSlug && artistName ? { slug: artistSlug, name: artistName } : undefined;
  const pages = pageCount(listing.total, SHOP_PAGE_SIZE);
  if (currentPage > pages) {
    // Past the last page there is nothing to show: a 404 that links to the first page (with
    // the same filters), not an empty list that reads "Showing 1177–32 of 32".
    const first = new URLSearchParams(search);
    first.delete('page');
    const query = first.toString();
    throw data(
      {
        firstPage: {
          href: `/shop/${query ? `?${query}` : ''}`,
          label: 'Go to the first page of the shop',
        },
      },
      { status: 404 },
    );
  }
  return {
    page: { ...page, type: 'archive' as const },
    // Issue 20 (ADR 0028): the grid's shared nonce for `presscore_template_ajax`.
    nonce: context.services.itemLists.nonce('shop'),
    categories,
    category,
    artist,
    words,
    ordering,
    listing,
    currentPage,
    pages,
  };
}
