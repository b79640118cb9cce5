import {
  POLL_ACTIONS,
  POLL_MESSAGE_CLEAR_MS,
  POLL_RETRY_MESSAGE,
  POLL_SUBMITTING_MESSAGE,
  POLL_VIEW_RESULTS_LABEL,
} from '@atelier/contracts/poll-texts';
import type { PollVoteData } from '@atelier/contracts/polls';
import { resultsFromChartData } from '@atelier/form-engine/polls/poll-results';
import { pollChoiceField, pollExtraField } from '@atelier/form-engine/polls/poll-types';
import { NO_CHOICE_MESSAGE } from '@atelier/form-engine/polls/poll-vote';
import { createFormNonce, NONCE_FIELD, type FormNonce } from '@atelier/form-ui/runtime/form-nonce';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import { pollAddress, POLL_ENDPOINT } from './poll-addresses';
import { sendVote, type VoteCallResult } from './poll-client';
import type { PagePoll, PollPostOutcome } from './poll-page';
import { PollResultsList } from './poll-results-list';

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true after: `~/shared/use-hydrated`'s rule, written
 * here because importing that module pulls the product page's chunk (where the bundler keeps it)
 * into the home page, which shows a poll.
 */
const useHydratedPoll = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** Chart.js arrives only when a chart is first shown (ADR 0013): its own chunk. */
const PollChart = lazy(() => import('./poll-chart'));

type Notice = { kind: 'status' | 'success' | 'error'; text: string };

export interface PollProps {
  readonly poll: PagePoll;
  /** The page's answer to a native post of this poll (no JavaScript), when there was one. */
  readonly outcome?: PollPostOutcome | undefined;
  /** The heading level of the poll's title, for the page around it. */
  readonly headingLevel?: 2 | 3;
  /** On the poll's own page the page's heading is its title. */
  readonly hideTitle?: boolean;
  readonly fetch?: typeof fetch;
}

/**
 * A poll (POLL-001…POLL-010): server-rendered as a real form of radios in a fieldset, which posts
 * natively to the poll's page without JavaScript. In the browser the same form is sent to the
 * form AJAX endpoint (after fetching the visitor's nonce), and the results replace the choices
 * (POLL-005) or are offered as a link (POLL-007).
 */
