import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { queuePageView } from './page-view-queue';

/**
 * How long after the page's load event the counter loads when the visitor has not interacted by
 * then (issue 19): its rules (2.9 KB gzip) are no part of showing the page, so they wait until the
 * first load is over, as analytics commonly do (ADR 0012: no page needs them to show).
 */
export const COUNTER_DELAY_AFTER_LOAD_MS = 2000;

/** The visitor's first interaction (a touch is a pointerdown too): the counter loads then. */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel'] as const;

let counterRequested = false;

/**
 * Loads the counter once per document, at the first interaction, when the page is hidden (which
 * leaving it is too), or a moment after the load event, whichever comes first. The views wait in
 * the queue until it arrives.
 */
function loadCounterSoon(): void {
  if (counterRequested) return;
  counterRequested = true;
  let timer: number | undefined;
  const options = { capture: true, passive: true } as const;
  const disarm = () => {
    window.clearTimeout(timer);
    window.removeEventListener('load', afterLoad);
    for (const type of INTERACTIONS) window.removeEventListener(type, load, options);
    document.removeEventListener('visibilitychange', onVisibility);
  };
  function load() {
    disarm();
    // A counter that could not load is asked for again with the next page view.
    import('./attribution-client').catch(() => {
      counterRequested = false;
    });
  }
  function afterLoad() {
    timer = window.setTimeout(load, COUNTER_DELAY_AFTER_LOAD_MS);
  }
  function onVisibility() {
    if (document.visibilityState === 'hidden') load();
  }
  for (const type of INTERACTIONS) window.addEventListener(type, load, options);
  document.addEventListener('visibilitychange', onVisibility);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * ATTR-003: counts the first page and every client-side navigation to another address (a new
 * path or query; a change of the fragment alone, such as a form's step, is no page view), once
 * each. Mounted once, in the root layout. The views are counted when the counter arrives
 * (`page-view-queue.ts`), with the address, referrer and time each was seen at.
 */
export function useOrderAttribution(): void {
  const location = useLocation();
  const last = useRef<{ readonly key: string; readonly url: string } | undefined>(undefined);
  useEffect(() => {
    const url = `${window.location.origin}${location.pathname}${location.search}`;
    const previous = last.current;
    // The same entry seen again (React's development double run) is not a new view.
    if (previous?.key === location.key) return;
    last.current = { key: location.key, url };
    if (previous?.url === url && location.hash !== '') return;
    queuePageView({ url, referrer: previous?.url ?? document.referrer, now: new Date() });
    loadCounterSoon();
  }, [location.key, location.pathname, location.search, location.hash]);
}
