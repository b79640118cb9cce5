import { data, redirect, type AppLoadContext } from 'react-router';
import { formFields } from '~/shared/form-data';
import { sitePage } from '~/shared/page.server';
import { cartCookieHeader } from './cart-cookie';
import { orderReceivedAddress } from './checkout-payment-wire';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

export async function loadCheckoutPage({ context }: { context: AppLoadContext }) {
  // The cart is read once: its lines give the shipping preview too.
  const [{ page, title }, { view: cart, lines }, customer] = await Promise.all([
    sitePage(context, 'checkout', 'checkout'),
    context.services.cart.viewWithLines(context.sessionId),
    context.account?.customer(),
  ]);
  return {
    page,
    title,
    cart,
    shipping: context.services.checkout.shippingPreviewOf(lines),
    accountsEnabled: context.services.checkout.accountsEnabled(),
    /** Issue 15: a signed-in buyer's address fills the billing email; the order joins the account. */
    signedInEmail: customer?.email ?? null,
    paymentMethods: context.services.checkout.paymentMethods(),
    /** Issue 17: what the card field and PayPal button need (no secrets); null without payments. */
    paymentConfig: context.services.checkout.paymentConfig(),
    nonce: context.services.nonces.issue('ajax', context.sessionId),
  };
}

export async function placeOrderFromCheckout({ request, context }: PageArgs) {
  const fields = formFields(await request.formData());
  const { _wpnonce: nonce, ...form } = fields;
  if (!context.services.nonces.verify('ajax', context.sessionId, nonce)) {
    return data(
      {
        message:
          'The page was out of date, so your order was not placed. Please check the form and try again.',
        errors: {},
        values: form,
      },
      { status: 403 },
    );
  }
  const customer = await context.account?.customer();
  const outcome = await context.services.checkout.placeOrder(
    context.sessionId,
    form,
    customer ? { customerId: customer.id } : undefined,
  );
  if (outcome.ok) {
    // Issue 15: "Create an account" signs the buyer in (a new session id; the cart was taken).
    if (outcome.newAccount) {
      await context.account?.signIn({ customerId: outcome.newAccount.customerId, generation: 0 });
    }
    // The order took the cart: the header's shadow of it goes too (cart-cookie.ts).
    const emptied = cartCookieHeader(
      { itemCount: 0, hash: '' },
      { secure: new URL(request.url).protocol === 'https:' },
    );
    throw redirect(orderReceivedAddress(outcome.orderId, outcome.orderKey), {
      status: 303,
      headers: { 'Set-Cookie': emptied },
    });
  }
  const { account_password: _password, ...values } = form;
  return data(
    { message: outcome.message, errors: outcome.errors, values },
    { status: Object.keys(outcome.errors).length > 0 ? 400 : 409 },
  );
}
