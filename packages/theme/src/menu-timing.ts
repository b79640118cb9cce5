/**
 * The main menu's timing (NAV-003) and its touch rule (NAV-002).
 *
 * API: `MENU_SHOW_DELAY_MS`, `MENU_HIDE_DELAY_MS`, `MENU_ANIMATION_MS`, `MENU_TAP_DETECTION_MS`,
 * `MENU_SCROLL_ANIMATION_MS`; `isTouchTap(touchStartedAt, clickAt)`;
 * `INITIAL_TAP_STATE`, `menuTap(state, tap)` (the first-tap / second-tap state machine).
 */

/** A hovered item's sub-menu shows 100 ms after the pointer arrives (NAV-003). */
export const MENU_SHOW_DELAY_MS = 100;
/** …and hides 150 ms after the pointer leaves, so a diagonal move to it does not lose it. */
export const MENU_HIDE_DELAY_MS = 150;
/** Showing and hiding a sub-menu is animated over 150 ms. */
export const MENU_ANIMATION_MS = 150;
/** A click that follows a touch within 200 ms is that touch's tap (not a mouse click). */
export const MENU_TAP_DETECTION_MS = 200;
/** The mobile menu's move to a sub-level (its slide and scroll) takes 150 ms. */
export const MENU_SCROLL_ANIMATION_MS = 150;

/**
 * Whether a click at `clickAt` is the tap of a touch that started at `touchStartedAt` (both in
 * ms on one clock). No touch (undefined), a clock going backwards or garbage: not a tap.
 */
export function isTouchTap(touchStartedAt: number | undefined, clickAt: number): boolean {
  if (touchStartedAt === undefined) return false;
  const elapsed = clickAt - touchStartedAt;
  return Number.isFinite(elapsed) && elapsed >= 0 && elapsed <= MENU_TAP_DETECTION_MS;
}

/** The item a first tap opened and marked, waiting for a second tap to follow its link. */
export interface MenuTapState {
  readonly marked: string | null;
}

export const INITIAL_TAP_STATE: MenuTapState = { marked: null };

/**
 * A tap on a menu item (`item` is its address; `hasSubmenu` whether it opens one) or anywhere
 * else (`item: null`).
 */
export interface MenuTap {
  readonly item: string | null;
  readonly hasSubmenu: boolean;
}

export type MenuTapAction =
  /** Open the item's sub-menu and mark the item; do not follow its link. */
  | 'open'
  /** Let the link be followed. */
  | 'follow'
  /** Close what the first tap opened (a tap elsewhere). */
  | 'reset';

/**
 * NAV-002 on touch: the first tap on an item with a sub-menu opens it and marks the item (its
 * link is not followed, there would be no way to reach the sub-menu otherwise); a second tap on
 * the same item follows its link. A tap on another item starts over with that item; a tap on an
 * item without a sub-menu follows at once; a tap outside the menu resets.
 */
export function menuTap(
  state: MenuTapState,
  tap: MenuTap,
): { action: MenuTapAction; state: MenuTapState } {
  if (tap.item === null) return { action: 'reset', state: INITIAL_TAP_STATE };
  if (!tap.hasSubmenu || state.marked === tap.item)
    return { action: 'follow', state: INITIAL_TAP_STATE };
  return { action: 'open', state: { marked: tap.item } };
}
