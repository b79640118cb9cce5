/**
 * Issue 17: the checkout's card and PayPal calls on the shop endpoint, named once for the page
 * and the server. Their answers follow PAY-009's shape (`success`, `data`).
 */
export const CHECKOUT_PAYMENT_ACTIONS = {
  /** The checkout form → a reserved order and its payment (card intent or PayPal order). */
  prepare: 'checkout_prepare_payment',
  /** The browser finished paying → the order-received address. */
  complete: 'checkout_complete_payment',
  /** The buyer gave up (PayPal cancel, a declined card): the reservation goes at once. */
  release: 'checkout_release_payment',
} as const;

export type PreparePaymentAnswer =
  | {
      success: true;
      data:
        | { order_id: number; paymentid: string; paymentsecret: string }
        | { order_id: number; wallet_order_id: string };
    }
  | { success: false; data: { message: string; errors: Record<string, string>[] } };

export type CompletePaymentAnswer =
  | { success: true; data: { redirect: string } }
  | { success: false; data: { message: string; released: boolean } };

/** The confirmation page of an order, for the holder of its key. */
export const orderReceivedAddress = (orderId: number, orderKey: string) =>
  `/checkout/order-received/${orderId}/?key=${encodeURIComponent(orderKey)}`;
