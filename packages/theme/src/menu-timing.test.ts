import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_TAP_STATE,
  MENU_ANIMATION_MS,
  MENU_HIDE_DELAY_MS,
  MENU_SCROLL_ANIMATION_MS,
  MENU_SHOW_DELAY_MS,
  MENU_TAP_DETECTION_MS,
  isTouchTap,
  menuTap,
} from './menu-timing';

describe('menu timing', () => {
  it('NAV-003 show 100 ms, hide 150 ms, animation 150 ms, tap detection 200 ms, menu scroll 150 ms', () => {
    expect(MENU_SHOW_DELAY_MS).toBe(100);
    expect(MENU_HIDE_DELAY_MS).toBe(150);
    expect(MENU_ANIMATION_MS).toBe(150);
    expect(MENU_TAP_DETECTION_MS).toBe(200);
    expect(MENU_SCROLL_ANIMATION_MS).toBe(150);
  });

  it('NAV-003 a click within 200 ms of a touch is its tap; later, earlier or without one it is not', () => {
    expect(isTouchTap(1_000, 1_000)).toBe(true);
    expect(isTouchTap(1_000, 1_200)).toBe(true);
    expect(isTouchTap(1_000, 1_201)).toBe(false);
    expect(isTouchTap(1_000, 999)).toBe(false);
    expect(isTouchTap(undefined, 1_000)).toBe(false);
    expect(isTouchTap(Number.NaN, 1_000)).toBe(false);
  });
});

describe('the touch tap state machine', () => {
  const shop = { item: '/shop/', hasSubmenu: true };
  const journal = { item: '/blog/', hasSubmenu: true };

  it('NAV-002 first tap on an item with a sub-menu opens and marks it, the second follows its link', () => {
    const first = menuTap(INITIAL_TAP_STATE, shop);
    expect(first).toEqual({ action: 'open', state: { marked: '/shop/' } });
    const second = menuTap(first.state, shop);
    expect(second).toEqual({ action: 'follow', state: INITIAL_TAP_STATE });
  });

  it('NAV-002 a tap on another item starts over with that item; a tap elsewhere resets', () => {
    const first = menuTap(INITIAL_TAP_STATE, shop);
    expect(menuTap(first.state, journal)).toEqual({
      action: 'open',
      state: { marked: '/blog/' },
    });
    expect(menuTap(first.state, { item: null, hasSubmenu: false })).toEqual({
      action: 'reset',
      state: INITIAL_TAP_STATE,
    });
    // After the reset the same item needs its first tap again.
    expect(menuTap(INITIAL_TAP_STATE, shop).action).toBe('open');
  });

  it('NAV-002 an item without a sub-menu follows at the first tap', () => {
    expect(menuTap(INITIAL_TAP_STATE, { item: '/', hasSubmenu: false }).action).toBe('follow');
  });

  it('NAV-002 property: a link is followed only on a second consecutive tap of the same parent', () => {
    const items = ['/a/', '/b/', '/c/', null] as const;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...items), { maxLength: 30 }), (taps) => {
        let state = INITIAL_TAP_STATE;
        let previous: string | null | undefined;
        let previousOpened = false;
        for (const item of taps) {
          const result = menuTap(state, { item, hasSubmenu: item !== null });
          if (result.action === 'follow') expect(previousOpened && previous === item).toBe(true);
          if (item === null) expect(result.action).toBe('reset');
          previousOpened = result.action === 'open';
          previous = item;
          state = result.state;
        }
      }),
    );
  });
});
