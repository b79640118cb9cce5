import { useEffect, useId, useRef } from 'react';
import type { ChallengeOutcome } from './test-card-client';

export interface ChallengeDialogProps {
  /** The amount the "bank" asks the buyer to confirm, already formatted. */
  amount: string;
  onAnswer(outcome: ChallengeOutcome): void;
}

/**
 * The test gateway's stand-in for a bank's 3-D Secure page (PAY-014, PAY-015): a native modal
 * dialog, so focus stays inside it and Esc closes it. Esc counts as failing, as closing a real
 * bank's window does.
 */
export function ChallengeDialog({ amount, onAnswer }: ChallengeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const complete = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    const before = document.activeElement;
    if (!element.open) {
      // jsdom and old browsers lack showModal: the open attribute still shows it.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    complete.current?.focus();
    return () => {
      // Back to where the buyer was (usually the pay button), not the top of the page.
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="pui-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onAnswer('fail');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onAnswer('fail');
        }
      }}
    >
      <h2 className="pui-dialog__title" id={titleId}>
        Test 3-D Secure
      </h2>
      <p id={textId}>Test 3-D Secure: this is where your bank would ask you to confirm {amount}.</p>
      <div className="pui-dialog__actions">
        <button
          ref={complete}
          type="button"
          className="pui-button pui-button--primary"
          onClick={() => onAnswer('complete')}
        >
          Complete authentication
        </button>
        <button type="button" className="pui-button" onClick={() => onAnswer('fail')}>
          Fail authentication
        </button>
      </div>
    </dialog>
  );
}
