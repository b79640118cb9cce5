import { artworks, blogPosts } from '@atelier/demo-content/catalogue';
import { demoPolls } from '@atelier/demo-content/polls';
import { demoQuizzes } from '@atelier/demo-content/quizzes';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../testing/test-app';
import { seededSite } from '../testing/vite-pages';

/**
 * The search page and what search engines and sharers read (issue 12), through the real app:
 * the pages come from Vite (as `npm run dev` serves them) and the routes from buildApp.
 */

const PUBLIC_URL = 'https://gallery.example';

/** The bodies of the page's JSON-LD elements, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  const bodies = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => match[1] ?? '');
  return bodies.map((body) => JSON.parse(body) as Record<string, unknown>);
}

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[:+]/g, '\\$&')}" content="([^"]*)"`).exec(
    html,
  )?.[1];

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('issue 12: search page, sitemap, robots and sharing tags (pglite)', () => {
  let site: Awaited<ReturnType<typeof seededSite>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = await seededSite({
      app: { config: testConfig({ publicUrl: new URL(PUBLIC_URL) }) },
    });
    app = site.app;
  });

  afterAll(async () => {
    await site?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('issue 12: /search/ groups works, artists, journal entries and projects with counts', async () => {
    const response = await get('/search/?s=tide');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('Results for “tide”');
    // (React separates text nodes with empty comments.)
    const text = html.replaceAll('<!-- -->', '');
    expect(text).toMatch(/<h2[^>]*id="search-work-heading"[^>]*>Works <span[^>]*>\(\d+\)/);
    expect(text).toMatch(/<h2[^>]*id="search-artist-heading"[^>]*>Artists <span[^>]*>\(\d+\)/);
    expect(html).toMatch(/id="search-journal-heading"/);
    expect(html).toMatch(/id="search-project-heading"/);
    expect(html).toContain('href="/portfolio/lines-of-the-tide/"');
    expect(html).toMatch(/<mark>Tide<\/mark>/);
    // The words stay in the field.
    expect(html).toMatch(/<input[^>]*name="s"[^>]*value="tide"/);
    // A search result page is nobody's landing page.
    expect(metaContent(html, 'name', 'robots')).toBe('noindex, follow');
  });

  it('issue 12: giclee finds Giclée, and the markup of stored text is never injected', async () => {
    const html = (await get('/search/?s=giclee')).body;
    expect(html).toContain('href="/product/quiet-harbour-giclee/"');
    expect(html).toMatch(/<mark>Giclée<\/mark>/);
    const hostile = (await get(`/search/?s=${encodeURIComponent('<img src=x onerror=alert(1)>')}`))
      .body;
    expect(hostile).not.toContain('<img src=x');
  });

  it('issue 12: nothing found shows the suggestions, each of which finds something', async () => {
    const html = (await get('/search/?s=zzzzqqq')).body;
    expect(html).toContain('Nothing matched “zzzzqqq”.');
    const suggestions = [...html.matchAll(/href="\/search\/\?s=([^"]+)"/g)].map((match) =>
      decodeURIComponent(match[1] ?? ''),
    );
    expect(suggestions.length).toBeGreaterThanOrEqual(3);
    for (const words of suggestions) {
      expect((await get(`/search/?s=${encodeURIComponent(words)}`)).body).not.toContain(
        'Nothing matched',
      );
    }
  });

  it('issue 12: any string as s answers 200, or 400 past 200 characters, never 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 60 }),
          fc.string({ unit: 'binary', maxLength: 60 }),
          fc.constantFrom(`'&|!:*()`, '"', '-', 'or', '\\', 'a:*', 'x'.repeat(10_000), '\uE000'),
        ),
        async (words) => {
          const response = await get(`/search/?s=${encodeURIComponent(words)}`);
          const expected = words.trim().length > 200 ? 400 : 200;
          // A NUL never reaches a loader: the adapter refuses it with 400 first.
          if (words.includes('\0')) expect(response.statusCode).toBe(400);
          else expect(response.statusCode).toBe(expected);
        },
      ),
      { numRuns: 60 },
    );
    const tooLong = await get(`/search/?s=${'x'.repeat(10_000)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('Please search with at most 200 characters.');
  });

  it('issue 12, 14: /sitemap.xml lists pages, works, journal entries, quizzes and polls with last-modified', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    for (const pathname of ['/', '/shop/', '/contact/', '/blog/', '/commission/']) {
      expect(locations).toContain(`${PUBLIC_URL}${pathname}`);
    }
    expect(locations).not.toContain(`${PUBLIC_URL}/cart/`);
    expect(locations).not.toContain(`${PUBLIC_URL}/checkout/`);
    for (const artwork of artworks) {
      expect(xml).toContain(
        `<url><loc>${PUBLIC_URL}/product/${artwork.slug}/</loc><lastmod>${new Date(artwork.publishedAt).toISOString()}</lastmod></url>`,
      );
    }
    for (const post of blogPosts) expect(locations).toContain(`${PUBLIC_URL}/blog/${post.slug}/`);
    // Issue 14: each quiz and poll has a page of its own, and it answers 200.
    const ownPages = locations.filter((location) =>
      /\/(quiz|polls)\/[^/]+\/$/.test(location ?? ''),
    );
    expect(ownPages).toEqual([
      ...demoQuizzes.map((quiz) => `${PUBLIC_URL}/quiz/${quiz.slug}/`),
      ...demoPolls.map((poll) => `${PUBLIC_URL}/polls/${poll.slug}/`),
    ]);
    for (const location of ownPages) {
      const pathname = new URL(location ?? '').pathname;
      expect((await get(pathname)).statusCode, pathname).toBe(200);
    }
    // Every listed address is a page that answers 200.
    for (const location of locations.slice(0, 12)) {
      const pathname = new URL(location ?? '').pathname;
      expect((await get(pathname)).statusCode, pathname).toBe(200);
    }
  });

  it('issue 12: /robots.txt keeps crawlers out of carts, checkout and search, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    for (const line of ['Disallow: /cart/', 'Disallow: /checkout/', 'Disallow: /search/']) {
      expect(response.body).toContain(line);
    }
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('issue 12: a product page carries its description, canonical, sharing tags and Product JSON-LD', async () => {
    const artwork = artworks.find((candidate) => candidate.kind === 'original');
    if (!artwork) throw new Error('The demo gallery has no original.');
    const html = (await get(`/product/${artwork.slug}/?utm_source=news&orderby=price`)).body;
    expect(canonicalOf(html)).toBe(`${PUBLIC_URL}/product/${artwork.slug}/`);
    expect(metaContent(html, 'name', 'description')).toBeTruthy();
    expect(metaContent(html, 'property', 'og:title')).toMatch(new RegExp(`^${artwork.title} by `));
    expect(metaContent(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/product/${artwork.slug}/`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const data = jsonLdOf(html);
    const product = data.find((item) => item['@type'] === 'Product') as
      | { name: string; offers: { price: string; priceCurrency: string; availability: string } }
      | undefined;
    expect(product?.name).toBe(artwork.title);
    expect(product?.offers.priceCurrency).toBe('EUR');
    expect(product?.offers.price).toBe(((artwork.priceCents ?? 0) / 100).toFixed(2));
    expect(product?.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|SoldOut)$/);
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as
      { itemListElement: { position: number; name: string; item: string }[] } | undefined;
    expect(crumbs?.itemListElement.map((crumb) => crumb.position)).toEqual([1, 2, 3, 4]);
    expect(crumbs?.itemListElement.at(-1)?.item).toBe(`${PUBLIC_URL}/product/${artwork.slug}/`);
  });

  it('issue 12: a print carries an AggregateOffer with its price range', async () => {
    const print = artworks.find((candidate) => candidate.kind === 'print');
    if (!print) throw new Error('The demo gallery has no print.');
    const html = (await get(`/product/${print.slug}/`)).body;
    const product = jsonLdOf(html).find((item) => item['@type'] === 'Product') as
      { offers: { '@type': string; lowPrice: string; highPrice: string } } | undefined;
    expect(product?.offers['@type']).toBe('AggregateOffer');
    expect(Number(product?.offers.lowPrice)).toBeLessThan(Number(product?.offers.highPrice));
    const image = metaContent(html, 'property', 'og:image') ?? '';
    expect(image.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  });

  it('issue 12: the home page names the gallery as an organisation; every page has a description and canonical', async () => {
    const home = (await get('/?utm_campaign=spring')).body;
    expect(canonicalOf(home)).toBe(`${PUBLIC_URL}/`);
    const gallery = jsonLdOf(home).find((item) => item['@type'] === 'ArtGallery');
    expect(gallery?.url).toBe(`${PUBLIC_URL}/`);
    expect(metaContent(home, 'property', 'og:image')).toBe(`${PUBLIC_URL}/social-card.png`);
    for (const pathname of [
      '/shop/',
      '/contact/',
      '/commission/',
      '/framing-calculator/',
      '/portfolio/',
      '/albums/',
      '/media/',
      '/blog/',
      '/testimonials/',
      '/cart/',
      '/checkout/',
      `/blog/${blogPosts[0]?.slug ?? ''}/`,
    ]) {
      const html = (await get(pathname)).body;
      expect(metaContent(html, 'name', 'description'), pathname).toBeTruthy();
      expect(canonicalOf(html), pathname).toBe(`${PUBLIC_URL}${pathname}`);
    }
  });

  it('issue 12: the canonical keeps a category and a later page, and drops ordering and tracking', async () => {
    const html = (await get('/shop/?category=painting&orderby=price&page=1&utm_source=x')).body;
    expect(canonicalOf(html)).toBe(`${PUBLIC_URL}/shop/?category=painting`);
  });

  it('issue 12: JSON-LD cannot be closed by the text it carries', async () => {
    const post = blogPosts[0];
    const html = (await get(`/blog/${post?.slug ?? ''}/`)).body;
    const bodies = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((match) => match[1] ?? '');
    expect(bodies.length).toBe(2);
    for (const body of bodies) expect(body).not.toMatch(/[<>]/);
  });
});
