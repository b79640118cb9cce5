import { useSyncExternalStore } from 'react';

/**
 * Which one-page section is current (NAV-006, NAV-007), shared by everything that marks it: the
 * one-page page's own section menu and any main-menu item whose address is `<path>#!/<id>`.
 * The one-page navigation writes it (on a link's click and while the visitor scrolls); menus
 * read it with `useOnePageSection`. `undefined` means no one-page page is showing; `'up'` is the
 * top of the page (above the first section).
 */
type Listener = () => void;

let current: { path: string; section: string } | undefined;
const listeners = new Set<Listener>();

export function setOnePageSection(next: { path: string; section: string } | undefined) {
  if (current?.path === next?.path && current?.section === next?.section) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;
// The server renders no section as current: the page is the same for every visitor.
const serverSnapshot = () => undefined;

export function useOnePageSection(): { path: string; section: string } | undefined {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
