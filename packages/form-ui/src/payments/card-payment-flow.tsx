import {
  PAYMENT_ACTIONS,
  PAYMENT_INPUTS,
  RECEIPT_EMAIL_INPUT,
} from '@atelier/form-engine/payments/payment-wire';
import type {
  CardBillingDetails,
  CardClient,
  CardIntentView,
} from '@atelier/payment-ui/card-client';

/** ERR-005-style texts of the card flow, as the spec writes them. */
export const PAYMENT_TEXTS = {
  processing: 'Processing payment, please wait',
  confirmed: 'Success! Payment confirmed. Submitting form, please wait',
  failed: 'Error! Something went wrong when verifying the payment.',
  /** PAY-010: an update answer without a payment id. */
  invalidIntent: 'Invalid Payment Intent ID',
} as const;

/** PAY-007: the pre-submit callback runs this long after the payment is confirmed. */
export const PRE_SUBMIT_DELAY_MS = 200;

/** Intent statuses after which the money is there (or held, to be captured by the server). */
const PAID_STATUSES = new Set(['succeeded', 'requires_capture', 'processing']);
/** PAY-015: the statuses that ask for the card action (3-D Secure). */
const ACTION_STATUSES = new Set(['requires_action', 'requires_source_action']);

/** What the card flow needs from the page around it; every effect goes through here. */
export interface CardFlowDeps {
  readonly client: CardClient;
  /** The form AJAX endpoint. */
  readonly endpoint: string;
  readonly fetch?: typeof fetch;
  /** The whole form as FormData, nonce included (PAY-008: "the form's fields"). */
  body(): FormData;
  /** The intent of an earlier try of this visit, sent so the server updates it (PAY-008). */
  readonly previousIntentId: string | undefined;
  /** PAY-004: the receipt address, when the card field asks for a receipt. */
  readonly receiptEmail: string | undefined;
  readonly billing: CardBillingDetails | undefined;
  /** PAY-006 step 4: writes a hidden input of the form. */
  writeHidden(name: string, value: string): void;
  /** The loader's text while the payment runs (the spec's three texts). */
  status(text: string): void;
  /** PAY-011: resets invisible captchas after a refused update. */
  resetInvisibleCaptchas(): void;
  /** The server strings' `cform.error` and `cform.upload_error` (PAY-012, PAY-013). */
  readonly genericError: string;
  readonly uploadError: string;
  /** A seam for PAY-007's delay; setTimeout unless given. */
  wait?(ms: number): Promise<void>;
}

export type CardFlowOutcome =
  | { readonly kind: 'paid'; readonly intentId: string; readonly paymentMethodId: string }
  | {
      readonly kind: 'failed';
      /** The notice: the server's message, the provider's, or the spec's texts. */
      readonly message: string;
      /** Messages for the fields they belong to (PAY-011); the card's own under the card (PAY-016). */
      readonly fieldErrors: Readonly<Record<string, string>>;
      /** The intent the server made, kept for the next try (PAY-008 updates it). */
      readonly intentId: string | undefined;
      /** Where the message belongs: the card field (provider errors) or the form. */
      readonly onCard: boolean;
    };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type UpdateResult =
  | { kind: 'intent'; intentId: string; secret: string }
  | { kind: 'refused'; message: string; fieldErrors: Record<string, string> }
  | { kind: 'error'; message: string };

/** PAY-009…PAY-013: the update's answer read field by field, never trusted whole. */
async function postAmountUpdate(
  deps: CardFlowDeps,
  paymentMethodId: string,
): Promise<UpdateResult> {
  const body = deps.body();
  body.set('action', PAYMENT_ACTIONS.updateAmount);
  body.set(PAYMENT_INPUTS.intentId, deps.previousIntentId ?? '');
  body.set(PAYMENT_INPUTS.paymentMethod, paymentMethodId);
  if (deps.receiptEmail !== undefined) body.set(RECEIPT_EMAIL_INPUT, deps.receiptEmail);
  let response: Response;
  try {
    response = await (deps.fetch ?? fetch)(deps.endpoint, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    return { kind: 'error', message: deps.genericError };
  }
  if (response.status === 400) return { kind: 'error', message: deps.uploadError }; // PAY-012
  if (!response.ok) return { kind: 'error', message: deps.genericError }; // PAY-013
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    return { kind: 'error', message: deps.genericError };
  }
  const data = isRecord(answer) && isRecord(answer.data) ? answer.data : {};
  if (isRecord(answer) && answer.success === false) {
    const fieldErrors: Record<string, string> = {};
    for (const map of Array.isArray(data.errors) ? data.errors : []) {
      if (!isRecord(map)) continue;
      for (const [field, message] of Object.entries(map)) {
        if (typeof message === 'string') fieldErrors[field] = message;
      }
    }
    const message =
      typeof data.message === 'string' && data.message !== '' ? data.message : deps.genericError;
    return { kind: 'refused', message, fieldErrors };
  }
  const intentId = typeof data.paymentid === 'string' ? data.paymentid : '';
  const secret = typeof data.paymentsecret === 'string' ? data.paymentsecret : '';
  // PAY-010: no id (or no secret to confirm it with) is no intent.
  if (intentId === '' || secret === '')
    return { kind: 'error', message: PAYMENT_TEXTS.invalidIntent };
  return { kind: 'intent', intentId, secret };
}

