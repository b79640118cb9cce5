import type { CardClient } from '@atelier/payment-ui/card-client';
import { CardField } from '@atelier/payment-ui/card-field';
import { PaypalButton } from '@atelier/payment-ui/paypal-button';
import { TestModeNotice } from '@atelier/payment-ui/test-mode-notice';
import { addressRegionsOf } from '@atelier/shop/address-regions';
import { formatMoney } from '@atelier/shop/money';
import { shippingZoneFor } from '@atelier/shop/shipping';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import {
  BILLING_FIELDS,
  SHIPPING_COUNTRIES,
  SHIPPING_FIELDS,
  validateBillingField,
  type BillingField,
} from './billing-fields';
import { OrderTotals } from './order-totals';
import { AttributionFields } from './attribution-fields';
import { PasswordField } from './password-field';
import type { loadCheckoutPage, placeOrderFromCheckout } from './checkout-page.server';
import type { UnwrapData } from '~/shared/route-data';
import { useHydrated } from '~/shared/use-hydrated';
import {
  completeCheckoutPayment,
  errorMapOf,
  prepareCheckoutPayment,
  releaseCheckoutPayment,
} from './checkout-payment-client';

type PageData = Awaited<ReturnType<typeof loadCheckoutPage>>;
type ActionData = UnwrapData<Awaited<ReturnType<typeof placeOrderFromCheckout>>>;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="field__error" id={`${id}-error`}>
      {message}
    </p>
  ) : null;
}

