// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddToCartButton, CART_REDIRECT_AFTER_ADD } from './add-to-cart-button';

const success = (count: number) => ({
  fragments: {
    'span.cart-count': `<span class="cart-count" data-count="${count}">${count}</span>`,
  },
  cart_hash: `hash-${count}`,
  cart: { items: [], itemCount: count },
});

/** A fetch whose answers the test hands out one by one, to see what is in flight when. */
function deferredFetch() {
  const calls: { body: URLSearchParams; url: string; answer: (value: unknown) => void }[] = [];
  const fetchMock = vi.fn(
    (url: string, init: { body: URLSearchParams }) =>
      new Promise((resolve) => {
        calls.push({
          url,
          body: init.body,
          answer: (value) => resolve({ json: async () => value }),
        });
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function renderButton(props: Partial<Parameters<typeof AddToCartButton>[0]> = {}) {
  return render(
    <form method="post" action="/product/quiet-harbour/">
      <select name="attribute_size" defaultValue="a3">
        <option value="a3">A3</option>
      </select>
      <AddToCartButton
        productId={7}
        productTitle="Quiet Harbour"
        variationId={105}
        quantity={2}
        nonce="page-nonce"
        {...props}
      />
    </form>,
  );
}

const button = () => screen.getByRole('button');

/** The cart queue sends on a later tick, so a request is awaited rather than expected at once. */
const sent = async (calls: unknown[], count: number) =>
  waitFor(() => expect(calls).toHaveLength(count));

beforeEach(() => {
  document.body.insertAdjacentHTML(
    'afterbegin',
    '<div id="page-cart"><span class="cart-count" data-count="0">0</span></div>',
  );
  window.history.replaceState({}, '', '/product/quiet-harbour/');
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('AddToCartButton', () => {
  it('CART-002 posts action add_to_cart, every data-* field of the button and the chosen attributes to the shop endpoint', async () => {
    const { calls } = deferredFetch();
    renderButton();
    fireEvent.click(button());
    await sent(calls, 1);
    const [call] = calls;
    expect(call?.url).toBe('/api/shop-ajax');
    expect(Object.fromEntries(call?.body ?? [])).toEqual({
      action: 'add_to_cart',
      product_id: '7',
      quantity: '2',
      variation_id: '105',
      security: 'page-nonce',
      attribute_size: 'a3',
    });
    call?.answer(success(2));
    await screen.findByText('Added to cart');
  });

  it('CART-005 the button goes idle → loading (aria-busy) → added', async () => {
    const { calls } = deferredFetch();
    renderButton();
    expect(button().textContent).toBe('Add to cart');
    expect(button().getAttribute('aria-busy')).toBe('false');
    fireEvent.click(button());
    expect(button().textContent).toBe('Adding…');
    await sent(calls, 1);
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(button().className).toContain('loading');
    calls[0]?.answer(success(2));
    await waitFor(() => expect(button().textContent).toBe('Added to cart'));
    expect(button().getAttribute('aria-busy')).toBe('false');
    expect(button().className).toContain('added');
  });

  it('CART-006 a "View cart" link is inserted directly after the button once an add succeeds', async () => {
    const { calls } = deferredFetch();
    renderButton();
    expect(screen.queryByRole('link', { name: 'View cart' })).toBeNull();
    fireEvent.click(button());
    await sent(calls, 1);
    calls[0]?.answer(success(2));
    const link = await screen.findByRole('link', { name: 'View cart' });
    expect(button().nextElementSibling).toBe(link);
    expect(link.getAttribute('href')).toBe('/cart/');
    expect(screen.getByRole('status').textContent).toBe(
      '“Quiet Harbour” has been added to your cart.',
    );
  });

  it('CART-006 on the cart page no "View cart" link is added', async () => {
    window.history.replaceState({}, '', '/cart/');
    const { calls } = deferredFetch();
    renderButton();
    fireEvent.click(button());
    await sent(calls, 1);
    calls[0]?.answer(success(2));
    await screen.findByText('Added to cart');
    expect(screen.queryByRole('link', { name: 'View cart' })).toBeNull();
  });

  it('CART-008 the fragments replace their page areas and added_to_cart fires on the body with fragments and cart_hash', async () => {
    const { calls } = deferredFetch();
    const heard = vi.fn();
    document.body.addEventListener('added_to_cart', heard);
    renderButton();
    fireEvent.click(button());
    await sent(calls, 1);
    calls[0]?.answer(success(3));
    await screen.findByText('Added to cart');
    expect(document.querySelector('#page-cart .cart-count')?.textContent).toBe('3');
    expect(heard).toHaveBeenCalledTimes(1);
    const event = heard.mock.calls[0]?.[0] as CustomEvent;
    expect(event.detail.cart_hash).toBe('hash-3');
    expect(event.detail.fragments).toEqual(success(3).fragments);
    expect(event.detail.button).toBe(button());
  });

  it('CART-004 a second click is not sent until the first request has completed', async () => {
    const { calls } = deferredFetch();
    renderButton();
    fireEvent.click(button());
    fireEvent.click(button());
    await sent(calls, 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
    calls[0]?.answer(success(2));
    await sent(calls, 2);
    expect(button().textContent).toBe('Adding…');
    calls[1]?.answer(success(4));
    await waitFor(() => expect(button().textContent).toBe('Added to cart'));
    expect(document.querySelector('.cart-count')?.textContent).toBe('4');
  });

  it('CART-007 an error with product_url sends the browser to that product page', async () => {
    const { calls } = deferredFetch();
    const goTo = vi.fn();
    renderButton({ goTo });
    fireEvent.click(button());
    await sent(calls, 1);
    calls[0]?.answer({
      error: true,
      product_url: '/product/another-print/',
      message: 'Sorry, this edition is no longer available.',
    });
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/product/another-print/'));
    expect(screen.queryByRole('link', { name: 'View cart' })).toBeNull();
  });

  it('CART-007 when product_url is the page the visitor is on, its message is shown instead of a reload', async () => {
    const { calls } = deferredFetch();
    const goTo = vi.fn();
    renderButton({ goTo });
    fireEvent.click(button());
    await sent(calls, 1);
    calls[0]?.answer({
      error: true,
      product_url: '/product/quiet-harbour/',
      message: 'You cannot add that amount: we have 1 of “Quiet Harbour” for one order.',
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You cannot add that amount: we have 1 of “Quiet Harbour” for one order.',
      ),
    );
    expect(goTo).not.toHaveBeenCalled();
    expect(button().textContent).toBe('Add to cart');
  });

  it('CART-010 redirect-after-add is off by default; when on, success goes to the cart page instead', async () => {
    expect(CART_REDIRECT_AFTER_ADD).toBe(false);
    const { calls } = deferredFetch();
    const goTo = vi.fn();
    renderButton({ goTo, redirectAfterAdd: true });
    fireEvent.click(button());
    await sent(calls, 1);
    calls[0]?.answer(success(2));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/cart/'));
    expect(document.querySelector('.cart-count')?.textContent).toBe('0');
  });

  it('CART-005 a failed request returns the button to idle with a message to try again', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('network down')));
    renderButton();
    fireEvent.click(button());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Sorry, the artwork could not be added to your cart. Please try again.',
      ),
    );
    expect(button().textContent).toBe('Add to cart');
  });

  it('CART-003 an answer that is neither fragments nor a refusal shows the server message', async () => {
    const { calls } = deferredFetch();
    renderButton();
    fireEvent.click(button());
    await sent(calls, 1);
    calls[0]?.answer({ success: false, data: { message: 'Your session has expired.' } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Your session has expired.'),
    );
  });

  it('issue 12: a quantity above stock is posted, and the shop’s refusal is shown instead of the browser’s bubble', async () => {
    const { calls } = deferredFetch();
    render(
      <form noValidate>
        <input name="quantity" type="number" min={1} max={3} defaultValue={9} />
        <AddToCartButton productId={7} productTitle="Quiet Harbour" quantity={9} nonce="n" />
      </form>,
    );
    // false: the click's default (the native submit and its validation bubble) was prevented.
    expect(fireEvent.click(button())).toBe(false);
    await sent(calls, 1);
    expect(calls[0]?.body.get('quantity')).toBe('9');
    calls[0]?.answer({
      error: true,
      product_url: '/product/quiet-harbour/',
      message: 'You cannot add that amount: we have 3 of “Quiet Harbour” for one order.',
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You cannot add that amount: we have 3 of “Quiet Harbour” for one order.',
      ),
    );
  });
});