/**
 * PAY-014, PAY-015: confirms the intent with its secret (the provider runs 3-D Secure); when the
 * intent still asks for an action, reads it back and handles the card action.
 */
async function confirmIntent(
  client: CardClient,
  secret: string,
  paymentMethodId: string,
): Promise<{ ok: true; intent: CardIntentView } | { ok: false; message: string }> {
  const confirmed = await client.confirmCardPayment(secret, paymentMethodId);
  if (!confirmed.ok) return confirmed;
  if (!ACTION_STATUSES.has(confirmed.value.status)) return { ok: true, intent: confirmed.value };
  const retrieved = await client.retrievePaymentIntent(secret);
  if (!retrieved.ok) return retrieved;
  if (!ACTION_STATUSES.has(retrieved.value.status)) return { ok: true, intent: retrieved.value };
  const handled = await client.handleCardAction(secret);
  return handled.ok ? { ok: true, intent: handled.value } : handled;
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * PAY-006: a card payment, in the spec's order: validate the card and create the payment method;
 * post the amount update; write the intent id and method into the hidden inputs; confirm (3-D
 * Secure, PAY-014/PAY-015); then, after PAY-007's 200 ms, resolve `paid` so the caller submits.
 * Never throws: every failure is an outcome with the text to show.
 */
export async function runCardPayment(deps: CardFlowDeps): Promise<CardFlowOutcome> {
  const failed = (
    message: string,
    options: { fieldErrors?: Record<string, string>; intentId?: string; onCard?: boolean } = {},
  ): CardFlowOutcome => ({
    kind: 'failed',
    message,
    fieldErrors: options.fieldErrors ?? {},
    intentId: options.intentId ?? deps.previousIntentId,
    onCard: options.onCard ?? false,
  });
  deps.status(PAYMENT_TEXTS.processing);
  try {
    // Steps 1 and 2: the provider checks the card and makes the payment method (PAY-016 inline).
    const method = await deps.client.createPaymentMethod(deps.billing);
    if (!method.ok) return failed(method.message, { onCard: true });
    // Step 3.
    const update = await postAmountUpdate(deps, method.value.id);
    if (update.kind === 'error') return failed(update.message);
    if (update.kind === 'refused') {
      deps.resetInvisibleCaptchas(); // PAY-011
      return failed(update.message, { fieldErrors: update.fieldErrors });
    }
    // Step 4.
    deps.writeHidden(PAYMENT_INPUTS.intentId, update.intentId);
    deps.writeHidden(PAYMENT_INPUTS.paymentMethod, method.value.id);
    const confirmed = await confirmIntent(deps.client, update.secret, method.value.id);
    if (!confirmed.ok || !PAID_STATUSES.has(confirmed.intent.status)) {
      deps.status(PAYMENT_TEXTS.failed);
      const message = confirmed.ok ? PAYMENT_TEXTS.failed : confirmed.message;
      return failed(message, { intentId: update.intentId, onCard: true });
    }
    deps.status(PAYMENT_TEXTS.confirmed);
    // Step 5, PAY-007: the pre-submit callback after 200 ms.
    await (deps.wait ?? defaultWait)(PRE_SUBMIT_DELAY_MS);
    return { kind: 'paid', intentId: update.intentId, paymentMethodId: method.value.id };
  } catch {
    deps.status(PAYMENT_TEXTS.failed);
    return failed(PAYMENT_TEXTS.failed, { onCard: true });
  }
}
