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
 * last control the browser would move focus out of the page, and a film's or map's frame that is
 * still loading (or failed to) can take the browser's own Tab step and drop focus on the inert
 * body. So every Tab is taken here: it moves to the next control (Shift+Tab the previous),
 * wrapping at the ends, and skips a control that does not take focus. From the dialog's own surface
 * (focused on open, not a tab stop) Tab goes to the first control and Shift+Tab to the last.
 * Returns the function that stops it.
 */
export function keepTabInside(findRoot: () => Element | null): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const root = findRoot();
    if (!root) return;
    const stops = tabStops(root);
    if (stops.length === 0) return;
    event.preventDefault();
    const step = event.shiftKey ? -1 : 1;
    const active = document.activeElement;
    const at = active instanceof HTMLElement ? stops.indexOf(active) : -1;
    let index =
      at === -1
        ? event.shiftKey
          ? stops.length - 1
          : 0
        : (at + step + stops.length) % stops.length;
    for (let tried = 0; tried < stops.length; tried += 1) {
      const stop = stops[index];
      stop?.focus();
      if (stop && document.activeElement === stop) return;
      index = (index + step + stops.length) % stops.length;
    }
  };
  document.addEventListener('keydown', onKeyDown, { capture: true });
  return () => document.removeEventListener('keydown', onKeyDown, { capture: true });
}
