import { z } from 'zod';
import { GatewayError, type WalletGateway, type WalletOrder } from './payment-gateway';
import type { PaypalClient, PaypalOrder } from './paypal-client';

/** Currencies PayPal takes without decimals (its currency codes reference). */
const ZERO_DECIMAL = new Set(['HUF', 'JPY', 'TWD']);

/** Minor units as PayPal's decimal string ("12.30", or "1230" for yen). */
export function paypalValue(amountCents: number, currency: string): string {
  if (ZERO_DECIMAL.has(currency.toUpperCase())) return String(amountCents);
  return `${Math.trunc(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
}

/** PayPal's decimal string back in minor units; NaN when it is not one. */
export function centsOfPaypalValue(value: string, currency: string): number {
  const zero = ZERO_DECIMAL.has(currency.toUpperCase());
  const match = (zero ? /^(\d+)$/ : /^(\d+)(?:\.(\d{1,2}))?$/).exec(value);
  if (!match) return Number.NaN;
  const whole = Number(match[1]);
  return zero ? whole : whole * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/**
 * PP-010: what of the form's `application_context` and `payer` reaches PayPal: known keys with
 * bounded strings; anything else is dropped rather than forwarded.
 */
const applicationContextSchema = z
  .object({
    brand_name: z.string().max(127).optional(),
    locale: z.string().max(10).optional(),
    landing_page: z.enum(['LOGIN', 'BILLING', 'NO_PREFERENCE']).optional(),
    shipping_preference: z
      .enum(['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS'])
      .optional(),
    user_action: z.enum(['CONTINUE', 'PAY_NOW']).optional(),
    return_url: z.url().max(2000).optional(),
    cancel_url: z.url().max(2000).optional(),
  })
  .strip();
const payerSchema = z
  .object({
    email_address: z.email().max(254).optional(),
    name: z
      .object({
        given_name: z.string().max(140).optional(),
        surname: z.string().max(140).optional(),
      })
      .strip()
      .optional(),
  })
  .strip();

function walletOrderOf(order: PaypalOrder): WalletOrder {
  const unit = order.purchase_units[0];
  const currency = unit?.amount?.currency_code ?? '';
  const capture = unit?.payments?.captures?.find((candidate) => candidate.status === 'COMPLETED');
  return {
    id: order.id,
    status: order.status,
    amountCents: unit?.amount ? centsOfPaypalValue(unit.amount.value, currency) : Number.NaN,
    currency,
    customId: unit?.custom_id ?? null,
    captureRef: capture?.id ?? null,
  };
}

/**
 * Issue 17 (ADR 0019): the wallet gateway over PayPal Orders v2 (intent CAPTURE, one purchase
 * unit carrying our payment id as `custom_id`). Create and capture carry the payments service's
 * idempotency key as `PayPal-Request-Id`, so a retried call cannot create or capture twice.
 */
export function paypalGateway(client: PaypalClient): WalletGateway {
  return {
    provider: 'paypal',

    async createOrder(input) {
      const context = applicationContextSchema.safeParse(input.applicationContext ?? {});
      const payer = payerSchema.safeParse(input.payer ?? {});
      const order = await client.createOrder(
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              custom_id: input.customId,
              description: input.description.slice(0, 127),
              amount: {
                currency_code: input.currency.toUpperCase(),
                value: paypalValue(input.amountCents, input.currency),
              },
            },
          ],
          ...(context.success && Object.keys(context.data).length > 0
            ? { application_context: context.data }
            : {}),
          ...(payer.success && Object.keys(payer.data).length > 0 ? { payer: payer.data } : {}),
        },
        input.idempotencyKey,
      );
      return walletOrderOf(order);
    },

    async getOrder(id) {
      return walletOrderOf(await client.getOrder(id));
    },

    async captureOrder(id, idempotencyKey) {
      try {
        return walletOrderOf(await client.captureOrder(id, idempotencyKey));
      } catch (error) {
        // Captured already (by a racing call with another key): answer the order as it is.
        if (error instanceof GatewayError && error.code === 'ORDER_ALREADY_CAPTURED') {
          return walletOrderOf(await client.getOrder(id));
        }
        throw error;
      }
    },

    async refundCapture(input) {
      return client.refundCapture(
        input.captureId,
        {
          amount: {
            currency_code: input.currency.toUpperCase(),
            value: paypalValue(input.amountCents, input.currency),
          },
        },
        input.idempotencyKey,
      );
    },
  };
}
