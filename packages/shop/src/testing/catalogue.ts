import fc from 'fast-check';
import type { AttributeData, Selection, VariationData } from '../variations';
import type { SwatchOptions } from '../swatches';

/**
 * Test data shared by the shop tests: a print sold in three sizes and three frames, where some
 * combinations do not exist and some are sold out.
 */
export const SIZE: AttributeData = {
  id: 'size',
  name: 'Size',
  options: [
    { id: 'a4', name: 'A4' },
    { id: 'a3', name: 'A3' },
    { id: 'a2', name: 'A2' },
  ],
};

export const FRAME: AttributeData = {
  id: 'frame',
  name: 'Frame',
  options: [
    { id: 'unframed', name: 'Unframed' },
    { id: 'black', name: 'Black' },
    { id: 'oak', name: 'Natural oak' },
  ],
};

export const PRINT_ATTRIBUTES = [SIZE, FRAME] as const;

export function variation(
  id: number,
  attributes: Record<string, string>,
  stock: { inStock: boolean; stockLeft: number | null; maxQuantity: number },
): VariationData {
  return { id, sku: `PRINT-${id}`, priceCents: 4_500 + id * 1_000, attributes, ...stock };
}

/** a3/black, a2/unframed and a2/oak do not exist; a4/oak and a3/oak are sold out. */
export const PRINT_VARIATIONS: readonly VariationData[] = [
  variation(
    1,
    { size: 'a4', frame: 'unframed' },
    { inStock: true, stockLeft: 20, maxQuantity: 20 },
  ),
  variation(2, { size: 'a4', frame: 'black' }, { inStock: true, stockLeft: 3, maxQuantity: 3 }),
  variation(3, { size: 'a4', frame: 'oak' }, { inStock: false, stockLeft: 0, maxQuantity: 0 }),
  variation(
    4,
    { size: 'a3', frame: 'unframed' },
    { inStock: true, stockLeft: null, maxQuantity: 10 },
  ),
  variation(5, { size: 'a3', frame: 'oak' }, { inStock: false, stockLeft: 0, maxQuantity: 0 }),
  variation(6, { size: 'a2', frame: 'black' }, { inStock: true, stockLeft: 2, maxQuantity: 2 }),
];

/** Random products: attributes, variations over (some of) their combinations, a partial choice. */
export const arbitraryProduct = fc
  .array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 })
  .chain((optionCounts) => {
    const attributes: AttributeData[] = optionCounts.map((count, index) => ({
      id: `attr${index}`,
      name: `Attribute ${index}`,
      options: Array.from({ length: count }, (_, option) => ({
        id: `opt${option}`,
        name: `Option ${option}`,
      })),
    }));
    const optionOrAny = (attribute: AttributeData) =>
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...attribute.options.map((option) => option.id)) },
        { weight: 1, arbitrary: fc.constant('') },
      );
    const arbitraryVariation = fc.record({
      attributes: fc.tuple(...attributes.map(optionOrAny)),
      inStock: fc.boolean(),
      stockLeft: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
      maxQuantity: fc.integer({ min: 0, max: 30 }),
    });
    const chooseOrNot = (attribute: AttributeData) =>
      fc.option(fc.constantFrom(...attribute.options.map((option) => option.id)), { nil: '' });
    return fc.record({
      attributes: fc.constant(attributes),
      variations: fc.array(arbitraryVariation, { maxLength: 12 }).map((drafts) =>
        drafts.map((draft, index): VariationData => ({
          id: index + 1,
          sku: `SKU-${index + 1}`,
          priceCents: 1_000,
          attributes: Object.fromEntries(
            attributes.map((attribute, position) => [
              attribute.id,
              draft.attributes[position] ?? '',
            ]),
          ),
          inStock: draft.inStock,
          stockLeft: draft.stockLeft,
          maxQuantity: draft.maxQuantity,
        })),
      ),
      selection: fc
        .tuple(...attributes.map(chooseOrNot))
        .map((choices): Selection =>
          Object.fromEntries(
            attributes.map((attribute, position) => [attribute.id, choices[position] ?? '']),
          ),
        ),
    });
  });

export const arbitrarySwatchOptions: fc.Arbitrary<SwatchOptions> = fc.record({
  showVariationLabel: fc.boolean(),
  clickableOutOfStock: fc.boolean(),
  clearOnReselect: fc.boolean(),
  disableOutOfStock: fc.boolean(),
  deselectUnavailable: fc.boolean(),
  showStock: fc.boolean(),
  stockLabelThreshold: fc.integer({ min: 0, max: 10 }),
  labelSeparator: fc.constantFrom(':', ' –', ''),
  outOfStockText: fc.constantFrom('Out of stock', ''),
  unavailableText: fc.constantFrom('Unavailable', ''),
});
