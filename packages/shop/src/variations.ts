/** One purchasable variation of a product (SW-002). */
export interface VariationData {
  id: number;
  sku: string;
  priceCents: number;
  /** attribute id → option id; '' (or a missing attribute) means "any", as in the original shop. */
  attributes: Readonly<Record<string, string>>;
  inStock: boolean;
  /** Most pieces one order may take. */
  maxQuantity: number;
  /** Pieces left when stock is counted, null when it is not. */
  stockLeft: number | null;
}

/** attribute id → option id; '' or missing = not chosen. */
export type Selection = Readonly<Record<string, string>>;

export interface AttributeData {
  id: string;
  name: string;
  options: readonly { id: string; name: string }[];
}

export interface AvailabilityOptions {
  disableOutOfStock: boolean;
}

export function isChosen(optionId: string | undefined): optionId is string {
  return optionId !== undefined && optionId !== '';
}

/**
 * Whether a variation fits the choices made so far. An empty choice matches anything, and so does
 * a variation attribute left empty ("any size"), like the original shop's matching.
 */
export function matchesSelection(variation: VariationData, selection: Selection): boolean {
  return Object.entries(selection).every(([attributeId, optionId]) => {
    if (!isChosen(optionId)) return true;
    const own = variation.attributes[attributeId];
    return !isChosen(own) || own === optionId;
  });
}

export function matchingVariations(
  variations: readonly VariationData[],
  selection: Selection,
): VariationData[] {
  return variations.filter((variation) => matchesSelection(variation, selection));
}

/**
 * The variation for a complete choice: every attribute chosen with one of its own options, else
 * undefined. A variation naming every chosen option wins over one that says "any".
 */
export function findVariation(
  variations: readonly VariationData[],
  attributes: readonly AttributeData[],
  selection: Selection,
): VariationData | undefined {
  const chosen: Record<string, string> = {};
  for (const attribute of attributes) {
    const optionId = selection[attribute.id];
    if (!isChosen(optionId) || !attribute.options.some((option) => option.id === optionId)) {
      return undefined;
    }
    chosen[attribute.id] = optionId;
  }
  const candidates = matchingVariations(variations, chosen);
  const exact = candidates.find((variation) =>
    Object.entries(chosen).every(
      ([attributeId, optionId]) => variation.attributes[attributeId] === optionId,
    ),
  );
  return exact ?? candidates[0];
}

/**
 * SW-008: a combination is unavailable when no variation matches it, or when out-of-stock
 * variations are disabled and none of the matching ones is in stock.
 */
export function isCombinationUnavailable(
  variations: readonly VariationData[],
  selection: Selection,
  options: AvailabilityOptions,
): boolean {
  const matching = matchingVariations(variations, selection);
  if (matching.length === 0) return true;
  return options.disableOutOfStock && !matching.some((variation) => variation.inStock);
}

/** The choices that are actually made: '' entries dropped, so equal choices compare equal. */
export function chosenOnly(selection: Selection): Selection {
  return Object.fromEntries(Object.entries(selection).filter(([, optionId]) => isChosen(optionId)));
}
