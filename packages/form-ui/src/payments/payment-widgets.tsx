import type { FieldOf } from '@atelier/form-engine/schema/fields';
import { CardField } from '@atelier/payment-ui/card-field';
import { PaypalButton } from '@atelier/payment-ui/paypal-button';
import { TestModeNotice } from '@atelier/payment-ui/test-mode-notice';
import { accessibleName, describedBy } from '../field-frame';
import { fieldIds, type FieldProps } from '../field-props';
import { minorUnitsOf } from '@atelier/form-engine/payments/payment-amount';
import { useFormPayment, type FormPaymentHandle } from './payment-context';

/** Said where a payment field shows and the site has no provider of that kind set up. */
export const CARD_NOT_SET_UP = 'Card payments are not available on this site at the moment.';
export const PAYPAL_NOT_SET_UP = 'PayPal is not available on this site at the moment.';

function Unavailable(props: {
  readonly field: FieldOf<'stripe' | 'paypal'>;
  readonly text: string;
}) {
  return (
    <div className={`fui-field fui-field--${props.field.type}`} data-field-id={props.field.id}>
      <p className="fui-field__label">{accessibleName(props.field)}</p>
      <p className="fui-notice fui-notice--error" role="alert">
        {props.text}
      </p>
    </div>
  );
}

/**
 * PAY-001…PAY-005, PAY-016: the card field. The provider's inputs (Stripe Elements, or the test
 * gateway's own), labelled by the field's label, with the field's error (a decline, a failed
 * 3-D Secure, the server's message for it) under the card.
 */
function StripeWidget(props: FieldProps<'stripe'> & { readonly payment: FormPaymentHandle }) {
  const { field, error, idPrefix, payment, disabled } = props;
  const ids = fieldIds(idPrefix, field.id);
  const card = payment.config?.card;
  if (!card) return <Unavailable field={field} text={CARD_NOT_SET_UP} />;
  return (
    <div
      className={`fui-field fui-field--stripe${error ? ' fui-field--invalid' : ''}`}
      data-field-id={field.id}
    >
      <label className="fui-field__label" id={ids.label} htmlFor={ids.control}>
        {accessibleName(field)}
      </label>
      {field.description && (
        <p className="fui-field__description" id={ids.description}>
          {field.description}
        </p>
      )}
      {payment.config?.testMode && <TestModeNotice />}
      <CardField
        config={card}
        id={ids.control}
        describedBy={describedBy(field, ids, undefined)}
        language={field.language}
        cardIcon={field.cardIcon}
        veifyZip={field.veifyZip}
        styling={field.styling}
        disabled={disabled === true}
        error={error ?? null}
        onReady={(client) => payment.registerCard(field.id, client)}
      />
    </div>
  );
}

/**
 * PP-001, PP-004…PP-009, PP-012…PP-014: the PayPal button with the form's style, disabled (and
 * saying why) until the amount is above 0, the page is https when required and the form is valid.
 */
function PaypalWidget(props: FieldProps<'paypal'> & { readonly payment: FormPaymentHandle }) {
  const { field, idPrefix, payment, error } = props;
  const ids = fieldIds(idPrefix, field.id);
  const config = payment.config?.paypal;
  if (!config) return <Unavailable field={field} text={PAYPAL_NOT_SET_UP} />;
  const { paypal } = payment;
  const { amount } = paypal;
  return (
    <div
      className="fui-field fui-field--paypal"
      data-field-id={field.id}
      role="group"
      aria-labelledby={ids.label}
    >
      <p className="fui-field__label" id={ids.label}>
        {accessibleName(field)}
      </p>
      {payment.config?.testMode && <TestModeNotice showCards={false} />}
      {amount?.ok && (
        <p className="fui-payment__amount">
          Amount to pay: {amount.amount.toFixed(minorUnitsOf(amount.currency))} {amount.currency}
        </p>
      )}
      <PaypalButton
        config={config}
        currency={amount?.currency ?? paypal.style.currency}
        style={paypal.style.button}
        locale={paypal.style.locale}
        disabled={paypal.disabled}
        disabledReason={paypal.disabledReason}
        amountKey={amount?.ok ? amount.amountCents : 0}
        createOrder={paypal.createOrder}
        onApprove={paypal.onApprove}
        onCancel={paypal.onCancel}
        onError={paypal.onError}
      />
      {error && (
        <p className="fui-field__error" id={ids.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The lazily loaded payment widgets: one default export, so `lazy()` can load it. */
export default function PaymentWidgets(props: FieldProps<'stripe'> | FieldProps<'paypal'>) {
  const payment = useFormPayment();
  // Outside a form's runtime (a field shown alone) there is nothing to pay with.
  if (payment === null) {
    const text = props.field.type === 'stripe' ? CARD_NOT_SET_UP : PAYPAL_NOT_SET_UP;
    return <Unavailable field={props.field} text={text} />;
  }
  return props.field.type === 'stripe' ? (
    <StripeWidget {...(props as FieldProps<'stripe'>)} payment={payment} />
  ) : (
    <PaypalWidget {...(props as FieldProps<'paypal'>)} payment={payment} />
  );
}
