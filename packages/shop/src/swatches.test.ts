import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SWATCH_OPTIONS,
  chooseSwatch,
  nextChoiceStockLabels,
  selectedVariationLabel,
  stockLeftLabel,
  swatchItemState,
  swatchStates,
  type SwatchOptions,
} from './swatches';
import {
  FRAME,
  PRINT_ATTRIBUTES,
  PRINT_VARIATIONS,
  SIZE,
  arbitraryProduct,
  arbitrarySwatchOptions,
  variation,
} from './testing/catalogue';
import { isCombinationUnavailable, type Selection } from './variations';

const options = (overrides: Partial<SwatchOptions> = {}): SwatchOptions => ({
  ...DEFAULT_SWATCH_OPTIONS,
  ...overrides,
});

const choose = (
  selection: Selection,
  attributeId: string,
  optionId: string,
  overrides: Partial<SwatchOptions> = {},
) =>
  chooseSwatch(selection, attributeId, optionId, {
    attributes: PRINT_ATTRIBUTES,
    variations: PRINT_VARIATIONS,
    options: options(overrides),
  });

describe('DEFAULT_SWATCH_OPTIONS', () => {
  it('SW-010 stock label threshold 5 and label separator ":"', () => {
    expect(DEFAULT_SWATCH_OPTIONS.stockLabelThreshold).toBe(5);
    expect(DEFAULT_SWATCH_OPTIONS.labelSeparator).toBe(':');
  });

  it('SW-003 carries every swatch option with a tooltip text for both states', () => {
    expect(Object.keys(DEFAULT_SWATCH_OPTIONS).sort()).toEqual(
      [
        'clearOnReselect',
        'clickableOutOfStock',
        'deselectUnavailable',
        'disableOutOfStock',
        'labelSeparator',
        'outOfStockText',
        'showStock',
        'showVariationLabel',
        'stockLabelThreshold',
        'unavailableText',
      ].sort(),
    );
    expect(DEFAULT_SWATCH_OPTIONS.outOfStockText).not.toBe('');
    expect(DEFAULT_SWATCH_OPTIONS.unavailableText).not.toBe('');
  });
});

describe('swatchStates', () => {
  it('SW-004 gives every option of every attribute a state', () => {
    const states = swatchStates(PRINT_ATTRIBUTES, PRINT_VARIATIONS, {}, DEFAULT_SWATCH_OPTIONS);
    expect(Object.keys(states)).toEqual(['size', 'frame']);
    expect(Object.keys(states.size ?? {})).toEqual(['a4', 'a3', 'a2']);
    expect(Object.keys(states.frame ?? {})).toEqual(['unframed', 'black', 'oak']);
  });

  it('SW-004 marks the chosen item selected and leaves available items plain', () => {
    const states = swatchStates(
      PRINT_ATTRIBUTES,
      PRINT_VARIATIONS,
      { size: 'a4' },
      DEFAULT_SWATCH_OPTIONS,
    );
    expect(states.size?.a4).toEqual({
      selected: true,
      disabled: false,
      outOfStock: false,
      unavailable: false,
      tooltip: null,
    });
    expect(states.size?.a3?.selected).toBe(false);
    expect(states.frame?.black).toEqual({
      selected: false,
      disabled: false,
      outOfStock: false,
      unavailable: false,
      tooltip: null,
    });
  });

  it('SW-004 SW-008 an option sold out everywhere is out of stock, unavailable and disabled when out-of-stock is disabled', () => {
    const state = swatchItemState('frame', 'oak', PRINT_VARIATIONS, {}, DEFAULT_SWATCH_OPTIONS);
    expect(state).toEqual({
      selected: false,
      disabled: true,
      outOfStock: true,
      unavailable: true,
      tooltip: 'Unavailable',
    });
  });

  it('SW-004 SW-008 with disable-out-of-stock off a sold-out combination is out of stock, not unavailable', () => {
    const state = swatchItemState(
      'frame',
      'oak',
      PRINT_VARIATIONS,
      { size: 'a3' },
      options({ disableOutOfStock: false }),
    );
    expect(state).toMatchObject({
      outOfStock: true,
      unavailable: false,
      tooltip: 'Out of stock',
      disabled: true,
    });
  });

  it('SW-004 a clickable out-of-stock item is not disabled', () => {
    const state = swatchItemState(
      'frame',
      'oak',
      PRINT_VARIATIONS,
      { size: 'a3' },
      options({ disableOutOfStock: false, clickableOutOfStock: true }),
    );
    expect(state).toMatchObject({ outOfStock: true, disabled: false, tooltip: 'Out of stock' });
  });

  it('SW-004 SW-006 an unavailable item stays choosable when deselecting would lead somewhere', () => {
    const withDeselect = swatchItemState(
      'frame',
      'black',
      PRINT_VARIATIONS,
      { size: 'a3' },
      DEFAULT_SWATCH_OPTIONS,
    );
    expect(withDeselect).toMatchObject({
      unavailable: true,
      outOfStock: false,
      disabled: false,
      tooltip: 'Unavailable',
    });
    const withoutDeselect = swatchItemState(
      'frame',
      'black',
      PRINT_VARIATIONS,
      { size: 'a3' },
      options({ deselectUnavailable: false }),
    );
    expect(withoutDeselect).toMatchObject({ unavailable: true, disabled: true });
  });

  it('SW-004 judges an item against the other attributes, not against its own current choice', () => {
    const state = swatchItemState(
      'size',
      'a2',
      PRINT_VARIATIONS,
      { size: 'a3', frame: 'black' },
      DEFAULT_SWATCH_OPTIONS,
    );
    expect(state).toMatchObject({ selected: false, unavailable: false, disabled: false });
  });

  it('SW-004 SW-007 a selected item that became unavailable shows it but stays clickable, so it can be cleared', () => {
    const selection = { size: 'a4', frame: 'oak' };
    const state = swatchItemState(
      'frame',
      'oak',
      PRINT_VARIATIONS,
      selection,
      DEFAULT_SWATCH_OPTIONS,
    );
    expect(state).toMatchObject({
      selected: true,
      unavailable: true,
      outOfStock: true,
      disabled: false,
    });
    expect(choose(selection, 'frame', 'oak', { clearOnReselect: true })).toEqual({ size: 'a4' });
  });

  it('SW-003 an empty tooltip text shows no tooltip', () => {
    const state = swatchItemState(
      'frame',
      'oak',
      PRINT_VARIATIONS,
      {},
      options({ unavailableText: '' }),
    );
    expect(state.tooltip).toBeNull();
  });
});

