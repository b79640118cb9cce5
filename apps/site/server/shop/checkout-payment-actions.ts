import { databaseId } from '@atelier/contracts/ids';
import { z } from 'zod';
import { cartCookieHeader } from '~/features/shop/cart-cookie';
import {
  CHECKOUT_PAYMENT_ACTIONS,
  orderReceivedAddress,
} from '~/features/shop/checkout-payment-wire';
import { defineAjaxAction, type AjaxContext } from '../platform/http/ajax-endpoint';
import { NONCE_ACTIONS } from '../platform/security/nonces';
import type { CheckoutService } from './checkout-service';

/** A checkout field as the browser posts it: text, never a list or an object. */
const fieldValue = z.string().max(2000, 'A field is too long.');

/**
 * The checkout form, as the page's card and PayPal steps post it. The fields are checked by the
 * checkout service as the native post's are; the names the service does not know are ignored
 * (an `amount` among them: the amount is always the database's).
 */
const prepareInput = z
  .object({
    payment_method_id: z.string().max(200).optional(),
  })
  .catchall(fieldValue);

const completeInput = z.object({
  order_id: databaseId,
  /** The card intent the browser confirmed. */
  paymentid: z.string().min(1).max(200).optional(),
  /** The PayPal order the buyer approved. */
  wallet_order_id: z.string().min(1).max(200).optional(),
});

const releaseInput = z.object({ order_id: databaseId });

/** PAY-009's list of single-field maps. */
const errorList = (errors: Record<string, string>) =>
  Object.entries(errors).map(([field, message]) => ({ [field]: message }));

/**
 * Issue 17: the checkout's card and PayPal calls on the shop endpoint, each with the page's
 * ajax nonce in `_wpnonce` (the checkout form's own hidden field). A call of a visitor without
 * a session has no cart and no order: it is answered as such without writing anything.
 */
export function checkoutPaymentActions(
  checkout: CheckoutService,
  options: {
    secureCookies: boolean;
    /** The signed-in buyer of the request (the composition root reads the account session). */
    buyerOf?: (context: AjaxContext) => Promise<{ customerId: number } | undefined>;
  },
) {
  const guard = { nonce: NONCE_ACTIONS.ajax, field: '_wpnonce' };
  return [
    defineAjaxAction({
      action: CHECKOUT_PAYMENT_ACTIONS.prepare,
      guard,
      input: prepareInput,
      async handle(input, context) {
        const sessionId = context.session.existingId;
        if (sessionId === undefined) {
          return {
            json: {
              success: false,
              data: { message: 'Your cart is empty, so there is nothing to pay for.', errors: [] },
            },
          };
        }
        const {
          payment_method_id: paymentMethodId,
          _wpnonce: _nonce,
          action: _action,
          ...form
        } = input;
        const buyer = await options.buyerOf?.(context);
        const outcome = await checkout.preparePayment(sessionId, form, buyer, { paymentMethodId });
        if (!outcome.ok) {
          return {
            json: {
              success: false,
              data: { message: outcome.message, errors: errorList(outcome.errors) },
            },
          };
        }
        return {
          json: {
            success: true,
            data:
              outcome.payment.kind === 'card'
                ? {
                    order_id: outcome.orderId,
                    paymentid: outcome.payment.intentId,
                    paymentsecret: outcome.payment.clientSecret,
                  }
                : { order_id: outcome.orderId, wallet_order_id: outcome.payment.walletOrderId },
          },
        };
      },
    }),
    defineAjaxAction({
      action: CHECKOUT_PAYMENT_ACTIONS.complete,
      guard,
      input: completeInput,
      async handle(input, { session, reply }) {
        const sessionId = session.existingId;
        const outcome =
          sessionId === undefined
            ? ({ ok: false, message: 'That order is not yours to pay.', released: false } as const)
            : await checkout.completePayment(sessionId, {
                orderId: input.order_id,
                intentId: input.paymentid,
                walletOrderId: input.wallet_order_id,
              });
        if (!outcome.ok) {
          return {
            json: {
              success: false,
              data: { message: outcome.message, released: outcome.released },
            },
          };
        }
        // The order took the cart: the header's shadow of it goes too (cart-cookie.ts).
        reply.header(
          'set-cookie',
          cartCookieHeader({ itemCount: 0, hash: '' }, { secure: options.secureCookies }),
        );
        return {
          json: {
            success: true,
            data: { redirect: orderReceivedAddress(outcome.orderId, outcome.orderKey) },
          },
        };
      },
    }),
    defineAjaxAction({
      action: CHECKOUT_PAYMENT_ACTIONS.release,
      guard,
      input: releaseInput,
      async handle(input, { session }) {
        const sessionId = session.existingId;
        const released =
          sessionId !== undefined && (await checkout.cancelPayment(sessionId, input.order_id));
        return { json: { success: true, data: { released } } };
      },
    }),
  ];
}
