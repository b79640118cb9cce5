/**
 * How far a scroll stops short of its target, so the sticky header (and the floating menu once
 * it shows) never covers what the visitor asked to see. NAV-010 and DEC-21: anchor scrolling
 * (one-page links, a notice, an accordion item) leaves 40 px, or 68 px while the floating menu is
 * shown; LIST-012 and DEC-21: the paginator's scroll back to the list leaves 44 px, or 50 px
 * while the floating menu is shown. Menus, one-page navigation, accordions and item lists all
 * read these, so the numbers live once.
 */
export const ANCHOR_OFFSET_PX = { plain: 40, withFloatingMenu: 68 } as const;
export const PAGINATION_PADDING_PX = { plain: 44, withFloatingMenu: 50 } as const;
/** LIST-012: the paginator's scroll back to its list takes 400 ms. */
export const PAGINATION_SCROLL_MS = 400;

export type ScrollKind = 'anchor' | 'pagination';

/** The room left above a scroll target, given whether the floating menu is shown. */
export function scrollOffset(kind: ScrollKind, floatingMenuShown: boolean): number {
  const table = kind === 'anchor' ? ANCHOR_OFFSET_PX : PAGINATION_PADDING_PX;
  return floatingMenuShown ? table.withFloatingMenu : table.plain;
}

/**
 * Where the page should scroll to so that an element whose top is `elementTop` (document
 * coordinates) lands `offset` px below the viewport's top, never above the page's start nor past
 * its end.
 */
export function scrollTargetTop(elementTop: number, offset: number, maxScrollTop: number): number {
  const wanted = elementTop - offset;
  if (!Number.isFinite(wanted)) return 0;
  return Math.min(Math.max(0, maxScrollTop), Math.max(0, Math.round(wanted)));
}
