import { STORE_CURRENCY } from '@atelier/shop/money';
import { absoluteUrl, DEFAULT_SHARE_IMAGE, shareImageOf, type PictureForData } from './seo';
import type { SiteDetails } from './site-details';

/**
 * schema.org JSON-LD for search engines (issue 12), built by the loaders on the server: the
 * page's meta only hands it to React Router's <Meta>, so none of this reaches the browser bundle.
 */

/** schema.org BreadcrumbList from the trail of (name, path) pairs, home first. */
export function breadcrumbData(publicUrl: string, trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(publicUrl, crumb.path),
    })),
  };
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/** The parts of a product page's data that schema.org's Product needs. */
export interface ProductForData {
  slug: string;
  title: string;
  kind: 'original' | 'print';
  artistName: string;
  description: string[];
  minPriceCents: number;
  maxPriceCents: number;
  totalStock: number;
  image: PictureForData;
  views?: { image: PictureForData }[];
  variations?: unknown[];
}

/** schema.org Product: the work, its pictures, and its price and availability as offers. */
export function productData(publicUrl: string, product: ProductForData) {
  const url = absoluteUrl(publicUrl, `/product/${product.slug}/`);
  const pictures = [product.image, ...(product.views ?? []).map((view) => view.image)]
    .map(shareImageOf)
    .filter((image) => image !== undefined)
    .map((image) => absoluteUrl(publicUrl, image.path));
  const availability =
    product.totalStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut';
  const single = product.minPriceCents === product.maxPriceCents;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description.join(' '),
    image: pictures,
    url,
    brand: { '@type': 'Brand', name: product.artistName },
    ...(product.kind === 'original' ? { itemCondition: 'https://schema.org/NewCondition' } : {}),
    offers: single
      ? {
          '@type': 'Offer',
          url,
          price: euros(product.minPriceCents),
          priceCurrency: STORE_CURRENCY,
          availability,
        }
      : {
          '@type': 'AggregateOffer',
          url,
          lowPrice: euros(product.minPriceCents),
          highPrice: euros(product.maxPriceCents),
          offerCount: product.variations?.length ?? 1,
          priceCurrency: STORE_CURRENCY,
          availability,
        },
  };
}

/** schema.org ArtGallery (an Organization) for the home page: who runs the shop, and where. */
export function organisationData(publicUrl: string, site: SiteDetails) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ArtGallery',
    name: site.name,
    description: site.tagline,
    url: absoluteUrl(publicUrl, '/'),
    logo: absoluteUrl(publicUrl, '/logo.png'),
    image: absoluteUrl(publicUrl, DEFAULT_SHARE_IMAGE.path),
    email: site.email,
    telephone: site.phone,
    address: site.address,
    sameAs: site.social.map((link) => link.url),
  };
}

/** schema.org BlogPosting for a journal entry. */
export function articleData(
  publicUrl: string,
  post: {
    slug: string;
    title: string;
    excerpt: string;
    author: string;
    publishedAt: string | Date;
    cover: PictureForData;
  },
) {
  const image = shareImageOf(post.cover);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    author: { '@type': 'Person', name: post.author },
    datePublished: new Date(post.publishedAt).toISOString(),
    mainEntityOfPage: absoluteUrl(publicUrl, `/blog/${post.slug}/`),
    ...(image ? { image: absoluteUrl(publicUrl, image.path) } : {}),
  };
}
