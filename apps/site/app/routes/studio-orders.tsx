import { OrdersPage } from '~/features/studio/orders/orders-page';
import { loadOrdersPage } from '~/features/studio/orders/orders-page.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/studio-orders';

export const loader = (args: Route.LoaderArgs) => loadOrdersPage(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Orders · Studio', description: 'The gallery’s orders.', noindex: true });

export default function StudioOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersPage data={loaderData} />;
}
