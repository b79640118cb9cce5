import { describe, expect, it } from 'vitest';
import { ORDER_LIMIT, printOffer, type PrintOfferPlan } from './print-offers';

const plan: PrintOfferPlan = {
  skuPrefix: 'TEST-PRINT',
  sizes: ['a4', 'a3', 'a2'],
  frames: ['unframed', 'black', 'oak'],
  priceFactor: 1,
};

const optionIds = (offer: ReturnType<typeof printOffer>, attributeId: string) =>
  offer.attributes
    .find((attribute) => attribute.id === attributeId)
    ?.options.map((option) => option.id);

describe('printOffer', () => {
  it('declares Size and Frame, plus Paper only when papers are offered', () => {
    const plain = printOffer(plan);
    expect(plain.attributes.map((attribute) => attribute.id)).toEqual(['size', 'frame']);
    expect(optionIds(plain, 'size')).toEqual(['a4', 'a3', 'a2']);
    expect(optionIds(plain, 'frame')).toEqual(['unframed', 'black', 'oak']);

    const withPaper = printOffer({ ...plan, papers: ['photo-rag', 'kozo'] });
    expect(withPaper.attributes.map((attribute) => attribute.id)).toEqual([
      'size',
      'frame',
      'paper',
    ]);
    expect(optionIds(withPaper, 'paper')).toEqual(['photo-rag', 'kozo']);
  });

  it('uses label swatches for sizes, colour swatches for frames and image swatches for papers', () => {
    const offer = printOffer({ ...plan, papers: ['baryta'] });
    const swatchTypes = (id: string) =>
      offer.attributes
        .find((attribute) => attribute.id === id)
        ?.options.map((option) => option.swatch.type);
    expect(new Set(swatchTypes('size'))).toEqual(new Set(['label']));
    expect(new Set(swatchTypes('frame'))).toEqual(new Set(['color']));
    expect(new Set(swatchTypes('paper'))).toEqual(new Set(['image']));
  });

  it('offers every combination except the excluded ones', () => {
    const full = printOffer(plan);
    expect(full.variations).toHaveLength(9);
    const trimmed = printOffer({
      ...plan,
      unavailable: [
        { size: 'a2', frame: 'oak' },
        { size: 'a4', frame: 'black' },
      ],
    });
    expect(trimmed.variations).toHaveLength(7);
    const combos = trimmed.variations.map(
      (variation) => `${variation.attributes.size}/${variation.attributes.frame}`,
    );
    expect(combos).not.toContain('a2/oak');
    expect(combos).not.toContain('a4/black');
  });

  it('an exclusion with one key removes that option in every combination', () => {
    const offer = printOffer({
      ...plan,
      papers: ['photo-rag', 'kozo'],
      unavailable: [{ paper: 'kozo', size: 'a2' }],
    });
    expect(offer.variations).toHaveLength(3 * 3 * 2 - 3);
    expect(
      offer.variations.some(
        (variation) => variation.attributes.paper === 'kozo' && variation.attributes.size === 'a2',
      ),
    ).toBe(false);
  });

  it('keeps the stock of the remaining variations when exclusions change', () => {
    const stockBySku = (offer: ReturnType<typeof printOffer>) =>
      Object.fromEntries(offer.variations.map((variation) => [variation.sku, variation.stock]));
    const full = stockBySku(printOffer(plan));
    const trimmed = stockBySku(printOffer({ ...plan, unavailable: [{ size: 'a4' }] }));
    for (const [sku, stock] of Object.entries(trimmed)) {
      expect(full[sku]).toBe(stock);
    }
  });

  it('charges more for bigger sheets, for frames and for finer woods, in whole five-euro steps', () => {
    const offer = printOffer({ ...plan, frames: ['unframed', 'black', 'oak', 'walnut'] });
    const price = (size: string, frame: string) =>
      offer.variations.find(
        (variation) => variation.attributes.size === size && variation.attributes.frame === frame,
      )?.priceCents ?? Number.NaN;
    expect(price('a3', 'unframed')).toBeGreaterThan(price('a4', 'unframed'));
    expect(price('a2', 'unframed')).toBeGreaterThan(price('a3', 'unframed'));
    expect(price('a3', 'black')).toBeGreaterThan(price('a3', 'unframed'));
    expect(price('a3', 'oak')).toBeGreaterThan(price('a3', 'black'));
    expect(price('a3', 'walnut')).toBeGreaterThan(price('a3', 'oak'));
    for (const variation of offer.variations) {
      expect(variation.priceCents % 500).toBe(0);
      expect(variation.priceCents).toBeGreaterThan(0);
    }
    const dearer = printOffer({ ...plan, priceFactor: 1.5 });
    dearer.variations.forEach((variation, index) => {
      expect(variation.priceCents).toBeGreaterThan(offer.variations[index]?.priceCents ?? Infinity);
    });
  });

  it('applies fixed stock overrides and caps the per-order quantity by stock', () => {
    const offer = printOffer({ ...plan, stock: { 'A3-OAK': 0, 'A2-BLACK': 3, 'A4-UNFRAMED': 40 } });
    const bySku = new Map(offer.variations.map((variation) => [variation.sku, variation]));
    expect(bySku.get('TEST-PRINT-A3-OAK')).toMatchObject({ stock: 0, maxQuantity: 0 });
    expect(bySku.get('TEST-PRINT-A2-BLACK')).toMatchObject({ stock: 3, maxQuantity: 3 });
    expect(bySku.get('TEST-PRINT-A4-UNFRAMED')).toMatchObject({
      stock: 40,
      maxQuantity: ORDER_LIMIT,
    });
    for (const variation of offer.variations) {
      expect(variation.maxQuantity).toBe(Math.min(variation.stock, ORDER_LIMIT));
    }
  });

  it('is deterministic and gives every variation its own SKU', () => {
    expect(printOffer(plan)).toEqual(printOffer({ ...plan }));
    const skus = printOffer({ ...plan, papers: ['photo-rag', 'baryta'] }).variations.map(
      (variation) => variation.sku,
    );
    expect(new Set(skus).size).toBe(skus.length);
    expect(skus).toContain('TEST-PRINT-A4-UNFRAMED-PHOTO-RAG');
  });
});
