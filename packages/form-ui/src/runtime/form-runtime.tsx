import { parseStepHash, stepHash } from '@atelier/form-engine/pagination/step-hash';
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import type { FieldDefinition, FieldOf } from '@atelier/form-engine/schema/fields';
import type { FieldValues } from '@atelier/form-engine/state/form-state';
import { pagesOf } from '@atelier/form-engine/state/pages';
import type { PaginationOutcome } from '@atelier/form-engine/pagination/pagination';
import type { Clock } from '@atelier/form-engine/conditions/clock';
import { isLoginForm, keepsAnswers } from '@atelier/form-engine/login-form';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FieldRenderer } from '../field-renderer';
import type { FieldLayout } from '../field-props';
import { focusField } from '../focus-field';
import { useHydrated } from '../interaction';
import { SMALL_FORM_CLASS, useSmallLayout } from '../use-small-layout';
import { GroupCopies } from './group-copies';
import { createFormNonce, FormNonceContext, NONCE_FIELD, type FormNonce } from './form-nonce';
import {
  GENERIC_SUBMIT_ERROR,
  SUBMIT_ACTION,
  SUBMITTING_MESSAGE,
  postSubmission,
  submissionBody,
  type SubmitAnswer,
} from './submit-form';
import { useFormRuntime, type FormRuntime as Runtime } from './use-form-runtime';
import { CaptchaRegistryContext, type CaptchaRegistry } from '../captcha/captcha-registry';
import { useFormCaptchas } from '../captcha/use-form-captchas';
import { DraftSavedScreen } from '../draft/draft-saved-screen';
import {
  DRAFT_PAGE_FIELD,
  PREVIOUS_DRAFT_FIELD,
  SAVE_DRAFT_FIELD,
  draftLinkFor,
  postDraftSave,
} from '../draft/draft-wire';
import { LocalAnswersOffer, useLocalAnswers, type AnswerStorage } from '../draft/local-answers';
import { SaveDraftButton } from '../draft/save-draft-button';
import { useDraftChange } from '../draft/use-draft-change';
import { SignInFormContext } from '../sign-in-form';
import { FormPaymentContext, type FormPaymentHandle } from '../payments/payment-context';
import { NOTICE_SCROLL, SCROLL_ANIMATION_MS, scrollPageTo } from './form-timings';
import { useFormPayments } from '../payments/use-form-payments';
// Type only: erased from the bundle, so the dialog's code stays in its own chunk.
import type { TwoFactorDialog as TwoFactorDialogComponent } from '../two-factor/two-factor-dialog';
import {
  twoFactorStepBody,
  type TwoFactorChallenge,
  type TwoFactorMethod,
} from '../two-factor/two-factor-wire';

/**
 * TFA-002: the two-factor dialog is its own chunk, loaded only by a form whose answer asks for a
 * second factor (a login form starts loading it once live), so other forms' pages do not grow.
 * Loaded by hand rather than with React.lazy: a chunk that fails to arrive is then the form's
 * error notice, not a thrown error that takes the whole page down.
 */
const loadTwoFactorDialog = () => import('../two-factor/two-factor-dialog');

/** Shown when the visitor submits while a file is still uploading. */
export const UPLOADS_IN_PROGRESS_MESSAGE =
  'Please wait until your files have finished uploading, then submit again.';

/** FORM-029: how long a notice stays. */
export const NOTICE_DURATION_MS = 3000;
/** SUB-014: the room left above a notice scrolled into view (see form-timings.ts). */
export const NOTICE_SCROLL_OFFSET_PX = NOTICE_SCROLL.offsetPx;
/** DEC-21: the room left above the form when a step change scrolls its top into view. */
export const STEP_SCROLL_OFFSET_PX = 40;

/** Where the browser goes after a redirecting success; a seam so tests need no real navigation. */
export interface FormNavigator {
  assign(url: string): void;
  openInNewTab(url: string): void;
}

const browserNavigator: FormNavigator = {
  assign: (url) => window.location.assign(url),
  openInNewTab: (url) => {
    window.open(url, '_blank', 'noopener');
  },
};

