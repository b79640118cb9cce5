/**
 * Issue 17: the names the form runtime and the server share for a form's payment (PAY-008,
 * PP-010), with the original's action names. Plain constants, so the browser bundle and the
 * server agree without either importing the other.
 */
export const PAYMENT_ACTIONS = {
  /** PAY-008: form-data POST; the card's intent for the amount the form's values ask. */
  updateAmount: 'forminator_update_payment_amount',
  /** PP-010: JSON POST, `?action=`; the PayPal order for that amount. */
  paypalCreateOrder: 'forminator_pp_create_order',
} as const;

/** The hidden inputs a paid form carries to its submit (PAY-006 step 4, PP-012). */
export const PAYMENT_INPUTS = {
  /** The card payment intent's id (`pi_…`, or the test gateway's). */
  intentId: 'paymentid',
  /** The card payment method the intent was made with. */
  paymentMethod: 'payment_method',
  /** The approved PayPal (or test wallet) order's id. */
  paypalOrderId: 'paypal_order_id',
} as const;

/** PAY-008: the optional receipt address posted with the amount update. */
export const RECEIPT_EMAIL_INPUT = 'receipt_email';
