import { isRouteErrorResponse } from 'react-router';
import { NotFoundContent } from '~/shared/ui/not-found-content';
import { ShopPage } from '~/features/shop/shop-page';
import { loadShopPage } from '~/features/shop/shop-page.server';
import type { Route } from './+types/shop';
import { seoMeta } from '~/shared/seo';

export const loader = (args: Route.LoaderArgs) => loadShopPage(args);

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

export default function Shop({ loaderData }: Route.ComponentProps) {
  return <ShopPage loaderData={loaderData} />;
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
