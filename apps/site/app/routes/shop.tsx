import { Suspense } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { NotFoundContent } from '~/shared/ui/not-found-content';
import { itemListShouldRevalidate } from '~/features/item-lists/item-list-navigation';
import { ShopPage } from '~/features/shop/shop-page';
import { SHOP_PAGE_SIZE } from '~/features/shop/shop-query';
import { loadShopPage } from '~/features/shop/shop-page.server';
import type { Route } from './+types/shop';
import { seoMeta } from '~/shared/seo';
import { preloadableLazy } from '~/shared/ui/preloadable-lazy';

/**
 * The item list's code (its calls, reveal, hover sides, paginator) is a chunk outside the shop's
 * first-load scripts (the 120 KB budget of issues 13 and 20): the server renders the whole grid,
 * whose filters, cards and paginator are working links, and it hydrates when the chunk arrives.
 * The chunk is asked for as soon as this module runs in the browser, before hydration starts,
 * so it does not wait for the render to reach the list (nor does a client navigation's render).
 */
const { Component: ItemList, preload: loadItemList } = preloadableLazy(
  async () => (await import('~/features/item-lists/item-list')).ItemList,
);
if (typeof document !== 'undefined') void loadItemList();

export const loader = (args: Route.LoaderArgs) => loadShopPage(args);

/**
 * A client-side move here waits for the list's code beside the page's data, so the list is
 * drawn in the move's first render, never empty while its chunk is on its way (a full load has
 * the server's HTML meanwhile, and this does not run for it).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadItemList()]);
  return data;
}

export const shouldRevalidate = itemListShouldRevalidate;

export const meta: Route.MetaFunction = (args) => {
  const { data, error } = args;
  return seoMeta(args, {
    title: error
      ? 'Page not found'
      : data?.artist
        ? `Works by ${data.artist.name}`
        : data?.category
          ? data.category.name
          : data?.words
            ? `Search: ${data.words}`
            : 'Shop',
    description:
      data?.category?.description ||
      'Original paintings, drawings and photographs, and limited editions printed in our own studio.',
    // A search of the listing is a visitor's own result page, and a page past the end is none.
    noindex: Boolean(data?.words) || Boolean(error),
  });
};

/**
 * The shop's grid is the ajax item list (issue 20, ADR 0028): its category links and paginator
 * are links the server renders, answered in place by `presscore_template_ajax` once the page runs.
 */
export default function Shop({ loaderData }: Route.ComponentProps) {
  const { categories, category, ordering, listing, currentPage, pages, nonce, page } = loaderData;
  return (
    <ShopPage
      loaderData={loaderData}
      renderList={(parts) => (
        <Suspense fallback={null}>
          <ItemList
            {...parts}
            contentType="shop"
            basePath="/shop/"
            nonce={nonce}
            postId={String(page.postId)}
            template={page.template}
            headingId="shop-works-title"
            heading="Works"
            filters={{
              label: 'Collections',
              allLabel: 'All works',
              terms: categories.map((candidate) => ({
                slug: candidate.slug,
                name: candidate.name,
                count: candidate.productCount,
              })),
            }}
            navigation="paginator"
            state={{
              category: category?.slug,
              orderby: ordering,
              order: 'desc',
              page: currentPage,
              pages,
              total: listing.total,
            }}
            perPage={SHOP_PAGE_SIZE}
            defaults={{ orderby: 'menu_order', order: 'desc' }}
            gridClassName="artwork-grid"
            nouns={{ one: 'work', many: 'works' }}
            paginatorLabel="Shop pages"
          />
        </Suspense>
      )}
    />
  );
}

/** A page number past the end: the site's not-found page, with a link to the first page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const firstPage = firstPageOf(error.data);
    return <NotFoundContent firstPage={firstPage} />;
  }
  throw error;
}

function firstPageOf(body: unknown): { href: string; label: string } | undefined {
  if (typeof body !== 'object' || body === null || !('firstPage' in body)) return undefined;
  const { firstPage } = body;
  return typeof firstPage === 'object' &&
    firstPage !== null &&
    'href' in firstPage &&
    'label' in firstPage &&
    typeof firstPage.href === 'string' &&
    typeof firstPage.label === 'string'
    ? { href: firstPage.href, label: firstPage.label }
    : undefined;
}
