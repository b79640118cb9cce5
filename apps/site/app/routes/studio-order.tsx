import { OrderPage } from '~/features/studio/orders/order-page';
import { loadOrderPage, orderPageAction } from '~/features/studio/orders/order-page.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/studio-order';

export const loader = (args: Route.LoaderArgs) => loadOrderPage(args);
export const action = (args: Route.ActionArgs) => orderPageAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Order · Studio', description: 'One order.', noindex: true });

export default function StudioOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderPage data={loaderData} result={actionData} />;
}
