import { describe, expect, it } from 'vitest';
import { escapeXml, renderRobots, renderSitemap, sitemapEntries } from './sitemap';

const SITE = new URL('https://gallery.example');
const SEEDED = new Date('2024-12-01T09:00:00Z');
const TERMS_EDITED = new Date('2025-05-06T08:00:00Z');

describe('issue 12: sitemap and robots.txt text', () => {
  it('escapes what XML reserves, so a slug or address cannot break the document', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&#38;b&#60;c&#62;&#34;d&#39;');
    const xml = renderSitemap([{ path: '/product/a&b/' }], SITE);
    expect(xml).toContain('<loc>https://gallery.example/product/a&#38;b/</loc>');
  });

  it('lists every routed page row but the cart and checkout, works, entries, quizzes, projects (issue 19) and polls, with dates', () => {
    const entries = sitemapEntries({
      pages: [
        { slug: 'home', updatedAt: SEEDED },
        { slug: 'shop', updatedAt: SEEDED },
        { slug: 'cart', updatedAt: SEEDED },
        { slug: 'checkout', updatedAt: SEEDED },
        { slug: 'terms-and-conditions', updatedAt: TERMS_EDITED },
      ],
      products: [{ slug: 'tide-table', publishedAt: new Date('2025-01-02T10:00:00Z') }],
      posts: [{ slug: 'notes', publishedAt: new Date('2025-03-04T10:00:00Z') }],
      quizzes: [{ slug: 'know-the-artists', updatedAt: SEEDED }],
      polls: [{ slug: 'frame-finish', updatedAt: SEEDED }],
      projects: [{ slug: 'lines-of-the-tide' }],
    });
    const paths = entries.map((entry) => entry.path);
    expect(paths).toEqual([
      '/',
      '/shop/',
      '/terms-and-conditions/',
      '/commission/',
      '/framing-calculator/',
      '/quiz/',
      '/viewing-room/',
      '/about/',
      '/faq/',
      '/product/tide-table/',
      '/blog/notes/',
      '/quiz/know-the-artists/',
      '/portfolio/lines-of-the-tide/',
      '/polls/frame-finish/',
    ]);
    expect(entries.at(-1)?.lastModified).toEqual(SEEDED);
    expect(entries[0]?.lastModified?.toISOString()).toBe('2025-03-04T10:00:00.000Z');
    expect(entries[1]?.lastModified?.toISOString()).toBe('2025-01-02T10:00:00.000Z');
    // A content page carries the date its text last changed; a listing, its newest item's.
    expect(entries[2]?.lastModified).toEqual(TERMS_EDITED);
    expect(entries[3]?.lastModified).toBeUndefined();
  });

  it('robots.txt disallows the visitor pages and search results and names the sitemap', () => {
    const robots = renderRobots(SITE);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain('Disallow: /checkout/');
    // Issue 14: one visitor's quiz result and a poll's tallies are not pages to index.
    expect(robots).toContain('Disallow: /quiz/*/result/');
    expect(robots).toContain('Disallow: /polls/*/results/');
    expect(robots).toContain('Disallow: /newsletter/confirm/');
    expect(robots).toContain('Disallow: /newsletter/unsubscribe/');
    expect(robots).toContain('Sitemap: https://gallery.example/sitemap.xml');
  });
});
