import { validateDraftEmail } from '@atelier/form-engine/validation/draft-email';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  DRAFT_EMAIL_ACTION,
  DRAFT_EMAIL_FIELD,
  postDraftEmail,
  type DraftEmailResult,
} from './draft-wire';

export const DRAFT_SAVED_TITLE = 'Your answers are saved';
export const COPY_DONE_MESSAGE = 'Link copied.';
/** DRAFT-008: when the browser refuses the clipboard, the visitor copies the selected link. */
export const COPY_MANUAL_MESSAGE =
  'Your browser did not let us copy the link. It is selected: press Ctrl+C (⌘C on a Mac) to copy it.';
/** Said under the title when the server's message adds nothing to it. */
export const DRAFT_LINK_HINT = 'Use this link to come back and finish the form.';
export const DRAFT_EMAIL_ERROR =
  'The link could not be sent just now. Please try again, or copy it instead.';

export interface DraftSavedScreenProps {
  /** DRAFT-008: the page's address with `?draft=<id>`. */
  readonly link: string;
  /** The server's message about the saved draft. */
  readonly message: string;
  readonly formId: number;
  readonly draftId: string;
  /** The form's submit nonce, which the draft-email call carries too. */
  readonly nonce: string;
  readonly endpoint: string;
  readonly idPrefix: string;
  readonly fetch?: typeof fetch;
  /** The Clipboard API unless given; `null` where there is none. */
  readonly clipboard?: Pick<Clipboard, 'writeText'> | null;
  /** Issue 12: back to the form, as saved, to go on with it now rather than later. */
  readonly onContinue?: () => void;
}

export const CONTINUE_EDITING_LABEL = 'Continue editing';

type CopyState = 'idle' | 'copied' | 'manual';

type EmailState =
  | { readonly kind: 'form'; readonly error: string | undefined; readonly failure?: string }
  | { readonly kind: 'sending' }
  | { readonly kind: 'answered'; readonly sent: boolean; readonly message: string };

/**
 * The server's message without an opening sentence that repeats the title ("Your answers are
 * saved. Use the link below…" under the heading "Your answers are saved"): what follows, such as
 * how long the link works, is what the visitor still needs to read.
 */
export function messageBesideTitle(message: string): string {
  const trimmed = message.trim();
  const title = DRAFT_SAVED_TITLE.toLowerCase();
  if (!trimmed.toLowerCase().startsWith(title)) return trimmed === '' ? DRAFT_LINK_HINT : trimmed;
  const rest = trimmed.slice(title.length).replace(/^[.!]?\s*/, '');
  return rest === '' ? DRAFT_LINK_HINT : rest;
}

function browserClipboard(): Pick<Clipboard, 'writeText'> | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.clipboard;
}

/**
 * DRAFT-007…DRAFT-011: what replaces a form saved as a draft. The draft link (with a copy button,
 * and a plain selected text when the clipboard is refused), and a form that emails the link; once
 * answered, a resend action brings that form back. Focus moves to the heading when it appears,
 * so keyboard and screen reader users land on it.
 */
