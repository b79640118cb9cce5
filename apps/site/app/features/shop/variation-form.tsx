import { formatMoney, formatPriceRange } from '@atelier/shop/money';
import {
  chooseSwatch,
  DEFAULT_SWATCH_OPTIONS,
  nextChoiceStockLabels,
  selectedVariationLabel,
  stockLeftLabel,
  swatchStates,
  type SwatchOptions,
} from '@atelier/shop/swatches';
import {
  chosenOnly,
  findVariation,
  isChosen,
  matchingVariations,
  type Selection,
  type VariationData,
} from '@atelier/shop/variations';
import { useRef, useState } from 'react';
import type { PictureSource } from '~/shared/ui/picture';
import { AddToCartButton } from './add-to-cart-button';
import { QuantityInput } from './quantity-input';
import { SwatchGroup, type SwatchAttribute } from './swatch-group';
import { useVariationLookup, type VariationLookup } from './use-variation-lookup';

/**
 * A print as its form needs it. `variations` is null when the page does not embed them (more
 * than AJAX_VARIATION_THRESHOLD): the form then asks the shop for the chosen one (SW-013) and
 * shows the product's price range until it knows (nothing, when the range is unknown too).
 */
export type PrintForSale = {
  id: number;
  title: string;
  attributes: SwatchAttribute[];
} & (
  | { variations: readonly VariationData[] }
  | { variations: null; priceRange: { minCents: number; maxCents: number } | null }
);

/**
 * SW-013: without the variation list the swatch states can only come from the attribute options.
 * One stand-in variation that takes any option and is in stock makes every option choosable (no
 * availability greying before the shop answers), while the rules for choosing, clearing and
 * labelling stay the shared ones.
 */
const ANY_OPTION_IN_STOCK: readonly VariationData[] = [
  { id: 0, sku: '', priceCents: 0, attributes: {}, inStock: true, maxQuantity: 0, stockLeft: null },
];

const NOT_AVAILABLE = 'Sorry, this combination is not available. Please choose another.';

/**
 * Without JavaScript the swatches cannot be chosen, so the plain selects (which the swatches
 * otherwise only mirror) take their place. Plain text only: React escapes what it renders here.
 */
const NO_SCRIPT_STYLE =
  '.variation-form .swatch-group, .variation-form .reset_variations { display: none } .variation-form .variation-form__fallback { display: block }';

const withArticle = (name: string) =>
  `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name.toLocaleLowerCase('en')}`;

function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/**
 * A print's variation form (SW-001…010): one swatch group per attribute, each mirrored to a real
 * `attribute_<id>` select (SW-005) that the form posts. The price follows the choice (the range of
 * what still matches before the choice is complete), as do the "N left" label (SW-009), the
 * quantity's maximum and the add-to-cart button's data fields. For a print whose variations are
 * not embedded, the chosen variation comes from the shop endpoint once every attribute is chosen.
 */
