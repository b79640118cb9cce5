import type { VariationData } from '@atelier/shop/variations';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AJAX_VARIATION_THRESHOLD,
  availableVariation,
  embedsVariations,
  variationOfAnswer,
} from './available-variation';

const slug = fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/);

const variationArbitrary: fc.Arbitrary<VariationData> = fc
  .record({
    id: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    sku: fc.string({ maxLength: 24 }),
    priceCents: fc.integer({ min: 0, max: 10_000_000 }),
    attributes: fc.dictionary(slug, fc.oneof(slug, fc.constant(''))),
    stock: fc.integer({ min: 0, max: 500 }),
    limit: fc.integer({ min: 1, max: 10 }),
    counted: fc.boolean(),
  })
  .map(({ stock, limit, counted, ...rest }) => ({
    ...rest,
    inStock: stock > 0,
    maxQuantity: Math.min(stock, limit),
    stockLeft: counted ? stock : null,
  }));

describe('the get_variation answer', () => {
  it('SW-013 what the server answers, sent as JSON, reads back in the browser as the same variation', () => {
    fc.assert(
      fc.property(variationArbitrary, (variation) => {
        const wire: unknown = JSON.parse(JSON.stringify(availableVariation(variation)));
        expect(variationOfAnswer(wire)).toEqual(variation);
      }),
    );
  });

  it("SW-013 it uses the original shop's field names: attribute_<id>, display_price in euros, max_qty, is_in_stock", () => {
    const answer = availableVariation({
      id: 42,
      sku: 'FIG-A3-OAK-KOZO',
      priceCents: 21_950,
      attributes: { size: 'a3', frame: 'oak', paper: 'kozo' },
      inStock: true,
      maxQuantity: 3,
      stockLeft: 3,
    });
    expect(answer).toMatchObject({
      variation_id: 42,
      attributes: { attribute_size: 'a3', attribute_frame: 'oak', attribute_paper: 'kozo' },
      display_price: 219.5,
      price_html: '<span class="price">€219.50</span>',
      availability_html: '<p class="stock in-stock">3 in stock</p>',
      is_in_stock: true,
      min_qty: 1,
      max_qty: 3,
      variation_stock_left: 3,
    });
  });

  it('SW-013 a bare false is "no such variation"; anything else that is not an answer is refused', () => {
    expect(variationOfAnswer(false)).toBe(false);
    const valid = availableVariation({
      id: 1,
      sku: 'X',
      priceCents: 100,
      attributes: { size: 'a4' },
      inStock: true,
      maxQuantity: 1,
      stockLeft: 1,
    });
    for (const broken of [
      null,
      true,
      'false',
      [],
      { ...valid, variation_id: '1' },
      { ...valid, display_price: '1.00' },
      { ...valid, is_in_stock: 1 },
      { ...valid, max_qty: '' },
      { ...valid, variation_stock_left: 1.5 },
      { ...valid, attributes: { size: 'a4' } },
      { ...valid, attributes: { attribute_size: 4 } },
    ]) {
      expect(variationOfAnswer(broken)).toBeUndefined();
    }
  });

  it('SW-013 pages embed up to 30 variations and no more (the original shop’s threshold)', () => {
    expect(AJAX_VARIATION_THRESHOLD).toBe(30);
    expect(embedsVariations(0)).toBe(true);
    expect(embedsVariations(AJAX_VARIATION_THRESHOLD)).toBe(true);
    expect(embedsVariations(AJAX_VARIATION_THRESHOLD + 1)).toBe(false);
    expect(embedsVariations(60)).toBe(false);
  });
});
