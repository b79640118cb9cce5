/**
 * Imported for its effect by the app's client entry, before React Router is created: the
 * lightbox's `popstate` listener then comes first, so the lightbox's own history steps (Back
 * closing it, Forward reopening it) never reach the router (see `lightbox-history.ts`). It
 * imports nothing on purpose: a module it shared with the lightbox would let the bundler put the
 * two in one chunk, which every page would then load. Its few lines are `installHistoryGuard`'s.
 */
if (typeof window !== 'undefined' && !window.__atelierLightboxPopClaims) {
  const claims: NonNullable<Window['__atelierLightboxPopClaims']> = new Set();
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
}

export {};
