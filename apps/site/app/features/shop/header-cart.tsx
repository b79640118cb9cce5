import { useEffect, useRef, useState } from 'react';
import {
  applyFragments,
  CART_FRAGMENTS_EVENT,
  isFragmentsResponse,
  MANAGED_FRAGMENT_ATTRIBUTE,
  postToShop,
  queueCartRequest,
} from './cart-client';
import { EARLY_STATE, takeEarlyState } from '~/shared/early-head-script';
import { readCartCookie } from './cart-cookie';
import { FRAGMENT_SELECTORS } from './cart-fragment-selectors';
import { LineIcon } from '~/shared/ui/line-icon';

/** SHOP-005: the dropdown shows 350 ms after the pointer arrives and hides 200 ms after it leaves. */
export const SHOW_DELAY_MS = 350;
export const HIDE_DELAY_MS = 200;

/** Where the last fragments are kept for this tab, with the cart hash they show. */
const STORED_FRAGMENTS_KEY = 'atelier_cart_fragments';

interface StoredFragments {
  hash: string;
  fragments: Record<string, string>;
}

function storedFragments(hash: string): Record<string, string> | undefined {
  try {
    const stored = JSON.parse(
      sessionStorage.getItem(STORED_FRAGMENTS_KEY) ?? 'null',
    ) as StoredFragments | null;
    return stored?.hash === hash && typeof stored.fragments === 'object'
      ? stored.fragments
      : undefined;
  } catch {
    return undefined;
  }
}

function storeFragments(hash: string, fragments: Record<string, string>) {
  try {
    if (hash === '') sessionStorage.removeItem(STORED_FRAGMENTS_KEY);
    else sessionStorage.setItem(STORED_FRAGMENTS_KEY, JSON.stringify({ hash, fragments }));
  } catch {
    // Storage full or refused: the next page asks the server again, nothing worse.
  }
}

/** The cart as the header shows it: its fragments and the cart hash they show ('' for none). */
interface ShownCart {
  hash: string;
  fragments: Record<string, string>;
}

/**
 * The visitor's cart, after the page (ADR 0011): the page shows an empty cart to everyone, and
 * the atelier_cart cookie says whether this visitor has one. If so, the fragments this tab kept
 * for the same cart hash are shown at once, and only a cart changed elsewhere (another tab, an
 * expired session) costs a get_refreshed_fragments call.
 */
async function visitorCart(emptyCart: Record<string, string>): Promise<ShownCart> {
  const cart = readCartCookie(document.cookie);
  if (!cart) {
    storeFragments('', {});
    return { hash: '', fragments: emptyCart };
  }
  const kept = storedFragments(cart.hash);
  if (kept) return { hash: cart.hash, fragments: kept };
  const answer = await postToShop({ action: 'get_refreshed_fragments' });
  if (!isFragmentsResponse(answer)) throw new Error('The shop sent no cart fragments.');
  storeFragments(answer.cart_hash, answer.fragments);
  return { hash: answer.cart_hash, fragments: answer.fragments };
}

/**
 * The cart in the header: its count and a dropdown with the mini cart. Both show the server's
 * fragment markup (SHOP-003): the visitor's own once the page has loaded, then every cart call's.
 * `revision` changes when a navigation or a form post has settled (the root layout passes it):
 * the cart cookie is looked at again then, since a page's action (an order, the cart page's
 * update) may have changed the cart without a cart call.
 */
export function HeaderCart({
  fragments: pageFragments,
  revision = '',
}: {
  fragments: Record<string, string>;
  revision?: string;
}) {
  const [fragments, setFragments] = useState(pageFragments);
  const shownHash = useRef<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const cookieHash = readCartCookie(document.cookie)?.hash ?? '';
    if (shownHash.current === cookieHash) return;
    let current = true;
    visitorCart(pageFragments)
      .then((cart) => {
        if (!current) return;
        shownHash.current = cart.hash;
        setFragments(cart.fragments);
      })
      .catch(() => undefined)
      .finally(() => {
        // The count painted from the cookie gives way to the fragments (or the empty cart).
        if (current) takeEarlyState(EARLY_STATE.cartCount);
      });
    return () => {
      current = false;
    };
  }, [revision, pageFragments]);

  useEffect(() => {
    const update = (event: Event) => {
      const answer = (event as CustomEvent).detail;
      if (!isFragmentsResponse(answer)) return;
      storeFragments(answer.cart_hash, answer.fragments);
      shownHash.current = answer.cart_hash;
      setFragments((before) => ({ ...before, ...answer.fragments }));
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
        // Filled with the visitor's nonce by postToShop.
        security: '',
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
        <LineIcon>
          <path d="M5 8h14l-1.2 12H6.2z" />
          <path d="M9 8V6a3 3 0 0 1 6 0v2" />
        </LineIcon>
        <span className="visually-hidden">Cart</span>
        <span className="header-cart__count" dangerouslySetInnerHTML={{ __html: count }} />
      </a>
      <div
        className="header-cart__dropdown"
        role="region"
        aria-label="Cart contents"
        // Closed (fading out included), nothing in it takes focus or clicks.
        inert={!open}
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: fragments[FRAGMENT_SELECTORS.miniCart] ?? '' }}
      />
    </div>
  );
}
