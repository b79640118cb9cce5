import type { AddToCartFailure, CartFragmentsResponse } from '@atelier/contracts/cart';

/** Fired on window with the cart call's answer; React-managed cart areas update from it. */
export const CART_FRAGMENTS_EVENT = 'atelier:cart-fragments';

/** Marks page areas that React renders from the fragments itself (they are not replaced in place). */
export const MANAGED_FRAGMENT_ATTRIBUTE = 'data-fragment-managed';

let queue: Promise<unknown> = Promise.resolve();

/**
 * CART-004: cart requests (add and remove) run one at a time, in the order they were made, so
 * two quick clicks can never interleave and leave the mini cart showing an older answer.
 */
export function queueCartRequest<T>(send: () => Promise<T>): Promise<T> {
  const next = queue.then(send, send);
  queue = next.catch(() => undefined);
  return next;
}

function shopAjaxUrl(): string {
  return window.dtLocal?.shopAjaxUrl ?? '/api/shop-ajax';
}

/** POSTs form-encoded fields to the shop endpoint and returns the parsed JSON answer. */
export async function postToShop(fields: Record<string, string>): Promise<unknown> {
  const response = await fetch(shopAjaxUrl(), {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: new URLSearchParams(fields),
    credentials: 'same-origin',
  });
  return response.json();
}

export const isFragmentsResponse = (value: unknown): value is CartFragmentsResponse =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CartFragmentsResponse).fragments === 'object' &&
  (value as CartFragmentsResponse).fragments !== null;

export const isAddFailure = (value: unknown): value is AddToCartFailure =>
  typeof value === 'object' && value !== null && (value as AddToCartFailure).error === true;

/**
 * CART-008: every fragment replaces the page area its selector matches. Areas React renders
 * (the header cart) take the same markup through the event instead, so React keeps ownership.
 */
export function applyFragments(answer: CartFragmentsResponse) {
  for (const [selector, markup] of Object.entries(answer.fragments)) {
    for (const element of document.querySelectorAll(selector)) {
      if (element.closest(`[${MANAGED_FRAGMENT_ATTRIBUTE}]`)) continue;
      element.outerHTML = markup;
    }
  }
  window.dispatchEvent(new CustomEvent(CART_FRAGMENTS_EVENT, { detail: answer }));
}
