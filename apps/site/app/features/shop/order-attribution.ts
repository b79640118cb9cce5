import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type * as AttributionClient from './attribution-client';

type AttributionCounter = typeof AttributionClient;

/** The counter and its rules load after the page, once: no page needs them to show (ADR 0012). */
let counter: Promise<AttributionCounter> | undefined;

/**
 * ATTR-003: counts the first page and every client-side navigation to another address (a new
 * path or query; a change of the fragment alone, such as a form's step, is no page view), once
 * each. Mounted once, in the root layout.
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
    const view = { url, referrer: previous?.url ?? document.referrer, now: new Date() };
    counter ??= import('./attribution-client');
    // Promise callbacks run in the order they were added, so views are counted in order.
    void counter.then((module) => module.countPageView(view));
  }, [location.key, location.pathname, location.search, location.hash]);
}
