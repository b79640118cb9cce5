import { randomBytes } from 'node:crypto';
import { checkoutRequestSchema } from '@atelier/contracts/checkout';
import type { Database } from '@atelier/db/connection';
import { OrderRejected, orderRepository } from '@atelier/db/repositories/orders';
import { validatePassword } from '@atelier/form-engine/validation/password';
import { sanitizeAttribution } from '@atelier/shop/attribution';
import { cartTotals } from '@atelier/shop/cart';
import { formatMoney, STORE_CURRENCY } from '@atelier/shop/money';
import { BILLING_FIELDS, validateBilling } from '~/features/shop/billing-fields';
import { hashPassword } from '../platform/security/passwords';
import { toCartLine } from './cart-service';

export type CheckoutOutcome =
  | { ok: true; orderId: number; orderKey: string }
  | { ok: false; message: string; errors: Record<string, string> };

/**
 * A way to pay, as the checkout needs it. The payments room implements it; the composition root
 * (`site-services.ts`) hands the methods in, so the shop never imports the payments room.
 */
export interface CheckoutPaymentMethod {
  id: string;
  title: string;
  description: string;
  /** on-hold until money arrives; processing when paid, or settled in person at collection. */
  initialStatus: 'on-hold' | 'processing';
  /** What the buyer must do next, shown on the confirmation page. */
  instructions(order: { number: string; totalLabel: string }): string[];
}

/** The number buyers see and quote; stable, derived from the order id. */
export const orderNumber = (id: number) => `AT-${String(10_000 + id)}`;

const ATTRIBUTION_PREFIX = 'wc_order_attribution_';
const billingNames = new Set(BILLING_FIELDS.map((field) => field.name));

/**
 * Places an order from the checkout form. Everything the browser checked inline is checked
 * again here; prices, stock and totals come from the database inside the order transaction.
 */
export function checkoutService(
  db: Database,
  options: {
    paymentMethods: readonly CheckoutPaymentMethod[];
    /**
     * Told of every placed order: the composition root queues its mail from here. It never
     * throws, so the buyer's order never depends on mail.
     */
    onOrderPlaced?: (order: { orderId: number; orderKey: string }) => Promise<void>;
  },
) {
  const orders = orderRepository(db);
  const { paymentMethods } = options;
  const paymentMethodById = (id: string) => paymentMethods.find((method) => method.id === id);

  return {
    async placeOrder(
      sessionId: string,
      form: Readonly<Record<string, string>>,
    ): Promise<CheckoutOutcome> {
      const errors: Record<string, string> = await validateBilling(form);
      const parsed = checkoutRequestSchema.safeParse(form);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? 'form');
          if (!billingNames.has(field)) errors[field] ??= issue.message;
        }
      }
      const method = paymentMethodById(form.payment_method ?? '');
      if (!method) errors.payment_method ??= 'Please choose a payment method.';

      const wantsAccount = form.createaccount === '1';
      if (wantsAccount) {
        const weak = validatePassword(form.account_password ?? '', {});
        if (!form.account_password)
          errors.account_password = 'Please choose a password for your account.';
        else if (weak) errors.account_password = weak;
        if (form.billing_email && (await orders.customerExists(form.billing_email))) {
          errors.billing_email =
            'An account is already registered with this email address. Use another address, or order without creating an account.';
        }
      }

      if (!parsed.success || !method || Object.keys(errors).length > 0) {
        return {
          ok: false,
          message: 'Please correct the errors before placing your order.',
          errors,
        };
      }
      const request = parsed.data;
      const attribution = sanitizeAttribution(
        Object.fromEntries(
          Object.entries(form)
            .filter(([key]) => key.startsWith(ATTRIBUTION_PREFIX))
            .map(([key, value]) => [key.slice(ATTRIBUTION_PREFIX.length), value]),
        ),
      );

      try {
        const placed = await orders.place({
          sessionId,
          orderKey: `order_${randomBytes(18).toString('base64url')}`,
          email: request.billing_email.trim(),
          billing: {
            firstName: request.billing_first_name,
            lastName: request.billing_last_name,
            company: request.billing_company,
            country: request.billing_country,
            address1: request.billing_address_1,
            address2: request.billing_address_2,
            city: request.billing_city,
            postcode: request.billing_postcode,
            phone: request.billing_phone,
            email: request.billing_email.trim(),
          },
          paymentMethod: method.id,
          status: method.initialStatus,
          currency: STORE_CURRENCY,
          customerNote: request.order_comments,
          attribution: { ...attribution },
          account: wantsAccount
            ? { passwordHash: await hashPassword(request.account_password) }
            : undefined,
          price: (lines) => {
            const totals = cartTotals(lines.map(toCartLine));
            return {
              subtotalCents: totals.subtotalCents,
              shippingCents: totals.shippingCents,
              totalCents: totals.totalCents,
            };
          },
        });
        await options.onOrderPlaced?.({ orderId: placed.id, orderKey: placed.orderKey });
        return { ok: true, orderId: placed.id, orderKey: placed.orderKey };
      } catch (error) {
        if (error instanceof OrderRejected)
          return { ok: false, message: error.message, errors: {} };
        throw error;
      }
    },

    /** What the checkout offers, as the page shows it. */
    paymentMethods() {
      return paymentMethods.map(({ id, title, description }) => ({ id, title, description }));
    },

    /** The confirmation of an order, for the holder of its key only. */
    async confirmation(id: number, orderKey: string) {
      const order = await orders.byKey(id, orderKey);
      if (!order) return undefined;
      const method = paymentMethodById(order.paymentMethod);
      const number = orderNumber(order.id);
      return {
        ...order,
        number,
        paymentTitle: method?.title ?? order.paymentMethod,
        instructions:
          method?.instructions({
            number,
            totalLabel: formatMoney(order.totalCents, order.currency),
          }) ?? [],
      };
    },
  };
}

export type CheckoutService = ReturnType<typeof checkoutService>;
