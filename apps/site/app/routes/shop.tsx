import { ShopPage } from '~/features/shop/shop-page';
import { loadShopPage } from '~/features/shop/shop-page.server';
import type { Route } from './+types/shop';
import { seoMeta } from '~/shared/seo';

export const loader = (args: Route.LoaderArgs) => loadShopPage(args);

export const meta: Route.MetaFunction = (args) => {
  const { data } = args;
  return seoMeta(args, {
    title: data?.category ? data.category.name : data?.words ? `Search: ${data.words}` : 'Shop',
    description:
      data?.category?.description ||
      'Original paintings, drawings and photographs, and limited editions printed in our own studio.',
    // A search of the listing is a visitor's own result page, not content of its own.
    noindex: Boolean(data?.words),
  });
};

export default function Shop({ loaderData }: Route.ComponentProps) {
  return <ShopPage loaderData={loaderData} />;
}
