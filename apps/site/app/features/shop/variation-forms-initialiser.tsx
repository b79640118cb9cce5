import type { VariationData } from '@atelier/shop/variations';
import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { variationOfAnswer } from './available-variation';
import { CART_FRAGMENTS_EVENT } from './cart-client';
import type { SwatchAttribute } from './swatch-group';
import { VariationForm, type PrintForSale } from './variation-form';
import { VARIATION_FORMS_INIT_DELAY_MS } from './variation-forms-timing';

const UNINITIALISED_FORMS = 'form.variations_form:not([data-initialised])';

/**
 * A print read from a variation form that is not ours: markup a fragment or another script put
 * on the page, in the original shop's shape:
 *
 *   <form class="variations_form cart" action="…" data-product_id="42"
 *         data-product_title="Fig Leaves" data-product_variations="false">
 *     <label for="pa_size">Size</label>
 *     <select id="pa_size" name="attribute_size"><option value="">Choose an option</option>…</select>
 *   </form>
 *
 * `data-product_variations` is "false" (ask the shop, SW-013) or a JSON list of get_variation
 * answers. Options become label swatches: the markup says nothing about colours or pictures.
 * Returns a message instead when the markup cannot be read.
 */
export function printFromMarkup(form: HTMLFormElement): PrintForSale | string {
  const id = Number(form.dataset.product_id);
  if (!Number.isInteger(id) || id <= 0) return 'it has no numeric data-product_id';
  const attributes: SwatchAttribute[] = [];
  for (const select of form.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]')) {
    const attributeId = select.name.slice('attribute_'.length);
    const label = select.labels[0]?.textContent?.trim();
    attributes.push({
      id: attributeId,
      name: label || select.dataset.attribute_label || attributeId,
      options: Array.from(select.options)
        .filter((option) => option.value !== '')
        .map((option) => ({
          id: option.value,
          name: option.text.trim(),
          swatch: { type: 'label' },
        })),
    });
  }
  if (attributes.length === 0) return 'it has no attribute_<id> selects';
  const title = form.dataset.product_title ?? 'This artwork';
  const listed = form.dataset.product_variations;
  if (listed === undefined || listed === 'false') {
    return { id, title, attributes, variations: null, priceRange: null };
  }
  const variations = embeddedVariations(listed);
  if (!variations) return 'its data-product_variations is neither "false" nor a list of variations';
  return { id, title, attributes, variations };
}

/** A JSON list of get_variation answers, as the original embeds it; undefined if it is not one. */
function embeddedVariations(json: string): VariationData[] | undefined {
  let answers: unknown;
  try {
    answers = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!Array.isArray(answers)) return undefined;
  const variations = answers.map(variationOfAnswer);
  const isVariation = (read: VariationData | false | undefined): read is VariationData =>
    read !== undefined && read !== false;
  return variations.every(isVariation) ? variations : undefined;
}

/** The choice already made in the markup's selects. */
function selectionOf(form: HTMLFormElement): Record<string, string> {
  const selection: Record<string, string> = {};
  for (const select of form.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]')) {
    selection[select.name.slice('attribute_'.length)] = select.value;
  }
  return selection;
}

const roots = new Set<Root>();

/**
 * SW-011: turns every variation form on the page that is not initialised yet into our variation
 * form (swatches, price, stock and add to cart), in the markup's place. Our own forms carry
 * data-initialised from the start, because React initialises them itself. A form that cannot be
 * read is marked as failed, left as it is (it still posts natively) and reported once.
 * Returns how many forms were initialised.
 */
export function initialiseVariationForms(scope: ParentNode = document): number {
  let initialised = 0;
  for (const form of scope.querySelectorAll<HTMLFormElement>(UNINITIALISED_FORMS)) {
    const print = printFromMarkup(form);
    if (typeof print === 'string') {
      form.dataset.initialised = 'failed';
      console.error(`A variation form was left as it is: ${print}.`);
      continue;
    }
    form.dataset.initialised = 'true';
    const host = document.createElement('div');
    host.className = 'variation-form-host';
    form.replaceWith(host);
    const root = createRoot(host);
    roots.add(root);
    root.render(
      <VariationForm
        product={print}
        swatchImages={{}}
        nonce={
          form.querySelector<HTMLInputElement>('input[name="security"]')?.value ??
          window.dtLocal?.ajaxNonce ??
          ''
        }
        action={form.getAttribute('action') ?? window.location.pathname}
        initialSelection={selectionOf(form)}
      />,
    );
    initialised += 1;
  }
  return initialised;
}

/**
 * SW-011: initialises the variation forms a completed cart call may have brought,
 * VARIATION_FORMS_INIT_DELAY_MS after every such call (the original waits that long so the other
 * scripts listening to the call finish first). Returns the function that stops watching and
 * removes the forms it created.
 */
export function initialiseVariationFormsAfterAjax(): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const schedule = () => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      initialiseVariationForms();
    }, VARIATION_FORMS_INIT_DELAY_MS);
    timers.add(timer);
  };
  window.addEventListener(CART_FRAGMENTS_EVENT, schedule);
  return () => {
    window.removeEventListener(CART_FRAGMENTS_EVENT, schedule);
    for (const timer of timers) clearTimeout(timer);
    const created = [...roots];
    roots.clear();
    // Usually called while React unmounts the page: the forms' own roots go right after.
    queueMicrotask(() => {
      for (const root of created) root.unmount();
    });
  };
}

/** Mount once per page: it renders nothing and watches the cart calls while mounted. */
export function VariationFormsInitialiser() {
  useEffect(() => initialiseVariationFormsAfterAjax(), []);
  return null;
}
