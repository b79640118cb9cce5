import type { TestPaymentIntent } from '@atelier/contracts/test-gateway';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { formatMinorUnits } from '../money';
import type { CardFieldProps } from './card-field-props';
import type { CardPart, TestCardInput } from './card-input';
import {
  BRAND_NAMES,
  EMPTY_CARD,
  cardBrand,
  cardProblems,
  cvcLength,
  formatExpiry,
  isCardComplete,
  isCardEmpty,
} from './card-input';
import { ChallengeDialog } from './challenge-dialog';
import type { ChallengeOutcome } from './test-card-client';
import { createTestCardClient } from './test-card-client';

interface PendingChallenge {
  amount: string;
  answer(outcome: ChallengeOutcome): void;
}

export interface TestCardFieldProps extends CardFieldProps {
  /** Tests hand in a fake; the page uses the browser's fetch. */
  fetch?: typeof fetch;
  /** Tests fix the date the expiry is checked against. */
  now?: () => Date;
}

const PART_IDS: Record<CardPart, string> = {
  number: '',
  expiry: '-expiry',
  cvc: '-cvc',
  postalCode: '-postcode',
};

/**
 * The test gateway's card input: plain accessible inputs standing in for Stripe's card element,
 * with the same checks and messages, and the same client calls against `/api/test-gateway`.
 */
