import { useState } from 'react';
import {
  applyFragments,
  isAddFailure,
  isFragmentsResponse,
  postToShop,
  queueCartRequest,
} from './cart-client';
import { CART_PAGE_PATH } from './cart-page-path';

/** CART-010 / SW-010: redirect-after-add is configured off, so visitors stay on the page. */
export const CART_REDIRECT_AFTER_ADD = false;

const TRY_AGAIN = 'Sorry, the artwork could not be added to your cart. Please try again.';

/** CART-002: every data-* attribute of the button, under its own name (data-product_id → product_id). */
export function buttonDataFields(button: HTMLElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const attribute of Array.from(button.attributes)) {
    if (attribute.name.startsWith('data-')) fields[attribute.name.slice(5)] = attribute.value;
  }
  return fields;
}

/** The visitor's choice as the form's attribute_<id> selects hold it (SW-005 keeps them in step). */
function choiceFields(form: HTMLFormElement | null): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!form) return fields;
  for (const [name, value] of new FormData(form)) {
    if (name.startsWith('attribute_') && typeof value === 'string') fields[name] = value;
  }
  return fields;
}

const serverMessage = (answer: unknown): string | undefined => {
  const message = (answer as { data?: { message?: unknown } } | null)?.data?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
};

const isCurrentPage = (url: string) =>
  new URL(url, window.location.href).pathname === window.location.pathname;

const followLink = (url: string) => window.location.assign(url);

type Feedback = { kind: 'success' | 'error'; text: string } | null;

/**
 * The add-to-cart button (CART-001…010). It submits its form natively until the page is
 * hydrated (the route action adds without JavaScript); after that a click posts the button's
 * data fields plus the chosen attributes to the shop endpoint through the cart queue.
 *
 * States: idle → loading (aria-busy) → added; a "View cart" link then follows the button, except
 * on the cart page. A refusal with product_url navigates there (CART-007), but when that is the
 * page the visitor is already on, the refusal's message is shown instead of reloading the page,
 * which would only lose the visitor's choice without telling them why.
 */
export function AddToCartButton({
  productId,
  productTitle,
  variationId,
  quantity,
  nonce,
  choiceKey = '',
  checkChoice,
  disabled = false,
  redirectAfterAdd = CART_REDIRECT_AFTER_ADD,
  initialError,
  goTo = followLink,
}: {
  productId: number;
  productTitle: string;
  variationId?: number | undefined;
  quantity: number;
  nonce: string;
  /** The choice the button adds; "added" applies only to the choice that was added. */
  choiceKey?: string;
  /** A message when the choice is not complete yet (nothing is posted then). */
  checkChoice?: () => string | null;
  disabled?: boolean;
  redirectAfterAdd?: boolean;
  /** A refusal from the no-JavaScript path, shown until the next attempt. */
  initialError?: string | null | undefined;
  /** Leaves the page for another address (a full page load, as the original shop does). */
  goTo?: (url: string) => void;
}) {
  const [pending, setPending] = useState(0);
  const [addedChoice, setAddedChoice] = useState<string | null>(null);
  const [showViewCart, setShowViewCart] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(
    initialError ? { kind: 'error', text: initialError } : null,
  );

  const status = pending > 0 ? 'loading' : addedChoice === choiceKey ? 'added' : 'idle';

  const answered = (answer: unknown, button: HTMLButtonElement) => {
    if (isAddFailure(answer)) {
      if (answer.product_url !== '' && !isCurrentPage(answer.product_url)) {
        goTo(answer.product_url);
        return;
      }
      setFeedback({ kind: 'error', text: answer.message || TRY_AGAIN });
      return;
    }
    if (!isFragmentsResponse(answer)) {
      setFeedback({ kind: 'error', text: serverMessage(answer) ?? TRY_AGAIN });
      return;
    }
    if (redirectAfterAdd) {
      goTo(CART_PAGE_PATH);
      return;
    }
    applyFragments(answer);
    document.body.dispatchEvent(
      new CustomEvent('added_to_cart', {
        detail: { fragments: answer.fragments, cart_hash: answer.cart_hash, button },
      }),
    );
    setAddedChoice(choiceKey);
    if (window.location.pathname !== CART_PAGE_PATH) setShowViewCart(true);
    setFeedback({ kind: 'success', text: `“${productTitle}” has been added to your cart.` });
  };

  const onClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    // Even a quantity above stock is posted: the shop refuses it in its own words (issue 12),
    // where the browser's validation would only show its bubble.
    event.preventDefault();
    const problem = checkChoice?.() ?? null;
    if (problem !== null) {
      setFeedback({ kind: 'error', text: problem });
      return;
    }
    const fields = {
      action: 'add_to_cart',
      ...choiceFields(button.form),
      ...buttonDataFields(button),
    };
    setPending((count) => count + 1);
    setFeedback(null);
    queueCartRequest(() => postToShop(fields))
      .then((answer) => answered(answer, button))
      .catch(() => setFeedback({ kind: 'error', text: TRY_AGAIN }))
      .finally(() => setPending((count) => count - 1));
  };

  return (
    <>
      <button
        type="submit"
        name="add-to-cart"
        value={productId}
        className={`button single_add_to_cart_button add_to_cart_button ajax_add_to_cart${status === 'idle' ? '' : ` ${status}`}`}
        data-product_id={productId}
        data-quantity={quantity}
        data-variation_id={variationId}
        data-security={nonce}
        aria-busy={status === 'loading'}
        disabled={disabled}
        onClick={onClick}
      >
        {status === 'loading' ? 'Adding…' : status === 'added' ? 'Added to cart' : 'Add to cart'}
      </button>
      {showViewCart ? (
        <a href={CART_PAGE_PATH} className="added_to_cart wc-forward">
          View cart
        </a>
      ) : null}
      <div className="add-to-cart__feedback">
        <p role="status" className="add-to-cart__message">
          {feedback?.kind === 'success' ? feedback.text : null}
        </p>
        <p role="alert" className="add-to-cart__message add-to-cart__message--error">
          {feedback?.kind === 'error' ? feedback.text : null}
        </p>
      </div>
    </>
  );
}

/**
 * The add-to-cart form of a one-of-a-kind piece: no choice and a quantity of one. Without
 * JavaScript it posts to the product page's own action.
 */
export function SingleItemForm({
  productId,
  productTitle,
  nonce,
  action,
  refusal,
}: {
  productId: number;
  productTitle: string;
  nonce: string;
  action: string;
  refusal?: string | null | undefined;
}) {
  return (
    <form method="post" action={action} className="cart single-item-form" noValidate>
      <input type="hidden" name="security" value={nonce} />
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="quantity" value={1} />
      <div className="add-to-cart">
        <AddToCartButton
          productId={productId}
          productTitle={productTitle}
          quantity={1}
          nonce={nonce}
          initialError={refusal}
        />
      </div>
    </form>
  );
}