export function DraftSavedScreen(props: DraftSavedScreenProps) {
  const { link, idPrefix } = props;
  const ids = {
    title: `${idPrefix}-draft-title`,
    link: `${idPrefix}-draft-link`,
    email: `${idPrefix}-draft-email`,
    emailError: `${idPrefix}-draft-email-error`,
  };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const resendRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'email' | 'resend' | undefined>(undefined);
  const [copy, setCopy] = useState<CopyState>('idle');
  const [email, setEmail] = useState<EmailState>({ kind: 'form', error: undefined });

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (focusNext.current === 'email') emailRef.current?.focus();
    if (focusNext.current === 'resend') resendRef.current?.focus();
    focusNext.current = undefined;
  });

  const copyLink = async () => {
    const clipboard = props.clipboard === undefined ? browserClipboard() : props.clipboard;
    try {
      if (!clipboard) throw new Error('No clipboard here.');
      await clipboard.writeText(link);
      setCopy('copied');
    } catch {
      linkRef.current?.focus();
      linkRef.current?.select();
      setCopy('manual');
    }
  };

  const showAnswer = (result: DraftEmailResult) => {
    if (result.kind === 'answered') {
      focusNext.current = 'resend';
      setEmail({ kind: 'answered', sent: result.sent, message: result.message });
    } else if (result.kind === 'field-error') {
      focusNext.current = 'email';
      setEmail({ kind: 'form', error: result.message });
    } else {
      setEmail({ kind: 'form', error: undefined, failure: result.message ?? DRAFT_EMAIL_ERROR });
    }
  };

  const sendLink = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.kind === 'sending') return;
    const form = event.currentTarget;
    const address = emailRef.current?.value ?? '';
    const problem = validateDraftEmail(address); // DRAFT-010
    if (problem !== undefined) {
      focusNext.current = 'email';
      setEmail({ kind: 'form', error: problem });
      return;
    }
    const body = new FormData(form); // DRAFT-009: multipart, as the form holds it
    setEmail({ kind: 'sending' });
    showAnswer(await postDraftEmail(props.endpoint, body, props.fetch));
  };

  // DRAFT-011: the form comes back, for another address or another try.
  const resend = () => {
    focusNext.current = 'email';
    setEmail({ kind: 'form', error: undefined });
  };

  const formShown = email.kind !== 'answered';
  const error = email.kind === 'form' ? email.error : undefined;
  const failure = email.kind === 'form' ? email.failure : undefined;
  const copyMessage =
    copy === 'copied' ? COPY_DONE_MESSAGE : copy === 'manual' ? COPY_MANUAL_MESSAGE : '';

  return (
    <section className="fui-draft-saved" aria-labelledby={ids.title}>
      <h3 id={ids.title} ref={headingRef} tabIndex={-1} className="fui-draft-saved__title">
        {DRAFT_SAVED_TITLE}
      </h3>
      <p className="fui-draft-saved__message">{messageBesideTitle(props.message)}</p>
      {props.onContinue !== undefined && (
        <p className="fui-draft-saved__continue">
          <button type="button" className="fui-button" onClick={props.onContinue}>
            {CONTINUE_EDITING_LABEL}
          </button>
        </p>
      )}
      <div className="fui-draft-saved__link">
        <label htmlFor={ids.link} className="fui-field__label">
          Your draft link
        </label>
        <div className="fui-draft-saved__row">
          <input
            ref={linkRef}
            id={ids.link}
            className="fui-input"
            type="url"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="fui-button" onClick={() => void copyLink()}>
            Copy link
          </button>
        </div>
        <p className="fui-draft-saved__status" role="status">
          {copyMessage}
        </p>
      </div>
      {/* Always present, so the answer is announced when it arrives (DRAFT-009). */}
      <p className="fui-draft-saved__status" role="status">
        {email.kind === 'answered' ? email.message : ''}
      </p>
      {formShown ? (
        <form
          className="fui-draft-email"
          method="post"
          action={props.endpoint}
          encType="multipart/form-data"
          noValidate
          aria-busy={email.kind === 'sending' || undefined}
          onSubmit={(event) => void sendLink(event)}
        >
          <input type="hidden" name="action" value={DRAFT_EMAIL_ACTION} />
          <input type="hidden" name="form_id" value={props.formId} />
          <input type="hidden" name="draft_id" value={props.draftId} />
          <input type="hidden" name="draft_link" value={link} />
          <input type="hidden" name="forminator_nonce" value={props.nonce} />
          <label htmlFor={ids.email} className="fui-field__label">
            Email the link to yourself
          </label>
          <div className="fui-draft-saved__row">
            <input
              ref={emailRef}
              id={ids.email}
              className="fui-input"
              type="email"
              name={DRAFT_EMAIL_FIELD}
              autoComplete="email"
              required
              aria-invalid={error !== undefined || undefined}
              aria-describedby={error !== undefined ? ids.emailError : undefined}
              onChange={() => {
                if (error !== undefined) setEmail({ kind: 'form', error: undefined });
              }}
            />
            <button
              type="submit"
              className="fui-button fui-button--submit"
              disabled={email.kind === 'sending'}
            >
              Send link
            </button>
          </div>
          <p id={ids.emailError} className="fui-field__error" aria-live="polite">
            {error ?? ''}
          </p>
          {failure !== undefined && (
            <p className="fui-notice fui-notice--error" role="alert">
              {failure}
            </p>
          )}
        </form>
      ) : (
        <div className="fui-draft-email fui-draft-email--answered">
          <button
            ref={resendRef}
            type="button"
            className="fui-button fui-draft-email__resend"
            onClick={resend}
          >
            {email.sent ? 'Send it to another address' : 'Try again'}
          </button>
        </div>
      )}
    </section>
  );
}
