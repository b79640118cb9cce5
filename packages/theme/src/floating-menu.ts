/**
 * When the floating menu shows (NAV-009).
 *
 * API: `floatingMenuShouldShow(scrollTop, headerBottom)`.
 */

/**
 * The floating copy of the main menu shows once the page has scrolled past the header (the
 * header's bottom edge, in document coordinates, has gone above the viewport's top) and hides
 * again when scrolled back. Garbage (NaN, a header with no size) shows nothing: the header is
 * there.
 */
export function floatingMenuShouldShow(scrollTop: number, headerBottom: number): boolean {
  if (!Number.isFinite(scrollTop) || !Number.isFinite(headerBottom) || headerBottom <= 0)
    return false;
  return scrollTop >= headerBottom;
}
