/**
 * The lightbox's place in the browser history. Opening pushes `#lightbox-<id>-<n>` (so the
 * picture can be shared and Back closes it), moving replaces it, closing goes back.
 *
 * React Router owns `history.state` (`usr`, `key`, `idx`): every entry we write keeps it and only
 * adds our marker. React Router never hears of our entries: it does not see `pushState`, and the
 * `popstate` of stepping between the page and its own lightbox entry is claimed here, in the
 * capture phase on `window` (which runs before React Router's own listener on the same target), so
 * it neither revalidates the page's data nor moves the scroll position for what is, to the page,
 * no navigation at all. Every other `popstate` (another page, another query) goes through untouched.
 *
 * Chromium calls a window's `popstate` listeners in the order they were added, capture or not, so
 * the claiming listener must be added before React Router's: `history-guard.tsx`, imported by the
 * app's client entry before the router is created, adds it at once; a lightbox module loaded
 * later (a page reached by client-side navigation) registers its claims with that same listener,
 * found on `window` (the guard imports nothing, so the bundler cannot fold it into a page's chunk
 * that every page would then load).
 */
import { installHistoryGuard, type PopClaim } from './history-guard';

export const HISTORY_MARKER = 'atelierLightbox';

export interface LightboxEntryMarker {
  id: string;
  /** True when our own push made this entry, so closing can step back to the page's entry. */
  pushed: boolean;
}

type HistoryState = Record<string, unknown> | null;

function currentState(): HistoryState {
  const state: unknown = window.history.state;
  return state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : null;
}

export function markerOf(state: unknown): LightboxEntryMarker | undefined {
  if (state === null || typeof state !== 'object') return undefined;
  const marker = (state as Record<string, unknown>)[HISTORY_MARKER];
  if (marker === null || typeof marker !== 'object') return undefined;
  const { id, pushed } = marker as Record<string, unknown>;
  return typeof id === 'string' && typeof pushed === 'boolean' ? { id, pushed } : undefined;
}

function withMarker(marker: LightboxEntryMarker | undefined): Record<string, unknown> {
  const { [HISTORY_MARKER]: _previous, ...rest } = currentState() ?? {};
  return marker ? { ...rest, [HISTORY_MARKER]: marker } : rest;
}

const pathAndSearch = () => `${window.location.pathname}${window.location.search}`;

/** Opens: a new entry with the hash, React Router's state kept. */
export function pushLightboxEntry(id: string, hash: string): void {
  window.history.pushState(withMarker({ id, pushed: true }), '', `${pathAndSearch()}${hash}`);
}

/** Moves to another item, or adopts an entry the page was loaded with: same entry, new hash. */
export function replaceLightboxEntry(id: string, hash: string, pushed: boolean): void {
  window.history.replaceState(withMarker({ id, pushed }), '', `${pathAndSearch()}${hash}`);
}

/**
 * Closes. An entry we pushed is left by going back (so Forward reopens it); an entry the page
 * was opened with (a shared address) has no page entry behind it: its hash is removed in place.
 * Returns true when a `popstate` will follow.
 */
export function leaveLightboxEntry(id: string): boolean {
  const marker = markerOf(window.history.state);
  if (marker?.id !== id) return false;
  if (marker.pushed) {
    window.history.back();
    return true;
  }
  window.history.replaceState(withMarker(undefined), '', pathAndSearch());
  return false;
}

/** A lightbox's answer to a `popstate`: true when the step was its own (it then handles it). */
/** Registers a lightbox's claim on history steps; returns the unregistering function. */
export function claimHistorySteps(claim: PopClaim): () => void {
  const claims = installHistoryGuard();
  claims.add(claim);
  return () => {
    claims.delete(claim);
  };
}

export function currentPathAndSearch(): string {
  return pathAndSearch();
}
