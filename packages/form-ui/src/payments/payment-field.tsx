import { useEffect, useState, type ComponentType } from 'react';
import { accessibleName } from '../field-frame';
import type { FieldProps } from '../field-props';
import { useHydrated } from '../interaction';

/**
 * Without JavaScript no payment can be taken: the form says so where the card or PayPal field
 * would be, and the server refuses a paid form's native post with the same advice.
 */
export const PAYMENT_NEEDS_JAVASCRIPT_NOTE =
  'Paying needs JavaScript, which seems to be off in your browser. Please turn it on to pay and send this form; nothing is charged until you do.';
export const PAYMENT_LOADING_NOTE = 'Loading the payment form…';
export const PAYMENT_LOAD_FAILED_NOTE =
  'The payment form could not be loaded. Please check your connection and reload the page; nothing was charged.';

type PaymentFieldProps = FieldProps<'stripe'> | FieldProps<'paypal'>;

/**
 * The widgets (and through them Stripe.js or the PayPal SDK when configured) are their own chunk,
 * loaded only by a form that shows a payment field once it is live. Loaded by hand rather than
 * with React.lazy, so a chunk that fails to arrive is a message in the field, not a thrown error
 * that takes the page down.
 */
const loadPaymentWidgets = () => import('./payment-widgets');

/**
 * PAY-001, PP-001: a card or PayPal field. On the server and before hydration it is the field's
 * label and the JavaScript note; live, the provider's widget.
 */
export function PaymentField(props: PaymentFieldProps) {
  const { field } = props;
  const hydrated = useHydrated();
  const [Widgets, setWidgets] = useState<ComponentType<PaymentFieldProps> | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!hydrated || Widgets !== undefined) return;
    let current = true;
    loadPaymentWidgets().then(
      (loaded) => {
        if (current) setWidgets(() => loaded.default);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [hydrated, Widgets]);
  if (Widgets !== undefined) return <Widgets {...props} />;
  const note = !hydrated
    ? PAYMENT_NEEDS_JAVASCRIPT_NOTE
    : failed
      ? PAYMENT_LOAD_FAILED_NOTE
      : PAYMENT_LOADING_NOTE;
  return (
    <div className={`fui-field fui-field--${field.type}`} data-field-id={field.id}>
      <p className="fui-field__label">{accessibleName(field)}</p>
      <p className="fui-payment__note" role={failed ? 'alert' : undefined}>
        {note}
      </p>
    </div>
  );
}
