import type { AttributeData, Selection, VariationData } from '@atelier/shop/variations';
import { variationOfAnswer } from './available-variation';

/**
 * SW-013: asks the shop endpoint which variation a complete choice names, for prints whose page
 * does not embed the list. The fields are the original's (product_id, attribute_<id>…); the call
 * is a GET because it only reads, which also keeps it out of the write rate limit a visitor
 * trying many combinations would otherwise run into.
 *
 * Resolves to the variation, or `false` when no variation matches the choice; rejects when the
 * shop cannot be reached or answers something else.
 */
export async function fetchVariation(
  productId: number,
  attributes: readonly AttributeData[],
  selection: Selection,
  signal?: AbortSignal,
): Promise<VariationData | false> {
  const query = new URLSearchParams({ action: 'get_variation', product_id: String(productId) });
  for (const attribute of attributes) {
    query.set(`attribute_${attribute.id}`, selection[attribute.id] ?? '');
  }
  const endpoint = window.dtLocal?.shopAjaxUrl ?? '/api/shop-ajax';
  const response = await fetch(`${endpoint}?${query}`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    throw new Error(`The shop could not look up this combination (HTTP ${response.status}).`);
  }
  const variation = variationOfAnswer(await response.json());
  if (variation === undefined) {
    throw new Error('The shop answered the variation lookup with something unexpected.');
  }
  return variation;
}
