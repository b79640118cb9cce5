import type { PublicPaymentConfig } from '@atelier/contracts/payments';
import type { PaymentAmount } from '@atelier/form-engine/payments/payment-amount';
import type { CardClient } from '@atelier/payment-ui/card-client';
import { createContext, useContext } from 'react';

/**
 * Issue 17: the site's payment settings as the page hands them to its form (public: which card
 * provider and its publishable key, the PayPal SDK's address, whether this is test mode). The
 * form page's loader fills it from the payments service; `null` where payments are not set up.
 */
export const PaymentConfigContext = createContext<PublicPaymentConfig | null>(null);

export function usePaymentConfig(): PublicPaymentConfig | null {
  return useContext(PaymentConfigContext);
}

/** PP-004…PP-006: the button's look from `paypal_config` (defaults gold, rect, checkout, vertical, 55). */
export interface PaypalButtonStyle {
  readonly button: {
    color: 'gold' | 'blue' | 'silver' | 'white' | 'black';
    shape: 'rect' | 'pill';
    label: 'checkout' | 'pay' | 'buynow' | 'paypal';
    layout: 'vertical' | 'horizontal';
    tagline: boolean;
    height: number;
  };
  readonly locale: string;
  readonly currency: string;
}

/** PP-008, PP-009: the PayPal button's state, as the runtime computes it from the form. */
export interface PaypalFieldState {
  readonly style: PaypalButtonStyle;
  /** The amount the form's values ask now (undefined: the form has no PayPal field). */
  readonly amount: PaymentAmount | undefined;
  /** Why the button is disabled (PP-009's messages, or the form not yet valid); none when enabled. */
  readonly disabledReason: string | undefined;
  readonly disabled: boolean;
  createOrder(): Promise<string>;
  onApprove(orderId: string): Promise<void>;
  onCancel(): void;
  onError(message: string): void;
}

/** What a form's runtime hands its payment fields. */
export interface FormPaymentHandle {
  readonly config: PublicPaymentConfig | null;
  /** PAY-006: a card field's client, once its widget is ready (`null` while it (re)loads). */
  registerCard(fieldId: string, client: CardClient | null): void;
  readonly paypal: PaypalFieldState;
}

export const FormPaymentContext = createContext<FormPaymentHandle | null>(null);

export function useFormPayment(): FormPaymentHandle | null {
  return useContext(FormPaymentContext);
}
