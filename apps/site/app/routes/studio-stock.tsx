import { StockPage } from '~/features/studio/stock/stock-page';
import { loadStockPage, stockPageAction } from '~/features/studio/stock/stock-page.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/studio-stock';

export const loader = (args: Route.LoaderArgs) => loadStockPage(args);
export const action = (args: Route.ActionArgs) => stockPageAction(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Stock · Studio', description: 'Stock quick edit.', noindex: true });

export default function StudioStock({ loaderData, actionData }: Route.ComponentProps) {
  return <StockPage data={loaderData} result={actionData} />;
}
