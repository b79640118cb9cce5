import { useState } from 'react';
import { rememberStoreNoticeHidden } from './store-notice-cookie';

/**
 * SHOP-006 / SHOP-008: the store notice bar. The server already leaves it out when the cookie
 * says hidden (`initiallyHidden`), so a dismissed notice never flashes on a later page.
 */
export function StoreNotice({
  id,
  text,
  initiallyHidden,
}: {
  id: string;
  text: string;
  initiallyHidden: boolean;
}) {
  const [hidden, setHidden] = useState(initiallyHidden);
  if (hidden) return null;

  const dismiss = () => {
    rememberStoreNoticeHidden(id);
    setHidden(true);
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
