import { addToCartRequestSchema } from '@atelier/contracts/cart';
import { FRAMING_CALCULATOR_ID } from '@atelier/demo-content/forms';
import { formatPriceRange } from '@atelier/shop/money';
import type { Selection, VariationData } from '@atelier/shop/variations';
import { data, Link, redirect } from 'react-router';
import { ArtworkCard } from '~/features/shop/artwork-card';
import type { PictureSource } from '~/shared/ui/picture';
import { CART_PAGE_PATH, SingleItemForm } from '~/features/shop/add-to-cart-button';
import { FramingEstimate } from '~/features/shop/framing-estimate';
import { ProductGallery } from '~/features/shop/product-gallery';
import { VariationForm, type PrintForSale } from '~/features/shop/variation-form';
import { VariationFormsInitialiser } from '~/features/shop/variation-forms-watcher';
import { embedsVariations } from '~/features/shop/available-variation';
import { readCookie } from '~/shared/cookies';
import { pageTitle } from '~/shared/page';
import shopStylesheet from '~/features/shop/shop.css?url';
import type { Route } from './+types/product';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: shopStylesheet }];

const productPath = (slug: string) => `/product/${slug}/`;

/**
 * After an add without JavaScript the action redirects back here; this short-lived cookie,
 * scoped to the product's address, carries "added N" to that one page view (a query parameter
 * would repeat the notice on every reload).
 */
const ADDED_COOKIE = 'atelier_added_to_cart';
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

export async function loader({ request, params, context }: Route.LoaderArgs) {
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
  const added = addedQuantity(request, product.id);
  return data(
    {
      page: { postId: product.id, type: 'product' as const, template: 'product' },
      product,
      related,
      // SW-013: past the threshold the page embeds none; its form asks the shop for the chosen one.
      variations: embedsVariations(storedVariations.length)
        ? variationData(storedVariations)
        : null,
      swatchImages: Object.fromEntries(
        images.map((image): [string, PictureSource] => [image.key, image]),
      ),
      nonce: context.services.nonces.issue('ajax', context.sessionId),
      addedQuantity: added,
      framingCalculator: { formId: FRAMING_CALCULATOR_ID, path: '/framing-calculator/' },
    },
    added === null
      ? undefined
      : { headers: { 'Set-Cookie': addedCookie(request, product.slug, product.id, null) } },
  );
}

function printForSale(
  product: Pick<PrintForSale, 'id' | 'title' | 'attributes'> & {
    minPriceCents: number;
    maxPriceCents: number;
  },
  variations: VariationData[] | null,
): PrintForSale {
  const { id, title, attributes } = product;
  return variations
    ? { id, title, attributes, variations }
    : {
        id,
        title,
        attributes,
        variations: null,
        priceRange: { minCents: product.minPriceCents, maxCents: product.maxPriceCents },
      };
}

const isCartRefusal = (error: unknown): error is Error =>
  error instanceof Error && error.name === 'CartRefusal';

