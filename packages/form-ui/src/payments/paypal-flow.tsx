import { PAYMENT_ACTIONS } from '@atelier/form-engine/payments/payment-wire';

/** PP-010: what the create-order call needs besides the form itself. */
export interface PaypalOrderInput {
  readonly endpoint: string;
  readonly fetch?: typeof fetch;
  readonly nonce: string;
  readonly formId: number;
  readonly mode: 'sandbox' | 'live';
  /** The amount the button shows: "702.00", with its currency (PP-010's purchase unit). */
  readonly value: string;
  readonly currency: string;
  /** PP-007: `enable` asks PayPal for a shipping address; `disable` (the default) does not. */
  readonly shippingAddress: 'enable' | 'disable';
  readonly payer: Record<string, unknown> | undefined;
  /** The form's fields (the runtime's FormData), serialised as the original's `form_fields`. */
  readonly fields: FormData;
  /** The text shown when the call fails without a message of its own (cform.error). */
  readonly genericError: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `a=1&b=2`, as jQuery's serialize gives a form (files are not part of a PayPal order). */
export function serialiseFields(fields: FormData): string {
  const pairs = new URLSearchParams();
  for (const [name, value] of fields) if (typeof value === 'string') pairs.append(name, value);
  return pairs.toString();
}

/**
 * PP-010, PP-011: creates the PayPal order on the server, which recomputes the amount from the
 * fields and refuses another. Resolves the order id; rejects with an Error whose message is the
 * server's (the gateway's) text, which the caller shows (PP-014).
 */
export async function createPaypalOrder(input: PaypalOrderInput): Promise<string> {
  const url = `${input.endpoint}?action=${encodeURIComponent(PAYMENT_ACTIONS.paypalCreateOrder)}`;
  const body = {
    action: PAYMENT_ACTIONS.paypalCreateOrder,
    nonce: input.nonce,
    form_id: input.formId,
    mode: input.mode,
    form_data: {
      purchase_units: [{ amount: { currency_code: input.currency, value: input.value } }],
      application_context: {
        shipping_preference: input.shippingAddress === 'enable' ? 'GET_FROM_FILE' : 'NO_SHIPPING',
      },
      ...(input.payer === undefined ? {} : { payer: input.payer }),
    },
    form_fields: serialiseFields(input.fields),
  };
  let response: Response;
  try {
    response = await (input.fetch ?? fetch)(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(input.genericError);
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new Error(`${input.genericError} (${response.status})`);
  }
  if (isRecord(answer) && answer.success === true && isRecord(answer.data)) {
    const orderId = answer.data.order_id;
    if (typeof orderId === 'string' && orderId !== '') return orderId;
  }
  if (isRecord(answer) && typeof answer.data === 'string' && answer.data !== '') {
    throw new Error(answer.data);
  }
  // An API error (a refused nonce, a bad body) carries its message in `data`, beside a code.
  const data = isRecord(answer) && isRecord(answer.data) ? answer.data : undefined;
  if (typeof data?.message === 'string' && data.message !== '') throw new Error(data.message);
  throw new Error(input.genericError);
}
