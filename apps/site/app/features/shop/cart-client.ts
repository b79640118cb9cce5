import type { AddToCartFailure, CartFragmentsResponse } from '@atelier/contracts/cart';
import { forgetNonces, visitorNonces } from '~/shared/visitor-nonces';

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

/** The shop's AJAX address, as the page's settings name it. */
export function shopAjaxUrl(): string {
  return window.dtLocal?.shopAjaxUrl ?? '/api/shop-ajax';
}

const send = async (fields: Record<string, string>) => {
  const response = await fetch(shopAjaxUrl(), {
    method: 'POST',
    headers: { accept: 'application/json' },
    body: new URLSearchParams(fields),
    credentials: 'same-origin',
  });
  return { status: response.status, answer: (await response.json()) as unknown };
};

const isInvalidNonce = (status: number, answer: unknown) =>
  status === 403 &&
  (answer as { data?: { code?: unknown } } | null)?.data?.code === 'invalid_nonce';

/**
 * POSTs form-encoded fields to the shop endpoint and returns the parsed JSON answer. A call that
 * carries a `security` field gets the visitor's ajax nonce there when the page had none to give
 * (pages are shared, ADR 0011), and is sent once more with a fresh one if the server found the
 * nonce expired.
 */
export async function postToShop(fields: Record<string, string>): Promise<unknown> {
  if (!('security' in fields)) return (await send(fields)).answer;
  const withNonce = async () => ({
    ...fields,
    security: fields.security || (await visitorNonces()).ajaxNonce,
  });
  const first = await send(await withNonce());
  if (!isInvalidNonce(first.status, first.answer)) return first.answer;
  forgetNonces();
  return (await send({ ...fields, security: (await visitorNonces()).ajaxNonce })).answer;
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
