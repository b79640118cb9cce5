import fc from 'fast-check';
import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { goRedirect } from './go-redirect.server';
import { MENU_ADDRESSES } from './main-navigation';

const go = (query: string) => new Request(`http://localhost/go/${query}`);

/** The status the loader answers with: a redirect it returns, or the refusal it throws. */
function statusOf(request: Request): { status: number; location?: string | null } {
  try {
    const answer = goRedirect(request);
    return { status: answer.status, location: answer.headers.get('Location') };
  } catch (error) {
    const thrown = error as { init?: { status?: number }; status?: number };
    if (isRouteErrorResponse(error)) return { status: error.status };
    return { status: thrown.init?.status ?? thrown.status ?? 500 };
  }
}

describe('the select menu redirect', () => {
  it('NAV-016 goes to each address of the menu', () => {
    for (const address of MENU_ADDRESSES) {
      expect(statusOf(go(`?to=${encodeURIComponent(address)}`))).toEqual({
        status: 303,
        location: address,
      });
    }
  });

  it('NAV-016 no target or several is 400; an address outside the menu is 404', () => {
    expect(statusOf(go('')).status).toBe(400);
    expect(statusOf(go('?to=')).status).toBe(400);
    expect(statusOf(go('?to=/shop/&to=/blog/')).status).toBe(400);
    for (const hostile of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '/shop',
      '/shop/../admin',
      'javascript:alert(1)',
      '/about/#!/story<script>',
      '%00',
      'x'.repeat(5_000),
    ])
      expect(statusOf(go(`?to=${encodeURIComponent(hostile)}`)).status).toBe(404);
  });

  it('NAV-016 property: any target either is a menu address (303 there) or is refused with 4xx', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (target) => {
        const answer = statusOf(go(`?to=${encodeURIComponent(target)}`));
        if (MENU_ADDRESSES.has(target)) expect(answer).toEqual({ status: 303, location: target });
        else expect([400, 404]).toContain(answer.status);
      }),
    );
  });
});
