/**
 * The visitor's nonces, fetched after the page (ADR 0011). Pages are the same for every visitor,
 * so their theme settings carry empty nonces; the first call that needs one asks the ajax
 * endpoint (`atelier_refresh_nonces`) once, which also gives a visitor without a session their
 * session cookie, and the answer fills `window.dtLocal` (THEME-008) for scripts that read it there.
 */
export interface VisitorNonces {
  ajaxNonce: string;
  restNonce: string;
}

let known: VisitorNonces | undefined;
let pending: Promise<VisitorNonces> | undefined;

const isNonces = (value: unknown): value is VisitorNonces =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VisitorNonces).ajaxNonce === 'string' &&
  typeof (value as VisitorNonces).restNonce === 'string' &&
  (value as VisitorNonces).ajaxNonce !== '';

function remember(nonces: VisitorNonces): VisitorNonces {
  known = nonces;
  if (window.dtLocal) Object.assign(window.dtLocal, nonces);
  return nonces;
}

/** The nonces already known in this page, if any (from an earlier call or the settings). */
export function knownNonces(): VisitorNonces | undefined {
  if (known) return known;
  const settings = window.dtLocal;
  if (settings?.ajaxNonce) return { ajaxNonce: settings.ajaxNonce, restNonce: settings.restNonce };
  return undefined;
}

/** The visitor's nonces: known ones at once, otherwise one request shared by every caller. */
export function visitorNonces(): Promise<VisitorNonces> {
  const ready = knownNonces();
  if (ready) return Promise.resolve(ready);
  pending ??= (async () => {
    try {
      const response = await fetch(window.dtLocal?.ajaxurl ?? '/api/ajax', {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams({ action: 'atelier_refresh_nonces' }),
        credentials: 'same-origin',
      });
      const answer: unknown = await response.json();
      const data = (answer as { data?: unknown } | null)?.data;
      if (!response.ok || !isNonces(data)) throw new Error('No nonces in the answer.');
      return remember({ ajaxNonce: data.ajaxNonce, restNonce: data.restNonce });
    } finally {
      pending = undefined;
    }
  })();
  return pending;
}

/** Forgets the nonces (the server refused one as expired): the next call asks again. */
export function forgetNonces() {
  known = undefined;
  if (window.dtLocal) Object.assign(window.dtLocal, { ajaxNonce: '', restNonce: '' });
}
