/** A lightbox's claim on a history step: true when the step was its own (the router never hears it). */
export type PopClaim = (event: PopStateEvent) => boolean;

declare global {
  interface Window {
    /** The lightboxes' claims on history steps, read by the one guarding `popstate` listener. */
    __atelierLightboxPopClaims?: Set<PopClaim>;
  }
}

/**
 * The one guarding `popstate` listener, added once per page. The app's client entry imports this
 * module for its effect before React Router is created, so the lightbox's listener comes first and
 * the lightbox's own history steps (Back closing it, Forward reopening it) never reach the router
 * (see `lightbox-history.ts`). It imports nothing on purpose: a module it shared with
 * the lightbox would let the bundler put the two in one chunk, which every page would then load.
 * `lightbox-history.ts` calls it too (whichever comes first adds the listener).
 */
export function installHistoryGuard(): Set<PopClaim> {
  const existing = window.__atelierLightboxPopClaims;
  if (existing) return existing;
  const claims = new Set<PopClaim>();
  window.__atelierLightboxPopClaims = claims;
  window.addEventListener(
    'popstate',
    (event) => {
      for (const claim of claims) {
        if (claim(event)) {
          event.stopImmediatePropagation();
          return;
        }
      }
    },
    { capture: true },
  );
  return claims;
}

if (typeof window !== 'undefined') installHistoryGuard();