describe('chooseSwatch', () => {
  it('SW-005 choosing an item sets its attribute and keeps the others', () => {
    expect(choose({ size: 'a4' }, 'frame', 'unframed')).toEqual({ size: 'a4', frame: 'unframed' });
    expect(choose({ size: 'a4', frame: 'black' }, 'size', 'a2')).toEqual({
      size: 'a2',
      frame: 'black',
    });
    expect(choose({ size: '' }, 'size', 'a3')).toEqual({ size: 'a3' });
  });

  it('SW-006 with deselect on, choosing an unavailable combination clears the other attributes', () => {
    expect(choose({ size: 'a4', frame: 'black' }, 'size', 'a3')).toEqual({ size: 'a3' });
    expect(choose({ size: 'a3' }, 'frame', 'black')).toEqual({ frame: 'black' });
  });

  it('SW-006 with deselect off, an unavailable item cannot be chosen', () => {
    const selection = { size: 'a3' };
    expect(choose(selection, 'frame', 'black', { deselectUnavailable: false })).toBe(selection);
  });

  it('SW-007 with clear-on-reselect on, clicking the selected item clears it', () => {
    expect(
      choose({ size: 'a4', frame: 'black' }, 'frame', 'black', { clearOnReselect: true }),
    ).toEqual({
      size: 'a4',
    });
  });

  it('SW-007 with clear-on-reselect off, clicking the selected item changes nothing', () => {
    const selection = { size: 'a4', frame: 'black' };
    expect(choose(selection, 'frame', 'black', { clearOnReselect: false })).toBe(selection);
  });

  it('SW-004 a disabled item leaves the selection unchanged', () => {
    const selection = { size: 'a4' };
    expect(choose(selection, 'frame', 'oak')).toBe(selection);
  });

  it('SW-004 an out-of-stock item is chosen only when out-of-stock items are clickable', () => {
    const selection = { size: 'a3' };
    expect(choose(selection, 'frame', 'oak', { disableOutOfStock: false })).toBe(selection);
    expect(
      choose(selection, 'frame', 'oak', { disableOutOfStock: false, clickableOutOfStock: true }),
    ).toEqual({
      size: 'a3',
      frame: 'oak',
    });
  });

  it('SW-005 an unknown attribute or option changes nothing', () => {
    const selection = { size: 'a4' };
    expect(choose(selection, 'paper', 'matte')).toBe(selection);
    expect(choose(selection, 'frame', 'gold')).toBe(selection);
  });

  it('SW-004 SW-005 never selects a disabled item', () => {
    fc.assert(
      fc.property(
        arbitraryProduct,
        arbitrarySwatchOptions,
        fc.nat(),
        fc.nat(),
        ({ attributes, variations, selection }, swatchOptions, attributePick, optionPick) => {
          const attribute = attributes[attributePick % attributes.length];
          const option = attribute?.options[optionPick % attribute.options.length];
          if (!attribute || !option) return;
          const before = swatchItemState(
            attribute.id,
            option.id,
            variations,
            selection,
            swatchOptions,
          );
          const after = chooseSwatch(selection, attribute.id, option.id, {
            attributes,
            variations,
            options: swatchOptions,
          });
          if (before.disabled) expect(after).toBe(selection);
          if (after[attribute.id] === option.id && selection[attribute.id] !== option.id) {
            expect(before.disabled).toBe(false);
          }
        },
      ),
    );
  });

  it('SW-006 SW-008 choosing from an available selection never leads to an unavailable one', () => {
    fc.assert(
      fc.property(
        arbitraryProduct,
        arbitrarySwatchOptions,
        fc.nat(),
        fc.nat(),
        ({ attributes, variations, selection }, swatchOptions, attributePick, optionPick) => {
          const attribute = attributes[attributePick % attributes.length];
          const option = attribute?.options[optionPick % attribute.options.length];
          if (!attribute || !option) return;
          fc.pre(!isCombinationUnavailable(variations, selection, swatchOptions));
          const after = chooseSwatch(selection, attribute.id, option.id, {
            attributes,
            variations,
            options: swatchOptions,
          });
          expect(isCombinationUnavailable(variations, after, swatchOptions)).toBe(false);
        },
      ),
    );
  });
});