export function VariationForm({
  product,
  swatchImages,
  nonce,
  action,
  options = DEFAULT_SWATCH_OPTIONS,
  initialSelection = {},
  refusal,
}: {
  product: PrintForSale;
  /** image key → image, for image swatches. */
  swatchImages: Readonly<Record<string, PictureSource>>;
  nonce: string;
  /** Where the form posts without JavaScript: the product page's own address. */
  action: string;
  options?: SwatchOptions;
  initialSelection?: Selection;
  refusal?: string | null | undefined;
}) {
  const { attributes } = product;
  const embedded = product.variations !== null;
  const variations = product.variations ?? ANY_OPTION_IN_STOCK;
  const [selection, setSelection] = useState<Selection>(() => chosenOnly(initialSelection));
  const [quantity, setQuantity] = useState(1);
  const form = useRef<HTMLFormElement>(null);
  const lookup = useVariationLookup(product.id, attributes, selection, !embedded);

  const states = swatchStates(attributes, variations, selection, options);
  const stockHints = nextChoiceStockLabels(attributes, variations, selection, options);
  const variation = embedded
    ? findVariation(variations, attributes, selection)
    : lookup.status === 'found'
      ? lookup.variation
      : undefined;
  const stockLabel = stockLeftLabel(variation, options);
  const price =
    product.variations === null
      ? variation
        ? formatMoney(variation.priceCents)
        : product.priceRange
          ? formatPriceRange(product.priceRange.minCents, product.priceRange.maxCents)
          : ''
      : priceOf(variation, matchingVariations(variations, selection), variations);
  const anyChosen = Object.keys(selection).length > 0;
  const maxQuantity = variation?.inStock ? variation.maxQuantity : undefined;
  // A piece that can only be bought singly travels as quantity 1, whatever was typed before.
  const postedQuantity = maxQuantity === 1 ? 1 : quantity;

  const choose = (attributeId: string, optionId: string) =>
    setSelection((current) =>
      optionId === ''
        ? chosenOnly({ ...current, [attributeId]: '' })
        : chooseSwatch(current, attributeId, optionId, { attributes, variations, options }),
    );

  const checkChoice = (): string | null => {
    const missing = attributes.filter((attribute) => !isChosen(selection[attribute.id]));
    const [first] = missing;
    if (first) {
      form.current
        ?.querySelector<HTMLElement>(`[data-attribute="${first.id}"] [role="radio"][tabindex="0"]`)
        ?.focus();
      return `Please choose ${listOf(missing.map((attribute) => withArticle(attribute.name)))}.`;
    }
    if (embedded ? !variation : lookup.status === 'no-match') return NOT_AVAILABLE;
    // Still asking, or the question failed: the shop resolves the attribute fields itself.
    return null;
  };

  return (
    <form
      ref={form}
      method="post"
      action={action}
      className="variations_form cart variation-form"
      data-product_id={product.id}
      // The original's marker of a form that fetches its variations (SW-013).
      data-product_variations={embedded ? undefined : 'false'}
      // SW-011: React initialises this form itself (hydration); the initialiser leaves it alone.
      data-initialised="true"
      // A quantity above stock is the shop's to refuse, in its words, not the browser's bubble.
      noValidate
    >
      <input type="hidden" name="security" value={nonce} />
      <input type="hidden" name="product_id" value={product.id} />
      <input type="hidden" name="variation_id" value={variation?.id ?? ''} />

      <div
        className="variation-form__summary"
        aria-live="polite"
        aria-busy={lookup.status === 'loading'}
      >
        <p className="product__price variation-form__price">{price}</p>
        {variation && !variation.inStock ? (
          <p className="stock out-of-stock">{options.outOfStockText}</p>
        ) : null}
        {stockLabel ? <p className="stock variation-form__stock">{stockLabel}</p> : null}
        <LookupNote lookup={lookup} />
      </div>

      {attributes.map((attribute) => (
        <SwatchGroup
          key={attribute.id}
          attribute={attribute}
          states={states[attribute.id] ?? {}}
          label={
            options.showVariationLabel
              ? selectedVariationLabel(attribute, selection, options.labelSeparator)
              : attribute.name
          }
          stockHints={stockHints[attribute.id] ?? {}}
          images={swatchImages}
          onChoose={(optionId) => choose(attribute.id, optionId)}
        />
      ))}

      <div className="variation-form__fallback">
        {attributes.map((attribute) => (
          <div className="variation-form__select-field" key={attribute.id}>
            <label htmlFor={`attribute-${attribute.id}`}>{attribute.name}</label>
            <select
              id={`attribute-${attribute.id}`}
              name={`attribute_${attribute.id}`}
              className="select"
              value={selection[attribute.id] ?? ''}
              onChange={(event) => choose(attribute.id, event.target.value)}
            >
              <option value="">Choose an option</option>
              {attribute.options.map((option) => (
                <option
                  key={option.id}
                  value={option.id}
                  disabled={states[attribute.id]?.[option.id]?.disabled ?? false}
                >
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <noscript>
        <style>{NO_SCRIPT_STYLE}</style>
      </noscript>

      {anyChosen ? (
        <button type="button" className="reset_variations" onClick={() => setSelection({})}>
          Clear choices
        </button>
      ) : null}

      <div className="add-to-cart">
        <QuantityInput
          id={`quantity-${product.id}`}
          value={postedQuantity}
          max={maxQuantity}
          onChange={setQuantity}
        />
        <AddToCartButton
          productId={product.id}
          productTitle={product.title}
          variationId={variation?.id}
          quantity={postedQuantity}
          nonce={nonce}
          choiceKey={String(variation?.id ?? '')}
          checkChoice={checkChoice}
          disabled={variation !== undefined && !variation.inStock}
          initialError={refusal}
        />
      </div>
    </form>
  );
}

/** What the form says while it asks the shop about a choice, or when the answer was no. */
function LookupNote({ lookup }: { lookup: VariationLookup }) {
  switch (lookup.status) {
    case 'loading':
      return <p className="variation-form__lookup">Checking availability…</p>;
    case 'no-match':
      return <p className="stock out-of-stock">{NOT_AVAILABLE}</p>;
    case 'failed':
      return (
        <p className="variation-form__lookup">
          We could not check this combination just now. Choose it again to retry.
        </p>
      );
    default:
      return null;
  }
}

/** The chosen variation's price, else the range of the variations the choice still allows. */
function priceOf(
  variation: VariationData | undefined,
  matching: readonly VariationData[],
  all: readonly VariationData[],
): string {
  if (variation) return formatMoney(variation.priceCents);
  const candidates = matching.length > 0 ? matching : all;
  if (candidates.length === 0) return '';
  const prices = candidates.map((candidate) => candidate.priceCents);
  return formatPriceRange(Math.min(...prices), Math.max(...prices));
}
