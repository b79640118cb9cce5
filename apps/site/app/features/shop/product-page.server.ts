import { breadcrumbData, productData, type ProductForData } from '~/shared/structured-data.server';
import { addToCartRequestSchema } from '@atelier/contracts/cart';
import { FRAMING_CALCULATOR_ID } from '@atelier/demo-content/forms';
import type { Selection, VariationData } from '@atelier/shop/variations';
import { data, redirect, type AppLoadContext } from 'react-router';
import type { PictureSource } from '~/shared/ui/picture';
import { readCookie } from '~/shared/cookies';
import { pageShows } from '~/shared/page-dependencies.server';
import { postedFromThisSite } from '~/shared/page-post-origin.server';
import { cartCookieHeader } from './cart-cookie';
import { embedsVariations } from './available-variation';
import { productPath } from './product-path';

/** Why a native add to cart was refused, and the choice to show again. */
export interface ProductPageRefusal {
  refusal: string;
  choice: Selection;
}

interface PageArgs {
  request: Request;
  params: { slug: string };
  context: AppLoadContext;
}

/**
 * After an add without JavaScript the action redirects back here; this short-lived cookie,
 * scoped to the product's address, carries "added N" to that one page view (a query parameter
 * would repeat the notice on every reload). The server renders a view that carries it for that
 * visitor alone, uncached (a flash cookie, react-router-adapter.ts).
 */
export const ADDED_COOKIE = 'atelier_added_to_cart';
const ADDED_COOKIE_SECONDS = 60;

function addedCookie(request: Request, slug: string, productId: number, quantity: number | null) {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  const value = quantity === null ? '' : `${productId}:${quantity}`;
  const maxAge = quantity === null ? 0 : ADDED_COOKIE_SECONDS;
  return `${ADDED_COOKIE}=${value}; Max-Age=${maxAge}; Path=${productPath(slug)}; HttpOnly; SameSite=Lax${secure}`;
}

function addedQuantity(request: Request, productId: number): number | null {
  const [id, quantity] = (readCookie(request.headers.get('cookie'), ADDED_COOKIE) ?? '').split(':');
  const count = Number(quantity);
  return id === String(productId) && Number.isInteger(count) && count > 0 ? count : null;
}

/** A print variation as the catalogue stores it. */
interface StoredVariation {
  id: number;
  sku: string;
  attributes: Record<string, string>;
  priceCents: number;
  stock: number;
  maxQuantity: number;
}

/** The product's variations as the pure swatch rules read them (SW-002). */
function variationData(variations: readonly StoredVariation[]): VariationData[] {
  return variations.map((variation) => ({
    id: variation.id,
    sku: variation.sku,
    priceCents: variation.priceCents,
    attributes: variation.attributes,
    inStock: variation.stock > 0,
    maxQuantity: Math.max(0, Math.min(variation.stock, variation.maxQuantity)),
    stockLeft: variation.stock,
  }));
}

/** The product page's data (404 for an unknown slug). */
/** The work and where it sits in the shop, for search engines. */
function productStructuredData(publicUrl: string, product: ProductForData & ProductTrail) {
  return [
    productData(publicUrl, product),
    breadcrumbData(publicUrl, [
      { name: 'Home', path: '/' },
      { name: 'Shop', path: '/shop/' },
      {
        name: product.categoryName,
        path: `/shop/?category=${encodeURIComponent(product.categorySlug)}`,
      },
      { name: product.title, path: `/product/${product.slug}/` },
    ]),
  ];
}

interface ProductTrail {
  categoryName: string;
  categorySlug: string;
}

