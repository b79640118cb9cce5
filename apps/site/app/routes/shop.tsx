import { pageTitle } from '~/shared/page';
import { ShopPage } from '~/features/shop/shop-page';
import { loadShopPage } from '~/features/shop/shop-page.server';
import type { Route } from './+types/shop';

export const loader = (args: Route.LoaderArgs) => loadShopPage(args);

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: pageTitle(
      data?.category ? data.category.name : data?.words ? `Search: ${data.words}` : 'Shop',
    ),
  },
];

export default function Shop({ loaderData }: Route.ComponentProps) {
  return <ShopPage loaderData={loaderData} />;
}
