import { ENQUIRY_FORM_ID } from '@atelier/demo-content/contact-forms';
import { Suspense } from 'react';
import { data } from 'react-router';
import {
  isContactFormPost,
  loadPublicContactForm,
  postContactForm,
} from '~/features/contact-forms/contact-form-data.server';
import { isContactFormPostOutcome } from '~/features/contact-forms/contact-form-page';
import { ProductPage, preloadProductPage } from '~/features/shop/product-page';
import { addToCartFromProductPage, loadProductPage } from '~/features/shop/product-page.server';
import type { Route } from './+types/product';
import { seoMeta, shareImageOf } from '~/shared/seo';
import { preloadableLazy } from '~/shared/ui/preloadable-lazy';

/**
 * The enquiry form (issue 16) and the Share control (issue 20) are chunks outside the product
 * page's first-load scripts (the 120 KB budget of issues 13 and 20). The server renders both
 * whole, and until their code arrives they are what they are without scripts: the form posts
 * natively to this page, Share is a disclosure of plain share links. Their chunks are asked for
 * as soon as this module runs in the browser, before hydration starts, and each hydrates when
 * its code is there.
 */
const { Component: EnquirySection, preload: loadEnquirySection } = preloadableLazy(
  async () => (await import('~/features/contact-forms/enquiry-section')).EnquirySection,
);
const { Component: ShareButton, preload: loadShareButton } = preloadableLazy(
  async () => (await import('~/features/sharing/share-button')).ShareButton,
);
if (typeof document !== 'undefined') {
  void loadEnquirySection();
  void loadShareButton();
}

/**
 * A client-side move here waits for the page's chunks (how to buy the work, the enquiry form,
 * Share) beside its data, so they are drawn in the move's first render, not after a blank moment.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    serverLoader(),
    preloadProductPage(),
    loadEnquirySection(),
    loadShareButton(),
  ]);
  return data;
}

/** The shop's product page, with the enquiry form of the contact-forms room (issue 16). */
export async function loader(args: Route.LoaderArgs) {
  const [product, enquiry] = await Promise.all([
    loadProductPage(args),
    loadPublicContactForm(args.context, ENQUIRY_FORM_ID),
  ]);
  return data({ ...product.data, enquiry }, product.init ?? undefined);
}

/**
 * Native posts (no JavaScript): the enquiry form (it carries `_wpcf7`) to the contact-forms room,
 * anything else is the shop's add to cart.
 */
export async function action(args: Route.ActionArgs) {
  if (await isContactFormPost(args.request)) {
    const product = await args.context.services.catalogue.productBySlug(args.params.slug);
    if (!product) throw data(null, { status: 404 });
    return postContactForm(args.request, args.context, {
      formId: ENQUIRY_FORM_ID,
      containerPostId: product.id,
    });
  }
  return addToCartFromProductPage(args);
}

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
  const posted = isContactFormPostOutcome(actionData) ? actionData : undefined;
  const refusal = actionData && !isContactFormPostOutcome(actionData) ? actionData : undefined;
  const { enquiry, product } = loaderData;
  return (
    <ProductPage
      loaderData={loaderData}
      actionData={refusal}
      share={
        <Suspense fallback={null}>
          <ShareButton
            url={`/product/${product.slug}/`}
            title={product.title}
            image={shareImageOf(product.image)?.path}
          />
        </Suspense>
      }
      enquiry={
        enquiry ? (
          <Suspense fallback={null}>
            <EnquirySection
              enquiry={enquiry}
              work={product}
              pagePath={`/product/${product.slug}/`}
              posted={posted}
            />
          </Suspense>
        ) : null
      }
    />
  );
}
