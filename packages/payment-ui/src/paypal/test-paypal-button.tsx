import type { TestWalletOrder } from '@atelier/contracts/test-gateway';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDecimal, toBcp47 } from '../money';
import type { FetchLike } from '../test-gateway-http';
import { walletOrder } from '../test-gateway-answers';
import { callTestGateway } from '../test-gateway-http';
import type { PaypalButtonProps } from './paypal-button-props';
import { errorMessage } from './paypal-button-props';

export interface TestPaypalButtonProps extends PaypalButtonProps {
  /** Tests hand in a fake; the page uses the browser's fetch. */
  fetch?: FetchLike;
}

const LABELS: Record<PaypalButtonProps['style']['label'], string> = {
  checkout: 'PayPal Checkout',
  pay: 'Pay with PayPal',
  buynow: 'PayPal Buy Now',
  paypal: 'PayPal',
};

/** PayPal allows 25–55 px; the original's default is 55 (PP-005). */
function buttonHeight(height: number): number {
  return Number.isFinite(height) ? Math.min(55, Math.max(25, Math.round(height))) : 55;
}

/**
 * The test wallet's button: looks like PayPal's (colour, shape, label, height from the form's
 * settings) and says it is a test. The buyer "logs in to PayPal" in an approval dialog showing
 * the order the test gateway holds, and approves or cancels there.
 */
export function TestPaypalButton(props: TestPaypalButtonProps) {
  const { style, disabled, disabledReason, locale } = props;
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<TestWalletOrder | null>(null);
  const reasonId = useId();
  const fetchImpl: FetchLike = props.fetch ?? ((input, init) => fetch(input, init));
  const unavailable = disabled || busy;

  async function start() {
    if (unavailable) return;
    setBusy(true);
    let orderId: string;
    try {
      orderId = await props.createOrder();
    } catch (error) {
      setBusy(false);
      props.onError(errorMessage(error));
      return;
    }
    const answer = await callTestGateway(
      fetchImpl,
      `/wallet-orders/${encodeURIComponent(orderId)}`,
      walletOrder,
    );
    if (!answer.ok) {
      setBusy(false);
      props.onError(answer.message);
      return;
    }
    setOrder(answer.value);
  }

  async function approve(current: TestWalletOrder) {
    const answer = await callTestGateway(
      fetchImpl,
      `/wallet-orders/${encodeURIComponent(current.id)}/approve`,
      walletOrder,
      {},
    );
    setOrder(null);
    if (!answer.ok) {
      setBusy(false);
      props.onError(answer.message);
      return;
    }
    try {
      await props.onApprove(current.id);
    } catch (error) {
      props.onError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  function cancel() {
    setOrder(null);
    setBusy(false);
    props.onCancel();
  }

  return (
    <div className="pui-paypal" data-provider="test" data-layout={style.layout}>
      <button
        type="button"
        className={`pui-paypal__button pui-paypal__button--${style.color} pui-paypal__button--${style.shape}`}
        style={{ height: `${buttonHeight(style.height)}px` }}
        disabled={unavailable}
        aria-disabled={unavailable}
        aria-busy={busy || undefined}
        aria-describedby={disabled && disabledReason ? reasonId : undefined}
        onClick={() => void start()}
      >
        <span className="pui-paypal__label">{LABELS[style.label]}</span>
        <span className="pui-paypal__test-tag">test</span>
      </button>
      {style.tagline && style.layout === 'horizontal' ? (
        <p className="pui-paypal__tagline">The safer, easier way to pay (test wallet)</p>
      ) : null}
      {disabled && disabledReason ? (
        <p className="pui-paypal__reason" id={reasonId}>
          {disabledReason}
        </p>
      ) : null}
      {order !== null ? (
        <ApprovalDialog
          order={order}
          locale={toBcp47(locale)}
          onApprove={() => void approve(order)}
          onCancel={cancel}
        />
      ) : null}
    </div>
  );
}

interface ApprovalDialogProps {
  order: TestWalletOrder;
  locale: string | undefined;
  onApprove(): void;
  onCancel(): void;
}

/** The test wallet's approval page, in a native modal dialog (Esc cancels, as closing PayPal's window does). */
function ApprovalDialog({ order, locale, onApprove, onCancel }: ApprovalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const approveButton = useRef<HTMLButtonElement>(null);
  const [sending, setSending] = useState(false);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    const before = document.activeElement;
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    approveButton.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  const cancelOnce = () => {
    if (!sending) onCancel();
  };

  return (
    <dialog
      ref={dialog}
      className="pui-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        cancelOnce();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          cancelOnce();
        }
      }}
    >
      <h2 className="pui-dialog__title" id={titleId}>
        Test PayPal: approve this payment?
      </h2>
      <div id={textId}>
        <p className="pui-dialog__amount">
          {formatDecimal(order.amount.value, order.amount.currency_code, locale)}
        </p>
        <p>{order.description}</p>
        <p className="pui-dialog__note">This is the test wallet: no money moves.</p>
      </div>
      <div className="pui-dialog__actions">
        <button
          ref={approveButton}
          type="button"
          className="pui-button pui-button--primary"
          disabled={sending}
          onClick={() => {
            setSending(true);
            onApprove();
          }}
        >
          Approve payment
        </button>
        <button type="button" className="pui-button" disabled={sending} onClick={cancelOnce}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
