import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkCount, chunkOf, chunkPageFromSearch } from './tile-chunks';
import { addressWithFilter, filterFromAddress } from './tile-filters';
import { PIN_BUTTON, pinButtonPlacement, shareAddress, SHARE_NETWORKS } from './tile-share';
import { queryValue, splitAddress } from './tile-query';

const filterName = fc.stringMatching(/^[a-z0-9-]{1,40}$/);
const parameterName = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/).filter((name) => name !== 'ftg');
const otherParameters = fc.array(fc.tuple(parameterName, fc.string({ maxLength: 12 })), {
  maxLength: 5,
});

describe('filter properties (GAL-002)', () => {
  it('GAL-002 property: any address, however malformed, reads as a valid name or none, never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), (search, hash) => {
        const filter = filterFromAddress({ search, hash });
        if (filter !== undefined) expect(filter).toMatch(/^[a-z0-9-]{1,40}$/);
      }),
    );
  });

  it('GAL-002 property: setting a filter reads back as it and keeps every other parameter', () => {
    fc.assert(
      fc.property(
        otherParameters,
        fc.option(filterName, { nil: undefined }),
        fc.option(filterName, { nil: undefined }),
        (parameters, before, after) => {
          const query = parameters
            .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
            .concat(before === undefined ? [] : [`ftg-set=${before}`], ['ftg-page=4']);
          const address = addressWithFilter(`/albums/?${query.join('&')}`, after);
          const parts = splitAddress(address);
          expect(filterFromAddress(parts)).toBe(after);
          expect(queryValue(parts.search, 'ftg-page')).toBeUndefined();
          for (const [name] of parameters) {
            const first = parameters.find(([candidate]) => candidate === name)?.[1];
            expect(queryValue(parts.search, name)).toBe(first);
          }
        },
      ),
    );
  });
});

describe('chunk properties (GAL-005)', () => {
  it('GAL-005 property: the chunks, in order, are the tiles, each once, then an empty chunk', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 120 }),
        fc.integer({ min: 1, max: 40 }),
        (items, pageSize) => {
          const count = chunkCount(items.length, pageSize);
          const pages = Array.from({ length: count }, (_, index) =>
            chunkOf(items, index + 1, pageSize),
          );
          expect(pages.flat()).toEqual(items);
          for (const page of pages) {
            expect(page.length).toBeGreaterThan(0);
            expect(page.length).toBeLessThanOrEqual(pageSize);
          }
          expect(chunkOf(items, count + 1, pageSize)).toEqual([]);
        },
      ),
    );
  });

  it('GAL-005 property: any ?ftg-page= gives a page between 1 and the last', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.integer({ min: 1, max: 50 }), (value, last) => {
        const page = chunkPageFromSearch(`?ftg-page=${value}`, last);
        expect(Number.isInteger(page)).toBe(true);
        expect(page).toBeGreaterThanOrEqual(1);
        expect(page).toBeLessThanOrEqual(last);
      }),
    );
  });
});

describe('share and pin properties (GAL-003, GAL-014)', () => {
  it('GAL-003 property: every shared value survives encoding, one query value each', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHARE_NETWORKS),
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        fc.webUrl(),
        fc.string({ maxLength: 60 }),
        (network, pageUrl, imageUrl, title) => {
          const address = shareAddress(network, { pageUrl, imageUrl, title });
          const { search, hash } = splitAddress(address);
          expect(hash).toBe('');
          const key = network === 'facebook' ? 'u' : 'url';
          expect(queryValue(search, key)).toBe(pageUrl);
          if (network === 'pinterest') expect(queryValue(search, 'media')).toBe(imageUrl);
          if (network !== 'facebook') {
            const titleKey = network === 'x' ? 'text' : 'description';
            // `+` decodes as a space in a query; encodeURIComponent never writes a bare `+`.
            expect(queryValue(search, titleKey)).toBe(title);
          }
        },
      ),
    );
  });

  it('GAL-014 property: the pin button stays inside any tile large enough to hold it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: PIN_BUTTON.size, max: 2000 }),
        fc.integer({ min: PIN_BUTTON.size, max: 2000 }),
        fc.integer({ min: 0, max: 5000 }),
        (width, height, viewport) => {
          const placement = pinButtonPlacement({ width, height }, viewport);
          expect(placement.left).toBeGreaterThanOrEqual(0);
          expect(placement.top).toBeGreaterThanOrEqual(0);
          expect(placement.left + placement.size).toBeLessThanOrEqual(width);
          expect(placement.top + placement.size).toBeLessThanOrEqual(height);
          expect(placement.visible).toBe(viewport < 768 ? 'always' : 'hover');
        },
      ),
    );
  });
});
