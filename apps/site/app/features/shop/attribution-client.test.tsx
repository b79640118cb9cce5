// @vitest-environment jsdom
import { ATTRIBUTION_FIELD_NAMES, SBJS_COOKIES } from '@atelier/shop/attribution';
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttributionFields } from './attribution-fields';
import { attributionFromCookieString, countPageView, pageViewCookies } from './attribution-client';
import { useOrderAttribution } from './order-attribution';

const NOW = new Date('2026-03-14T10:00:00Z');
const fields = () => attributionFromCookieString(document.cookie);

/** The root layout's part: counts page views, shows the page. */
function Root() {
  useOrderAttribution();
  return <Outlet />;
}

function Checkout() {
  return (
    <form>
      <AttributionFields />
    </form>
  );
}

/** The site in the browser, opened at `entry` as a full page load. */
async function openSite(entry: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Root />,
        children: [
          { index: true, element: <p>Home</p> },
          { path: 'shop', element: <p>Shop</p> },
          { path: 'albums', element: <p>Albums</p> },
          { path: 'checkout', element: <Checkout /> },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  await act(async () => {
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
  return {
    navigate: async (to: string) => {
      await act(async () => {
        await router.navigate(to);
      });
    },
  };
}

function stubBrowser(referrer: string) {
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Test/1.0');
}

const hiddenInputs = () =>
  Array.from(document.querySelectorAll<HTMLInputElement>('input[type="hidden"]'));

beforeEach(() => {
  stubBrowser('');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const name of Object.values(SBJS_COOKIES)) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

describe('order attribution counted in the browser (issue 13)', () => {
  it('ATTR-004 ATTR-003 a landing from a newsletter records its utm fields, the entry page and one page', async () => {
    stubBrowser('https://mail.example/');
    await openSite('/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    expect(fields()).toMatchObject({
      source_type: 'utm',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      referrer: 'https://mail.example/',
      session_entry: `${window.location.origin}/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=spring`,
      session_pages: '1',
      session_count: '1',
      user_agent: 'Test/1.0',
    });
  });

  it('ATTR-003 each client-side navigation is a page view, counted once; a fragment change alone is none', async () => {
    // The newsletter referrer belongs to the first load, not to the pages after it.
    stubBrowser('https://mail.example/');
    const site = await openSite('/');
    expect(fields()).toMatchObject({ source_type: 'referral', session_pages: '1' });
    await site.navigate('/shop/');
    await site.navigate('/shop/#step-2');
    await site.navigate('/albums/');
    expect(fields()).toMatchObject({
      source_type: 'referral',
      session_pages: '3',
      session_entry: `${window.location.origin}/`,
    });
  });

  it('ATTR-001 counting page views calls no endpoint (the spec gives the script an endpoint but no call): no fetch, XHR or beacon', async () => {
    const fetchSpy = vi.fn<typeof fetch>(() => Promise.reject(new Error('no call expected')));
    vi.stubGlobal('fetch', fetchSpy);
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    try {
      const site = await openSite('/shop/?utm_source=newsletter');
      await site.navigate('/albums/');
      expect(fields()).toMatchObject({ source_type: 'utm', session_pages: '2' });
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(open).not.toHaveBeenCalled();
      expect(beacon).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'sendBeacon');
    }
  });

  it('ATTR-003 the checkout’s fields include the page view of the checkout itself', async () => {
    await openSite('/checkout/');
    const posted = Object.fromEntries(new FormData(hiddenInputs()[0]?.form ?? undefined));
    expect(posted.wc_order_attribution_source_type).toBe('typein');
    expect(posted.wc_order_attribution_session_pages).toBe('1');
    expect(posted.wc_order_attribution_session_entry).toBe(`${window.location.origin}/checkout/`);
    expect(posted.wc_order_attribution_user_agent).toBe('Test/1.0');
  });

  it('ATTR-002 ATTR-004 the cookies are sbjs_, site-wide, readable by the page, Secure on https, with the configured lifetimes', () => {
    const cookies = pageViewCookies({
      url: 'https://atelier.example/shop/?utm_source=newsletter',
      referrer: '',
      userAgent: 'Test/1.0',
      cookieString: '',
      now: NOW,
    });
    expect(cookies.map((cookie) => cookie.slice(0, cookie.indexOf('=')))).toEqual(
      expect.arrayContaining(Object.values(SBJS_COOKIES)),
    );
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Path=\/; SameSite=Lax; Secure$/);
      expect(cookie).not.toMatch(/HttpOnly/i);
    }
    // DEC-24: 1e-5 months of 30 days is 26 s; a session lasts 30 minutes.
    expect(cookies.find((cookie) => cookie.startsWith('sbjs_current='))).toContain('Max-Age=26;');
    expect(cookies.find((cookie) => cookie.startsWith('sbjs_session='))).toContain('Max-Age=1800;');
    const plain = pageViewCookies({
      url: 'http://localhost/',
      referrer: '',
      userAgent: 'Test/1.0',
      cookieString: '',
      now: NOW,
    });
    expect(plain.every((cookie) => !cookie.includes('Secure'))).toBe(true);
  });
});

describe('AttributionFields', () => {
  it('ATTR-003 renders one hidden wc_order_attribution_<field> input per field, empty on the server', () => {
    countPageView({ url: window.location.href, referrer: '', now: NOW });
    const markup = renderToString(<AttributionFields />);
    for (const name of ATTRIBUTION_FIELD_NAMES) {
      expect(markup).toContain(`name="wc_order_attribution_${name}" value=""`);
    }
  });

  it('ATTR-003 in the browser the inputs carry what the cookies hold, and follow the next page view', () => {
    countPageView({ url: window.location.href, referrer: '', now: NOW });
    render(
      <form>
        <AttributionFields />
      </form>,
    );
    expect(hiddenInputs().map((input) => input.name)).toEqual(
      ATTRIBUTION_FIELD_NAMES.map((name) => `wc_order_attribution_${name}`),
    );
    const posted = () => Object.fromEntries(new FormData(hiddenInputs()[0]?.form ?? undefined));
    expect(posted().wc_order_attribution_source_type).toBe('typein');
    expect(posted().wc_order_attribution_session_pages).toBe('1');
    expect(posted().wc_order_attribution_session_entry).toBe(window.location.href);
    act(() => countPageView({ url: window.location.href, referrer: '', now: NOW }));
    expect(posted().wc_order_attribution_session_pages).toBe('2');
  });
});
