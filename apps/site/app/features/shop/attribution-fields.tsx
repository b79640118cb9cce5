import { ATTRIBUTION_FIELD_NAMES } from '@atelier/shop/attribution';
import { useMemo, useSyncExternalStore } from 'react';
import { attributionFromCookieString, subscribeToPageViews } from './attribution-client';

// Cookies announce no changes of their own; the page views the browser counts do (the root
// layout counts this one after the checkout has rendered), and every render reads them again.
const browserCookies = () => document.cookie;
const noCookiesOnTheServer = () => '';

/**
 * ATTR-003: the hidden `wc_order_attribution_<field>` inputs a checkout form posts. The server
 * render leaves them empty (the server cannot know what the browser's sbjs_ cookies say); the
 * browser fills them from the cookies as soon as it hydrates.
 */
export function AttributionFields() {
  const cookies = useSyncExternalStore(subscribeToPageViews, browserCookies, noCookiesOnTheServer);
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
