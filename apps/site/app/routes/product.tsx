import { pageTitle } from '~/shared/page';
import { ProductPage } from '~/features/shop/product-page';
import { addToCartFromProductPage, loadProductPage } from '~/features/shop/product-page.server';
import shopStylesheet from '~/features/shop/shop.css?url';
import type { Route } from './+types/product';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: shopStylesheet }];

export const loader = (args: Route.LoaderArgs) => loadProductPage(args);

/** The add to cart of a visitor without JavaScript (the form posts here natively). */
export const action = (args: Route.ActionArgs) => addToCartFromProductPage(args);

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded
    ? [
        { title: pageTitle(`${loaded.product.title} by ${loaded.product.artistName}`) },
        { name: 'description', content: loaded.product.description[0] ?? loaded.product.title },
      ]
    : [];

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductPage loaderData={loaderData} actionData={actionData} />;
}