/**
 * The add to cart of a visitor without JavaScript: the form posts here natively. The same
 * nonce and the same cart service as the shop endpoint decide; success redirects back to the
 * page (so a reload cannot add twice) with a notice, a refusal shows its message on the page.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
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
  if (!context.services.nonces.verify('ajax', context.sessionId, posted.security)) {
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
  try {
    await context.services.cart.add(context.sessionId, addRequest.data);
  } catch (error) {
    if (!isCartRefusal(error)) throw error;
    return data({ refusal: error.message, choice }, { status: 409 });
  }
  return redirect(productPath(product.slug), {
    status: 303,
    headers: {
      'Set-Cookie': addedCookie(request, product.slug, product.id, addRequest.data.quantity),
    },
  });
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  loaded
    ? [
        { title: pageTitle(`${loaded.product.title} by ${loaded.product.artistName}`) },
        { name: 'description', content: loaded.product.description[0] ?? loaded.product.title },
      ]
    : [];

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  const { product, related, variations, swatchImages, nonce, addedQuantity, framingCalculator } =
    loaderData;
  const soldOut = product.totalStock <= 0;
  const action = productPath(product.slug);
  const refusal = actionData?.refusal;

  return (
    <main id="main" tabIndex={-1} className="page container product">
      <VariationFormsInitialiser />
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/shop/">Shop</Link>
          </li>
          <li>
            <Link to={`/shop/?category=${product.categorySlug}`}>{product.categoryName}</Link>
          </li>
          <li aria-current="page">{product.title}</li>
        </ol>
      </nav>

      <div className="product__layout">
        <ProductGallery
          title={product.title}
          views={[{ caption: 'The whole work', image: product.image }, ...product.views]}
        />

        <div className="product__summary">
          <p className="eyebrow">{product.categoryName}</p>
          <h1 className="product__title">{product.title}</h1>
          <p className="product__artist">
            {product.artist.name}
            {product.artist.born ? (
              <span>
                {' '}
                (b. {product.artist.born}, {product.artist.country})
              </span>
            ) : null}
          </p>

          {addedQuantity !== null ? (
            <div className="notice shop-notice" role="status">
              <p>
                {addedQuantity > 1
                  ? `${addedQuantity} × “${product.title}” have been added to your cart.`
                  : `“${product.title}” has been added to your cart.`}{' '}
                <a href={CART_PAGE_PATH}>View cart</a>
              </p>
            </div>
          ) : null}

          <div className="product__purchase">
            {soldOut ? (
              <>
                <p className="product__price">Sold out</p>
                <p className="stock-line stock out-of-stock">
                  {product.kind === 'original'
                    ? 'Sold. This original has found a home.'
                    : 'Sold. Every edition of this print has found a home.'}
                </p>
              </>
            ) : product.kind === 'print' ? (
              <VariationForm
                key={`${product.id}:${JSON.stringify(actionData?.choice ?? {})}`}
                product={printForSale(product, variations)}
                swatchImages={swatchImages}
                nonce={nonce}
                action={action}
                initialSelection={actionData?.choice}
                refusal={refusal}
              />
            ) : (
              <>
                <p className="product__price">
                  {formatPriceRange(product.minPriceCents, product.maxPriceCents)}
                </p>
                <p className="stock-line">One of a kind: available now.</p>
                <SingleItemForm
                  key={product.id}
                  productId={product.id}
                  productTitle={product.title}
                  nonce={nonce}
                  action={action}
                  refusal={refusal}
                />
              </>
            )}
          </div>

          <dl className="details-list">
            <div>
              <dt>Year</dt>
              <dd>{product.year}</dd>
            </div>
            <div>
              <dt>Medium</dt>
              <dd>{product.medium}</dd>
            </div>
            <div>
              <dt>Dimensions</dt>
              <dd>{product.dimensions}</dd>
            </div>
            <div>
              <dt>Type</dt>
              <dd>
                {product.kind === 'original' ? 'Original, one of a kind' : 'Limited edition print'}
              </dd>
            </div>
          </dl>

          {/* The calculator prices frames for works on paper, i.e. the prints still for sale. */}
          {product.kind === 'print' && !soldOut ? (
            <FramingEstimate formId={framingCalculator.formId} pagePath={framingCalculator.path} />
          ) : null}

          <div className="product__description">
            {product.description.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>

          <aside className="artist-note" aria-labelledby="artist-title">
            <h2 id="artist-title" className="artist-note__title">
              About {product.artist.name}
            </h2>
            <p>{product.artist.bio}</p>
          </aside>
        </div>
      </div>

      {related.length > 0 ? (
        <section className="section" aria-labelledby="related-title">
          <h2 id="related-title" className="section__title">
            You may also like
          </h2>
          <div className="artwork-grid">
            {related.map((artwork) => (
              <ArtworkCard key={artwork.slug} artwork={artwork} />
            ))}
          </div>
        </section>
      ) : null}
    </main>
  );
}
