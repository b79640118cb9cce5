import { Suspense, lazy } from 'react';
import type { PaypalButtonProps } from './paypal/paypal-button-props';
import { TestPaypalButton } from './paypal/test-paypal-button';

export type { PaypalButtonProps, PaypalButtonStyle } from './paypal/paypal-button-props';

/** react-paypal-js and its SDK loader: their own chunk, fetched only for the real provider. */
const RealPaypalButton = lazy(() => import('./paypal/real-paypal-button'));

/** The PayPal checkout button (PP-001) of a form or the checkout, by the configured provider. */
export function PaypalButton(props: PaypalButtonProps) {
  if (props.config.provider === 'test') return <TestPaypalButton {...props} />;
  return (
    <Suspense fallback={<p className="pui-paypal__loading">Loading PayPal…</p>}>
      <RealPaypalButton {...props} />
    </Suspense>
  );
}
