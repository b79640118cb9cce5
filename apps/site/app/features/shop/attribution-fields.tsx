import { ATTRIBUTION_FIELD_NAMES } from '@atelier/shop/attribution';
import { useMemo, useSyncExternalStore } from 'react';
import { attributionFromCookieString } from './attribution-client';

// Cookies announce no changes; the fields are read again on every render, which is enough
// because the server counted this page view before it rendered (see server/shop/attribution.ts).
const subscribeToNothing = () => () => undefined;
const browserCookies = () => document.cookie;
const noCookiesOnTheServer = () => '';

/**
 * ATTR-003: the hidden `wc_order_attribution_<field>` inputs a checkout form posts. The server
 * render leaves them empty (the server cannot know what the browser's sbjs_ cookies say); the
 * browser fills them from the cookies as soon as it hydrates.
 */
export function AttributionFields() {
  const cookies = useSyncExternalStore(subscribeToNothing, browserCookies, noCookiesOnTheServer);
  const fields = useMemo(() => attributionFromCookieString(cookies), [cookies]);
  return (
    <>
      {ATTRIBUTION_FIELD_NAMES.map((name) => (
        <input
          key={name}
          type="hidden"
          name={`wc_order_attribution_${name}`}
          value={fields[name]}
        />
      ))}
    </>
  );
}