export interface FormRuntimeProps {
  readonly definition: FormDefinition;
  readonly formId: number;
  /**
   * The submit nonce (the forminator_get_nonce call's answer), or '' on a page shared by every
   * visitor: the runtime then fetches one before its first call that needs it (CF-044).
   */
  readonly nonce: string;
  /** The form AJAX endpoint (FORM-001). */
  readonly endpoint: string;
  readonly renderId?: number;
  readonly layout?: FieldLayout;
  /** A native submit the server refused comes back with its values, errors and message. */
  readonly initialValues?: FieldValues;
  readonly initialErrors?: Readonly<Record<string, string>>;
  /** A native submit's outcome message: an error as text, a success as the server's markup. */
  readonly initialNotice?: { readonly kind: 'success' | 'error'; readonly message: string };
  /** ERR-018, DEC-12: the server strings' `cform.error`. */
  readonly genericError?: string;
  readonly clock?: Clock;
  readonly fetch?: typeof fetch;
  readonly navigator?: FormNavigator;
  /** PAGE-010: the saved draft the page opened (`?draft=<id>`): its id, and the page it was on. */
  /**
   * Where this form's draft links open: its own page (a path), when it is shown elsewhere, e.g.
   * loaded into another page. This page by default.
   */
  readonly draftPage?: string;
  readonly draft?: { readonly id: string; readonly page: number };
  /** Why a draft link opened a blank form instead (expired, already sent). */
  readonly draftNotice?: string;
  /** DRAFT-001: the form offers save-draft unless this is false or its settings switch it off. */
  readonly offerDraft?: boolean;
  /** Where unsent answers are kept between visits: localStorage unless given, `null` for nowhere. */
  readonly answerStorage?: AnswerStorage | null;
  /** The Clipboard API the draft link is copied with, unless given. */
  readonly clipboard?: Pick<Clipboard, 'writeText'> | null;
  /**
   * Hidden inputs the page adds to the form (e.g. the login page's `redirect_to`): posted with the
   * fields both natively and by the runtime's submit, which takes the whole form.
   */
  readonly hiddenFields?: Readonly<Record<string, string>>;
}

/** A draft the server saved (DRAFT-005): the form gives way to its screen. */
interface SavedDraft {
  readonly id: string;
  readonly message: string;
  readonly link: string;
}

interface Notice {
  /** `info`: neither (issue 17: a PayPal payment the buyer cancelled, DEC-22). */
  readonly kind: 'success' | 'error' | 'info';
  /** The server's message: owner HTML with merge tags already filled in as escaped text. */
  readonly html?: string;
  readonly text?: string;
  /** Milliseconds before it goes; `null` keeps it. */
  readonly duration: number | null;
  /** Issue 12: the error summary, which stays until no field shows an error. */
  readonly summary?: boolean;
}

/** SUB-014: the notice 100 px below the window's top, over 1000 ms. */
function scrollToNotice(element: HTMLElement): void {
  const top = element.getBoundingClientRect().top + window.scrollY - NOTICE_SCROLL_OFFSET_PX;
  void scrollPageTo(top, NOTICE_SCROLL.durationMs);
}

const FOCUSABLE_CONTROL =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/** After the restore offer goes, focus lands on the form's first control on the shown page. */
function focusFirstControl(form: HTMLFormElement | null): void {
  const page = form?.querySelector('.fui-page:not([hidden])');
  const control = page?.querySelector<HTMLElement>(FOCUSABLE_CONTROL);
  control?.focus();
}

/**
 * After the visitor changes step, the new step's first control (or, with none, the step itself)
 * takes focus, and the form's top comes into view: the Next button they pressed may have been at
 * the bottom of a long step, far below the new one's start.
 */
function showNewStep(form: HTMLFormElement): void {
  const page = form.querySelector<HTMLElement>('.fui-page:not([hidden])');
  const target = page?.querySelector<HTMLElement>(FOCUSABLE_CONTROL) ?? page;
  target?.focus({ preventScroll: true });
  if (typeof window.scrollTo !== 'function') return;
  const top = form.getBoundingClientRect().top;
  if (top >= STEP_SCROLL_OFFSET_PX && top < window.innerHeight) return;
  // FORM-031: over 500 ms (a jump under reduced motion).
  void scrollPageTo(top + window.scrollY - STEP_SCROLL_OFFSET_PX, SCROLL_ANIMATION_MS);
}

/**
 * Issue 12, DEC-07: each step the visitor moves to gets its own history entry (`#step-N`), so
 * the browser's Back returns to the previous step rather than leaving the page. The entry the
 * page opened with is marked with its step first, so Back from step 2 finds step 1. The router's
 * own state is kept on each entry, so it still knows where it is.
 */
function recordStep(from: number, to: number): void {
  if (typeof window === 'undefined') return;
  const { history, location } = window;
  if (parseStepHash(location.hash) === undefined) {
    history.replaceState(history.state, '', stepHash(from));
  }
  if (location.hash !== stepHash(to)) history.pushState(history.state, '', stepHash(to));
}

