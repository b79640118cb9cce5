import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAGE_SHARE_NETWORKS,
  PAGE_SHARE_NETWORK_NAMES,
  PIN_SCRIPT_ORIGIN,
  PIN_SCRIPT_URL,
  linkedInShareAddress,
  whatsAppShareAddress,
} from './share-links';

const page = fc.record({
  url: fc.webUrl({ withQueryParameters: true, withFragments: true }),
  title: fc.string({ unit: 'grapheme', maxLength: 80 }),
});

describe('page share links (NAV-012, MISC-013, DEC-16)', () => {
  it('DEC-16 the page share overlay offers Facebook, X, Pinterest, LinkedIn and WhatsApp', () => {
    expect([...PAGE_SHARE_NETWORKS]).toEqual([
      'facebook',
      'x',
      'pinterest',
      'linkedin',
      'whatsapp',
    ]);
    expect(Object.keys(PAGE_SHARE_NETWORK_NAMES)).toEqual([...PAGE_SHARE_NETWORKS]);
  });

  it('MISC-013 LinkedIn: the location round-trips through the query', () => {
    fc.assert(
      fc.property(page, (shared) => {
        const address = new URL(linkedInShareAddress(shared));
        expect(address.origin).toBe('https://www.linkedin.com');
        expect(address.searchParams.get('url')).toBe(shared.url);
        expect([...address.searchParams.keys()]).toEqual(['url']);
      }),
    );
  });

  it('MISC-013 WhatsApp: the title and the location round-trip through the one text value', () => {
    fc.assert(
      fc.property(page, (shared) => {
        const address = new URL(whatsAppShareAddress(shared));
        expect(address.origin).toBe('https://api.whatsapp.com');
        expect([...address.searchParams.keys()]).toEqual(['text']);
        const text = address.searchParams.get('text') ?? '';
        expect(text.endsWith(shared.url)).toBe(true);
        if (shared.title.trim() !== '') expect(text).toBe(`${shared.title}\n${shared.url}`);
        else expect(text).toBe(shared.url);
      }),
    );
  });
});

describe('pin script (MISC-014)', () => {
  it("MISC-014 the pinning script is Pinterest's pinit.js, on the one origin the CSP allows", () => {
    expect(PIN_SCRIPT_URL).toBe('https://assets.pinterest.com/js/pinit.js');
    expect(new URL(PIN_SCRIPT_URL).origin).toBe(PIN_SCRIPT_ORIGIN);
  });
});
