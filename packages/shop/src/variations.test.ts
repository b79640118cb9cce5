import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRINT_ATTRIBUTES,
  PRINT_VARIATIONS,
  arbitraryProduct,
  variation,
} from './testing/catalogue';
import {
  chosenOnly,
  findVariation,
  isCombinationUnavailable,
  matchesSelection,
  matchingVariations,
  type Selection,
} from './variations';

const a4Black = PRINT_VARIATIONS[1];

describe('matchesSelection', () => {
  it('SW-002 SW-008 an empty selection matches every variation', () => {
    expect(PRINT_VARIATIONS.every((candidate) => matchesSelection(candidate, {}))).toBe(true);
  });

  it.each<[string, Selection, boolean]>([
    ['both chosen and equal', { size: 'a4', frame: 'black' }, true],
    ['one chosen and equal', { size: 'a4' }, true],
    ['an empty choice matches anything', { size: 'a4', frame: '' }, true],
    ['a different option', { size: 'a3', frame: 'black' }, false],
    ['an attribute the variation does not have', { paper: 'matte' }, true],
  ])('SW-008 %s', (_, selection, expected) => {
    expect(a4Black && matchesSelection(a4Black, selection)).toBe(expected);
  });

  it('SW-008 a variation attribute left empty ("any frame") matches any choice', () => {
    const anyFrame = variation(
      9,
      { size: 'a2', frame: '' },
      { inStock: true, stockLeft: null, maxQuantity: 5 },
    );
    expect(matchesSelection(anyFrame, { size: 'a2', frame: 'oak' })).toBe(true);
    expect(matchesSelection(anyFrame, { size: 'a4', frame: 'oak' })).toBe(false);
  });
});

describe('findVariation', () => {
  it('SW-002 finds the variation of a complete choice', () => {
    expect(
      findVariation(PRINT_VARIATIONS, PRINT_ATTRIBUTES, { size: 'a2', frame: 'black' })?.id,
    ).toBe(6);
    expect(
      findVariation(PRINT_VARIATIONS, PRINT_ATTRIBUTES, { frame: 'unframed', size: 'a3' })?.id,
    ).toBe(4);
  });

  it.each<[string, Selection]>([
    ['an attribute is not chosen', { size: 'a4' }],
    ['an attribute is chosen as empty', { size: 'a4', frame: '' }],
    ['an option does not belong to its attribute', { size: 'a4', frame: 'gold' }],
    ['the combination does not exist', { size: 'a3', frame: 'black' }],
  ])('SW-002 SW-008 finds nothing when %s', (_, selection) => {
    expect(findVariation(PRINT_VARIATIONS, PRINT_ATTRIBUTES, selection)).toBeUndefined();
  });

  it('SW-002 prefers the variation naming every option over one that says "any"', () => {
    const anyFrame = variation(
      9,
      { size: 'a2', frame: '' },
      { inStock: true, stockLeft: null, maxQuantity: 5 },
    );
    const variations = [anyFrame, ...PRINT_VARIATIONS];
    expect(findVariation(variations, PRINT_ATTRIBUTES, { size: 'a2', frame: 'black' })?.id).toBe(6);
    expect(findVariation(variations, PRINT_ATTRIBUTES, { size: 'a2', frame: 'oak' })?.id).toBe(9);
  });

  it('SW-002 the found variation always matches the selection and every attribute is chosen', () => {
    fc.assert(
      fc.property(arbitraryProduct, ({ attributes, variations, selection }) => {
        const found = findVariation(variations, attributes, selection);
        if (found === undefined) return;
        expect(matchesSelection(found, selection)).toBe(true);
        expect(attributes.every((attribute) => (selection[attribute.id] ?? '') !== '')).toBe(true);
      }),
    );
  });
});

describe('isCombinationUnavailable', () => {
  it.each<[Selection, boolean, boolean]>([
    [{}, false, false],
    [{ size: 'a3', frame: 'black' }, false, true],
    [{ size: 'a3', frame: 'black' }, true, true],
    [{ size: 'a3', frame: 'oak' }, false, false],
    [{ size: 'a3', frame: 'oak' }, true, true],
    [{ size: 'a3' }, true, false],
    [{ frame: 'oak' }, false, false],
    [{ frame: 'oak' }, true, true],
    [{ size: 'a2', frame: 'unframed' }, false, true],
  ])(
    'SW-008 %j with disable-out-of-stock %s is unavailable: %s',
    (selection, disableOutOfStock, expected) => {
      expect(isCombinationUnavailable(PRINT_VARIATIONS, selection, { disableOutOfStock })).toBe(
        expected,
      );
    },
  );

  it('SW-008 a product without variations has no available combination', () => {
    expect(isCombinationUnavailable([], {}, { disableOutOfStock: false })).toBe(true);
  });

  it('SW-008 is unavailable exactly when nothing matches, or nothing in stock matches with disable on', () => {
    fc.assert(
      fc.property(
        arbitraryProduct,
        fc.boolean(),
        ({ variations, selection }, disableOutOfStock) => {
          const matching = matchingVariations(variations, selection);
          const expected =
            matching.length === 0 ||
            (disableOutOfStock && matching.every((candidate) => !candidate.inStock));
          expect(isCombinationUnavailable(variations, selection, { disableOutOfStock })).toBe(
            expected,
          );
        },
      ),
    );
  });

  it('SW-008 choosing more never makes an unavailable combination available', () => {
    fc.assert(
      fc.property(
        arbitraryProduct,
        fc.boolean(),
        ({ variations, selection }, disableOutOfStock) => {
          const fewer = Object.fromEntries(Object.entries(selection).slice(1));
          if (isCombinationUnavailable(variations, fewer, { disableOutOfStock })) {
            expect(isCombinationUnavailable(variations, selection, { disableOutOfStock })).toBe(
              true,
            );
          }
        },
      ),
    );
  });
});

describe('chosenOnly', () => {
  it('SW-005 keeps only the attributes that are actually chosen', () => {
    expect(chosenOnly({ size: 'a4', frame: '' })).toEqual({ size: 'a4' });
  });
});
