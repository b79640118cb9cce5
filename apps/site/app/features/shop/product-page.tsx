import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { preloadableLazy } from '~/shared/ui/preloadable-lazy';
import { ArtworkCard } from './artwork-card';
import { CART_PAGE_PATH } from './cart-page-path';
import { FramingEstimate } from './framing-estimate';
import type { ProductPageRefusal, loadProductPage } from './product-page.server';
import { productPath } from './product-path';
import { VariationFormsInitialiser } from './variation-forms-watcher';
import type { UnwrapData } from '~/shared/route-data';

type ProductPageData = UnwrapData<Awaited<ReturnType<typeof loadProductPage>>>;
type ProductPageActionData = ProductPageRefusal;

/**
 * The page's islands (ADR 0041): how to buy the work (the variation form or an original's
 * button), its pictures and its notes are chunks apart, rendered whole by the server and asked
 * for when this module runs in the browser (before hydration starts). The route waits for them
 * beside a client-side move's data, with `preloadProductPage`.
 */
const { Component: ProductPurchase, preload: preloadProductPurchase } = preloadableLazy(
  async () => (await import('./product-purchase')).ProductPurchase,
);
const { Component: ProductGallery, preload: preloadProductGallery } = preloadableLazy(
  async () => (await import('./product-gallery')).ProductGallery,
);
const { Component: ProductNotes, preload: preloadProductNotes } = preloadableLazy(
  async () => (await import('./product-notes')).ProductNotes,
);

/** The product page's chunks that a client-side move should bring before it draws the page. */
export const preloadProductPage = () =>
  Promise.all([preloadProductPurchase(), preloadProductGallery(), preloadProductNotes()]);
if (typeof document !== 'undefined') void preloadProductPage();

/** The product page: the work, how to buy it, its details, and related works. */
export function ProductPage({
  loaderData,
  actionData,
  enquiry,
  share,
}: {
  loaderData: ProductPageData;
  actionData: ProductPageActionData | undefined;
  /**
   * Issue 16: what the route puts after the work's details ("Ask about this work", the enquiry
   * form of the contact-forms room): a slot, so this room imports no other.
   */
  enquiry?: ReactNode;
  /** Issue 20: the sharing room's Share button, handed in by the route (NAV-012). */
  share?: ReactNode;
}) {
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
        <Suspense fallback={null}>
          <ProductGallery
            title={product.title}
            views={[{ caption: 'The whole work', image: product.image }, ...product.views]}
          />
        </Suspense>

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

          {soldOut ? (
            <div className="product__purchase">
              <p className="product__price">Sold out</p>
              <p className="stock-line stock out-of-stock">
                {product.kind === 'original'
                  ? 'Sold. This original has found a home.'
                  : 'Sold. Every edition of this print has found a home.'}
              </p>
              {/* A sold work can still start a conversation (the contact page is told which
                  work), or lead to the artist's other works in the shop. */}
              <p className="button-row">
                <Link className="button" to={`/contact/?work=${product.slug}`}>
                  Ask about this work
                </Link>
                <Link className="button button--ghost" to={`/shop/?artist=${product.artist.slug}`}>
                  More by {product.artist.name}
                </Link>
              </p>
            </div>
          ) : (
            <Suspense fallback={null}>
              <ProductPurchase
                product={product}
                variations={variations}
                swatchImages={swatchImages}
                nonce={nonce}
                action={action}
                choice={actionData?.choice}
                refusal={refusal}
              />
            </Suspense>
          )}

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

          <Suspense fallback={null}>
            <ProductNotes kind={product.kind} />
          </Suspense>
          {share}

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

      {enquiry}

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
