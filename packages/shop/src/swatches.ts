import {
  chosenOnly,
  isChosen,
  isCombinationUnavailable,
  matchingVariations,
  type AttributeData,
  type Selection,
  type VariationData,
} from './variations';

/** SW-003: the swatch settings. */
export interface SwatchOptions {
  showVariationLabel: boolean;
  /** Out-of-stock items can still be chosen (they show as out of stock). */
  clickableOutOfStock: boolean;
  /** Clicking the selected item clears it (SW-007). */
  clearOnReselect: boolean;
  /** Out-of-stock combinations count as unavailable (SW-008). */
  disableOutOfStock: boolean;
  /** Choosing an item whose combination is unavailable clears the other attributes (SW-006). */
  deselectUnavailable: boolean;
  showStock: boolean;
  stockLabelThreshold: number;
  labelSeparator: string;
  outOfStockText: string;
  unavailableText: string;
}

/**
 * SW-010 fixes the threshold (5) and the separator (':'). The rest suit a gallery where many
 * pieces are unique:
 * - out-of-stock items are disabled and not clickable: a sold original cannot be bought, and
 *   letting it be chosen only to refuse it at "add to cart" would waste the visitor's time;
 * - deselect-unavailable is on: choosing a frame that does not exist in the chosen size clears the
 *   size instead of leaving the visitor stuck on a greyed-out item;
 * - clear-on-reselect is off: the swatches are a radio group, and a radio does not untick itself;
 * - the variation label and the "N left" stock hint are shown, as the issue asks.
 */
export const DEFAULT_SWATCH_OPTIONS: SwatchOptions = {
  showVariationLabel: true,
  clickableOutOfStock: false,
  clearOnReselect: false,
  disableOutOfStock: true,
  deselectUnavailable: true,
  showStock: true,
  stockLabelThreshold: 5,
  labelSeparator: ':',
  outOfStockText: 'Out of stock',
  unavailableText: 'Unavailable',
};

/** SW-004. `disabled` means the item cannot be chosen; the other flags say why it looks as it does. */
export interface SwatchItemState {
  selected: boolean;
  disabled: boolean;
  outOfStock: boolean;
  unavailable: boolean;
  tooltip: string | null;
}

/** The state of every item: attribute id → option id → state. */
export function swatchStates(
  attributes: readonly AttributeData[],
  variations: readonly VariationData[],
  selection: Selection,
  options: SwatchOptions,
): Record<string, Record<string, SwatchItemState>> {
  const states: Record<string, Record<string, SwatchItemState>> = {};
  for (const attribute of attributes) {
    const row: Record<string, SwatchItemState> = {};
    for (const option of attribute.options) {
      row[option.id] = swatchItemState(attribute.id, option.id, variations, selection, options);
    }
    states[attribute.id] = row;
  }
  return states;
}

/**
 * One item, judged against the choices made for the *other* attributes (its own attribute's
 * choice is what the item would replace).
 */
export function swatchItemState(
  attributeId: string,
  optionId: string,
  variations: readonly VariationData[],
  selection: Selection,
  options: SwatchOptions,
): SwatchItemState {
  const selected = selection[attributeId] === optionId;
  const combination = { ...selection, [attributeId]: optionId };
  const matching = matchingVariations(variations, combination);
  const outOfStock = matching.length > 0 && !matching.some((variation) => variation.inStock);
  const unavailable = isCombinationUnavailable(variations, combination, options);
  const rescuedByDeselect =
    unavailable &&
    options.deselectUnavailable &&
    isChoosable(variations, { [attributeId]: optionId }, options);
  const disabled =
    !selected && !isChoosable(variations, combination, options) && !rescuedByDeselect;
  return {
    selected,
    disabled,
    outOfStock,
    unavailable,
    tooltip: unavailable
      ? textOrNull(options.unavailableText)
      : outOfStock
        ? textOrNull(options.outOfStockText)
        : null,
  };
}

/**
 * SW-005/006/007: the selection after the visitor chooses an item. A disabled item leaves the
 * selection unchanged (the same object), as does an unknown attribute or option.
 */
export function chooseSwatch(
  selection: Selection,
  attributeId: string,
  optionId: string,
  context: {
    attributes: readonly AttributeData[];
    variations: readonly VariationData[];
    options: SwatchOptions;
  },
): Selection {
  const { attributes, variations, options } = context;
  const attribute = attributes.find((candidate) => candidate.id === attributeId);
  if (!attribute || !attribute.options.some((option) => option.id === optionId)) return selection;

  const state = swatchItemState(attributeId, optionId, variations, selection, options);
  if (state.disabled) return selection;
  if (state.selected) {
    if (!options.clearOnReselect) return selection;
    return chosenOnly({ ...selection, [attributeId]: '' });
  }

  const next = chosenOnly({ ...selection, [attributeId]: optionId });
  if (options.deselectUnavailable && isCombinationUnavailable(variations, next, options)) {
    return { [attributeId]: optionId };
  }
  return next;
}

/**
 * SW-009: "3 left" only when stock is shown, the variation is in stock, its stock is counted and
 * its maximum quantity is at or below the threshold.
 */
export function stockLeftLabel(
  variation: VariationData | undefined,
  options: SwatchOptions,
): string | null {
  if (!variation || !options.showStock) return null;
  if (!variation.inStock || variation.stockLeft === null) return null;
  if (variation.maxQuantity > options.stockLabelThreshold) return null;
  return `${variation.stockLeft} left`;
}

/**
 * The per-item stock hints the swatches show once every attribute but one is chosen: for each
 * option of the last open attribute, the label of the variation it would complete (SW-009 rules).
 * attribute id → option id → label; empty when no hint applies.
 */
export function nextChoiceStockLabels(
  attributes: readonly AttributeData[],
  variations: readonly VariationData[],
  selection: Selection,
  options: SwatchOptions,
): Record<string, Record<string, string>> {
  const open = attributes.filter((attribute) => !isChosen(selection[attribute.id]));
  const [last] = open;
  if (!options.showStock || open.length !== 1 || !last) return {};
  const labels: Record<string, string> = {};
  for (const option of last.options) {
    const [variation] = matchingVariations(variations, { ...selection, [last.id]: option.id });
    const label = stockLeftLabel(variation, options);
    if (label !== null) labels[option.id] = label;
  }
  return Object.keys(labels).length > 0 ? { [last.id]: labels } : {};
}

/** "Frame: Natural oak"; just "Frame:" while nothing (or an unknown option) is chosen. */
export function selectedVariationLabel(
  attribute: AttributeData,
  selection: Selection,
  separator: string,
): string {
  const chosen = attribute.options.find((option) => option.id === selection[attribute.id]);
  return chosen ? `${attribute.name}${separator} ${chosen.name}` : `${attribute.name}${separator}`;
}

/** A combination the visitor may end up with: something matches, in stock or clickable when not. */
function isChoosable(
  variations: readonly VariationData[],
  combination: Selection,
  options: SwatchOptions,
): boolean {
  if (isCombinationUnavailable(variations, combination, options)) return false;
  const anyInStock = matchingVariations(variations, combination).some(
    (variation) => variation.inStock,
  );
  return anyInStock || options.clickableOutOfStock;
}

function textOrNull(text: string): string | null {
  return text === '' ? null : text;
}
