import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartItemKey, type CartLine } from './cart';
import {
  deliveredTotals,
  shippingQuotes,
  shippingZoneFor,
  SHIPPING_ZONE_IDS,
  type ShippingSettings,
} from './shipping';

const settings: ShippingSettings = {
  homeCountry: 'PT',
  euCountries: ['PT', 'ES', 'FR', 'DE'],
  zones: {
    domestic: {
      label: 'Portugal',
      flatPrintCents: 600,
      originalCents: 2_500,
      freeFromCents: 30_000,
    },
    eu: { label: 'the EU', flatPrintCents: 1_200, originalCents: 4_500, freeFromCents: 30_000 },
    world: {
      label: 'the world',
      flatPrintCents: 2_500,
      originalCents: 12_000,
      freeFromCents: null,
    },
  },
};

const line = (productId: number, overrides: Partial<CartLine> = {}): CartLine => ({
  key: cartItemKey(productId, null),
  productId,
  variationId: null,
  quantity: 1,
  unitPriceCents: 4_500,
  kind: 'print',
  ...overrides,
});

const arbitraryCart = fc.uniqueArray(
  fc
    .record({
      productId: fc.integer({ min: 1, max: 10_000 }),
      quantity: fc.integer({ min: 0, max: 20 }),
      unitPriceCents: fc.integer({ min: 0, max: 2_000_000 }),
      kind: fc.constantFrom('original' as const, 'print' as const),
    })
    .map((fields) => line(fields.productId, fields)),
  { selector: (cartLine) => cartLine.key, maxLength: 6 },
);
const arbitraryCountry = fc.constantFrom('PT', 'ES', 'FR', 'DE', 'US', 'CA', 'GB', 'BR', 'pt', '');

describe('shippingZoneFor', () => {
  it('issue 12: home country, then EU members, then the rest of the world', () => {
    expect(shippingZoneFor('PT', settings)).toBe('domestic');
    expect(shippingZoneFor('pt', settings)).toBe('domestic');
    expect(shippingZoneFor('ES', settings)).toBe('eu');
    expect(shippingZoneFor('US', settings)).toBe('world');
    expect(shippingZoneFor('GB', settings)).toBe('world');
    expect(shippingZoneFor('', settings)).toBe('world');
  });
});

describe('deliveredTotals', () => {
  it('issue 12: pay on collection ships nothing, so it charges no shipping below the threshold', () => {
    const totals = deliveredTotals([line(1)], { method: 'collect', country: 'PT' }, settings);
    expect(totals).toEqual({
      subtotalCents: 4_500,
      shippingCents: 0,
      totalCents: 4_500,
      itemCount: 1,
      zone: null,
    });
  });

  it.each([
    ['PT', 'domestic', 600, 2_500],
    ['FR', 'eu', 1_200, 4_500],
    ['US', 'world', 2_500, 12_000],
  ] as const)(
    'issue 12: shipping to %s uses the %s zone rates for prints and originals',
    (country, zone, printCents, originalCents) => {
      const prints = deliveredTotals([line(1), line(2)], { method: 'ship', country }, settings);
      expect(prints.zone).toBe(zone);
      expect(prints.shippingCents).toBe(printCents);
      const withOriginal = deliveredTotals(
        [line(1), line(3, { kind: 'original', unitPriceCents: 20_000 })],
        { method: 'ship', country },
        settings,
      );
      expect(withOriginal.shippingCents).toBe(originalCents);
    },
  );

  it('issue 12: each zone is free from its own threshold; a zone without one never is', () => {
    const big = [line(1, { kind: 'original', unitPriceCents: 500_000 })];
    expect(deliveredTotals(big, { method: 'ship', country: 'PT' }, settings).shippingCents).toBe(0);
    expect(deliveredTotals(big, { method: 'ship', country: 'DE' }, settings).shippingCents).toBe(0);
    expect(deliveredTotals(big, { method: 'ship', country: 'US' }, settings).shippingCents).toBe(
      12_000,
    );
  });

  it('issue 12: total is always subtotal plus shipping; collection never costs more than shipping', () => {
    fc.assert(
      fc.property(arbitraryCart, arbitraryCountry, (lines, country) => {
        const shipped = deliveredTotals(lines, { method: 'ship', country }, settings);
        const collected = deliveredTotals(lines, { method: 'collect', country }, settings);
        expect(shipped.totalCents).toBe(shipped.subtotalCents + shipped.shippingCents);
        expect(collected.shippingCents).toBe(0);
        expect(collected.subtotalCents).toBe(shipped.subtotalCents);
        expect(collected.totalCents).toBeLessThanOrEqual(shipped.totalCents);
        const rates = settings.zones[shippingZoneFor(country, settings)];
        expect([0, rates.flatPrintCents, rates.originalCents]).toContain(shipped.shippingCents);
      }),
    );
  });
});

describe('shippingQuotes', () => {
  it('issue 12: quotes every zone exactly as the order would be priced there', () => {
    fc.assert(
      fc.property(arbitraryCart, arbitraryCountry, (lines, country) => {
        const quotes = shippingQuotes(lines, settings);
        expect(Object.keys(quotes).sort()).toEqual([...SHIPPING_ZONE_IDS].sort());
        const priced = deliveredTotals(lines, { method: 'ship', country }, settings);
        expect(quotes[shippingZoneFor(country, settings)]).toBe(priced.shippingCents);
      }),
    );
  });
});
