import { PIN_SCRIPT_URL } from '@atelier/theme/share-links';
import type { MouseEvent } from 'react';

/** What Pinterest's script puts on `window` once it has loaded (its `pinit_main.js`). */
interface PinUtils {
  pinOne(pin: { url: string; media: string; description: string }): void;
}

declare global {
  interface Window {
    PinUtils?: PinUtils;
  }
}

/** How long a pin waits for Pinterest's script before falling back to the share window. */
export const PIN_SCRIPT_WAIT_MS = 4000;
const PIN_SCRIPT_POLL_MS = 100;

let loading: Promise<PinUtils> | undefined;

/**
 * MISC-014: injects Pinterest's pinning script the first time a visitor pins (never on page
 * load, so a visitor who never pins never talks to Pinterest) and resolves once its `PinUtils`
 * is there. `pinit.js` loads the rest of its code itself, so `PinUtils` appears a moment after
 * the element's load event: it is looked for every 100 ms. A script that fails or never answers
 * rejects, and the next pin tries again.
 */
export function loadPinScript(
  doc: Document = document,
  src: string = PIN_SCRIPT_URL,
): Promise<PinUtils> {
  const win = doc.defaultView;
  if (win?.PinUtils) return Promise.resolve(win.PinUtils);
  loading ??= new Promise<PinUtils>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.pinScript = 'on-demand';
    const started = Date.now();
    const look = () => {
      if (win?.PinUtils) resolve(win.PinUtils);
      else if (Date.now() - started >= PIN_SCRIPT_WAIT_MS) fail();
      else setTimeout(look, PIN_SCRIPT_POLL_MS);
    };
    const fail = () => {
      script.remove();
      reject(new Error(`Pinterest's script did not load from ${src}`));
    };
    script.addEventListener('load', look);
    script.addEventListener('error', fail);
    doc.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * GAL-014, MISC-014: the pin button's click. Its link is Pinterest's pin page for the tile
 * (`url`, `media`, `description` in the query): those go to Pinterest's own pin dialog once its
 * script is there. Should the script not come (blocked, offline), the pin page opens as the
 * link's share window does. Modifier clicks keep the browser's behaviour (a new tab).
 */
export function pinWithPinterest(
  event: MouseEvent<HTMLAnchorElement>,
  fallback: (href: string) => void,
): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  const href = event.currentTarget.href;
  const query = new URL(href).searchParams;
  const pin = {
    url: query.get('url') ?? window.location.href,
    media: query.get('media') ?? '',
    description: query.get('description') ?? document.title,
  };
  loadPinScript().then(
    (utils) => utils.pinOne(pin),
    () => fallback(href),
  );
}
