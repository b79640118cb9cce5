import { roundHalfAwayFromZero } from '../decimal/rounding';
import type { FormDefinition } from '../schema/definition';
import type { FieldDefinition } from '../schema/fields';
import type { FormState } from '../state/form-state';
import { numbersOf, selectNumber } from '../state/formula-values';

/**
 * Issue 17 (PAY-001, PP-003): where a form's payment takes its amount. A card field carries its
 * own amount settings; the PayPal field reads `settings.paypal_config` (PP-002, PP-003).
 */
export interface PaymentSource {
  readonly method: 'card' | 'paypal';
  /** The card or PayPal field's id. */
  readonly fieldId: string;
  /** ISO 4217, upper case. */
  readonly currency: string;
  readonly amountType: 'fixed' | 'variable';
  /** The fixed amount, in the currency's main unit (12.5 is 12.50). */
  readonly amount: number;
  /** With a variable amount: the field that supplies it (a calculation, number, currency…). */
  readonly variable: string | undefined;
}

/**
 * Currencies without minor units (Stripe's list): an amount in them is sent as is, and what we
 * call "cents" is the whole unit. Every other currency has two decimals here.
 */
const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/**
 * The largest amount a form may ask: 999,999.99 in the main unit (Stripe's own limit for most
 * currencies is 999,999.99). A formula that yields more is a mistake, not a price.
 */
export const MAX_PAYMENT_CENTS = 99_999_999;

export function minorUnitsOf(currency: string): 0 | 2 {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
}

/** The payment fields of a form, in display order: each card field, then the PayPal field. */
export function paymentSourcesOf(definition: FormDefinition): PaymentSource[] {
  const sources: PaymentSource[] = [];
  const paypal = definition.settings.paypal_config;
  for (const field of definition.fields) {
    if (field.type === 'stripe') {
      sources.push({
        method: 'card',
        fieldId: field.id,
        currency: field.currency.toUpperCase(),
        amountType: field.amount_type,
        amount: field.amount,
        variable: field.variable,
      });
    } else if (field.type === 'paypal') {
      sources.push({
        method: 'paypal',
        fieldId: field.id,
        currency: (paypal?.currency ?? 'USD').toUpperCase(),
        amountType: paypal?.amount_type ?? 'fixed',
        amount: paypal?.amount ?? 0,
        variable: paypal?.variable,
      });
    }
  }
  return sources;
}

/** The form's payment source of one method, when it has that field. */
export function paymentSourceOf(
  definition: FormDefinition,
  method: PaymentSource['method'],
): PaymentSource | undefined {
  return paymentSourcesOf(definition).find((source) => source.method === method);
}

/** Whether the form takes money at all (a card or PayPal field). */
export function takesPayment(definition: FormDefinition): boolean {
  return definition.fields.some((field) => field.type === 'stripe' || field.type === 'paypal');
}

function choiceCalculationsOf(field: FieldDefinition): ReadonlyMap<string, number> | null {
  if (field.type !== 'radio' && field.type !== 'checkbox' && field.type !== 'select') return null;
  return new Map(field.options.map((option) => [option.value, option.calculation]));
}

/**
 * The number the variable field stands for, as a formula would read it (CALC-003, DEC-02): a
 * calculation's rounded result, a typed number, the sum of chosen options' calculation values.
 * A hidden source counts as nothing (CALC-005: zero; a `neutral` hidden field has no value of
 * its own either), so a hidden deposit asks no money and the payment is refused as not above 0.
 */
function variableValue(state: FormState, fieldId: string): number {
  const field = state.definition.fields.find((candidate) => candidate.id === fieldId);
  if (field === undefined || !state.isVisible(fieldId)) return 0;
  if (field.type === 'calculation') return state.calculation(fieldId)?.value ?? 0;
  return selectNumber(numbersOf(state.value(fieldId), choiceCalculationsOf(field)), 'value');
}

export type PaymentAmount =
  | {
      readonly ok: true;
      /** Integer minor units (cents), as providers take them. */
      readonly amountCents: number;
      /** The same amount in the main unit, rounded to the currency's decimals. */
      readonly amount: number;
      readonly currency: string;
    }
  | {
      readonly ok: false;
      readonly reason: 'not-positive' | 'too-large';
      /** The amount that was computed (0 for an unreadable one), for the message. */
      readonly amount: number;
      readonly currency: string;
    };

/**
 * PAY-001, PP-003, PP-009: the amount a payment field asks of this form's values: the fixed
 * amount, or the variable field's value after conditions, rounded half away from zero to the
 * currency's decimals. Not above 0, or above {@link MAX_PAYMENT_CENTS}, is refused. Browser and
 * server run this same function, so the button's amount and the charged amount never differ.
 */
export function paymentAmountOf(state: FormState, source: PaymentSource): PaymentAmount {
  const raw =
    source.amountType === 'fixed'
      ? source.amount
      : source.variable === undefined
        ? 0
        : variableValue(state, source.variable);
  const decimals = minorUnitsOf(source.currency);
  const amount = Number.isFinite(raw) ? roundHalfAwayFromZero(raw, decimals) : 0;
  const currency = source.currency;
  if (!(amount > 0)) return { ok: false, reason: 'not-positive', amount, currency };
  const amountCents = Math.round(amount * 10 ** decimals);
  if (amountCents > MAX_PAYMENT_CENTS) return { ok: false, reason: 'too-large', amount, currency };
  return { ok: true, amountCents, amount, currency };
}

/** PP-009: why the PayPal data is not valid, or `null` when it is. */
export type PaymentDataProblem = 'amount' | 'ssl' | null;

/**
 * PP-009: the payment data is valid only when the amount is above 0 and, when the form requires
 * SSL (`payment_require_ssl`), the page is on https. The message to show is the form's general
 * message for the problem (`paypal_require_amount_error`, `payment_require_ssl_error`).
 */
export function paymentDataProblem(
  definition: FormDefinition,
  amount: PaymentAmount,
  pageProtocol: string,
): PaymentDataProblem {
  if (definition.settings.payment_require_ssl && pageProtocol !== 'https:') return 'ssl';
  return amount.ok ? null : 'amount';
}

/** The message for a {@link PaymentDataProblem}, in the form's own words. */
export function paymentDataMessage(
  definition: FormDefinition,
  problem: Exclude<PaymentDataProblem, null>,
  amount?: PaymentAmount,
): string {
  const messages = definition.settings.general_messages;
  if (problem === 'ssl') return messages.payment_require_ssl_error;
  if (amount && !amount.ok && amount.reason === 'too-large') {
    return `The amount to pay (${amount.amount} ${amount.currency}) is more than a form can take.`;
  }
  return messages.paypal_require_amount_error;
}