/** The page's fields, each group's members inside their group. */
function renderPageFields(
  runtime: Runtime,
  fieldIds: readonly string[],
  renderField: (fieldId: string, children?: ReactNode) => ReactNode,
  renderCopies: (group: FieldOf<'group'>, members: readonly FieldDefinition[]) => ReactNode,
): ReactNode[] {
  const { fields } = runtime.definition;
  const onPage = new Set(fieldIds);
  const members = (groupId: string) =>
    fields.filter((field) => field.group === groupId && onPage.has(field.id));
  return fields
    .filter((field) => onPage.has(field.id) && field.group === undefined)
    .map((field) => {
      if (field.type !== 'group') return renderField(field.id);
      const groupMembers = members(field.id);
      const copied = new Set(runtime.copiedMembers(field.id));
      const originals = groupMembers.map((member) => renderField(member.id));
      return renderField(field.id, [
        field.repeater ? (
          // Framed and named like the copies after it, so the first block reads as one of them.
          <fieldset key="copy-1" className="fui-copy fui-copy--original">
            <legend className="fui-copy__legend">Copy 1</legend>
            {originals}
          </fieldset>
        ) : (
          originals
        ),
        field.repeater
          ? renderCopies(
              field,
              groupMembers.filter((member) => copied.has(member)),
            )
          : null,
      ]);
    });
}

/**
 * What a form hands its widgets: its nonce (issue 13), whether it signs a customer in (the
 * password managers' hints) and its captcha registry (issue 15).
 */
function RuntimeContexts(props: {
  readonly nonce: FormNonce;
  readonly signIn: boolean;
  readonly captchas: CaptchaRegistry;
  readonly payments: FormPaymentHandle | null;
  readonly children: ReactNode;
}) {
  return (
    <FormNonceContext value={props.nonce}>
      <SignInFormContext value={props.signIn}>
        <CaptchaRegistryContext value={props.captchas}>
          <FormPaymentContext value={props.payments}>{props.children}</FormPaymentContext>
        </CaptchaRegistryContext>
      </SignInFormContext>
    </FormNonceContext>
  );
}

/**
 * A form's live runtime (issue 5): the fields, step tabs, progress, buttons, notices and the
 * submit over fetch. It renders on the server as a plain form that posts natively to the page
 * (SUB-012), then hydrates into the runtime.
 */
