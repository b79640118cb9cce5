import type { PublicPaymentConfig } from '@atelier/contracts/payments';
import type { CardClient } from '../card-client';

/** See payments-design.md ("Browser widgets"); shared by both providers' fields. */
export interface CardFieldProps {
  config: NonNullable<PublicPaymentConfig['card']>;
  /** The field's DOM id base: the caller's `<label htmlFor={id}>` targets the first input. */
  id: string;
  describedBy?: string;
  language?: string;
  cardIcon?: boolean;
  /** Asks for the postcode (PAY-002 spells it so). */
  veifyZip?: boolean;
  /** Stripe Elements `style` (the test field ignores it: the site's CSS styles it). */
  styling?: Record<string, unknown>;
  disabled?: boolean;
  /** An error to show under the card (PAY-016), besides the widget's own. */
  error?: string | null;
  /** The client once the field can pay; null while (re)loading and after unmounting. */
  onReady(client: CardClient | null): void;
  onChange?(state: CardFieldState): void;
}

export interface CardFieldState {
  complete: boolean;
  empty: boolean;
  error: string | null;
}
