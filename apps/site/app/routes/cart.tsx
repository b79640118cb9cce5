import { CartPage } from '~/features/shop/cart-page';
import { loadCartPage, updateCartFromCartPage } from '~/features/shop/cart-page.server';
import type { Route } from './+types/cart';
import { seoMeta } from '~/shared/seo';

export const loader = (args: Route.LoaderArgs) => loadCartPage(args);

export const action = (args: Route.ActionArgs) => updateCartFromCartPage(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Cart', description: 'Your cart at Atelier.', noindex: true });

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage loaderData={loaderData} actionData={actionData} />;
}
