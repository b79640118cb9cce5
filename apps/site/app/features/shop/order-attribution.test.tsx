// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useOrderAttribution } from './order-attribution';

/*
 * Issue 19: the counter's rules (`attribution-client.ts`) are not part of the first load. This
 * file never imports them itself, so it sees them arrive as the page does. (The counting rules
 * are proved in attribution-client.test.tsx.)
 */

/** The sbjs_ cookies as the checkout would read them, by name. */
function sbjsCookies(): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of document.cookie.split(';')) {
    const [name = '', ...value] = part.trim().split('=');
    if (name.startsWith('sbjs_')) cookies[name] = decodeURIComponent(value.join('='));
  }
  return cookies;
}

function Root() {
  useOrderAttribution();
  return <Outlet />;
}

afterEach(cleanup);

describe('order attribution after the first load (issue 19)', () => {
  it('ATTR-003 views wait for the counter, which loads at the first interaction and counts them in order with their own addresses', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Root />,
          children: [
            { index: true, element: <p>Home</p> },
            { path: 'shop', element: <p>Shop</p> },
            { path: 'albums', element: <p>Albums</p> },
          ],
        },
      ],
      { initialEntries: ['/?utm_source=newsletter&utm_medium=email'] },
    );
    await act(async () => {
      render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
    });
    await act(async () => {
      await router.navigate('/shop/');
    });
    // Two views seen, none counted yet: the counter has not been asked for.
    expect(sbjsCookies()).toEqual({});

    fireEvent.pointerDown(window);
    await expect.poll(() => sbjsCookies().sbjs_session ?? '').toContain('pgs=2');
    const counted = sbjsCookies();
    // The landing came first: its address is the session's entry, its utm fields the source.
    expect(counted.sbjs_current).toContain('src=newsletter');
    expect(counted.sbjs_current).toContain('mdm=email');
    expect(counted.sbjs_current_add).toContain(
      `ep=${window.location.origin}/?utm_source=newsletter&utm_medium=email`,
    );
    // … and the shop, seen after it, is the page the session is on.
    expect(counted.sbjs_session).toContain(`cpg=${window.location.origin}/shop/`);

    // With the counter here, the next view is counted at once.
    await act(async () => {
      await router.navigate('/albums/');
    });
    expect(sbjsCookies().sbjs_session).toContain('pgs=3');
  });
});
