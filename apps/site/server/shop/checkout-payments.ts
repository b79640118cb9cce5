import type { PaymentsPort } from '../platform/payments-port';

/**
 * Issue 17: the part of the payments service the checkout uses. The payments room builds the
 * service; the composition root (`site-services.ts`) hands it in, so the shop never imports the
 * payments room.
 */
export type CheckoutPayments = Pick<
  PaymentsPort,
  | 'publicConfig'
  | 'prepareCard'
  | 'completeCard'
  | 'createWalletOrder'
  | 'completeWallet'
  | 'abandon'
  | 'refundOrder'
  | 'paymentOfOrder'
>;

/** How a checkout method takes the money: offline (instructions), a card field, or a wallet button. */
export type CheckoutMethodKind = 'offline' | 'card' | 'wallet';

/** Card and PayPal as the checkout shows them; offered only when the payments service has them. */
export const CARD_METHOD = {
  id: 'card',
  kind: 'card',
  title: 'Credit or debit card',
  description:
    'Pay now by card. Your bank may ask you to confirm the payment (3-D Secure); the work is held for you while you pay.',
  initialStatus: 'processing',
  delivery: 'ship',
  instructions: () => ['Your payment has been received. We will write again when your work ships.'],
} as const;

export const WALLET_METHOD = {
  id: 'paypal',
  kind: 'wallet',
  title: 'PayPal',
  description:
    'Pay with your PayPal account. A PayPal window opens to approve the payment; the work is held for you while you pay.',
  initialStatus: 'processing',
  delivery: 'ship',
  instructions: () => ['Your payment has been received. We will write again when your work ships.'],
} as const;

/** How long a pending order holds its stock while the buyer pays. */
export const RESERVATION_MINUTES = 30;
