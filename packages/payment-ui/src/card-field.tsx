import { Suspense, lazy } from 'react';
import type { CardFieldProps } from './card/card-field-props';
import { TestCardField } from './card/test-card-field';

export type { CardFieldProps, CardFieldState } from './card/card-field-props';

/** Stripe.js and React Stripe.js: their own chunk, fetched only when a Stripe field mounts. */
const StripeCardField = lazy(() => import('./stripe/stripe-card-field'));

/**
 * The card input of a form or the checkout (PAY-001, PAY-006), by the configured provider:
 * Stripe's card element, or the built-in test gateway's own inputs and 3-D Secure page.
 */
export function CardField(props: CardFieldProps) {
  if (props.config.provider === 'test') return <TestCardField {...props} />;
  return (
    <Suspense
      fallback={
        <div className="pui-card pui-card--loading" data-provider="stripe" aria-busy="true">
          <p className="pui-card__loading">Loading the card form…</p>
        </div>
      }
    >
      <StripeCardField {...props} />
    </Suspense>
  );
}
