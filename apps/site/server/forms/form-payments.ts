import { databaseCount, databaseId } from '@atelier/contracts/ids';
import { FORM_NONCE_FIELD } from '@atelier/contracts/forms';
import type { Clock } from '@atelier/form-engine/conditions/clock';
import {
  minorUnitsOf,
  paymentAmountOf,
  paymentDataMessage,
  type PaymentAmount,
  type PaymentSource,
} from '@atelier/form-engine/payments/payment-amount';
import { PAYMENT_ACTIONS, PAYMENT_INPUTS } from '@atelier/form-engine/payments/payment-wire';
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import { holdsVisitorValue } from '@atelier/form-engine/schema/field-id';
import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import { createFormState } from '@atelier/form-engine/state/form-state';
import { z } from 'zod';
import type { PaymentsPort } from '../platform/payments-port';
import type { SubmittingVisitor } from './loaded-form';

/**
 * Issue 17: what the forms room uses of the payments service; the composition root hands the
 * real service in (site-services.ts), as the forms room never imports `server/payments`.
 */
export type FormPayments = Pick<
  PaymentsPort,
  | 'publicConfig'
  | 'prepareCard'
  | 'completeCard'
  | 'createWalletOrder'
  | 'completeWallet'
  | 'attachEntry'
>;

/** A form's submit when no payments service was handed in (a script, a test of other things). */
export const PAYMENTS_OFF_MESSAGE =
  'This form takes a payment, and payments are not set up on this site yet. Please write to us instead.';

/** A paid form's submit that carries no payment: the card or PayPal step never ran. */
export const PAYMENT_MISSING_MESSAGE =
  'This form takes a payment, which needs JavaScript in your browser. Please turn JavaScript on, then pay and send the form again; nothing was charged.';

/** PP-010: a create-order call whose amount is not what the form's values ask (tampered). */
export const AMOUNT_MISMATCH_MESSAGE =
  'The amount sent does not match what this form asks for its answers. Please reload the page and try again; nothing was charged.';

const shortText = z.string().trim().min(1).max(255);

/**
 * PAY-008: `forminator_update_payment_amount`. Beside these keys the body holds the form's own
 * fields by id, checked against the stored definition as a submit's are.
 */
export const paymentAmountRequestSchema = z
  .object({
    action: z.literal(PAYMENT_ACTIONS.updateAmount),
    form_id: databaseId,
    page_id: databaseCount.optional(),
    render_id: databaseCount.default(0),
    [FORM_NONCE_FIELD]: z.string({ error: 'is missing' }),
    /** The intent made by an earlier try of this visit, to update instead of making another. */
    [PAYMENT_INPUTS.intentId]: z.string().trim().max(255).optional(),
    [PAYMENT_INPUTS.paymentMethod]: shortText,
    receipt_email: z.string().trim().max(254).optional(),
  })
  .catchall(z.unknown());
export type PaymentAmountRequest = z.infer<typeof paymentAmountRequestSchema>;

/** The request's own keys, which are not form fields. */
export const PAYMENT_AMOUNT_REQUEST_KEYS: readonly string[] = Object.keys(
  paymentAmountRequestSchema.shape,
);

const amountValue = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount like 12.50'));

/** PP-010: `forminator_pp_create_order`, a JSON body (the action comes in the query string). */
export const paypalCreateOrderRequestSchema = z.object({
  action: z.literal(PAYMENT_ACTIONS.paypalCreateOrder),
  nonce: z.string({ error: 'is missing' }),
  form_id: databaseId,
  mode: z.enum(['sandbox', 'live']).optional(),
  form_data: z.object({
    purchase_units: z
      .array(
        z.object({
          amount: z.object({ currency_code: z.string().trim().max(8), value: amountValue }),
          description: z.string().max(127).optional(),
        }),
      )
      .min(1)
      .max(1, 'must hold one purchase unit: a form asks one amount'),
    application_context: z.record(z.string(), z.unknown()).optional(),
    payer: z.record(z.string(), z.unknown()).optional(),
  }),
  /** The serialised form: `a=1&b=2` as jQuery's serialize gives it, or its list of pairs. */
  form_fields: z.union([
    z.string().max(200_000),
    z.array(z.object({ name: z.string().max(255), value: z.string().max(100_000) })).max(10_000),
    z.record(z.string(), z.unknown()),
  ]),
});
export type PaypalCreateOrderRequest = z.infer<typeof paypalCreateOrderRequestSchema>;

