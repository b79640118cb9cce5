import { describe, expect, it } from 'vitest';
import { absoluteUrl, canonicalUrl, seoMeta, shortDescription } from './seo';
import { productData } from './structured-data.server';

const SITE = 'https://gallery.example/';

describe('issue 12: canonical addresses', () => {
  it('keeps the category and a later page, drops ordering, tracking and page 1', () => {
    expect(canonicalUrl(SITE, '/shop/', '?orderby=price&utm_source=x&category=prints&page=2')).toBe(
      'https://gallery.example/shop/?category=prints&page=2',
    );
    expect(canonicalUrl(SITE, '/shop/', '?page=1')).toBe('https://gallery.example/shop/');
  });

  it('adds the trailing slash React Router drops, and never names another host', () => {
    expect(canonicalUrl(SITE, '/product/tide-table', '')).toBe(
      'https://gallery.example/product/tide-table/',
    );
    expect(canonicalUrl(SITE, '//evil.example/x', '')).toBe(
      'https://gallery.example/evil.example/x/',
    );
    expect(absoluteUrl(SITE, '/\\evil.example')).toBe('https://gallery.example/evil.example');
  });
});

describe('issue 12: descriptions and sharing tags', () => {
  it('shortens a long description at a word, on one line', () => {
    const text = `${'word '.repeat(60)}\nend`;
    const short = shortDescription(text);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('…')).toBe(true);
    expect(short).not.toContain('\n');
  });

  it('gives every page a description, canonical link, Open Graph and Twitter tags', () => {
    const tags = seoMeta(
      {
        location: { pathname: '/blog', search: '?utm_medium=mail' },
        matches: [{ id: 'root', data: { publicUrl: SITE } }],
      },
      { title: 'Journal', description: 'Notes from the gallery.' },
    );
    expect(tags).toContainEqual({ title: 'Journal · Atelier' });
    expect(tags).toContainEqual({ name: 'description', content: 'Notes from the gallery.' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://gallery.example/blog/',
    });
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://gallery.example/social-card.png',
    });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });
});

describe('issue 12: Product structured data', () => {
  const picture = {
    alt: 'A painting',
    variants: [
      { width: 480, height: 600, format: 'jpeg', file: 'a-480.jpg' },
      { width: 960, height: 1200, format: 'jpeg', file: 'a-960.jpg' },
      { width: 960, height: 1200, format: 'webp', file: 'a-960.webp' },
    ],
  };

  it('an original in stock: one Offer with its price in euros', () => {
    const data = productData(SITE, {
      slug: 'quiet',
      title: 'Quiet </script><script>alert(1)</script>',
      kind: 'original',
      artistName: 'Inês Valadares',
      description: ['One.', 'Two.'],
      minPriceCents: 680000,
      maxPriceCents: 680000,
      totalStock: 1,
      image: picture,
    });
    expect(data.image).toEqual(['https://gallery.example/images/a-960.jpg']);
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: '6800.00',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
  });

  it('a sold-out print: an AggregateOffer with its range', () => {
    const data = productData(SITE, {
      slug: 'print',
      title: 'Print',
      kind: 'print',
      artistName: 'A',
      description: [],
      minPriceCents: 9000,
      maxPriceCents: 24000,
      totalStock: 0,
      image: picture,
      variations: [1, 2, 3],
    });
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '90.00',
      highPrice: '240.00',
      offerCount: 3,
      availability: 'https://schema.org/SoldOut',
    });
  });
});