function BillingInput({
  field,
  defaultValue,
  serverError,
  country,
}: {
  field: BillingField;
  defaultValue: string;
  serverError: string | undefined;
  country: string;
}) {
  const [error, setError] = useState<string | undefined>(serverError);
  const [shownServerError, setShownServerError] = useState(serverError);
  if (serverError !== shownServerError) {
    setShownServerError(serverError);
    setError(serverError);
  }
  const id = `checkout-${field.name}`;
  const regions = field.type === 'region' ? addressRegionsOf(country) : undefined;
  // A state or province exists only where the country has them.
  if (field.type === 'region' && !regions) return null;
  const required = field.required || regions !== undefined;
  const label = regions?.label ?? field.label;
  const common = {
    id,
    name: field.name,
    required,
    autoComplete: field.autoComplete,
    defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    // Inline validation: re-check when the visitor leaves the field, clear as soon as they fix it.
    onBlur: async (event: React.FocusEvent<HTMLInputElement | HTMLSelectElement>) =>
      setError(await validateBillingField(field, event.currentTarget.value, country)),
    onChange: async (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      if (error && event.currentTarget.value.trim() !== '') {
        setError(await validateBillingField(field, event.currentTarget.value, country));
      }
    },
  };
  return (
    <p className={`field${field.half ? ' field--half' : ''}${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {regions ? (
        <select className="select" {...common}>
          <option value="">Choose…</option>
          {regions.regions.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      ) : field.type === 'country' ? (
        <select className="select" {...common}>
          <option value="">Choose a country…</option>
          {SHIPPING_COUNTRIES.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      ) : (
        <input className="input" type={field.type} {...common} />
      )}
      <FieldError id={id} message={error} />
    </p>
  );
}

/** The checkout: billing details, payment and the order review; posts natively. */
export function CheckoutPage({
  loaderData,
  actionData,
}: {
  loaderData: PageData;
  actionData: ActionData | undefined;
}) {
  const { cart, paymentMethods, nonce, shipping, accountsEnabled, signedInEmail, paymentConfig } =
    loaderData;
  const navigation = useNavigation();
  const hydrated = useHydrated();
  // Issue 17: a card or PayPal payment under way in the page (no navigation happens meanwhile).
  const [paying, setPaying] = useState(false);
  const submitting = navigation.state === 'submitting' || paying;
  /** What the page's own payment calls answered; it stands in for the native post's answer. */
  const [clientNotice, setClientNotice] = useState<{
    message: string;
    errors: Record<string, string>;
    tone: 'error' | 'info';
  } | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const cardClient = useRef<CardClient | null>(null);
  const walletOrder = useRef<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const values = actionData?.values ?? {};
  const errors: Record<string, string> = clientNotice?.errors ?? actionData?.errors ?? {};
  const noticeMessage = clientNotice?.message ?? actionData?.message;
  const [country, setCountry] = useState(values.billing_country ?? 'PT');
  const [shippingCountry, setShippingCountry] = useState(values.shipping_country ?? 'PT');
  const [createAccount, setCreateAccount] = useState(values.createaccount === '1');
  const [shipElsewhere, setShipElsewhere] = useState(values.ship_to_different_address === '1');
  const [paymentMethodId, setPaymentMethodId] = useState(
    values.payment_method ?? paymentMethods[0]?.id ?? '',
  );
  const chosenMethod = paymentMethods.find((method) => method.id === paymentMethodId);
  const delivery = chosenMethod?.delivery ?? 'ship';
  const methodKind = chosenMethod?.kind ?? 'offline';
  const shipsElsewhere = shipElsewhere && delivery === 'ship';
  // The totals follow the buyer's choices at once; the server prices the order again on submit.
  const zone = shippingZoneFor(shipsElsewhere ? shippingCountry : country, shipping);
  const shippingCents = delivery === 'collect' ? 0 : shipping.quotes[zone];
  const totalCents = cart.subtotalCents + shippingCents;
  const noticeRef = useRef<HTMLDivElement>(null);

  // After a refused submit, take the visitor to the first problem.
  const refusal = clientNotice ?? actionData;
  useEffect(() => {
    if (!refusal) return;
    const firstInvalid = Object.keys(refusal.errors)[0];
    const target = firstInvalid
      ? document.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)
      : noticeRef.current;
    target?.focus();
  }, [refusal]);

  /** A refusal of the payment calls: the form's errors, or the message at the card field. */
  const showRefusal = (message: string, fieldErrors: Record<string, string>) => {
    if (Object.keys(fieldErrors).length > 0 || methodKind !== 'card') {
      setClientNotice({ message, errors: fieldErrors, tone: 'error' });
    } else {
      setCardError(message);
    }
  };

  /**
   * Issue 17, the card: the browser checks the card and makes the payment method, the server
   * reserves the order and starts the payment for its own total, the browser confirms it (3-D
   * Secure when the bank asks), and the server places the order on the provider's word.
   */
  async function payByCard(form: HTMLFormElement) {
    const client = cardClient.current;
    if (!client) {
      setCardError('The card form is still loading. Please try again in a moment.');
      return;
    }
    setPaying(true);
    setCardError(null);
    setClientNotice(null);
    let leaving = false;
    try {
      const fields = new FormData(form);
      const text = (name: string) => {
        const value = fields.get(name);
        return typeof value === 'string' ? value.trim() : '';
      };
      const method = await client.createPaymentMethod({
        name: `${text('billing_first_name')} ${text('billing_last_name')}`.trim(),
        email: text('billing_email'),
      });
      if (!method.ok) {
        setCardError(method.message);
        return;
      }
      const prepared = await prepareCheckoutPayment(form, { payment_method_id: method.value.id });
      if (!prepared.success) {
        showRefusal(prepared.data.message, errorMapOf(prepared.data.errors));
        return;
      }
      if (!('paymentsecret' in prepared.data)) return;
      const orderId = prepared.data.order_id;
      const confirmed = await client.confirmCardPayment(
        prepared.data.paymentsecret,
        method.value.id,
      );
      if (!confirmed.ok) {
        // Declined, or 3-D Secure failed: the work goes back on sale; the buyer may try again.
        await releaseCheckoutPayment(form, orderId);
        setCardError(confirmed.message);
        return;
      }
      const completed = await completeCheckoutPayment(form, {
        order_id: orderId,
        paymentid: prepared.data.paymentid,
      });
      if (!completed.success) {
        setCardError(completed.data.message);
        return;
      }
      leaving = true;
      window.location.assign(completed.data.redirect);
    } finally {
      if (!leaving) setPaying(false);
    }
  }

  /** Issue 17, PayPal: the button asks for the order when clicked (the server reserves it). */
  async function createWalletOrder(): Promise<string> {
    const form = formRef.current;
    if (!form) throw new Error('The checkout form is not ready yet.');
    setClientNotice(null);
    const prepared = await prepareCheckoutPayment(form);
    if (!prepared.success) {
      setClientNotice({
        message: prepared.data.message,
        errors: errorMapOf(prepared.data.errors),
        tone: 'error',
      });
      throw new Error(prepared.data.message);
    }
    if (!('wallet_order_id' in prepared.data)) throw new Error('PayPal did not start.');
    walletOrder.current = prepared.data.order_id;
    return prepared.data.wallet_order_id;
  }

  async function approveWalletOrder(walletOrderId: string) {
    const form = formRef.current;
    const orderId = walletOrder.current;
    if (!form || orderId === null) return;
    setPaying(true);
    const completed = await completeCheckoutPayment(form, {
      order_id: orderId,
      wallet_order_id: walletOrderId,
    });
    if (completed.success) {
      window.location.assign(completed.data.redirect);
      return;
    }
    setPaying(false);
    setClientNotice({ message: completed.data.message, errors: {}, tone: 'error' });
  }

  /** DEC-22 at the checkout: the buyer stays here, told that nothing was paid. */
  async function walletGaveUp(message: string, tone: 'error' | 'info') {
    const form = formRef.current;
    const orderId = walletOrder.current;
    walletOrder.current = null;
    if (form && orderId !== null) await releaseCheckoutPayment(form, orderId);
    setClientNotice({ message, errors: {}, tone });
  }

  if (cart.items.length === 0) {
    return (
      <main id="main" tabIndex={-1} className="page container">
        <header className="page__header">
          <h1 className="page__title">{loaderData.title || 'Checkout'}</h1>
        </header>
        <div className="empty-state">
          <p>There is nothing to check out yet: your cart is empty.</p>
          <Link className="button" to="/shop/">
            Choose an artwork
          </Link>
        </div>
      </main>
    );
  }

  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <h1 className="page__title">{loaderData.title || 'Checkout'}</h1>
      </header>
      {noticeMessage ? (
        <div
          className={`notice ${clientNotice?.tone === 'info' ? 'notice--info' : 'notice--error'}`}
          role="alert"
          tabIndex={-1}
          ref={noticeRef}
        >
          <p>{noticeMessage}</p>
          {Object.keys(errors).length > 0 ? (
            <ul>
              {Object.entries(errors).map(([name, message]) => (
                <li key={name}>
                  <a href={`#checkout-${name}`}>{message}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Form
        method="post"
        className="checkout"
        noValidate
        aria-label="Checkout"
        ref={formRef}
        onSubmit={(event) => {
          // Issue 17: a card is paid in the page; offline methods post natively as before.
          if (methodKind === 'offline' || !hydrated) return;
          event.preventDefault();
          if (methodKind === 'card') void payByCard(event.currentTarget);
        }}
      >
        <input type="hidden" name="_wpnonce" value={nonce} />
        <AttributionFields />
        <section className="checkout__billing" aria-labelledby="billing-title">
          <h2 id="billing-title" className="section__title section__title--small">
            Billing details
          </h2>
          <div
            className="field-grid"
            onChange={(event) => {
              const target: EventTarget = event.target;
              if (target instanceof HTMLSelectElement && target.name === 'billing_country')
                setCountry(target.value);
            }}
          >
            {BILLING_FIELDS.map((field) => (
              <BillingInput
                key={field.type === 'region' ? `${field.name}-${country}` : field.name}
                field={field}
                defaultValue={
                  values[field.name] ??
                  (field.name === 'billing_country'
                    ? 'PT'
                    : field.name === 'billing_email'
                      ? (signedInEmail ?? '')
                      : '')
                }
                serverError={errors[field.name]}
                country={country}
              />
            ))}
          </div>
          {delivery === 'ship' ? (
            <p className="field field--check">
              <input
                id="checkout-ship_to_different_address"
                type="checkbox"
                name="ship_to_different_address"
                value="1"
                checked={shipElsewhere}
                onChange={(event) => setShipElsewhere(event.currentTarget.checked)}
              />
              <label htmlFor="checkout-ship_to_different_address">
                Ship to a different address?
              </label>
            </p>
          ) : null}
          {shipsElsewhere ? (
            <fieldset
              id="checkout-shipping-address"
              className="checkout__shipping-address"
              onChange={(event) => {
                const target: EventTarget = event.target;
                if (target instanceof HTMLSelectElement && target.name === 'shipping_country')
                  setShippingCountry(target.value);
              }}
            >
              <legend className="section__title section__title--small">Shipping address</legend>
              <div className="field-grid">
                {SHIPPING_FIELDS.map((field) => (
                  <BillingInput
                    key={field.type === 'region' ? `${field.name}-${shippingCountry}` : field.name}
                    field={field}
                    defaultValue={
                      values[field.name] ?? (field.name === 'shipping_country' ? 'PT' : '')
                    }
                    serverError={errors[field.name]}
                    country={shippingCountry}
                  />
                ))}
              </div>
            </fieldset>
          ) : null}
          {/* Issue 15: a signed-in buyer's order joins their account; others may create one
              (the server refuses it when accounts are off). */}
          {signedInEmail !== null ? (
            <p className="checkout__signed-in">
              {`Signed in as ${signedInEmail}: this order will be added to `}
              <a href="/my-account/">your account</a>.
            </p>
          ) : null}
          {accountsEnabled && signedInEmail === null ? (
            <p className="field field--check">
              <input
                id="checkout-createaccount"
                type="checkbox"
                name="createaccount"
                value="1"
                checked={createAccount}
                onChange={(event) => setCreateAccount(event.currentTarget.checked)}
              />
              <label htmlFor="checkout-createaccount">
                Create an account to follow your orders
              </label>
            </p>
          ) : null}
          {accountsEnabled && signedInEmail === null && createAccount ? (
            <PasswordField
              id="checkout-account_password"
              name="account_password"
              label="Create account password"
              autoComplete="new-password"
              required
              error={errors.account_password}
            />
          ) : null}
          <p className="field">
            <label htmlFor="checkout-order_comments">Order notes (optional)</label>
            <textarea
              className="input"
              id="checkout-order_comments"
              name="order_comments"
              rows={3}
              defaultValue={values.order_comments ?? ''}
              placeholder="Notes about your order, e.g. delivery hours or a gift message."
            />
          </p>
        </section>

        <aside className="checkout__summary summary-box" aria-labelledby="order-title">
          <h2 id="order-title" className="summary-box__title">
            Your order
          </h2>
          <ul className="order-lines">
            {cart.items.map((item) => (
              <li key={item.key} className="order-lines__item">
                <span>
                  {item.title} <span className="order-lines__quantity">× {item.quantity}</span>
                  {item.options.length > 0 ? (
                    <span className="order-lines__options">
                      {item.options.map((option) => `${option.name}: ${option.value}`).join(' · ')}
                    </span>
                  ) : null}
                </span>
                <span>{formatMoney(item.lineTotalCents)}</span>
              </li>
            ))}
          </ul>
          <div aria-live="polite">
            <OrderTotals
              subtotalCents={cart.subtotalCents}
              shippingCents={shippingCents}
              totalCents={totalCents}
              delivery={delivery}
              shippingLabel={
                delivery === 'ship' ? `Shipping to ${shipping.zoneLabels[zone]}` : undefined
              }
            />
          </div>
          <fieldset
            className="payment-methods"
            aria-describedby={errors.payment_method ? 'checkout-payment_method-error' : undefined}
          >
            <legend>Payment</legend>
            {paymentMethods.map((method) => (
              <div key={method.id} className="payment-methods__option">
                <input
                  id={`checkout-payment_method-${method.id}`}
                  type="radio"
                  name="payment_method"
                  value={method.id}
                  checked={paymentMethodId === method.id}
                  onChange={() => setPaymentMethodId(method.id)}
                />
                <label htmlFor={`checkout-payment_method-${method.id}`}>{method.title}</label>
                <p className="payment-methods__description">{method.description}</p>
                {method.kind !== 'offline' && !hydrated ? (
                  <p className="payment-methods__needs-js">
                    {`Paying with ${method.title} needs JavaScript. Without it, please choose bank transfer or pay on collection.`}
                  </p>
                ) : null}
                {method.kind === 'card' &&
                paymentMethodId === method.id &&
                hydrated &&
                paymentConfig?.card ? (
                  <div className="checkout__card">
                    {/* The card field labels its own inputs (Stripe's is a frame of its own). */}
                    <p className="checkout__card-title">Card details</p>
                    <CardField
                      config={paymentConfig.card}
                      id="checkout-card"
                      language="en"
                      disabled={paying}
                      error={cardError}
                      onReady={(client) => {
                        cardClient.current = client;
                      }}
                      onChange={() => {
                        if (cardError) setCardError(null);
                      }}
                    />
                  </div>
                ) : null}
              </div>
            ))}
            {paymentConfig?.testMode && methodKind !== 'offline' ? (
              <TestModeNotice showCards={methodKind === 'card'} />
            ) : null}
            <FieldError id="checkout-payment_method" message={errors.payment_method} />
          </fieldset>
          <p className={`field field--check${errors.terms ? ' field--invalid' : ''}`}>
            <input
              id="checkout-terms"
              type="checkbox"
              name="terms"
              value="on"
              required
              defaultChecked={values.terms === 'on'}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'checkout-terms-error' : undefined}
            />
            <label htmlFor="checkout-terms">
              I have read and agree to the website’s{' '}
              <a href="/terms-and-conditions/" target="_blank" rel="noopener">
                terms and conditions
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>{' '}
              <span aria-hidden="true">*</span>
            </label>
          </p>
          <FieldError id="checkout-terms" message={errors.terms} />
          <p className="checkout__privacy">
            Your personal data will be used to process your order and for the other purposes
            described in our{' '}
            <a href="/privacy-policy/" target="_blank" rel="noopener">
              privacy policy
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            .
          </p>
          {methodKind === 'wallet' && hydrated && paymentConfig?.paypal ? (
            <div className="checkout__paypal">
              <PaypalButton
                config={paymentConfig.paypal}
                currency="EUR"
                style={{
                  color: 'gold',
                  shape: 'rect',
                  label: 'checkout',
                  layout: 'vertical',
                  tagline: false,
                  height: 45,
                }}
                locale="en_GB"
                disabled={submitting}
                amountKey={totalCents}
                createOrder={createWalletOrder}
                onApprove={approveWalletOrder}
                onCancel={() =>
                  void walletGaveUp(
                    'You cancelled the PayPal payment, so nothing was paid and no order was placed. Your cart is as you left it.',
                    'info',
                  )
                }
                onError={(message) => void walletGaveUp(message, 'error')}
              />
            </div>
          ) : (
            <button
              type="submit"
              className="button checkout__place"
              disabled={submitting}
              aria-busy={submitting}
            >
              {submitting
                ? methodKind === 'card'
                  ? 'Paying…'
                  : 'Placing your order…'
                : `${methodKind === 'card' && hydrated ? 'Pay' : 'Place order'} · ${formatMoney(totalCents)}`}
            </button>
          )}
        </aside>
      </Form>
    </main>
  );
}
