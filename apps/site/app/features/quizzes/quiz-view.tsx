import { FORM_NONCE_FIELD } from '@atelier/contracts/forms';
import {
  QUIZ_ACTIONS,
  QUIZ_LEAD_SKIPPED_FIELD,
  quizPagePath,
  type QuizSubmitData,
} from '@atelier/contracts/quizzes';
import { FieldRenderer } from '@atelier/form-ui/field-renderer';
import { focusField } from '@atelier/form-ui/focus-field';
import { createFormNonce } from '@atelier/form-ui/runtime/form-nonce';
import { useFormRuntime, type FormRuntime } from '@atelier/form-ui/runtime/use-form-runtime';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '~/shared/use-hydrated';
import { postQuiz, QUIZ_FAILURE_MESSAGE, reloadQuiz } from './quiz-client';
import type { PageLeadForm, PageQuiz, QuizPostOutcome } from './quiz-page';
import { QuizResults } from './quiz-results';

export const QUIZ_SUBMITTING_MESSAGE = 'Sending your answers, please wait';
export const SKIP_LEAD_LABEL = 'Skip this and see my result';

/** Where the browser goes; a seam so tests need no real navigation. */
export interface QuizNavigator {
  replace(url: string): void;
  replaceAddress(url: string): void;
}

const browserNavigator: QuizNavigator = {
  replace: (url) => window.location.replace(url),
  // QUIZ-009: the address becomes the result's, without a reload.
  replaceAddress: (url) => window.history.replaceState(window.history.state, '', url),
};

export interface QuizViewProps {
  readonly quiz: PageQuiz;
  readonly leadForm: PageLeadForm | null;
  readonly endpoint: string;
  /** The site's public address, for absolute share links. */
  readonly publicUrl: string;
  /** A native post the server refused: its message, marks and answers. */
  readonly outcome?: QuizPostOutcome | undefined;
  /** The result page: the stored result, shown at once. */
  readonly result?: QuizSubmitData | undefined;
  readonly fetch?: typeof fetch;
  readonly navigator?: QuizNavigator;
}

/** QUIZ-001…QUIZ-015: a quiz, with its lead form when it has one. */
export function QuizView(props: QuizViewProps) {
  if (props.leadForm !== null) return <QuizWithLead {...props} leadForm={props.leadForm} />;
  return <QuizRunner {...props} lead={undefined} />;
}

function QuizWithLead(props: QuizViewProps & { readonly leadForm: PageLeadForm }) {
  const fieldIds = new Set(props.leadForm.definition.fields.map((field) => field.id));
  const errors = Object.fromEntries(
    Object.entries(props.outcome?.errors ?? {}).filter(([id]) => fieldIds.has(id)),
  );
  const runtime = useFormRuntime(props.leadForm.definition, {
    initialValues: props.outcome?.leadValues,
    initialErrors: errors,
  });
  return <QuizRunner {...props} lead={{ form: props.leadForm, runtime }} />;
}

type Step = { readonly kind: 'question'; readonly index: number } | { readonly kind: 'lead' };

interface Notice {
  readonly kind: 'error' | 'status';
  readonly text: string;
}

