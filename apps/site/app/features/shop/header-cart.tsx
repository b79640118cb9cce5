import { useEffect, useRef, useState } from 'react';
import {
  applyFragments,
  CART_FRAGMENTS_EVENT,
  isFragmentsResponse,
  MANAGED_FRAGMENT_ATTRIBUTE,
  postToShop,
  queueCartRequest,
} from './cart-client';
import { FRAGMENT_SELECTORS } from './mini-cart-contents';

/** SHOP-005: the dropdown shows 350 ms after the pointer arrives and hides 200 ms after it leaves. */
export const SHOW_DELAY_MS = 350;
export const HIDE_DELAY_MS = 200;

/**
 * The cart in the header: its count and a dropdown with the mini cart. Both show the server's
 * fragment markup, first from the page and then from every cart call (SHOP-003).
 */
export function HeaderCart({
  fragments: pageFragments,
  nonce,
}: {
  fragments: Record<string, string>;
  nonce: string;
}) {
  const [fragments, setFragments] = useState(pageFragments);
  const [fromPage, setFromPage] = useState(pageFragments);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A navigation brings fresh fragments from the page's loader.
  if (pageFragments !== fromPage) {
    setFromPage(pageFragments);
    setFragments(pageFragments);
  }

  useEffect(() => {
    const update = (event: Event) => {
      const answer = (event as CustomEvent).detail;
      if (isFragmentsResponse(answer))
        setFragments((current) => ({ ...current, ...answer.fragments }));
    };
    window.addEventListener(CART_FRAGMENTS_EVENT, update);
    return () => {
      window.removeEventListener(CART_FRAGMENTS_EVENT, update);
      clearTimeout(timer.current);
    };
  }, []);

  const later = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };

  /** CART-012 / CART-013: remove links are handled here for every row, present or future. */
  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a.remove_from_cart_button');
    if (!link) return;
    event.preventDefault();
    const row = link.closest('li');
    row?.classList.add('is-blocked');
    const followLink = () => window.location.assign(link.href);
    queueCartRequest(() =>
      postToShop({
        action: 'remove_from_cart',
        cart_item_key: link.dataset.cart_item_key ?? '',
        security: nonce,
      }),
    )
      .then((answer) => {
        if (!isFragmentsResponse(answer)) return followLink();
        applyFragments(answer);
        document.body.dispatchEvent(new CustomEvent('removed_from_cart', { detail: answer }));
      })
      .catch(followLink);
  };

  const count = fragments[FRAGMENT_SELECTORS.count] ?? '';
  return (
    <div
      className={`header-cart${open ? ' header-cart--open' : ''}`}
      {...{ [MANAGED_FRAGMENT_ATTRIBUTE]: '' }}
      onMouseEnter={() => later(true, SHOW_DELAY_MS)}
      onMouseLeave={() => later(false, HIDE_DELAY_MS)}
      onFocus={() => {
        clearTimeout(timer.current);
        setOpen(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) later(false, 0);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <a href="/cart/" className="icon-button header-cart__link">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M5 8h14l-1.2 12H6.2z" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M9 8V6a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        <span className="visually-hidden">Cart</span>
        <span className="header-cart__count" dangerouslySetInnerHTML={{ __html: count }} />
      </a>
      <div
        className="header-cart__dropdown"
        role="region"
        aria-label="Cart contents"
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: fragments[FRAGMENT_SELECTORS.miniCart] ?? '' }}
      />
    </div>
  );
}
