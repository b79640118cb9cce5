import { useEffect, useState, useSyncExternalStore } from 'react';
import { EARLY_STATE, takeEarlyState } from '~/shared/early-head-script';
import { isStoreNoticeHidden, rememberStoreNoticeHidden } from './store-notice-cookie';

/**
 * SHOP-006 / SHOP-008: the store notice bar. The page is the same for every visitor (ADR 0011),
 * so it carries the notice; when the cookie says it was dismissed, the early head script hides
 * it before the first paint (app.css), so it never flashes, and it leaves once hydrated.
 */
const noSubscription = () => () => undefined;

export function StoreNotice({ id, text }: { id: string; text: string }) {
  // Shown in the shared page; the cookie's word once hydrated, then the visitor's dismissal.
  const dismissedBefore = useSyncExternalStore(
    noSubscription,
    () => isStoreNoticeHidden(document.cookie, id),
    () => false,
  );
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    takeEarlyState(EARLY_STATE.storeNoticeHidden);
  }, []);

  if (dismissedBefore || dismissed) return null;

  const dismiss = () => {
    rememberStoreNoticeHidden(id);
    setDismissed(true);
    // The button is about to disappear; keep keyboard users in the page rather than on <body>.
    document.getElementById('main')?.focus();
  };

  return (
    <div
      className="store-notice woocommerce-store-notice demo_store"
      data-notice-id={id}
      role="region"
      aria-label="Store notice"
    >
      <p className="store-notice__text">{text}</p>
      <button
        type="button"
        className="store-notice__dismiss woocommerce-store-notice__dismiss-link"
        onClick={dismiss}
      >
        Dismiss<span className="visually-hidden"> the store notice</span>
      </button>
    </div>
  );
}
