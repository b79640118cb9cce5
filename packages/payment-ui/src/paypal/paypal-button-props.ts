import type { PublicPaymentConfig } from '@atelier/contracts/payments';

export interface PaypalButtonStyle {
  color: 'gold' | 'blue' | 'silver' | 'white' | 'black';
  shape: 'rect' | 'pill';
  label: 'checkout' | 'pay' | 'buynow' | 'paypal';
  layout: 'vertical' | 'horizontal';
  tagline: boolean;
  height: number;
}

/** See payments-design.md ("Browser widgets"). */
export interface PaypalButtonProps {
  config: NonNullable<PublicPaymentConfig['paypal']>;
  currency: string;
  /** PP-004, PP-005. */
  style: PaypalButtonStyle;
  /** `en_US` form (PP-006). */
  locale?: string;
  /** PP-008. */
  disabled: boolean;
  /** Said beside the disabled button (e.g. "Fill in the required fields first."). */
  disabledReason?: string;
  /**
   * Changes when the amount (or anything else the order is made of) changes, so the real
   * PayPal buttons are drawn again for it (`forceReRender`).
   */
  amountKey?: string | number;
  /** Resolves the order id; rejects `Error(message)` (PP-010, PP-011). */
  createOrder(): Promise<string>;
  /** PP-012. */
  onApprove(orderId: string): Promise<void> | void;
  /** PP-013, DEC-22: the caller redirects or shows a notice. */
  onCancel(): void;
  /** PP-014: the message to show. */
  onError(message: string): void;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return 'PayPal could not take the payment. Please try again.';
}
