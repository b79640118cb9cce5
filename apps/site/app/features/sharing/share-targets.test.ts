import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { absoluteOn, shareTargets } from './share-targets';

const page = fc.record({
  url: fc.webUrl({ withQueryParameters: true, withFragments: true }),
  title: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
  image: fc.webUrl(),
});

describe('share overlay links (NAV-012, MISC-013, DEC-16)', () => {
  it('DEC-16 MISC-013 five networks, each its sharing page, in the overlay order', () => {
    const targets = shareTargets({
      url: 'https://atelier.example/shop/tide/',
      title: 'Tide & Stone #2',
      image: 'https://atelier.example/images/tide.jpg',
    });
    expect(targets.map((target) => [target.network, new URL(target.href).host])).toEqual([
      ['facebook', 'www.facebook.com'],
      ['x', 'twitter.com'],
      ['pinterest', 'www.pinterest.com'],
      ['linkedin', 'www.linkedin.com'],
      ['whatsapp', 'api.whatsapp.com'],
    ]);
    expect(targets.map((target) => target.name)).toEqual([
      'Facebook',
      'X (Twitter)',
      'Pinterest',
      'LinkedIn',
      'WhatsApp',
    ]);
  });

  it('MISC-013 the location (and the title where the network takes one) round-trip through the query', () => {
    fc.assert(
      fc.property(page, (shared) => {
        const [facebook, x, pinterest, linkedin, whatsapp] = shareTargets(shared).map(
          (target) => new URL(target.href).searchParams,
        );
        expect(facebook?.get('u')).toBe(shared.url);
        expect(x?.get('url')).toBe(shared.url);
        expect(x?.get('text')).toBe(shared.title);
        expect(pinterest?.get('url')).toBe(shared.url);
        expect(pinterest?.get('media')).toBe(shared.image);
        expect(pinterest?.get('description')).toBe(shared.title);
        expect(linkedin?.get('url')).toBe(shared.url);
        const text = whatsapp?.get('text') ?? '';
        expect(text.startsWith(shared.title.trim() === '' ? shared.url : shared.title)).toBe(true);
        expect(text.endsWith(shared.url)).toBe(true);
      }),
    );
  });

  it('MISC-013 a site path is made absolute on the public address', () => {
    expect(absoluteOn('https://atelier.example/', '/blog/light/')).toBe(
      'https://atelier.example/blog/light/',
    );
    expect(absoluteOn('https://atelier.example/', 'https://cdn.example/a.jpg')).toBe(
      'https://cdn.example/a.jpg',
    );
  });
});
