import { useEffect, type RefObject } from 'react';

/**
 * An island is a part of a page whose code is a chunk after the first load (the 120 KB budget
 * of issues 13 and 20): the server renders it whole, marked with these props, and it works
 * as plain HTML (links, native forms) until its code has come and hydrated it. Then it marks
 * itself live (`data-live`, never in the server's HTML, so every visitor gets the same page).
 */
export const ISLAND_PROPS = { 'data-island': '' } as const;

const WAITING = '[data-island]:not([data-live])';

/** Marks the island whose root element `ref` holds as live, once its code runs. */
export function useIslandLive(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => ref.current?.setAttribute('data-live', 'true'), [ref]);
}

/**
 * Calls `live` once no island on the page is waiting for its code (at once when none is), so
 * the root layout can say the whole page is live. Returns a function that stops waiting.
 */
export function onIslandsLive(live: () => void, page: Document = document): () => void {
  const waiting = () => page.querySelector(WAITING) !== null;
  if (!waiting()) {
    live();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (waiting()) return;
    observer.disconnect();
    live();
  });
  observer.observe(page.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-live'],
  });
  return () => observer.disconnect();
}