/** The serialised form as a form body reads (a repeated name becomes a list). */
export function serialisedFormBody(
  serialised: PaypalCreateOrderRequest['form_fields'],
): Record<string, unknown> {
  if (!Array.isArray(serialised) && typeof serialised === 'object') return serialised;
  const pairs: [string, string][] =
    typeof serialised === 'string'
      ? [...new URLSearchParams(serialised)]
      : serialised.map(({ name, value }) => [name, value]);
  const body: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of pairs) {
    const existing = body[name];
    body[name] =
      existing === undefined
        ? value
        : Array.isArray(existing)
          ? [...(existing as unknown[]), value]
          : [existing, value];
  }
  return { ...body };
}

/** A checked submission's values as the form state takes them: every hidden field emptied. */
function stateValues(
  definition: FormDefinition,
  values: Readonly<Record<string, FieldValue>>,
): Record<string, FieldValue> {
  const all: Record<string, FieldValue> = {};
  for (const field of definition.fields) {
    if (holdsVisitorValue(field.type)) all[field.id] = null;
  }
  return { ...all, ...values };
}

/**
 * The amount the payment field asks of a checked submission, recomputed on the server from the
 * stored definition and the visible values (the browser's figure is never used).
 */
export function submittedAmount(
  definition: FormDefinition,
  source: PaymentSource,
  values: Readonly<Record<string, FieldValue>>,
  clock: Clock,
): PaymentAmount {
  const state = createFormState(definition, stateValues(definition, values), clock);
  return paymentAmountOf(state, source);
}

/** Why the amount cannot be paid, in the form's words (PP-009). */
export function amountRefusal(definition: FormDefinition, amount: PaymentAmount): string {
  return paymentDataMessage(definition, 'amount', amount);
}

/** The PayPal value of an amount: "300.30" (or "1500" in a zero-decimal currency). */
export function walletValue(amount: { amountCents: number; currency: string }): string {
  const decimals = minorUnitsOf(amount.currency);
  return (amount.amountCents / 10 ** decimals).toFixed(decimals);
}

/** How an entry records its payment, read by the entry list and the form's mail. */
export function paymentSummary(
  method: PaymentSource['method'],
  amount: { amountCents: number; currency: string },
  reference: string,
): string {
  const how = method === 'card' ? 'by card' : 'with PayPal';
  return `${walletValue(amount)} ${amount.currency} paid ${how}, reference ${reference}`;
}

/**
 * What a payment's purpose keeps of a checked submission, so a webhook can store the entry when
 * the buyer's browser went away after paying (the values, never a captcha token).
 */
export interface PaidFormSnapshot {
  readonly version: 1;
  readonly method: PaymentSource['method'];
  readonly values: Record<string, FieldValue>;
  readonly calculations: Record<string, number>;
  readonly visitor: SubmittingVisitor;
  readonly amountCents: number;
  readonly currency: string;
}

const snapshotSchema = z.object({
  version: z.literal(1),
  method: z.enum(['card', 'paypal']),
  values: z.record(z.string(), z.unknown()),
  calculations: z.record(z.string(), z.number()),
  visitor: z.object({ sessionId: z.string(), ipHash: z.string(), userAgent: z.string() }),
  amountCents: z.number().int().positive(),
  currency: z.string(),
});

/** Reads a snapshot back from the payment row; `undefined` for one this code did not write. */
export function readPaidFormSnapshot(snapshot: unknown): PaidFormSnapshot | undefined {
  const parsed = snapshotSchema.safeParse(snapshot);
  return parsed.success ? (parsed.data as PaidFormSnapshot) : undefined;
}
