import type { MetaDescriptor } from 'react-router';
import { pageTitle, SITE_NAME } from './page';

/**
 * What a search engine and a sharer read from every page (issue 12): a description, the one
 * canonical address, Open Graph and Twitter card tags, and schema.org data as JSON-LD. Route
 * `meta` exports call `seoMeta`, so the pages themselves need no change.
 */

/**
 * The query parameters that name different content (another page of a listing, a category):
 * everything else (ordering, tracking tags, session leftovers) is the same page for a search
 * engine, so the canonical address drops it.
 */
const CANONICAL_PARAMETERS = ['category', 'page'] as const;

/** The picture shared when a page has none of its own (apps/site/public/social-card.png). */
export const DEFAULT_SHARE_IMAGE = {
  path: '/social-card.png',
  width: 1200,
  height: 630,
  alt: 'Atelier, contemporary art gallery in Lisbon',
};

/** `//host/…` (or `/\\host`) would name another host: a path on this site starts with one slash. */
const onThisSite = (path: string) => `/${path.replace(/^[/\\]+/, '')}`;

/** The site's absolute address of a path, on PUBLIC_URL. */
export const absoluteUrl = (publicUrl: string, path: string) =>
  new URL(onThisSite(path), publicUrl).href;

/** The canonical address of a page: PUBLIC_URL, the path, and only the parameters that matter. */
export function canonicalUrl(publicUrl: string, pathname: string, search: string): string {
  // Pages end in a slash on this site (the server redirects the bare form there), but React
  // Router's location drops it; the canonical address is the one that answers without a hop.
  const path = onThisSite(pathname);
  const url = new URL(path.endsWith('/') ? path : `${path}/`, publicUrl);
  const given = new URLSearchParams(search);
  for (const name of CANONICAL_PARAMETERS) {
    const value = given.get(name);
    // Page 1 is the listing itself, not a second address for it.
    if (value && !(name === 'page' && value === '1')) url.searchParams.set(name, value);
  }
  return url.href;
}

export interface ShareImage {
  /** A site path (/images/…) or an absolute address. */
  path: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageSeo {
  /** The page's own title; the site name is added. Absent: the home page's title. */
  title?: string | undefined;
  description: string;
  image?: ShareImage | undefined;
  type?: 'website' | 'article' | 'product' | undefined;
  /** Pages of one visitor (cart, checkout, search results) stay out of search engines. */
  noindex?: boolean | undefined;
  /**
   * schema.org objects, rendered by React Router's <Meta> as <script type="application/ld+json">
   * with `<`, `>`, `&` and the line separators escaped as \u003c… so no text can end the element.
   * Built by the page's loader (`structured-data.server.ts`), so their builders stay out of the
   * browser's bundle.
   */
  structuredData?: readonly Record<string, unknown>[] | undefined;
}

/** The parts of React Router's meta arguments this needs. */
export interface MetaContext {
  location: { pathname: string; search: string };
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

/** PUBLIC_URL as the root loader hands it to every page. */
export function publicUrlOf(matches: MetaContext['matches']): string {
  const root = matches.find((match) => match?.id === 'root')?.data as
    { publicUrl?: unknown } | undefined;
  return typeof root?.publicUrl === 'string' ? root.publicUrl : 'http://localhost:3000/';
}

/** A description fit for a result snippet: one line, at most about 160 characters. */
export function shortDescription(text: string, limit = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), limit / 2)).replace(/[,.;:]$/, '')}…`;
}

/** The title, description, canonical link and sharing tags of a page. */
export function seoMeta(args: MetaContext, page: PageSeo): MetaDescriptor[] {
  const publicUrl = publicUrlOf(args.matches);
  const title = pageTitle(page.title);
  const description = shortDescription(page.description);
  const url = canonicalUrl(publicUrl, args.location.pathname, args.location.search);
  const image = page.image ?? DEFAULT_SHARE_IMAGE;
  const imageUrl = absoluteUrl(publicUrl, image.path);
  return [
    { title },
    { name: 'description', content: description },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: page.type === 'article' ? 'article' : 'website' },
    { property: 'og:title', content: page.title ?? title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title ?? title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
    ...(page.structuredData ?? []).map((data) => ({ 'script:ld+json': data })),
  ];
}

/** A stored picture as loaders return it. */
export interface PictureForData {
  alt: string;
  variants: { width: number; height: number; format: string; file: string }[];
}

/** The largest JPEG of a stored picture, the format every sharer reads. */
export function shareImageOf(image: PictureForData): ShareImage | undefined {
  const largest = image.variants
    .filter((variant) => variant.format === 'jpeg')
    .sort((a, b) => b.width - a.width)[0];
  return largest
    ? {
        path: `/images/${largest.file}`,
        width: largest.width,
        height: largest.height,
        alt: image.alt,
      }
    : undefined;
}
