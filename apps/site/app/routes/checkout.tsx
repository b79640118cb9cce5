import paymentUiStylesheet from '@atelier/payment-ui/payment-ui.css?url';
import { CheckoutPage } from '~/features/shop/checkout-page';
import { loadCheckoutPage, placeOrderFromCheckout } from '~/features/shop/checkout-page.server';
import type { Route } from './+types/checkout';
import { seoMeta } from '~/shared/seo';

// Issue 17: the card field's and PayPal button's styles, only on the page that shows them.
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: paymentUiStylesheet }];

export const loader = (args: Route.LoaderArgs) => loadCheckoutPage(args);

export const action = (args: Route.ActionArgs) => placeOrderFromCheckout(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: 'Checkout',
    description: 'Pay for your works at Atelier.',
    noindex: true,
  });

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage loaderData={loaderData} actionData={actionData} />;
}