export function Poll({
  poll,
  outcome,
  headingLevel = 2,
  hideTitle = false,
  fetch: fetchImpl,
}: PollProps) {
  const { definition } = poll;
  const choiceName = pollChoiceField(poll.id);
  const extraName = pollExtraField(poll.id);
  const base = `poll-${poll.id}`;
  const formRef = useRef<HTMLFormElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const focusAfter = useRef<'results' | 'choices' | 'message' | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydratedPoll();

  const [voted, setVoted] = useState<PollVoteData | null>(
    outcome?.kind === 'voted' ? outcome.data : null,
  );
  const [showingResults, setShowingResults] = useState(outcome?.kind === 'voted');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(
    outcome?.kind === 'voted'
      ? { kind: 'success', text: outcome.data.message }
      : outcome?.kind === 'refused' && outcome.code !== 'no_choice'
        ? { kind: 'error', text: outcome.message }
        : null,
  );
  const [choiceError, setChoiceError] = useState<string | null>(
    outcome?.kind === 'refused' && outcome.code === 'no_choice' ? outcome.message : null,
  );
  const refusedChoice = outcome?.kind === 'refused' ? outcome.chosen : undefined;
  const refusedExtra = outcome?.kind === 'refused' ? outcome.extra : undefined;

  /** The visitor's form nonce, fetched just before the first vote (ADR 0012). */
  const nonceSource = useRef<FormNonce | null>(null);

  // POLL-008: the message after a vote goes after 2.5 seconds.
  useEffect(() => {
    if (notice?.kind !== 'success') return;
    const timer = window.setTimeout(() => setNotice(null), POLL_MESSAGE_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'results') resultsRef.current?.focus();
    if (target === 'message') messageRef.current?.focus();
    if (target === 'choices') {
      const radios = fieldsetRef.current?.querySelectorAll<HTMLInputElement>('input[type=radio]');
      const checked = [...(radios ?? [])].find((radio) => radio.checked);
      (checked ?? radios?.[0])?.focus();
    }
  });

  const linkMode = voted?.results_behav === 'link_on';
  const resultsShown = voted !== null && showingResults && !linkMode;
  const closed = !poll.open || (voted !== null && linkMode);

  const failed = (result: Extract<VoteCallResult, { ok: false }>) => {
    // POLL-010: a vote without a choice is the fieldset's error, read with the choices.
    if (result.code === 'no_choice') {
      setChoiceError(result.message);
      setNotice(null);
      focusAfter.current = 'choices';
    } else {
      setNotice({ kind: 'error', text: result.message || POLL_RETRY_MESSAGE });
      focusAfter.current = 'message';
    }
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending || closed) return;
    const chosen = new FormData(form).get(choiceName);
    // POLL-010: nothing chosen marks the fieldset, says why and takes the visitor to the choices.
    if (typeof chosen !== 'string' || chosen === '') {
      setChoiceError(NO_CHOICE_MESSAGE);
      setNotice(null);
      focusAfter.current = 'choices';
      return;
    }
    setChoiceError(null);
    setSending(true);
    // ERR-014
    setNotice({ kind: 'status', text: POLL_SUBMITTING_MESSAGE });
    nonceSource.current ??= createFormNonce({
      initial: '',
      endpoint: POLL_ENDPOINT,
      fetch: fetchImpl,
    });
    const value = await nonceSource.current.ensure();
    const nonceInput = form.elements.namedItem(NONCE_FIELD);
    if (value !== undefined && nonceInput instanceof HTMLInputElement) nonceInput.value = value;
    const result: VoteCallResult =
      value === undefined
        ? { ok: false, message: POLL_RETRY_MESSAGE }
        : await sendVote(POLL_ENDPOINT, form, fetchImpl);
    setSending(false);
    if (!result.ok) return failed(result);
    setVoted(result.data);
    setShowingResults(true);
    setNotice({ kind: 'success', text: result.data.message });
    focusAfter.current = result.data.results_behav === 'link_on' ? 'message' : 'results';
  }

  /** POLL-006: back to the choices as they were before the vote. */
  function backToPoll() {
    setShowingResults(false);
    setNotice(null);
    focusAfter.current = 'choices';
  }

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const questionId = `${base}-question`;
  const errorId = `${base}-error`;
  const descriptionId = `${base}-description`;

  return (
    <div className={`poll${resultsShown ? ' poll--results' : ''}`} id={base}>
      {hideTitle ? null : (
        <Heading className="poll__title section__title section__title--small">{poll.title}</Heading>
      )}
      <form
        ref={formRef}
        className="poll__form"
        method="post"
        action={pollAddress(poll.slug)}
        onSubmit={onSubmit}
        noValidate
        aria-busy={sending || undefined}
        // Says the form is live (enhanced): until then a submit is the native post.
        data-enhanced={hydrated ? 'true' : undefined}
      >
        <input type="hidden" name="action" value={POLL_ACTIONS.submit} />
        <input type="hidden" name="form_id" value={poll.id} />
        <input type="hidden" name="render_id" value="0" />
        <input type="hidden" name={NONCE_FIELD} defaultValue="" />
        <fieldset
          ref={fieldsetRef}
          className={`poll__choices${choiceError ? ' poll__choices--error' : ''}`}
          hidden={resultsShown}
          disabled={closed || undefined}
          aria-describedby={
            [definition.description ? descriptionId : '', choiceError ? errorId : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
        >
          <legend className="poll__question" id={questionId}>
            {definition.question}
          </legend>
          {definition.description ? (
            <p className="poll__description" id={descriptionId}>
              {definition.description}
            </p>
          ) : null}
          {choiceError ? (
            <p className="poll__error" id={errorId} role="alert">
              {choiceError}
            </p>
          ) : null}
          {definition.answers.map((answer) => {
            const id = `${base}-${answer.id}`;
            return (
              <div className="poll__choice" key={answer.id}>
                <input
                  className="poll__radio"
                  type="radio"
                  id={id}
                  name={choiceName}
                  value={answer.id}
                  defaultChecked={refusedChoice === answer.id}
                  onChange={() => setChoiceError(null)}
                />
                <label className="poll__label" htmlFor={id}>
                  {answer.label}
                </label>
                {answer.extra ? (
                  // POLL-001: shown only while its radio is chosen (CSS :checked, so without
                  // JavaScript too); a hidden input is neither focusable nor read out.
                  <input
                    className="poll__extra"
                    type="text"
                    name={extraName}
                    maxLength={500}
                    placeholder={answer.extra.placeholder}
                    aria-label={answer.extra.placeholder || `${answer.label}: your answer`}
                    defaultValue={refusedChoice === answer.id ? refusedExtra : undefined}
                  />
                ) : null}
              </div>
            );
          })}
        </fieldset>
        {!poll.open ? <p className="poll__closed">This poll is closed.</p> : null}

        <div
          ref={messageRef}
          className={`poll__message${notice ? ` poll__message--${notice.kind}` : ''}`}
          role={notice?.kind === 'error' ? 'alert' : 'status'}
          tabIndex={-1}
        >
          {notice?.text ?? ''}
        </div>

        {resultsShown && voted ? (
          <div
            ref={resultsRef}
            className="poll__results"
            tabIndex={-1}
            aria-labelledby={`${base}-results-title`}
            role="group"
          >
            <p className="poll__question" id={`${base}-results-title`}>
              Results: {definition.question}
            </p>
            <PollResultsList
              results={resultsFromChartData(voted.chart_data)}
              showVotes={voted.votes_count}
              votesText={voted.votes_text}
              labelledBy={`${base}-results-title`}
            />
            {/* The chart needs a browser; the list above is what the server sends. */}
            {hydrated ? (
              <Suspense fallback={null}>
                <PollChart data={voted} question={definition.question} />
              </Suspense>
            ) : null}
          </div>
        ) : null}

        <div className="poll__footer">
          {resultsShown && !hydrated ? (
            // Without JavaScript the poll's own page shows the choices again.
            <a className="button button--ghost" href={pollAddress(poll.slug)}>
              {voted?.back_button_label}
            </a>
          ) : resultsShown ? (
            <button type="button" className="button button--ghost" onClick={backToPoll}>
              {voted?.back_button_label}
            </button>
          ) : voted && linkMode ? (
            // POLL-007: the results are a link to their own page.
            <a className="button button--ghost" href={voted.url}>
              {voted.results_label || POLL_VIEW_RESULTS_LABEL}
            </a>
          ) : (
            <button type="submit" className="button" disabled={closed || sending}>
              {definition.settings.submit_label}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
