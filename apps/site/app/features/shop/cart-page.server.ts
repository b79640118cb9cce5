import { data, redirect, type AppLoadContext } from 'react-router';
import { formFields } from '~/shared/form-data';
import { sitePage } from '~/shared/page.server';
import { cartCookieHeader } from './cart-cookie';

interface PageArgs {
  request: Request;
  context: AppLoadContext;
}

export async function loadCartPage({ request, context }: PageArgs) {
  const url = new URL(request.url);
  const removeKey = url.searchParams.get('remove_item');
  // The mini cart's remove links work without JavaScript too (and are the fallback, CART-013).
  if (removeKey) {
    const nonce = url.searchParams.get('_wpnonce');
    if (context.services.nonces.verify('ajax', context.sessionId, nonce)) {
      const removed = await context.services.cart.remove(context.sessionId, removeKey);
      throw redirect(removed ? '/cart/?removed=1' : '/cart/', 303);
    }
    throw redirect('/cart/?expired=1', 303);
  }
  const [{ page, title }, cart] = await Promise.all([
    sitePage(context, 'cart', 'cart'),
    context.services.cart.view(context.sessionId),
  ]);
  const notice = url.searchParams.has('removed')
    ? 'The artwork was removed from your cart.'
    : url.searchParams.has('expired')
      ? 'The page was out of date, so nothing was changed. Please try again.'
      : undefined;
  return data(
    {
      page,
      title,
      cart,
      /** The cart's shipping is for the home country until the checkout knows the address. */
      homeZoneLabel: context.services.checkout.shippingZoneLabels().domestic,
      notice,
      nonce: context.services.nonces.issue('ajax', context.sessionId),
    },
    // The header's shadow of the cart follows what this page shows (cart-cookie.ts).
    { headers: { 'Set-Cookie': cartCookieHeader(cart, { secure: isHttps(request) }) } },
  );
}

const isHttps = (request: Request) => new URL(request.url).protocol === 'https:';

export async function updateCartFromCartPage({ request, context }: PageArgs) {
  const fields = formFields(await request.formData());
  if (!context.services.nonces.verify('ajax', context.sessionId, fields._wpnonce)) {
    return data(
      { notices: ['The page was out of date, so nothing was changed. Please try again.'] },
      { status: 403 },
    );
  }
  const quantities = Object.fromEntries(
    Object.entries(fields)
      .map(
        ([name, value]) => [/^quantity\[([a-f0-9]{32})\]$/.exec(name)?.[1], Number(value)] as const,
      )
      .filter(
        (entry): entry is [string, number] => entry[0] !== undefined && Number.isFinite(entry[1]),
      ),
  );
  const notices = await context.services.cart.setQuantities(context.sessionId, quantities);
  const cart = await context.services.cart.view(context.sessionId);
  return data(
    { notices: notices.length > 0 ? notices : ['Cart updated.'] },
    { headers: { 'Set-Cookie': cartCookieHeader(cart, { secure: isHttps(request) }) } },
  );
}
