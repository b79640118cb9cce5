import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ISLAND_PROPS, useIslandLive } from '~/shared/ui/island';

/** The element a page is about: its main heading, or the main region when it has none. */
function pageHeading(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>('#main h1') ??
    document.querySelector<HTMLElement>('h1') ??
    document.getElementById('main')
  );
}

const withoutTrailingSlash = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** A new page that put focus in one of its fields on purpose keeps it there. */
function pageFocusedAField() {
  const active = document.activeElement;
  return (
    active instanceof HTMLElement &&
    active.matches('input, select, textarea') &&
    document.getElementById('main')?.contains(active) === true
  );
}

function focusIsLost() {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/**
 * After a client-side navigation, a screen reader user hears nothing and a keyboard user's focus
 * is left on a link of the previous page (or on nothing). So when the address changes to another
 * page, focus moves to the new page's heading and a polite live region names the page.
 *
 * Not on the first load (the browser starts at the top of the document, as it should), and not
 * when only the query or hash of the same page changes (sorting, a form step) while focus is
 * still on something: the control that changed them keeps it. If such a change removed the
 * focused element, the control that now has its id gets focus back (a re-rendered select), or
 * else the heading (a paginator link became the current page), rather than the start of the
 * document. Runs a frame late, so a page that places focus itself wins.
 */
export function RouteFocus() {
  const location = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<{ pathname: string; key: string } | null>(null);
  // The id of the control that last had focus: a control the new render replaced (a re-keyed
  // select) gets focus back under the same id.
  const lastFocusedId = useRef('');
  // An island of every page (its code comes after the first load): live once it runs.
  const regionRef = useRef<HTMLParagraphElement>(null);
  useIslandLive(regionRef);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      lastFocusedId.current = event.target instanceof HTMLElement ? event.target.id : '';
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname: location.pathname, key: location.key };
    if (before === null || before.key === location.key) return;
    // '/shop' and '/shop/' are one page (a form's get submits to the former).
    const newPage =
      withoutTrailingSlash(before.pathname) !== withoutTrailingSlash(location.pathname);
    const frame = requestAnimationFrame(() => {
      if (newPage ? pageFocusedAField() : !focusIsLost()) return;
      const replaced =
        !newPage && lastFocusedId.current ? document.getElementById(lastFocusedId.current) : null;
      if (replaced && replaced !== document.getElementById('main')) {
        replaced.focus({ preventScroll: true });
        return;
      }
      const heading = pageHeading();
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      if (newPage) setAnnouncement(document.title);
    });
    return () => cancelAnimationFrame(frame);
  }, [location.pathname, location.key]);

  return (
    <p
      ref={regionRef}
      {...ISLAND_PROPS}
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      {announcement}
    </p>
  );
}