export function FormRuntime(props: FormRuntimeProps) {
  const { definition, formId, endpoint, renderId = 0, layout = 'default' } = props;
  const { settings } = definition;
  const runtime = useFormRuntime(definition, {
    initialValues: props.initialValues,
    initialErrors: props.initialErrors,
    clock: props.clock,
    initialPage: props.draft?.page,
  });
  const hydrated = useHydrated();
  // Issue 13: the nonce fetched for a form that came without one, shown in its nonce input.
  const [fetchedNonce, setFetchedNonce] = useState('');
  const nonce = props.nonce !== '' ? props.nonce : fetchedNonce;
  const formNonce = useMemo(
    () =>
      createFormNonce({
        initial: props.nonce,
        endpoint,
        fetch: props.fetch,
        onNonce: setFetchedNonce,
      }),
    [props.nonce, endpoint, props.fetch],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | undefined>(undefined);
  /** Set by the visitor's own step changes (Next, Back, a step tab), never by a first load. */
  const stepChangedByVisitor = useRef(false);
  const [announceStep, setAnnounceStep] = useState(false);
  const small = useSmallLayout(formRef);
  // Issue 15: captcha fields and the bot-check, run and reset around a submit.
  const captchas = useFormCaptchas(runtime, formRef, hydrated);
  const [hidden, setHidden] = useState(false);
  // The draft this form continues: saving again updates it, submitting deletes it.
  const [draftId, setDraftId] = useState(props.draft?.id);
  const [savedDraft, setSavedDraft] = useState<SavedDraft | undefined>(undefined);
  const [savingDraft, setSavingDraft] = useState(false);
  const draftChanged = useDraftChange(runtime);
  // TFA-001: a login form's answers are credentials: never kept in the browser nor as a draft.
  const keepsVisitorAnswers = keepsAnswers(definition);
  const localAnswers = useLocalAnswers(runtime, {
    formId,
    enabled: hydrated,
    storage: keepsVisitorAnswers ? props.answerStorage : null,
  });
  /** TFA-002: the pending second step while the two-factor dialog is open. */
  const [challenge, setChallenge] = useState<TwoFactorChallenge | undefined>(undefined);
  const [TwoFactorDialog, setTwoFactorDialog] = useState<
    typeof TwoFactorDialogComponent | undefined
  >(undefined);
  /** Set when the dialog is cancelled: the submit button it opened from takes the focus back. */
  const focusSubmitAfterDialog = useRef(false);
  const focusAfterOffer = useRef(false);
  /**
   * Issue 12, SUB-005: a thank-you replaces the form (no empty form under it) until the visitor
   * asks for another; a native post's success arrives in this state.
   */
  const [sent, setSent] = useState(() => props.initialNotice?.kind === 'success');
  const sentNoticeFocus = useRef(false);
  const [notice, setNotice] = useState<Notice | undefined>(() => {
    const initial = props.initialNotice;
    if (initial === undefined || initial.message === '') return undefined;
    return initial.kind === 'success'
      ? { kind: 'success', html: initial.message, duration: null }
      : { kind: 'error', text: initial.message, duration: null };
  });
  const idPrefix = `form-${formId}-${renderId}`;
  const pages = pagesOf(definition);
  const multiPage = pages.length > 1;
  const submitting = runtime.phase === 'submitting';
  const genericError = props.genericError ?? GENERIC_SUBMIT_ERROR;
  const navigator = props.navigator ?? browserNavigator;

  // PAGE-013, DEC-07: read after hydration, so the server's page and the first paint agree.
  // Issue 12: later hash changes are the browser's Back and Forward through the steps (see
  // `recordStep`), or a link: the step they open is shown as one the visitor chose.
  useEffect(() => {
    if (!multiPage) return;
    runtime.openHash(window.location.hash);
    const open = () => {
      const before = runtime.pagination.step;
      const hash = window.location.hash;
      // Back to an address without a hash is the first step (another hash, such as the skip
      // link's #main, names no step and changes none).
      runtime.openHash(hash === '' || hash === '#' ? stepHash(0) : hash);
      if (runtime.pagination.step === before) return;
      stepChangedByVisitor.current = true;
      setAnnounceStep(true);
    };
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, [multiPage, runtime]);

  // The restore offer's buttons are gone once used: focus moves on into the form.
  useEffect(() => {
    if (!focusAfterOffer.current) return;
    focusAfterOffer.current = false;
    focusFirstControl(formRef.current);
  });

  useEffect(() => {
    if (!stepChangedByVisitor.current || formRef.current === null) return;
    stepChangedByVisitor.current = false;
    showNewStep(formRef.current);
  });

  useEffect(() => {
    if (pendingFocus.current === undefined || formRef.current === null) return;
    focusField(formRef.current, idPrefix, pendingFocus.current);
    pendingFocus.current = undefined;
  });

  // The thank-you that replaced the form takes focus, so the visitor is not left on nothing.
  useEffect(() => {
    if (!sentNoticeFocus.current) return;
    sentNoticeFocus.current = false;
    noticeRef.current?.querySelector<HTMLElement>('.fui-notice')?.focus({ preventScroll: true });
  });

  useEffect(() => {
    if (notice === undefined) return;
    if (noticeRef.current && typeof window.scrollTo === 'function') {
      scrollToNotice(noticeRef.current);
    }
    if (notice.duration === null) return;
    const timer = setTimeout(() => setNotice(undefined), notice.duration);
    return () => clearTimeout(timer);
  }, [notice]);

  // A login form fetches the dialog's chunk once live, so the dialog opens without a wait.
  useEffect(() => {
    if (hydrated && isLoginForm(definition)) loadTwoFactorDialog().catch(() => {});
  }, [hydrated, definition]);

  useEffect(() => {
    if (!focusSubmitAfterDialog.current) return;
    focusSubmitAfterDialog.current = false;
    formRef.current?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
  });

  const showError = (text: string) =>
    setNotice({ kind: 'error', text, duration: NOTICE_DURATION_MS });

  // Issue 17: card and PayPal fields (PAY, PP); inert for a form that takes no money.
  const payments = useFormPayments({
    runtime,
    formId,
    endpoint,
    fetch: props.fetch,
    formRef,
    nonce: formNonce,
    captchas: captchas.registry,
    genericError,
    hydrated,
    submitWith: async (extra) => {
      if (formRef.current !== null) await submit(formRef.current, extra);
    },
    showError,
    showInfo: (text) => setNotice({ kind: 'info', text, duration: null }),
    assign: (url) => navigator.assign(url),
  });

  /** TFA-002: opens the dialog once its chunk is here; without it, the generic error (DEC-12). */
  const openTwoFactor = async (next: TwoFactorChallenge) => {
    try {
      const { TwoFactorDialog: component } = await loadTwoFactorDialog();
      setTwoFactorDialog(() => component);
      setChallenge(next);
    } catch {
      showError(genericError);
    }
  };

  /**
   * Issue 12: the summary of field errors replaces whatever notice was there (an earlier network
   * error, say) and stays until the errors are fixed, not for FORM-029's three seconds.
   */
  const showErrorSummary = (text: string) =>
    setNotice({ kind: 'error', text, duration: null, summary: true });

  // The summary goes once the last error it summed up is fixed.
  useEffect(
    () =>
      runtime.subscribe(() => {
        if (!runtime.hasErrors) setNotice((shown) => (shown?.summary === true ? undefined : shown));
      }),
    [runtime],
  );

  const succeed = (answer: SubmitAnswer) => {
    localAnswers.clear();
    payments.reset();
    const message: Notice | undefined =
      answer.message === ''
        ? undefined
        : {
            kind: 'success',
            html: answer.message,
            duration: answer.fadeout ? answer.fadeoutTime : null,
          };
    if (answer.behaviour === 'behaviour-redirect' && answer.url !== undefined) {
      setNotice(message);
      if (answer.newtab === undefined || answer.newtab === 'sametab') {
        navigator.assign(answer.url); // SUB-007
        return;
      }
      navigator.openInNewTab(answer.url); // SUB-008
      if (answer.newtab === 'newtab_hide') {
        // SUB-009: the form goes once its message has faded out.
        setTimeout(() => setHidden(true), answer.fadeout ? answer.fadeoutTime : 0);
      } else if (settings.is_reset_enabled) runtime.reset();
      return;
    }
    if (answer.behaviour === 'behaviour-hide') {
      setNotice(message);
      setHidden(true); // SUB-006
      return;
    }
    // SUB-005, issue 12: the thank-you stays in the form's place; the form starts again only
    // when the visitor asks for another.
    setNotice(message && { ...message, duration: null });
    setSent(true);
    sentNoticeFocus.current = true;
    if (settings.is_reset_enabled) runtime.reset();
    // A reload after the thank-you opens the form's first step, not the step it was sent from.
    if (multiPage && parseStepHash(window.location.hash) !== undefined) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    }
  };

  const sendAnother = () => {
    setSent(false);
    setNotice(undefined);
    if (!settings.is_reset_enabled) runtime.reset();
    focusAfterOffer.current = true;
  };

  const submit = async (form: HTMLFormElement, extra: Readonly<Record<string, string>> = {}) => {
    // A file still on its way is not in the field's value yet: sending now would drop it.
    if (form.querySelector('.fui-upload[aria-busy="true"]') !== null) {
      showError(UPLOADS_IN_PROGRESS_MESSAGE);
      return;
    }
    const invisibleCaptchas = captchas.executeInvisible();
    if (invisibleCaptchas) await invisibleCaptchas;
    const { valid, firstInvalid } = runtime.validateAll();
    if (!valid) {
      pendingFocus.current = firstInvalid;
      showErrorSummary(settings.general_messages.form_has_error); // ERR-004
      return;
    }
    const body = submissionBody(form);
    runtime.setPhase('submitting'); // SUB-003
    setNotice(undefined);
    // Issue 13: a form from a shared page gets its nonce now (CF-044), before the submit.
    const sentNonce = formNonce.current() || (await formNonce.ensure());
    if (sentNonce === undefined) {
      runtime.setPhase('idle');
      showError(genericError); // DEC-12: as any other failed call
      return;
    }
    body.set(NONCE_FIELD, sentNonce);
    // PAY-006: a shown card field pays first (the amount update carries the form as it is now);
    // the submit then carries the intent, or the approved PayPal order (PP-012).
    if (payments.takes) {
      const paid = await payments.payBeforeSubmit(body, extra);
      if (paid === undefined) {
        runtime.setPhase('idle');
        return;
      }
      for (const [name, value] of Object.entries(paid)) body.set(name, value);
    }
    const pendingTokens = captchas.tokensForSubmit();
    const tokens = pendingTokens instanceof Promise ? await pendingTokens : pendingTokens;
    for (const [name, token] of Object.entries(tokens)) body.set(name, token);
    const result = await postSubmission(endpoint, body, props.fetch);
    runtime.setPhase('idle'); // SUB-004
    if (result.kind === 'network-error') {
      captchas.afterRefusal({});
      showError(genericError); // SUB-010, DEC-12
      return;
    }
    if (result.kind === 'unreadable') {
      captchas.afterRefusal({});
      showError(`${genericError} (${result.status})`); // ERR-018
      return;
    }
    const { answer } = result;
    // TFA-002, TFA-004: no one is signed in yet; the form stays as it is and the dialog asks for
    // the second factor.
    if (answer.twoFactor !== undefined) {
      await openTwoFactor(answer.twoFactor);
      return;
    }
    if (answer.success) {
      succeed(answer);
      return;
    }
    captchas.afterRefusal(answer.errors);
    payments.afterRefusal(answer.errors);
    pendingFocus.current = runtime.showServerErrors(answer.errors); // SUB-011
    const message = answer.message === '' ? genericError : answer.message;
    if (runtime.hasErrors) showErrorSummary(message);
    else showError(message);
  };

  /**
   * TFA-002, TFA-003: the dialog's second step, posted as the form's submit with only `form_id`,
   * the nonce and the two-factor fields: the password is never sent again. Resolves with the error
   * the dialog shows, or undefined once the form has taken over (signed in, or asked again).
   */
  const verifySecondFactor = async (
    pending: TwoFactorChallenge,
    method: TwoFactorMethod,
    code: string,
  ): Promise<string | undefined> => {
    const sentNonce = formNonce.current() || (await formNonce.ensure());
    if (sentNonce === undefined) return genericError;
    const body = twoFactorStepBody({
      action: SUBMIT_ACTION,
      formId,
      nonceField: NONCE_FIELD,
      nonce: sentNonce,
      token: pending.token,
      method,
      code,
    });
    const result = await postSubmission(endpoint, body, props.fetch);
    if (result.kind === 'network-error') return genericError;
    if (result.kind === 'unreadable') return `${genericError} (${result.status})`;
    const { answer } = result;
    if (answer.twoFactor !== undefined) {
      setChallenge(answer.twoFactor);
      return undefined;
    }
    if (!answer.success) return answer.message === '' ? genericError : answer.message;
    setChallenge(undefined);
    succeed(answer);
    return undefined;
  };

  const closeTwoFactor = () => {
    setChallenge(undefined);
    focusSubmitAfterDialog.current = true;
  };

  // DRAFT-005, DRAFT-006: the whole form with the draft flag (and its page), not validated.
  const saveDraft = async () => {
    const form = formRef.current;
    if (form === null || submitting || savingDraft) return;
    const body = submissionBody(form);
    body.set(SAVE_DRAFT_FIELD, 'true');
    if (multiPage) body.set(DRAFT_PAGE_FIELD, String(runtime.pagination.step));
    setSavingDraft(true);
    setNotice(undefined);
    const sentNonce = formNonce.current() || (await formNonce.ensure());
    if (sentNonce === undefined) {
      setSavingDraft(false);
      showError(genericError);
      return;
    }
    body.set(NONCE_FIELD, sentNonce);
    const result = await postDraftSave(endpoint, body, props.fetch);
    setSavingDraft(false);
    if (result.kind === 'saved') {
      localAnswers.clear();
      setDraftId(result.draftId);
      // DRAFT-007: the form hides and the draft screen shows.
      setSavedDraft({
        id: result.draftId,
        message: result.message,
        link: draftLinkFor(
          new URL(props.draftPage ?? window.location.href, window.location.href).href,
          result.draftId,
        ),
      });
    } else if (result.kind === 'network-error') {
      showError(genericError);
    } else if (result.kind === 'unreadable') {
      showError(`${genericError} (${result.status})`);
    } else {
      pendingFocus.current = runtime.showServerErrors(result.answer.errors);
      showError(result.answer.message === '' ? genericError : result.answer.message);
    }
  };

  /** PAGE-006: a step holding a card field moves on only once the card makes a payment method. */
  const nextStep = () => {
    const checked = payments.beforeNextStep(runtime.pagination.step);
    if (checked === true) {
      changeStep(() => runtime.next());
      return;
    }
    void checked.then((ok) => {
      if (ok) changeStep(() => runtime.next());
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || savingDraft) return;
    // FORM-027: Enter on an earlier step moves on rather than submitting.
    if (multiPage && !runtime.isLastStep) {
      nextStep();
      return;
    }
    void submit(event.currentTarget);
  };

  const firstErrorOnStep = () =>
    pages[runtime.pagination.step]?.fieldIds
      .flatMap((id) => runtime.idsWithCopies(id))
      .find((id) => runtime.error(id) !== undefined);

  /**
   * A step change the visitor asked for: the new step is announced, takes focus and scrolls into
   * view; a step that stops the move focuses its first error instead.
   */
  const changeStep = (move: () => PaginationOutcome | undefined) => {
    const before = runtime.pagination.step;
    const outcome = move();
    const moved = runtime.pagination.step !== before;
    if (moved) {
      setAnnounceStep(true);
      recordStep(before, runtime.pagination.step);
    }
    if (outcome === 'blocked-invalid') {
      pendingFocus.current = firstErrorOnStep();
      // Issue 12: an older error notice (a network error) gives way to what is wrong now.
      if (notice?.kind === 'error') showErrorSummary(settings.general_messages.form_has_error);
    } else if (moved) stepChangedByVisitor.current = true;
  };

  const goToStep = (step: number) => changeStep(() => runtime.goToStep(step));

  /** One field, or a copy of a group member under its copy id (`text-1-2`). */
  const renderControl = (
    field: FieldDefinition,
    renderedId: string,
    children?: ReactNode,
  ): ReactNode => {
    if (field.type === 'page-break' || !runtime.isVisible(renderedId)) return null;
    return (
      <FieldRenderer
        key={renderedId}
        field={renderedId === field.id ? field : { ...field, id: renderedId }}
        value={runtime.value(renderedId)}
        onChange={(value) => runtime.setValue(renderedId, value)}
        onBlur={() => runtime.revalidate(renderedId)}
        onErrorClear={() => runtime.clearError(renderedId)}
        error={runtime.error(renderedId)}
        disabled={submitting}
        idPrefix={idPrefix}
        layout={layout}
        valueOfField={(id) => runtime.value(id)}
      >
        {children}
      </FieldRenderer>
    );
  };

  const renderField = (fieldId: string, children?: ReactNode): ReactNode => {
    const field = definition.fields.find((candidate) => candidate.id === fieldId);
    return field === undefined ? null : renderControl(field, fieldId, children);
  };

  const renderCopies = (group: FieldOf<'group'>, members: readonly FieldDefinition[]) => (
    <GroupCopies
      key={`${group.id}-copies`}
      group={group}
      members={members}
      copyNumbers={runtime.copyNumbers(group.id)}
      canAdd={runtime.canAddCopy(group.id)}
      error={runtime.error(group.id)}
      idPrefix={idPrefix}
      disabled={submitting}
      interactive={hydrated}
      onAdd={() => runtime.addCopy(group.id)}
      onRemove={(copyNumber) => runtime.removeCopy(group.id, copyNumber)}
      renderMember={(member, copyId) => renderControl(member, copyId)}
    />
  );

  const ownStepLabel = (index: number) => {
    if (index === 0) {
      const first = settings.pagination_config['first-step-label'];
      return first !== undefined && first.trim() !== '' ? first : undefined;
    }
    const pageBreak = pages[index]?.pageBreak;
    const field = definition.fields.find((candidate) => candidate.id === pageBreak);
    const label = field && 'label' in field ? field.label : undefined;
    return label !== undefined && label !== '' ? label : undefined;
  };
  const stepLabel = (index: number) => ownStepLabel(index) ?? `Step ${index + 1}`;

  const { buttons } = runtime;
  const submitLabel =
    submitting && settings.has_loader ? settings.loader_label : buttons.next.label;
  const shownStepPosition = runtime.shownSteps.indexOf(runtime.pagination.step);
  const stepNamed = ownStepLabel(runtime.pagination.step);
  const stepAnnouncement = `Step ${shownStepPosition + 1} of ${runtime.shownSteps.length}${
    stepNamed === undefined ? '' : `: ${stepNamed}`
  }`;

  return (
    <RuntimeContexts
      nonce={formNonce}
      signIn={isLoginForm(definition)}
      captchas={captchas.registry}
      payments={payments.handle}
    >
      <div className="fui-form-runtime">
        {props.draftNotice !== undefined && savedDraft === undefined && (
          <p className="fui-notice fui-notice--info" role="status">
            {props.draftNotice}
          </p>
        )}
        {localAnswers.offer !== undefined && savedDraft === undefined && (
          <LocalAnswersOffer
            answers={localAnswers.offer}
            idPrefix={idPrefix}
            onRestore={() => {
              focusAfterOffer.current = true;
              localAnswers.restore();
            }}
            onDiscard={() => {
              focusAfterOffer.current = true;
              localAnswers.discard();
            }}
          />
        )}
        <div className="fui-notice-area" ref={noticeRef}>
          {notice && (
            <div
              className={`fui-notice fui-notice--${notice.kind}`}
              role={notice.kind === 'error' ? 'alert' : 'status'}
              tabIndex={sent ? -1 : undefined}
              {...(notice.html === undefined
                ? { children: notice.text }
                : { dangerouslySetInnerHTML: { __html: notice.html } })}
            />
          )}
          {sent && (
            <p className="fui-form-sent">
              {hydrated ? (
                <button type="button" className="fui-button" onClick={sendAnother}>
                  {settings.send_another_label}
                </button>
              ) : (
                // Without JavaScript, the page again (a GET) is a fresh form.
                <a className="fui-button" href="?">
                  {settings.send_another_label}
                </a>
              )}
            </p>
          )}
        </div>
        <form
          ref={formRef}
          method="post"
          encType="multipart/form-data"
          noValidate
          hidden={hidden || sent || savedDraft !== undefined}
          aria-busy={submitting || undefined}
          className={`fui-form${small ? ` ${SMALL_FORM_CLASS}` : ''}${
            multiPage ? ' fui-form--paged' : ''
          }`}
          data-form-id={formId}
          // Lets a test (or a script) tell the live form from its server HTML.
          data-hydrated={hydrated ? 'true' : undefined}
          onSubmit={onSubmit}
        >
          <input type="hidden" name="action" value={SUBMIT_ACTION} />
          <input type="hidden" name="form_id" value={formId} />
          <input type="hidden" name="render_id" value={renderId} />
          <input type="hidden" name={NONCE_FIELD} value={nonce} />
          {draftId !== undefined && (
            <input type="hidden" name={PREVIOUS_DRAFT_FIELD} value={draftId} />
          )}
          {payments.hiddenInputs}
          {Object.entries(props.hiddenFields ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {multiPage && hydrated && (
            <>
              <nav className="fui-steps" aria-label="Form steps">
                <ol className="fui-steps__list">
                  {runtime.shownSteps.map((step) => (
                    <li key={step}>
                      <button
                        type="button"
                        className="fui-steps__tab"
                        aria-current={step === runtime.pagination.step ? 'step' : undefined}
                        disabled={submitting}
                        onClick={() => goToStep(step)}
                      >
                        {stepLabel(step)}
                      </button>
                    </li>
                  ))}
                </ol>
              </nav>
              <div className="fui-progress">
                <div
                  className="fui-progress__bar"
                  role="progressbar"
                  aria-label="Form progress"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={runtime.progress}
                  aria-valuetext={`Step ${shownStepPosition + 1} of ${runtime.shownSteps.length}, ${runtime.progress}%`}
                >
                  <div className="fui-progress__fill" style={{ width: `${runtime.progress}%` }} />
                </div>
                <span className="fui-progress__label" aria-hidden="true">
                  {runtime.progress}%
                </span>
              </div>
            </>
          )}
          {pages.map((page) => (
            <div
              key={page.index}
              className="fui-page"
              data-page={page.index}
              {...(hydrated && multiPage
                ? // The step itself takes focus after a step change when it has no control.
                  { role: 'group', 'aria-label': stepLabel(page.index), tabIndex: -1 }
                : {})}
              // Before hydration every page shows, so the form works without JavaScript.
              hidden={hydrated && multiPage && page.index !== runtime.pagination.step}
            >
              {renderPageFields(runtime, page.fieldIds, renderField, renderCopies)}
            </div>
          ))}
          <div className="fui-form__buttons">
            {hydrated && buttons.previous.visible && (
              <button
                type="button"
                className="fui-button fui-button--previous"
                disabled={submitting}
                onClick={() => changeStep(() => void runtime.back())}
              >
                {buttons.previous.label}
              </button>
            )}
            {hydrated &&
              keepsVisitorAnswers &&
              props.offerDraft !== false &&
              settings.use_save_and_continue && (
                <SaveDraftButton
                  enabled={draftChanged}
                  busy={submitting || savingDraft}
                  idPrefix={idPrefix}
                  onSave={() => void saveDraft()}
                />
              )}
            {hydrated && multiPage && !buttons.next.isSubmit ? (
              <button
                // Issue 12: its own key, so React never turns this element into the submit button.
                // A browser re-renders between the click's listeners and its default action: the
                // same element retyped `submit` under the pointer would submit the step it opened.
                key="next"
                type="button"
                className="fui-button fui-button--next"
                disabled={submitting}
                onClick={(event) => {
                  event.preventDefault();
                  nextStep();
                }}
              >
                {buttons.next.label}
              </button>
            ) : payments.replacesSubmit ? null : (
              // PP-012: a shown PayPal button pays and submits in the submit button's place.
              <button
                key="submit"
                type="submit"
                className={`fui-button fui-button--submit ${settings.submit_button_class}`.trim()}
                disabled={submitting}
              >
                {submitting && settings.has_loader && (
                  <span className="fui-loader" aria-hidden="true" />
                )}
                {hydrated || !multiPage ? submitLabel : settings.pagination_config['last-next']}
              </button>
            )}
            {/* Always present, so the text is announced when it appears (ERR-005). */}
            <p className="fui-form__submitting" aria-live="polite">
              {payments.status !== undefined ? (
                payments.status
              ) : submitting ? (
                SUBMITTING_MESSAGE
              ) : announceStep && multiPage ? (
                // Heard, not shown: the step tabs and progress already show where the visitor is.
                <span className="fui-visually-hidden">{stepAnnouncement}</span>
              ) : (
                ''
              )}
            </p>
          </div>
        </form>
        {challenge !== undefined && TwoFactorDialog !== undefined && (
          <TwoFactorDialog
            // A new challenge (the server asked again) is a new dialog, from its own method.
            key={challenge.token}
            challenge={challenge}
            idPrefix={idPrefix}
            endpoint={endpoint}
            fetch={props.fetch}
            nonce={async () => formNonce.current() || (await formNonce.ensure())}
            nonceField={NONCE_FIELD}
            genericError={genericError}
            loaderLabel={settings.has_loader ? settings.loader_label : undefined}
            onVerify={(method, code) => verifySecondFactor(challenge, method, code)}
            onClose={closeTwoFactor}
          />
        )}
        {savedDraft !== undefined && (
          <DraftSavedScreen
            link={savedDraft.link}
            message={savedDraft.message}
            formId={formId}
            draftId={savedDraft.id}
            nonce={nonce}
            endpoint={endpoint}
            idPrefix={idPrefix}
            fetch={props.fetch}
            clipboard={props.clipboard}
            onContinue={() => {
              // The form comes back as saved; saving again updates the same draft.
              stepChangedByVisitor.current = true;
              setSavedDraft(undefined);
            }}
          />
        )}
      </div>
    </RuntimeContexts>
  );
}
