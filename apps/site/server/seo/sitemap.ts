import type { SitemapSources } from '@atelier/db/repositories/sitemap';

/**
 * The sitemap and robots.txt (issue 12: what a search engine expects). Pure functions of the
 * site's content and its public address, so the route only fetches and answers.
 */

export interface SitemapEntry {
  /** A path on the site, e.g. /product/tide-table/. */
  path: string;
  lastModified?: Date | undefined;
}

/** Pages of the pages table that are not for a search engine: the visitor's own cart and order. */
const PRIVATE_PAGE_SLUGS = new Set(['cart', 'checkout']);

/** Pages the site routes without a row in the pages table. */
const ROUTED_PAGES_WITHOUT_ROW = [
  '/commission/',
  '/framing-calculator/',
  '/quiz/',
  // Issue 19: the three-layer slider's page.
  '/viewing-room/',
  // Issue 20: the one-page "About the gallery" and "Questions and answers".
  '/about/',
  '/faq/',
];

/**
 * The addresses robots.txt keeps crawlers away from: a visitor's own pages, search results, and
 * results of polls and quizzes (one vote's or one visitor's outcome, not content of the site).
 */
export const DISALLOWED_PATHS = [
  '/cart/',
  '/checkout/',
  '/search/',
  '/api/',
  '/*?s=',
  '/*&s=',
  '/polls/*/results/',
  '/quiz/*/result/',
  // Issue 15: the account pages (sign-in, register, the customer's own page).
  '/my-account/',
  // Issue 16: the newsletter's mailed links' pages (one subscriber's token each).
  '/newsletter/confirm/',
  '/newsletter/unsubscribe/',
];

const latest = (dates: Date[]) =>
  dates.length === 0 ? undefined : new Date(Math.max(...dates.map((date) => date.getTime())));

/** A page's path from its slug: the home page is the root; every other page ends in a slash. */
const pagePath = (slug: string) => (slug === 'home' ? '/' : `/${encodeURIComponent(slug)}/`);

export function sitemapEntries(sources: SitemapSources): SitemapEntry[] {
  const newestWork = latest(sources.products.map((product) => product.publishedAt));
  const newestPost = latest(sources.posts.map((post) => post.publishedAt));
  // A listing changes when something new appears in it; pages with no dated content say nothing
  // rather than guess.
  const listingDates: Record<string, Date | undefined> = {
    '/': latest([newestWork, newestPost].filter((date) => date !== undefined)),
    '/shop/': newestWork,
    '/blog/': newestPost,
  };
  // A content page (terms, privacy…) was last modified when its text was; a listing, when
  // something new appeared in it.
  const pageDates = new Map<string, Date | undefined>();
  for (const page of sources.pages) {
    if (PRIVATE_PAGE_SLUGS.has(page.slug)) continue;
    const path = pagePath(page.slug);
    pageDates.set(path, path in listingDates ? listingDates[path] : page.updatedAt);
  }
  for (const path of ROUTED_PAGES_WITHOUT_ROW)
    if (!pageDates.has(path)) pageDates.set(path, undefined);
  const entries: SitemapEntry[] = [...pageDates].map(([path, lastModified]) => ({
    path,
    lastModified,
  }));
  for (const product of sources.products) {
    entries.push({
      path: `/product/${encodeURIComponent(product.slug)}/`,
      lastModified: product.publishedAt,
    });
  }
  for (const post of sources.posts) {
    entries.push({
      path: `/blog/${encodeURIComponent(post.slug)}/`,
      lastModified: post.publishedAt,
    });
  }
  for (const quiz of sources.quizzes) {
    entries.push({ path: `/quiz/${encodeURIComponent(quiz.slug)}/`, lastModified: quiz.updatedAt });
  }
  for (const project of sources.projects) {
    entries.push({ path: `/portfolio/${encodeURIComponent(project.slug)}/` });
  }
  for (const poll of sources.polls) {
    entries.push({
      path: `/polls/${encodeURIComponent(poll.slug)}/`,
      lastModified: poll.updatedAt,
    });
  }
  return entries;
}

/** XML text and attribute escaping: the five characters XML reserves. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function renderSitemap(entries: SitemapEntry[], publicUrl: URL): string {
  const urls = entries.map((entry) => {
    const location = new URL(entry.path, publicUrl).href;
    const lastModified = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>`
      : '';
    return `  <url><loc>${escapeXml(location)}</loc>${lastModified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(publicUrl: URL): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n');
}
