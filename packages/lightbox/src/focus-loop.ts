const FOCUSABLE =
  'a[href], button:not([disabled]), iframe, input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls Tab reaches inside `root`: visible, and not in a slide the library made inert. */
export function tabStops(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab inside the open lightbox. The library makes the rest of the page inert, but past its
 * last control the browser would move focus out of the page (to its own toolbar); here Tab wraps
 * from the last control to the first and Shift+Tab from the first to the last. Returns the
 * function that stops it.
 */
export function keepTabInside(findRoot: () => Element | null): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const root = findRoot();
    if (!root) return;
    const stops = tabStops(root);
    const first = stops[0];
    const last = stops.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    const inside = active instanceof HTMLElement && root.contains(active);
    // From the dialog's own surface (focused on open, not a tab stop) Shift+Tab goes to the last.
    const atStart = !inside || active === first || !stops.includes(active);
    if (event.shiftKey ? atStart : !inside || active === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };
  document.addEventListener('keydown', onKeyDown, { capture: true });
  return () => document.removeEventListener('keydown', onKeyDown, { capture: true });
}
