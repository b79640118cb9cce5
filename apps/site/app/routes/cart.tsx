import { pageTitle } from '~/shared/page';
import { CartPage } from '~/features/shop/cart-page';
import { loadCartPage, updateCartFromCartPage } from '~/features/shop/cart-page.server';
import type { Route } from './+types/cart';

export const loader = (args: Route.LoaderArgs) => loadCartPage(args);

export const action = (args: Route.ActionArgs) => updateCartFromCartPage(args);

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Cart') },
  { name: 'robots', content: 'noindex' },
];

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage loaderData={loaderData} actionData={actionData} />;
}
