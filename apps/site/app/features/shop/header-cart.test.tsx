// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyFragments } from './cart-client';
import { HeaderCart, HIDE_DELAY_MS, SHOW_DELAY_MS } from './header-cart';
import { FRAGMENT_SELECTORS } from './cart-fragment-selectors';
import { CartCount, MiniCartContents } from './mini-cart-contents';

const item = {
  key: 'a'.repeat(32),
  productId: 7,
  variationId: null,
  title: 'Quiet Harbour No. 3',
  artistName: 'Inês Valadares',
  productUrl: '/product/quiet-harbour-no-3/',
  quantity: 2,
  maxQuantity: 3,
  unitPriceCents: 4500,
  lineTotalCents: 9000,
  options: [{ name: 'Size', value: 'A3' }],
  thumbnail: {
    src: '/images/a.jpg',
    srcSet: '/images/a.jpg 400w',
    alt: '',
    width: 400,
    height: 500,
  },
};
const cart = {
  items: [item],
  itemCount: 2,
  subtotalCents: 9000,
  shippingCents: 1200,
  totalCents: 10200,
  currency: 'EUR',
  hash: 'h1',
};
const emptyCart = { ...cart, items: [], itemCount: 0, subtotalCents: 0, totalCents: 0, hash: '' };

const fragmentsOf = (view: typeof cart) => ({
  [FRAGMENT_SELECTORS.miniCart]: renderToStaticMarkup(
    <MiniCartContents cart={view} removeNonce="n0nce" />,
  ),
  [FRAGMENT_SELECTORS.count]: renderToStaticMarkup(<CartCount count={view.itemCount} />),
});

const dropdownOf = (container: HTMLElement) =>
  container.querySelector('.header-cart') as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  // The visitor's nonce, as fetched after the page (visitor-nonces.ts).
  window.dtLocal = { ajaxNonce: 'n0nce', restNonce: 'r3st' } as typeof window.dtLocal;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie = 'atelier_cart=; Max-Age=0; Path=/';
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-cart-count');
});

describe('HeaderCart on a page shared by every visitor (ADR 0011)', () => {
  const answerWith = (view: typeof cart) =>
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({ fragments: fragmentsOf(view), cart_hash: view.hash, cart: view }),
        ),
    );

  it('a visitor without a cart cookie keeps the empty cart the page shows, and nothing is asked', async () => {
    const fetchMock = answerWith(cart);
    vi.stubGlobal('fetch', fetchMock);
    const { container } = render(<HeaderCart fragments={fragmentsOf(emptyCart)} />);
    await act(async () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.querySelector('.cart-count')?.textContent).toBe('0');
  });

  it('a visitor with a cart sees their own fragments, fetched once, then kept for the same cart hash', async () => {
    document.cookie = 'atelier_cart=2.h1; Path=/';
    document.documentElement.setAttribute('data-cart-count', '2');
    const fetchMock = answerWith(cart);
    vi.stubGlobal('fetch', fetchMock);
    const first = render(<HeaderCart fragments={fragmentsOf(emptyCart)} />);
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(init.body)).toBe('action=get_refreshed_fragments');
    expect(first.container.querySelector('.cart-count')?.textContent).toBe('2');
    expect(first.container.textContent).toContain('Quiet Harbour No. 3');
    // The count painted early from the cookie gives way to the real one.
    expect(document.documentElement.hasAttribute('data-cart-count')).toBe(false);
    first.unmount();

    // The next page of the visit: same cart hash, so no request at all.
    const next = render(<HeaderCart fragments={fragmentsOf(emptyCart)} />);
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(next.container.querySelector('.cart-count')?.textContent).toBe('2');
  });

  it('issue 13: after a page’s own post empties the cart (an order), the next settled navigation shows the empty cart', async () => {
    document.cookie = 'atelier_cart=2.h1; Path=/';
    vi.stubGlobal('fetch', answerWith(cart));
    const { container, rerender } = render(
      <HeaderCart fragments={fragmentsOf(emptyCart)} revision="checkout" />,
    );
    await act(async () => undefined);
    expect(container.querySelector('.cart-count')?.textContent).toBe('2');
    // The order's answer removed the cookie; the root layout passes the new location's key.
    document.cookie = 'atelier_cart=; Max-Age=0; Path=/';
    rerender(<HeaderCart fragments={fragmentsOf(emptyCart)} revision="order-received" />);
    await act(async () => undefined);
    expect(container.querySelector('.cart-count')?.textContent).toBe('0');
    expect(container.querySelector('.mini-cart__item')).toBeNull();
  });

  it('a cart changed elsewhere (another hash in the cookie) is fetched again', async () => {
    sessionStorage.setItem(
      'atelier_cart_fragments',
      JSON.stringify({ hash: 'old', fragments: fragmentsOf(emptyCart) }),
    );
    document.cookie = 'atelier_cart=2.h1; Path=/';
    const fetchMock = answerWith(cart);
    vi.stubGlobal('fetch', fetchMock);
    const { container } = render(<HeaderCart fragments={fragmentsOf(emptyCart)} />);
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.cart-count')?.textContent).toBe('2');
  });
});