function QuizRunner(
  props: QuizViewProps & {
    readonly lead: { form: PageLeadForm; runtime: FormRuntime } | undefined;
  },
) {
  const { quiz: page, lead, endpoint } = props;
  const { quiz } = page;
  const { settings } = quiz;
  const hydrated = useHydrated();
  const navigator = props.navigator ?? browserNavigator;
  const idPrefix = `quiz-${page.id}`;
  const placement = settings.lead.form_placement;
  const canSkip = settings.lead.skip_form;

  const steps: Step[] = useMemo(() => {
    const questions: Step[] = quiz.questions.map((_, index) => ({ kind: 'question', index }));
    if (!lead) return questions;
    return placement === 'beginning'
      ? [{ kind: 'lead' }, ...questions]
      : [...questions, { kind: 'lead' }];
  }, [quiz.questions, lead, placement]);

  const firstStepWithError = () => {
    const errors = props.outcome?.errors ?? {};
    const index = steps.findIndex((step) =>
      step.kind === 'lead'
        ? lead?.form.definition.fields.some((field) => errors[field.id] !== undefined)
        : errors[quiz.questions[step.index]?.id ?? ''] !== undefined,
    );
    return Math.max(index, 0);
  };

  const [result, setResult] = useState<QuizSubmitData | undefined>(props.result);
  const [position, setPosition] = useState<number | 'intro'>(() =>
    props.outcome ? firstStepWithError() : 'intro',
  );
  const [chosen, setChosen] = useState<Record<string, number>>(() => ({
    ...(props.outcome?.chosen ?? props.result?.chosen ?? {}),
  }));
  const [leadSkipped, setLeadSkipped] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | undefined>(() =>
    props.outcome ? { kind: 'error', text: props.outcome.message } : undefined,
  );
  const [questionErrors, setQuestionErrors] = useState<Record<string, string>>(() => ({
    ...props.outcome?.errors,
  }));
  const formRef = useRef<HTMLFormElement>(null);
  const focusTarget = useRef<'step' | 'result' | 'notice' | undefined>(undefined);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const formNonce = useMemo(
    () => createFormNonce({ initial: '', endpoint, fetch: props.fetch }),
    [endpoint, props.fetch],
  );

  // The new step's heading, the result's heading or the error takes focus after a change.
  useEffect(() => {
    const target = focusTarget.current;
    if (target === undefined) return;
    focusTarget.current = undefined;
    if (target === 'result') resultHeading.current?.focus();
    else if (target === 'notice') noticeRef.current?.focus();
    else {
      const shown = formRef.current?.querySelector<HTMLElement>(
        '.quiz-step:not([hidden]) .quiz-step__title',
      );
      shown?.focus();
    }
  });

  const current = typeof position === 'number' ? steps[position] : undefined;
  const isLast = typeof position === 'number' && position === steps.length - 1;
  const currentQuestion = current?.kind === 'question' ? quiz.questions[current.index] : undefined;
  const answered = currentQuestion === undefined || chosen[currentQuestion.id] !== undefined;

  const goTo = (next: number) => {
    setPosition(next);
    focusTarget.current = 'step';
  };

  const start = () => {
    setNotice(undefined);
    goTo(0);
  };

  /** The lead step is done when it is skipped, or its fields pass the lead form's own rules. */
  const leadStepValid = () => {
    if (!lead || leadSkipped) return true;
    const { valid, firstInvalid } = lead.runtime.validateAll();
    if (!valid && firstInvalid !== undefined && formRef.current) {
      focusField(formRef.current, `${idPrefix}-lead`, firstInvalid);
    }
    return valid;
  };

  /**
   * The submit's body, read before anything is disabled (a disabled control is not in a form's
   * data): the answers, the skip or the lead's fields. The nonce is set once it is known.
   */
  const body = (form: HTMLFormElement, skipped: boolean) => {
    const sent = new FormData();
    sent.set('action', QUIZ_ACTIONS.submit);
    sent.set('form_id', String(page.id));
    for (const question of quiz.questions) {
      const index = chosen[question.id];
      if (index !== undefined) sent.set(`answers[${question.id}]`, String(index));
    }
    if (lead && skipped) sent.set(QUIZ_LEAD_SKIPPED_FIELD, '1');
    else if (lead) {
      // The lead's fields travel in the same request, so the server stores both together.
      for (const [name, value] of new FormData(form)) {
        if (name.startsWith('answers[') || sent.has(name) || name === FORM_NONCE_FIELD) continue;
        if (name === QUIZ_LEAD_SKIPPED_FIELD) continue;
        sent.append(name, value);
      }
    }
    return sent;
  };

  const fail = (message: string, errors: Readonly<Record<string, string>>) => {
    // QUIZ-015: the buttons work again; the message says what went wrong (DEC-20).
    setBusy(false);
    setNotice({ kind: 'error', text: message || QUIZ_FAILURE_MESSAGE });
    const questionErrors = Object.fromEntries(
      Object.entries(errors).filter(([id]) =>
        quiz.questions.some((question) => question.id === id),
      ),
    );
    setQuestionErrors(questionErrors);
    const leadStep = steps.findIndex((step) => step.kind === 'lead');
    if (lead && Object.keys(errors).some((id) => !(id in questionErrors))) {
      setLeadSkipped(false);
      lead.runtime.showServerErrors(errors);
      goTo(leadStep);
      return;
    }
    const firstQuestion = steps.findIndex(
      (step) =>
        step.kind === 'question' &&
        questionErrors[quiz.questions[step.index]?.id ?? ''] !== undefined,
    );
    if (firstQuestion >= 0) goTo(firstQuestion);
    else focusTarget.current = 'notice';
  };

  const submit = async (form: HTMLFormElement, skipped: boolean) => {
    const sent = body(form, skipped);
    setBusy(true);
    setNotice({ kind: 'status', text: QUIZ_SUBMITTING_MESSAGE });
    const nonce = formNonce.current() || (await formNonce.ensure());
    if (nonce === undefined) {
      fail(QUIZ_FAILURE_MESSAGE, {});
      return;
    }
    sent.set(FORM_NONCE_FIELD, nonce);
    const answer = await postQuiz(endpoint, sent, props.fetch);
    if (!answer.ok) {
      fail(answer.message, answer.errors);
      return;
    }
    setBusy(false);
    setResult(answer.value);
    setNotice({ kind: 'status', text: 'Your results are ready.' });
    navigator.replaceAddress(answer.value.result_url);
    focusTarget.current = 'result';
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return; // Without JavaScript the page's action takes the post (QUIZ-005).
    event.preventDefault();
    if (busy || typeof position !== 'number' || !answered) return;
    if (current?.kind === 'lead' && !leadStepValid()) return;
    setNotice(undefined);
    if (!isLast) {
      goTo(position + 1);
      return;
    }
    void submit(event.currentTarget, leadSkipped);
  };

  const skipLead = () => {
    if (busy || typeof position !== 'number') return;
    setLeadSkipped(true);
    lead?.runtime.showServerErrors({});
    if (!isLast) goTo(position + 1);
    else if (formRef.current) void submit(formRef.current, true);
  };

  // QUIZ-010, QUIZ-011, DEC-23: retake asks the server for the quiz's address and goes there.
  const retake = async () => {
    if (busy) return;
    setBusy(true);
    const nonce = formNonce.current() || (await formNonce.ensure());
    const answer =
      nonce === undefined
        ? { ok: false as const, message: QUIZ_FAILURE_MESSAGE, errors: {} }
        : await reloadQuiz(endpoint, page.id, nonce, props.fetch);
    if (answer.ok) {
      navigator.replace(answer.value);
      return;
    }
    setBusy(false);
    setNotice({ kind: 'error', text: answer.message });
    focusTarget.current = 'notice';
  };

  const shareUrl = result ? new URL(result.result_url, props.publicUrl).href : '';
  const started = !hydrated || position !== 'intro';
  const nextLabel = isLast ? settings.view_results_label : 'Next';

  const renderQuestion = (index: number) => {
    const question = quiz.questions[index];
    if (!question) return null;
    const error = questionErrors[question.id];
    const errorId = `${idPrefix}-${question.id}-error`;
    return (
      <fieldset className="quiz-question" aria-describedby={error ? errorId : undefined}>
        <legend className="quiz-question__legend">
          <span className="quiz-question__count">
            Question {index + 1} of {quiz.questions.length}
          </span>
          <span className="quiz-step__title quiz-question__title" tabIndex={-1}>
            {question.title}
          </span>
        </legend>
        {question.image && (
          <img className="quiz-question__image" src={question.image.src} alt={question.image.alt} />
        )}
        <div className="quiz-question__answers">
          {question.answers.map((answer, answerIndex) => {
            const id = `${idPrefix}-${question.id}-${answerIndex}`;
            return (
              <div className="fui-choice fui-choice--radio quiz-choice" key={answerIndex}>
                <input
                  className="fui-choice__input"
                  type="radio"
                  id={id}
                  name={`answers[${question.id}]`}
                  value={answerIndex}
                  checked={chosen[question.id] === answerIndex}
                  disabled={busy}
                  onChange={() => {
                    // QUIZ-004: one answer per question; choosing another replaces it.
                    setChosen((before) => ({ ...before, [question.id]: answerIndex }));
                    setQuestionErrors(({ [question.id]: _gone, ...rest }) => rest);
                  }}
                />
                <label className="fui-choice__label" htmlFor={id}>
                  {answer.image && (
                    <img className="quiz-choice__image" src={answer.image.src} alt="" />
                  )}
                  {answer.title}
                </label>
              </div>
            );
          })}
        </div>
        {error && (
          <p className="fui-field__error quiz-question__error" id={errorId}>
            {error}
          </p>
        )}
      </fieldset>
    );
  };

  const renderLead = () => {
    if (!lead) return null;
    const { form, runtime } = lead;
    return (
      <div className="quiz-lead">
        <h2 className="quiz-step__title quiz-lead__title" tabIndex={-1}>
          {form.title}
        </h2>
        <p className="quiz-lead__intro">
          {placement === 'beginning'
            ? 'Tell us where to send your result, then start the quiz.'
            : 'Leave your name and address and we will send you your result.'}
        </p>
        <div className="fui-form quiz-lead__fields">
          {form.definition.fields.map((field) =>
            field.type === 'page-break' || !runtime.isVisible(field.id) ? null : (
              <FieldRenderer
                key={field.id}
                field={field}
                value={runtime.value(field.id)}
                onChange={(value) => runtime.setValue(field.id, value)}
                onBlur={() => runtime.revalidate(field.id)}
                onErrorClear={() => runtime.clearError(field.id)}
                error={runtime.error(field.id)}
                disabled={busy}
                idPrefix={`${idPrefix}-lead`}
                valueOfField={(id) => runtime.value(id)}
              />
            ),
          )}
        </div>
        {canSkip && hydrated && (
          <p className="quiz-lead__skip">
            <button type="button" className="quiz-link-button" onClick={skipLead} disabled={busy}>
              {placement === 'beginning' ? 'Skip this and start the quiz' : SKIP_LEAD_LABEL}
            </button>
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="quiz" data-quiz-id={page.id} data-hydrated={hydrated ? 'true' : undefined}>
      {hydrated && !started && !result && (
        <section className="quiz-intro" aria-labelledby={`${idPrefix}-intro-title`}>
          {quiz.intro.image && (
            <img
              className="quiz-intro__image"
              src={quiz.intro.image.src}
              alt={quiz.intro.image.alt}
            />
          )}
          <h2 className="quiz-intro__title" id={`${idPrefix}-intro-title`}>
            {quiz.intro.title}
          </h2>
          {quiz.intro.description !== '' && (
            <p className="quiz-intro__text">{quiz.intro.description}</p>
          )}
          <button type="button" className="button" onClick={start}>
            {quiz.intro.start_label}
          </button>
        </section>
      )}
      {!hydrated && !result && quiz.intro.description !== '' && (
        <p className="quiz-intro__text">{quiz.intro.description}</p>
      )}
      {/* Above the quiz, where a page sent back without JavaScript is read from. */}
      {notice?.kind === 'error' && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          className="fui-notice fui-notice--error quiz-notice"
          role="alert"
        >
          {notice.text}
        </p>
      )}
      <form
        ref={formRef}
        method="post"
        noValidate
        className="quiz-form"
        hidden={result !== undefined || !started}
        aria-busy={busy || undefined}
        onSubmit={onSubmit}
      >
        <input type="hidden" name="action" value={QUIZ_ACTIONS.submit} />
        <input type="hidden" name="form_id" value={page.id} />
        <input type="hidden" name={FORM_NONCE_FIELD} value="" />
        {steps.map((step, index) => (
          <div
            key={step.kind === 'lead' ? 'lead' : quiz.questions[step.index]?.id}
            className={`quiz-step quiz-step--${step.kind}`}
            // QUIZ-002, QUIZ-013: one step at a time; the others are collapsed, not just unseen.
            hidden={hydrated && index !== position}
          >
            {step.kind === 'lead' ? renderLead() : renderQuestion(step.index)}
          </div>
        ))}
        <div className="quiz-form__buttons">
          {hydrated && typeof position === 'number' && position > 0 && (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => {
                setNotice(undefined);
                goTo(position - 1);
              }}
            >
              Back
            </button>
          )}
          <button
            type="submit"
            className="button quiz-form__next"
            // QUIZ-003: not before the question on this page is answered.
            disabled={hydrated && (busy || !answered)}
          >
            {hydrated ? nextLabel : settings.view_results_label}
          </button>
          {!hydrated && lead && canSkip && (
            <button
              type="submit"
              className="button button--ghost"
              name={QUIZ_LEAD_SKIPPED_FIELD}
              value="1"
              formNoValidate
            >
              {SKIP_LEAD_LABEL}
            </button>
          )}
        </div>
      </form>
      {/* Always present, so what happens is announced as it happens. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {notice?.kind === 'status' ? notice.text : ''}
      </p>
      {result && (
        <>
          <QuizResults
            quiz={quiz}
            title={page.title}
            data={result}
            shareUrl={shareUrl}
            headingRef={resultHeading}
            idPrefix={idPrefix}
            interactive={hydrated}
          />
          <p className="quiz-retake">
            {hydrated ? (
              <button
                type="button"
                className="button"
                onClick={() => void retake()}
                disabled={busy}
              >
                {settings.retake_label}
              </button>
            ) : (
              <a className="button" href={quizPagePath(page.slug)}>
                {settings.retake_label}
              </a>
            )}
          </p>
        </>
      )}
    </div>
  );
}
