import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SHIPPING_POLICY,
  cartHash,
  cartItemCount,
  cartItemKey,
  cartTotals,
  clampQuantity,
  type CartLine,
} from './cart';

function line(overrides: Partial<CartLine> & Pick<CartLine, 'productId'>): CartLine {
  const variationId = overrides.variationId ?? null;
  return {
    key: cartItemKey(overrides.productId, variationId),
    variationId,
    quantity: 1,
    unitPriceCents: 4_500,
    kind: 'print',
    ...overrides,
  };
}

const arbitraryLine: fc.Arbitrary<CartLine> = fc
  .record({
    productId: fc.integer({ min: 1, max: 10_000 }),
    variationId: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
    quantity: fc.integer({ min: 0, max: 50 }),
    unitPriceCents: fc.integer({ min: 0, max: 2_000_000 }),
    kind: fc.constantFrom('original' as const, 'print' as const),
  })
  .map((fields) => ({ ...fields, key: cartItemKey(fields.productId, fields.variationId) }));

const arbitraryCart = fc.uniqueArray(arbitraryLine, {
  selector: (cartLine) => cartLine.key,
  maxLength: 8,
});

describe('cartItemKey', () => {
  it('CART-011 is the md5 of "productId" or "productId_variationId", like the original shop', () => {
    expect(cartItemKey(123, null)).toBe('202cb962ac59075b964b07152d234b70');
    expect(cartItemKey(123, 456)).toBe('c329c23e6d498fe85ac7c62a0459b2ba');
  });

  it('CART-011 is deterministic, url-safe, 32 hex characters, and differs per variation', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
        (productId, variationId) => {
          const key = cartItemKey(productId, variationId);
          expect(key).toMatch(/^[0-9a-f]{32}$/);
          expect(encodeURIComponent(key)).toBe(key);
          expect(cartItemKey(productId, variationId)).toBe(key);
          expect(cartItemKey(productId, (variationId ?? 0) + 1)).not.toBe(key);
        },
      ),
    );
  });

  it.each([
    [0, null],
    [-4, null],
    [1.5, null],
    [Number.NaN, null],
    [12, 0],
    [12, 2.5],
  ])(
    'CART-011 rejects product %s with variation %s: ids are positive whole numbers',
    (productId, variationId) => {
      expect(() => cartItemKey(productId, variationId)).toThrow(/positive whole number/);
    },
  );
});

describe('cartItemCount', () => {
  it('SHOP-004 counts pieces, not lines', () => {
    expect(cartItemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(cartItemCount([])).toBe(0);
  });

  it('SHOP-004 equals the sum of the quantities', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1_000 })), (quantities) => {
        const expected = quantities.reduce((sum, quantity) => sum + quantity, 0);
        expect(cartItemCount(quantities.map((quantity) => ({ quantity })))).toBe(expected);
      }),
    );
  });
});

describe('cartTotals', () => {
  it('CART-009 shipping policy: prints €12 flat, any original €45, free from €300', () => {
    expect(SHIPPING_POLICY).toEqual({
      flatPrintCents: 1_200,
      originalCents: 4_500,
      freeFromCents: 30_000,
    });
  });

  it('CART-009 an empty cart costs nothing', () => {
    expect(cartTotals([])).toEqual({
      subtotalCents: 0,
      shippingCents: 0,
      totalCents: 0,
      itemCount: 0,
    });
  });

  it('CART-009 prints only ship at the flat rate, whatever their number', () => {
    const totals = cartTotals([
      line({ productId: 1, quantity: 2 }),
      line({ productId: 2, unitPriceCents: 6_000 }),
    ]);
    expect(totals).toEqual({
      subtotalCents: 15_000,
      shippingCents: 1_200,
      totalCents: 16_200,
      itemCount: 3,
    });
  });

  it('CART-009 any original in the cart ships crated and insured', () => {
    const totals = cartTotals([
      line({ productId: 1 }),
      line({ productId: 3, kind: 'original', unitPriceCents: 20_000 }),
    ]);
    expect(totals).toEqual({
      subtotalCents: 24_500,
      shippingCents: 4_500,
      totalCents: 29_000,
      itemCount: 2,
    });
  });

  it.each([
    [29_999, 1_200],
    [30_000, 0],
    [30_001, 0],
  ])(
    'CART-009 a subtotal of %i cents ships for %i cents (free from €300 inclusive)',
    (subtotal, shipping) => {
      const totals = cartTotals([line({ productId: 1, unitPriceCents: subtotal })]);
      expect(totals.shippingCents).toBe(shipping);
      expect(totals.totalCents).toBe(subtotal + shipping);
    },
  );

  it('CART-009 follows a policy passed in', () => {
    const policy = { flatPrintCents: 500, originalCents: 9_000, freeFromCents: 100_000 };
    expect(
      cartTotals([line({ productId: 1, kind: 'original', unitPriceCents: 50_000 })], policy)
        .shippingCents,
    ).toBe(9_000);
  });

  it.each([
    ['a fractional quantity', { quantity: 1.5 }, /quantity 1.5/],
    ['a negative quantity', { quantity: -1 }, /quantity -1/],
    ['a fractional price', { unitPriceCents: 99.5 }, /unit price 99.5/],
  ])('CART-009 rejects %s', (_, overrides, message) => {
    expect(() => cartTotals([line({ productId: 1, ...overrides })])).toThrow(message);
  });

  it('CART-009 SHOP-004 total = subtotal + shipping, subtotal = Σ quantity × price, count = Σ quantity', () => {
    fc.assert(
      fc.property(arbitraryCart, (lines) => {
        const totals = cartTotals(lines);
        const subtotal = lines.reduce(
          (sum, cartLine) => sum + cartLine.quantity * cartLine.unitPriceCents,
          0,
        );
        expect(totals.subtotalCents).toBe(subtotal);
        expect(totals.totalCents).toBe(totals.subtotalCents + totals.shippingCents);
        expect(totals.itemCount).toBe(cartItemCount(lines));
        expect([0, SHIPPING_POLICY.flatPrintCents, SHIPPING_POLICY.originalCents]).toContain(
          totals.shippingCents,
        );
        if (subtotal >= SHIPPING_POLICY.freeFromCents) expect(totals.shippingCents).toBe(0);
      }),
    );
  });
});