describe('HeaderCart', () => {
  it('SHOP-002 SHOP-004 the header shows the mini cart and a count that sums quantities', () => {
    const { container } = render(<HeaderCart fragments={fragmentsOf(cart)} />);
    expect(container.querySelector('.cart-count')?.textContent).toBe('2');
    expect(container.querySelector('.widget_shopping_cart_content')?.textContent).toContain(
      'Quiet Harbour No. 3',
    );
    expect(screen.getByRole('region', { name: 'Cart contents' })).toBeTruthy();
  });

  it('SHOP-005 the dropdown shows 350 ms after the pointer arrives and hides 200 ms after it leaves', () => {
    const { container } = render(<HeaderCart fragments={fragmentsOf(cart)} />);
    const cartArea = dropdownOf(container);
    expect(SHOW_DELAY_MS).toBe(350);
    expect(HIDE_DELAY_MS).toBe(200);
    fireEvent.mouseEnter(cartArea);
    act(() => vi.advanceTimersByTime(349));
    expect(cartArea.classList.contains('header-cart--open')).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(cartArea.classList.contains('header-cart--open')).toBe(true);
    fireEvent.mouseLeave(cartArea);
    act(() => vi.advanceTimersByTime(199));
    expect(cartArea.classList.contains('header-cart--open')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(cartArea.classList.contains('header-cart--open')).toBe(false);
  });

  it('SHOP-003 CART-008 after an add elsewhere on the page, the dropdown refreshes its list and count', () => {
    const { container } = render(<HeaderCart fragments={fragmentsOf(emptyCart)} />);
    expect(container.querySelector('.cart-count')?.textContent).toBe('0');
    act(() => applyFragments({ fragments: fragmentsOf(cart), cart_hash: 'h1', cart }));
    expect(container.querySelector('.cart-count')?.textContent).toBe('2');
    expect(container.querySelector('.mini-cart__item')).not.toBeNull();
  });

  it('CART-011 CART-012 removing blocks the row while the request runs, then shows the new fragments', async () => {
    let answer: (value: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = render(<HeaderCart fragments={fragmentsOf(cart)} />);
    const remove = container.querySelector<HTMLAnchorElement>('a.remove_from_cart_button');
    if (!remove) throw new Error('No remove link.');
    fireEvent.click(remove);
    await act(async () => undefined);
    expect(remove.closest('li')?.classList.contains('is-blocked')).toBe(true);
    const body = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(body[1].body)).toContain(
      `action=remove_from_cart&cart_item_key=${item.key}&security=n0nce`,
    );
    await act(async () => {
      answer(
        new Response(
          JSON.stringify({ fragments: fragmentsOf(emptyCart), cart_hash: '', cart: emptyCart }),
        ),
      );
    });
    expect(container.querySelector('.cart-count')?.textContent).toBe('0');
    expect(container.querySelector('.mini-cart__item')).toBeNull();
  });

  it('CART-013 a failed removal, or one answered without fragments, follows the link instead', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    for (const failure of [
      () => Promise.reject(new TypeError('offline')),
      () =>
        Promise.resolve(
          new Response(JSON.stringify({ success: false, data: { message: 'gone' } }), {
            status: 404,
          }),
        ),
    ]) {
      assign.mockClear();
      vi.stubGlobal('fetch', vi.fn(failure));
      const { container, unmount } = render(<HeaderCart fragments={fragmentsOf(cart)} />);
      const remove = container.querySelector<HTMLAnchorElement>('a.remove_from_cart_button');
      if (!remove) throw new Error('No remove link.');
      fireEvent.click(remove);
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(assign).toHaveBeenCalledWith(remove.href);
      unmount();
    }
  });
});

describe('MiniCartContents', () => {
  it('a work with no picture yet gets a blank square of the same size, never an img with an empty src', () => {
    const markup = renderToStaticMarkup(
      <MiniCartContents
        cart={{
          ...cart,
          items: [{ ...item, thumbnail: { ...item.thumbnail, src: '', srcSet: '' } }],
        }}
        removeNonce="n0nce"
      />,
    );
    expect(markup).not.toContain('<img');
    expect(markup).toContain('mini-cart__no-picture');
    expect(markup).toContain('Quiet Harbour No. 3');
  });
});