describe('stockLeftLabel', () => {
  const stocked = (stock: { inStock: boolean; stockLeft: number | null; maxQuantity: number }) =>
    variation(7, { size: 'a4', frame: 'black' }, stock);

  it.each([
    ['in stock, 3 left, max 3', { inStock: true, stockLeft: 3, maxQuantity: 3 }, '3 left'],
    ['max quantity at the threshold', { inStock: true, stockLeft: 5, maxQuantity: 5 }, '5 left'],
    ['max quantity above the threshold', { inStock: true, stockLeft: 6, maxQuantity: 6 }, null],
    [
      'stock left small but max quantity above the threshold',
      { inStock: true, stockLeft: 2, maxQuantity: 8 },
      null,
    ],
    ['out of stock', { inStock: false, stockLeft: 1, maxQuantity: 1 }, null],
    ['stock not counted', { inStock: true, stockLeft: null, maxQuantity: 1 }, null],
  ])('SW-009 %s', (_, stock, expected) => {
    expect(stockLeftLabel(stocked(stock), DEFAULT_SWATCH_OPTIONS)).toBe(expected);
  });

  it('SW-009 nothing while no variation is found or stock is not shown', () => {
    expect(stockLeftLabel(undefined, DEFAULT_SWATCH_OPTIONS)).toBeNull();
    expect(stockLeftLabel(PRINT_VARIATIONS[1], options({ showStock: false }))).toBeNull();
  });

  it('SW-009 follows the configured threshold', () => {
    expect(stockLeftLabel(PRINT_VARIATIONS[1], options({ stockLabelThreshold: 2 }))).toBeNull();
    expect(stockLeftLabel(PRINT_VARIATIONS[5], options({ stockLabelThreshold: 2 }))).toBe('2 left');
  });

  it('SW-009 a label appears only under all three conditions, and then names the stock left', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 20 }),
        (inStock, stockLeft, maxQuantity, threshold) => {
          const label = stockLeftLabel(
            stocked({ inStock, stockLeft, maxQuantity }),
            options({ stockLabelThreshold: threshold }),
          );
          const shown = inStock && stockLeft !== null && maxQuantity <= threshold;
          expect(label).toBe(shown ? `${stockLeft} left` : null);
        },
      ),
    );
  });
});

describe('nextChoiceStockLabels', () => {
  it('SW-009 once one attribute is left, hints the stock of each option that would complete the choice', () => {
    expect(
      nextChoiceStockLabels(
        PRINT_ATTRIBUTES,
        PRINT_VARIATIONS,
        { size: 'a4' },
        DEFAULT_SWATCH_OPTIONS,
      ),
    ).toEqual({
      frame: { black: '3 left' },
    });
    expect(
      nextChoiceStockLabels(
        PRINT_ATTRIBUTES,
        PRINT_VARIATIONS,
        { frame: 'black' },
        DEFAULT_SWATCH_OPTIONS,
      ),
    ).toEqual({
      size: { a4: '3 left', a2: '2 left' },
    });
  });

  it('SW-009 no hints while several attributes are open, when all are chosen, or when stock is hidden', () => {
    expect(
      nextChoiceStockLabels(PRINT_ATTRIBUTES, PRINT_VARIATIONS, {}, DEFAULT_SWATCH_OPTIONS),
    ).toEqual({});
    expect(
      nextChoiceStockLabels(
        PRINT_ATTRIBUTES,
        PRINT_VARIATIONS,
        { size: 'a4', frame: 'black' },
        DEFAULT_SWATCH_OPTIONS,
      ),
    ).toEqual({});
    expect(
      nextChoiceStockLabels(
        PRINT_ATTRIBUTES,
        PRINT_VARIATIONS,
        { size: 'a4' },
        options({ showStock: false }),
      ),
    ).toEqual({});
  });
});

describe('selectedVariationLabel', () => {
  it('SW-003 SW-010 names the attribute, the separator and the chosen option', () => {
    expect(selectedVariationLabel(FRAME, { frame: 'oak' }, ':')).toBe('Frame: Natural oak');
    expect(selectedVariationLabel(SIZE, { size: 'a3', frame: 'oak' }, ' –')).toBe('Size – A3');
  });

  it('SW-003 just the name and separator while nothing is chosen', () => {
    expect(selectedVariationLabel(FRAME, {}, ':')).toBe('Frame:');
    expect(selectedVariationLabel(FRAME, { frame: '' }, ':')).toBe('Frame:');
    expect(selectedVariationLabel(FRAME, { frame: 'gold' }, ':')).toBe('Frame:');
  });
});
