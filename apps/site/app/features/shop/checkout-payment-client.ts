import { isRecord, postForJson } from '~/shared/post-for-json';
import { shopAjaxUrl } from './cart-client';
import {
  CHECKOUT_PAYMENT_ACTIONS,
  type CompletePaymentAnswer,
  type PreparePaymentAnswer,
} from './checkout-payment-wire';

/** What the buyer reads when the server's answer is not one of ours (a proxy's error page). */
export const CHECKOUT_CALL_FAILED =
  'We could not reach the shop just now, so nothing was charged. Please try again in a moment.';

/** The checkout form's fields (with its `_wpnonce`) and the call's own, posted form-encoded. */
async function post(
  form: HTMLFormElement,
  action: string,
  extra: Record<string, string>,
): Promise<unknown> {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') fields.append(name, value);
  }
  fields.set('action', action);
  for (const [name, value] of Object.entries(extra)) fields.set(name, value);
  return (await postForJson(shopAjaxUrl(), fields)).json;
}

const messageOf = (answer: unknown): string => {
  const data = (answer as { data?: { message?: unknown }; message?: unknown } | undefined) ?? {};
  const message = data.data?.message ?? data.message;
  return typeof message === 'string' && message !== '' ? message : CHECKOUT_CALL_FAILED;
};

const isAnswer = (answer: unknown): answer is { success: boolean; data: object } =>
  isRecord(answer) && typeof answer.success === 'boolean' && typeof answer.data === 'object';

/** Reserves the order and starts its payment; the server prices it, never the page. */
export async function prepareCheckoutPayment(
  form: HTMLFormElement,
  extra: Record<string, string> = {},
): Promise<PreparePaymentAnswer> {
  const answer = await post(form, CHECKOUT_PAYMENT_ACTIONS.prepare, extra);
  if (isAnswer(answer) && (answer.success || 'errors' in answer.data))
    return answer as PreparePaymentAnswer;
  return { success: false, data: { message: messageOf(answer), errors: [] } };
}

/** Asks the server to check the payment with the provider and place the order. */
export async function completeCheckoutPayment(
  form: HTMLFormElement,
  payment: { order_id: number; paymentid?: string; wallet_order_id?: string },
): Promise<CompletePaymentAnswer> {
  const fields: Record<string, string> = { order_id: String(payment.order_id) };
  if (payment.paymentid) fields.paymentid = payment.paymentid;
  if (payment.wallet_order_id) fields.wallet_order_id = payment.wallet_order_id;
  const answer = await post(form, CHECKOUT_PAYMENT_ACTIONS.complete, fields);
  if (isAnswer(answer)) return answer as CompletePaymentAnswer;
  return { success: false, data: { message: messageOf(answer), released: false } };
}

/** The buyer gave up: the reservation goes at once (housekeeping would, later). */
export async function releaseCheckoutPayment(form: HTMLFormElement, orderId: number) {
  await post(form, CHECKOUT_PAYMENT_ACTIONS.release, { order_id: String(orderId) });
}

/** PAY-009's list of single-field maps, as one map for the form's fields. */
export const errorMapOf = (errors: readonly Record<string, string>[]) =>
  Object.assign({}, ...errors) as Record<string, string>;
