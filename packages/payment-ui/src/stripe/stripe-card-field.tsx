import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementOptions, StripeElementLocale } from '@stripe/stripe-js';
import { useEffect, useEffectEvent, useState } from 'react';
import type { CardFieldProps } from '../card/card-field-props';
import type { StripeLoaderDeps } from './stripe-loader';
import { loadStripeWithWait } from './stripe-loader';
import { createStripeCardClient } from './stripe-card-client';

export interface StripeCardFieldProps extends CardFieldProps {
  /** Tests hand in a fake loader; the page loads Stripe.js. */
  loaderDeps?: StripeLoaderDeps;
}

/**
 * The Stripe card field: Stripe.js and React Stripe.js live in this module's own chunk, which
 * card-field.tsx imports only when a Stripe card field mounts.
 */
export default function StripeCardField(props: StripeCardFieldProps) {
  const { config, language, loaderDeps } = props;
  const publishableKey = config.provider === 'stripe' ? config.publishableKey : '';
  const [stripe, setStripe] = useState<Stripe | null | 'failed'>(null);

  useEffect(() => {
    let live = true;
    void loadStripeWithWait(publishableKey, language, loaderDeps).then((loaded) => {
      if (live) setStripe(loaded ?? 'failed');
    });
    return () => {
      live = false;
    };
  }, [publishableKey, language, loaderDeps]);

  if (stripe === 'failed') {
    return (
      <div className="pui-card" data-provider="stripe">
        <p className="pui-error" id={`${props.id}-card-error`} role="alert">
          Card payments are unavailable right now: the card form could not be loaded. Please reload
          the page or try again later.
        </p>
      </div>
    );
  }
  if (stripe === null) {
    return (
      <div className="pui-card pui-card--loading" data-provider="stripe" aria-busy="true">
        <p className="pui-card__loading">Loading the card form…</p>
      </div>
    );
  }
  return (
    <Elements stripe={stripe} options={language ? { locale: language as StripeElementLocale } : {}}>
      <StripeCardInner {...props} />
    </Elements>
  );
}

function StripeCardInner(props: StripeCardFieldProps) {
  const { id, describedBy, cardIcon, veifyZip = false, styling, disabled = false, error } = props;
  const stripe = useStripe();
  const elements = useElements();
  const [ownError, setOwnError] = useState<string | null>(null);
  const ready = useEffectEvent((client: ReturnType<typeof createStripeCardClient> | null) =>
    props.onReady(client),
  );

  useEffect(() => {
    if (stripe === null || elements === null) return;
    ready(createStripeCardClient(stripe, () => elements.getElement(CardElement)));
    return () => ready(null);
  }, [stripe, elements]);

  const options: StripeCardElementOptions = {
    hidePostalCode: !veifyZip,
    hideIcon: !cardIcon,
    iconStyle: cardIcon ? 'solid' : 'default',
    disabled,
    ...(styling === undefined ? {} : { style: styling as StripeCardElementOptions['style'] }),
  };
  const errorId = `${id}-card-error`;
  const providerErrorId = `${id}-provider-error`;
  return (
    <div
      className="pui-card"
      data-provider="stripe"
      aria-describedby={[describedBy, ownError ? errorId : null, error ? providerErrorId : null]
        .filter(Boolean)
        .join(' ')}
    >
      <CardElement
        id={id}
        className="pui-input pui-card__stripe"
        options={options}
        onChange={(event) => {
          const message = event.error?.message ?? null;
          setOwnError(message);
          props.onChange?.({ complete: event.complete, empty: event.empty, error: message });
        }}
      />
      <p className="pui-error" id={errorId} aria-live="polite">
        {ownError ?? ''}
      </p>
      {error ? (
        <p className="pui-error" id={providerErrorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
