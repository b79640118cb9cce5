import { useId, useState } from 'react';
import { TEST_CARDS } from '@atelier/contracts/test-cards';

export interface TestModeNoticeProps {
  /** Lists the test cards (pages with a card field); a PayPal-only page leaves them out. */
  showCards?: boolean;
}

/** Groups a card number as printed on the card, for reading and copying. */
function grouped(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Says plainly that payments on this page go to the built-in test gateway and no money moves,
 * with the test cards to try (any future expiry date, any CVC, any postcode).
 */
export function TestModeNotice({ showCards = true }: TestModeNoticeProps) {
  const titleId = useId();
  const [copied, setCopied] = useState<string | null>(null);

  async function copy(number: string) {
    try {
      await navigator.clipboard.writeText(number);
      setCopied(number);
    } catch {
      // No clipboard (permission, old browser): the number is on screen to select by hand.
      setCopied(null);
    }
  }

  return (
    <aside className="pui-test-notice" aria-labelledby={titleId}>
      <p className="pui-test-notice__title" id={titleId}>
        <strong>Test payments: no money moves.</strong> This site uses a test payment gateway; no
        card is charged and no PayPal account is used.
      </p>
      {showCards ? (
        <details className="pui-test-notice__cards">
          <summary>Test cards (any future expiry date, any CVC)</summary>
          <ul>
            {TEST_CARDS.map((card) => (
              <li key={card.number}>
                <code>{grouped(card.number)}</code> <span>{card.label}</span>{' '}
                <button
                  type="button"
                  className="pui-test-notice__copy"
                  aria-label={`Copy ${grouped(card.number)} (${card.label})`}
                  onClick={() => void copy(card.number)}
                >
                  {copied === card.number ? 'Copied' : 'Copy'}
                </button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </aside>
  );
}
