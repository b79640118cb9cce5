import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keyboard and pointer behaviour of the phone and tablet menu, a disclosure (a button with
 * aria-expanded that shows a list of links; not a modal, the header stays usable):
 *
 * - opening moves focus to the first link, so Tab walks the menu before anything else;
 * - Escape closes it and puts focus back on the toggle;
 * - a tap or click outside the menu and its toggle closes it; focus that would otherwise be lost
 *   (it was on a link that is now hidden) goes back to the toggle;
 * - focus leaving the menu for another control (Tab past the last link) closes it, so an open
 *   panel never covers the page the visitor is now in.
 */
export function useMenuDisclosure({
  open,
  menu,
  toggle,
  close,
}: {
  open: boolean;
  menu: RefObject<HTMLElement | null>;
  toggle: RefObject<HTMLButtonElement | null>;
  close: () => void;
}) {
  // The latest close function, without re-subscribing the listeners at every render.
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    const menuElement = menu.current;
    const toggleElement = toggle.current;
    if (!menuElement || !toggleElement) return;
    menuElement.querySelector<HTMLElement>('a[href]')?.focus();

    const isInside = (target: EventTarget | null) =>
      target instanceof Node && (menuElement.contains(target) || toggleElement.contains(target));

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      closeRef.current();
      toggleElement.focus();
    };
    // A tap on the page's text focuses nothing, or the main region (tabindex -1): no control the
    // visitor chose, so focus goes back to the toggle rather than being lost.
    const isControl = (target: EventTarget | null) =>
      target instanceof HTMLElement && target !== document.body && target.tabIndex >= 0;
    const onClick = (event: MouseEvent) => {
      if (isInside(event.target)) return;
      closeRef.current();
      if (!isControl(document.activeElement) || menuElement.contains(document.activeElement))
        toggleElement.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      // Tab (or a tap) onto another control outside: the visitor has moved on. Focus going
      // nowhere or to the main region is a tap on the page: the click handler decides then.
      if (isControl(event.relatedTarget) && !isInside(event.relatedTarget)) closeRef.current();
    };

    document.addEventListener('keydown', onKeyDown);
    // Capture, so a page element that stops its clicks cannot keep the menu open.
    document.addEventListener('click', onClick, true);
    menuElement.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick, true);
      menuElement.removeEventListener('focusout', onFocusOut);
    };
  }, [open, menu, toggle]);
}
