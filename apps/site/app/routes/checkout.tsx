import { pageTitle } from '~/shared/page';
import { CheckoutPage } from '~/features/shop/checkout-page';
import { loadCheckoutPage, placeOrderFromCheckout } from '~/features/shop/checkout-page.server';
import type { Route } from './+types/checkout';

export const loader = (args: Route.LoaderArgs) => loadCheckoutPage(args);

export const action = (args: Route.ActionArgs) => placeOrderFromCheckout(args);

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Checkout') },
  { name: 'robots', content: 'noindex' },
];

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage loaderData={loaderData} actionData={actionData} />;
}
