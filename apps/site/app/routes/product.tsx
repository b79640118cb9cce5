import { ProductPage } from '~/features/shop/product-page';
import { addToCartFromProductPage, loadProductPage } from '~/features/shop/product-page.server';
import type { Route } from './+types/product';
import { seoMeta, shareImageOf } from '~/shared/seo';

export const loader = (args: Route.LoaderArgs) => loadProductPage(args);

/** The add to cart of a visitor without JavaScript (the form posts here natively). */
export const action = (args: Route.ActionArgs) => addToCartFromProductPage(args);

export const meta: Route.MetaFunction = (args) =>
  args.data
    ? seoMeta(args, {
        title: `${args.data.product.title} by ${args.data.product.artistName}`,
        description: args.data.product.description[0] ?? args.data.product.title,
        image: shareImageOf(args.data.product.image),
        type: 'product',
        structuredData: args.data.structuredData,
      })
    : [];

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductPage loaderData={loaderData} actionData={actionData} />;
}