export function TestCardField(props: TestCardFieldProps) {
  const { id, describedBy, language, cardIcon, veifyZip = false, disabled = false, error } = props;
  const [card, setCard] = useState<TestCardInput>(EMPTY_CARD);
  const [touched, setTouched] = useState<ReadonlySet<CardPart>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [challenge, setChallenge] = useState<PendingChallenge | null>(null);
  const latest = useRef({ card, veifyZip });
  useEffect(() => {
    latest.current = { card, veifyZip };
  }, [card, veifyZip]);

  const now = props.now ?? (() => new Date());
  const strictFor = (part: CardPart) => submitted || touched.has(part);
  const problems = cardProblems(card, {
    requirePostalCode: veifyZip,
    now: now(),
    strict: strictFor,
  });
  const errorId = `${id}-card-error`;
  const providerErrorId = `${id}-provider-error`;
  const brand = cardBrand(card.number);

  const ready = useEffectEvent((client: ReturnType<typeof createTestCardClient> | null) =>
    props.onReady(client),
  );
  const fetchImpl = useEffectEvent((input: string, init?: RequestInit) =>
    (props.fetch ?? fetch)(input, init),
  );
  const today = useEffectEvent(() => now());

  useEffect(() => {
    let open: PendingChallenge | null = null;
    const client = createTestCardClient({
      fetch: (input, init) => fetchImpl(input, init),
      readCard() {
        const { card: typed, veifyZip: requirePostalCode } = latest.current;
        setSubmitted(true);
        const found = cardProblems(typed, {
          requirePostalCode,
          now: today(),
          strict: () => true,
        });
        const first = found[0];
        if (first !== undefined) return { ok: false, message: first.message };
        return { ok: true, card: typed, requirePostalCode };
      },
      challenge(intent: TestPaymentIntent) {
        return new Promise<ChallengeOutcome>((resolve) => {
          const pending: PendingChallenge = {
            amount: formatMinorUnits(intent.amount, intent.currency, language),
            answer(outcome) {
              if (open !== pending) return;
              open = null;
              setChallenge(null);
              resolve(outcome);
            },
          };
          open = pending;
          setChallenge(pending);
        });
      },
    });
    ready(client);
    return () => {
      // An unanswered challenge of a field that went away fails, as a closed bank window does.
      open?.answer('fail');
      ready(null);
    };
  }, [language]);

  function update(next: TestCardInput) {
    setCard(next);
    const options = { requirePostalCode: veifyZip, now: now() };
    const nextProblems = cardProblems(next, { ...options, strict: strictFor });
    props.onChange?.({
      complete: isCardComplete(next, options),
      empty: isCardEmpty(next),
      error: nextProblems[0]?.message ?? null,
    });
  }

  function leave(part: CardPart) {
    if (touched.has(part)) return;
    const nextTouched = new Set(touched).add(part);
    setTouched(nextTouched);
    const options = { requirePostalCode: veifyZip, now: now() };
    const nextProblems = cardProblems(card, {
      ...options,
      strict: (which) => submitted || nextTouched.has(which),
    });
    props.onChange?.({
      complete: isCardComplete(card, options),
      empty: isCardEmpty(card),
      error: nextProblems[0]?.message ?? null,
    });
  }

  function describedByFor(part: CardPart): string {
    const ids = [describedBy];
    if (problems.some((problem) => problem.part === part)) ids.push(`${errorId}-${part}`);
    if (part === 'number' && error) ids.push(providerErrorId);
    return ids.filter(Boolean).join(' ');
  }

  function inputProps(part: CardPart) {
    const invalid = problems.some((problem) => problem.part === part);
    return {
      id: `${id}${PART_IDS[part]}`,
      className: 'pui-input',
      disabled,
      'aria-invalid': invalid || undefined,
      'aria-describedby': describedByFor(part) || undefined,
      onBlur: () => leave(part),
    };
  }

  return (
    <div className="pui-card" data-provider="test">
      <div className="pui-card__row">
        <div className="pui-card__part pui-card__part--number">
          <label className="pui-card__label" htmlFor={id}>
            Card number
          </label>
          <span className="pui-card__number">
            <input
              {...inputProps('number')}
              type="text"
              inputMode="numeric"
              autoComplete="cc-number"
              spellCheck={false}
              maxLength={23}
              placeholder="1234 1234 1234 1234"
              value={card.number}
              onChange={(event) => update({ ...card, number: event.target.value })}
            />
            {cardIcon && brand !== null ? (
              <span className="pui-card__brand" data-brand={brand}>
                {BRAND_NAMES[brand]}
              </span>
            ) : null}
          </span>
        </div>
        <div className="pui-card__part">
          <label className="pui-card__label" htmlFor={`${id}-expiry`}>
            Expiry (MM / YY)
          </label>
          <input
            {...inputProps('expiry')}
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={7}
            placeholder="MM / YY"
            value={card.expiry}
            onChange={(event) => update({ ...card, expiry: formatExpiry(event.target.value) })}
          />
        </div>
        <div className="pui-card__part">
          <label className="pui-card__label" htmlFor={`${id}-cvc`}>
            Security code (CVC)
          </label>
          <input
            {...inputProps('cvc')}
            type="text"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={cvcLength(card.number)}
            placeholder={cvcLength(card.number) === 4 ? '1234' : '123'}
            value={card.cvc}
            onChange={(event) => update({ ...card, cvc: event.target.value })}
          />
        </div>
        {veifyZip ? (
          <div className="pui-card__part">
            <label className="pui-card__label" htmlFor={`${id}-postcode`}>
              Postcode
            </label>
            <input
              {...inputProps('postalCode')}
              type="text"
              autoComplete="postal-code"
              maxLength={16}
              value={card.postalCode}
              onChange={(event) => update({ ...card, postalCode: event.target.value })}
            />
          </div>
        ) : null}
      </div>
      <p className="pui-error" id={errorId} aria-live="polite">
        {problems.map((problem) => (
          <span className="pui-error__line" key={problem.part} id={`${errorId}-${problem.part}`}>
            {problem.message}
          </span>
        ))}
      </p>
      {error ? (
        <p className="pui-error" id={providerErrorId} role="alert">
          {error}
        </p>
      ) : null}
      {challenge !== null ? (
        <ChallengeDialog amount={challenge.amount} onAnswer={challenge.answer} />
      ) : null}
    </div>
  );
}