describe('cartHash', () => {
  it("CART-003 CART-011 is '' for an empty cart and 32 hex characters otherwise", () => {
    expect(cartHash([])).toBe('');
    expect(cartHash([line({ productId: 1 })])).toMatch(/^[0-9a-f]{32}$/);
  });

  it('CART-003 does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(
        arbitraryCart.chain((lines) =>
          fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length })),
        ),
        ([lines, shuffled]) => {
          expect(cartHash(shuffled)).toBe(cartHash(lines));
        },
      ),
    );
  });

  it('CART-003 changes when a quantity changes', () => {
    fc.assert(
      fc.property(
        arbitraryCart.filter((lines) => lines.length > 0),
        fc.nat(),
        fc.integer({ min: 1, max: 20 }),
        (lines, pick, delta) => {
          const index = pick % lines.length;
          const changed = lines.map((cartLine, position) =>
            position === index ? { ...cartLine, quantity: cartLine.quantity + delta } : cartLine,
          );
          expect(cartHash(changed)).not.toBe(cartHash(lines));
        },
      ),
    );
  });

  it('CART-003 changes when a price changes or a line is added', () => {
    const lines = [line({ productId: 1 }), line({ productId: 2, variationId: 7 })];
    const base = cartHash(lines);
    expect(
      cartHash([lines[0] as CartLine, { ...(lines[1] as CartLine), unitPriceCents: 4_600 }]),
    ).not.toBe(base);
    expect(cartHash([...lines, line({ productId: 3 })])).not.toBe(base);
  });
});

describe('clampQuantity', () => {
  it.each([
    [0, { min: 1 }, 1],
    [-3, { min: 1 }, 1],
    [1, { min: 1 }, 1],
    [7, { min: 1 }, 7],
    [12, { min: 1, max: 10 }, 10],
    [10, { min: 1, max: 10 }, 10],
    [Number.NaN, { min: 2, max: 10 }, 2],
    [-Infinity, { min: 1, max: 10 }, 1],
    [Infinity, { min: 1, max: 10 }, 10],
    [Infinity, { min: 1 }, 1],
    [2.4, { min: 1 }, 2],
    [2.6, { min: 1 }, 3],
    [0.4, { min: 1 }, 1],
    [3, { min: 1, max: undefined }, 3],
  ])('SHOP-010 %s within %j becomes %s', (value, bounds, expected) => {
    expect(clampQuantity(value, bounds)).toBe(expected);
  });

  it.each([
    [{ min: 1.5 }, /min must be a whole number/],
    [{ min: Number.NaN }, /min must be a whole number/],
    [{ min: 3, max: 2 }, /max must be a whole number at or above min 3/],
    [{ min: 1, max: 4.5 }, /max must be a whole number/],
  ])('SHOP-010 rejects the bounds %j', (bounds, message) => {
    expect(() => clampQuantity(1, bounds)).toThrow(message);
  });

  it('SHOP-010 always answers a whole number within the bounds; whole values in bounds stay unchanged', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.integer({ min: -100, max: 200 })),
        fc.integer({ min: 0, max: 50 }),
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
        (value, min, extra) => {
          const max = extra === undefined ? undefined : min + extra;
          const result = clampQuantity(value, { min, max });
          expect(Number.isInteger(result)).toBe(true);
          expect(result).toBeGreaterThanOrEqual(min);
          if (max !== undefined) expect(result).toBeLessThanOrEqual(max);
          if (Number.isInteger(value) && value >= min && (max === undefined || value <= max)) {
            expect(result).toBe(value);
          }
        },
      ),
    );
  });
});