export async function loadProductPage({ request, params, context }: PageArgs) {
  const found = await context.services.catalogue.productBySlug(params.slug);
  if (!found) throw data(null, { status: 404 });
  // The stored variations travel to the page only as `variations` below, and only when embedded.
  const { variations: storedVariations, ...product } = found;
  const imageKeys = product.attributes.flatMap((attribute) =>
    attribute.options.flatMap((option) =>
      option.swatch.type === 'image' ? [option.swatch.imageKey] : [],
    ),
  );
  const [byArtist, images] = await Promise.all([
    context.services.catalogue.byArtist(product.artistName, product.id, 4),
    context.services.catalogue.imagesByKeys(imageKeys),
  ]);
  const related =
    byArtist.length >= 4
      ? byArtist
      : [
          ...byArtist,
          ...(await context.services.catalogue.inCategory(
            product.categoryId,
            product.id,
            4 - byArtist.length,
          )),
        ];
  pageShows(
    context,
    `products:${product.id}`,
    ...related.map((work) => `products:${work.id}`),
    'categories',
    'artists',
    'images',
  );
  const added = addedQuantity(request, product.id);
  return data(
    {
      page: { postId: product.id, type: 'product' as const, template: 'product' },
      product,
      related,
      structuredData: productStructuredData(context.services.publicUrl, product),
      // SW-013: past the threshold the page embeds none; its form asks the shop for the chosen one.
      variations: embedsVariations(storedVariations.length)
        ? variationData(storedVariations)
        : null,
      swatchImages: Object.fromEntries(
        images.map((image): [string, PictureSource] => [image.key, image]),
      ),
      // Shared by every visitor (ADR 0011): the browser fetches the visitor's nonce when needed.
      nonce: '',
      addedQuantity: added,
      framingCalculator: { formId: FRAMING_CALCULATOR_ID, path: '/framing-calculator/' },
    },
    added === null
      ? undefined
      : { headers: { 'Set-Cookie': addedCookie(request, product.slug, product.id, null) } },
  );
}

const isCartRefusal = (error: unknown): error is Error =>
  error instanceof Error && error.name === 'CartRefusal';

/**
 * The add to cart of a visitor without JavaScript: the form posts here natively. The same
 * nonce and the same cart service as the shop endpoint decide; success redirects back to the
 * page (so a reload cannot add twice) with a notice, a refusal shows its message on the page.
 */
export async function addToCartFromProductPage({ request, params, context }: PageArgs) {
  const product = await context.services.catalogue.productBySlug(params.slug);
  if (!product) throw data(null, { status: 404 });
  const posted: Record<string, string> = {};
  for (const [name, value] of await request.formData()) {
    if (typeof value === 'string' && value !== '') posted[name] = value;
  }
  const choice: Selection = Object.fromEntries(
    product.attributes.map((attribute) => [
      attribute.id,
      posted[`attribute_${attribute.id}`] ?? '',
    ]),
  );
  // The page carries no nonce for a visitor without JavaScript; the browser vouches instead.
  const vouched =
    postedFromThisSite(request) ||
    context.services.nonces.verify('ajax', context.sessionId, posted.security);
  if (!vouched) {
    return data(
      { refusal: 'This page had expired, so nothing was added. Please try again.', choice },
      { status: 403 },
    );
  }
  const addRequest = addToCartRequestSchema.safeParse({ ...posted, product_id: product.id });
  if (!addRequest.success) {
    const [issue] = addRequest.error.issues;
    const field = String(issue?.path[0] ?? 'request').replace(/_/g, ' ');
    return data(
      { refusal: `The ${field} ${issue?.message ?? 'is not valid'}.`, choice },
      { status: 400 },
    );
  }
  let cart;
  try {
    cart = await context.services.cart.add(context.sessionId, addRequest.data);
  } catch (error) {
    if (!isCartRefusal(error)) throw error;
    return data({ refusal: error.message, choice }, { status: 409 });
  }
  const headers = new Headers();
  headers.append(
    'Set-Cookie',
    addedCookie(request, product.slug, product.id, addRequest.data.quantity),
  );
  headers.append(
    'Set-Cookie',
    cartCookieHeader(cart, { secure: new URL(request.url).protocol === 'https:' }),
  );
  return redirect(productPath(product.slug), { status: 303, headers });
}
