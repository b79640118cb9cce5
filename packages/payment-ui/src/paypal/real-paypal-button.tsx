import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { useEffect, useRef } from 'react';
import type { PaypalButtonProps } from './paypal-button-props';
import { errorMessage } from './paypal-button-props';

/**
 * The real PayPal buttons through react-paypal-js (its own chunk: paypal-button.tsx imports this
 * module only when a PayPal button with the real provider mounts).
 */
export default function RealPaypalButton(props: PaypalButtonProps) {
  const { config, currency, style, locale, disabled, disabledReason, amountKey } = props;
  // PayPal keeps the callbacks it got when the buttons were drawn: read the newest props.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  return (
    <div className="pui-paypal" data-provider="paypal">
      <PayPalScriptProvider
        options={{
          clientId: config.clientId,
          currency: currency.toUpperCase(),
          intent: 'capture',
          sdkBaseUrl: config.sdkUrl,
          ...(locale ? { locale } : {}),
        }}
      >
        <PayPalButtons
          style={{
            color: style.color,
            shape: style.shape,
            label: style.label,
            layout: style.layout,
            tagline: style.tagline,
            height: style.height,
          }}
          disabled={disabled}
          forceReRender={[
            amountKey,
            currency,
            style.color,
            style.shape,
            style.label,
            style.layout,
            style.tagline,
            style.height,
          ]}
          createOrder={() => latest.current.createOrder()}
          onApprove={async (data) => {
            await latest.current.onApprove(data.orderID);
          }}
          onCancel={() => latest.current.onCancel()}
          onError={(error) => latest.current.onError(errorMessage(error))}
        />
      </PayPalScriptProvider>
      {disabled && disabledReason ? <p className="pui-paypal__reason">{disabledReason}</p> : null}
    </div>
  );
}
