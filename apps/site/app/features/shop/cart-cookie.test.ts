import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartCookieHeader, readCartCookie } from './cart-cookie';

describe('the public cart cookie (issue 13, ADR 0011)', () => {
  it('issue 13: a cart with items is announced as <count>.<hash>, for 30 days, readable by scripts', () => {
    const header = cartCookieHeader({ itemCount: 3, hash: 'c130f3ff83' }, { secure: true });
    expect(header).toBe('atelier_cart=3.c130f3ff83; Max-Age=2592000; Path=/; SameSite=Lax; Secure');
    expect(header).not.toContain('HttpOnly');
    expect(readCartCookie('theme=dark; atelier_cart=3.c130f3ff83')).toEqual({
      itemCount: 3,
      hash: 'c130f3ff83',
    });
  });

  it('issue 13: an empty cart removes the cookie', () => {
    expect(cartCookieHeader({ itemCount: 0, hash: '' }, { secure: false })).toBe(
      'atelier_cart=; Max-Age=0; Path=/; SameSite=Lax',
    );
  });

  it('issue 13: any cookie value reads as a sane cart or none, never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (value) => {
        const cart = readCartCookie(`atelier_cart=${value}`);
        if (cart === undefined) return;
        expect(Number.isInteger(cart.itemCount)).toBe(true);
        expect(cart.itemCount).toBeGreaterThan(0);
        expect(cart.hash).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
      }),
    );
    expect(readCartCookie('atelier_cart=0.abc')).toBeUndefined();
    expect(readCartCookie('atelier_cart=2.<script>')).toBeUndefined();
    expect(readCartCookie(null)).toBeUndefined();
  });
});
