import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import {
  fallbackEmailBody,
  requestFallbackEmail,
  requestLostDevice,
  sameOriginUrl,
  type TwoFactorChallenge,
  type TwoFactorMethod,
  type TwoFactorNotice,
} from './two-factor-wire';

export const TWO_FACTOR_HEADING = 'Two-factor authentication';
export const VERIFY_LABEL = 'Verify';
/** Verify's label while the second step posts, when the form has no loader label of its own. */
export const VERIFYING_LABEL = 'Verifying…';
export const CANCEL_LABEL = 'Cancel';
export const RESEND_LABEL = 'Resend code';
export const SENDING_CODE_MESSAGE = 'Sending a code to your email address…';
export const LOST_DEVICE_LABEL = 'Lost your device?';
export const MISSING_CODE_MESSAGE = 'Please enter the code.';

/** What each method asks for (TFA-004, TFA-005): the instructions, the box's label, its input. */
const METHOD_TEXT: Readonly<
  Record<TwoFactorMethod, { instructions: string; label: string; link: string }>
> = {
  totp: {
    instructions: 'Enter the 6-digit code from your authenticator app.',
    label: 'Authentication code',
    link: 'Use your authenticator app',
  },
  'fallback-email': {
    instructions: 'Enter the code we sent to your email address.',
    label: 'Emailed code',
    link: 'Email me a code instead',
  },
  'backup-codes': {
    instructions: 'Enter one of your recovery codes.',
    label: 'Recovery code',
    link: 'Use a recovery code',
  },
};

export interface TwoFactorDialogProps {
  readonly challenge: TwoFactorChallenge;
  /** Unique per form on the page, for the dialog's ids. */
  readonly idPrefix: string;
  /** The form AJAX endpoint the fallback email is asked of (TFA-006). */
  readonly endpoint: string;
  /** The runtime's fetch (a fake in tests); the browser's unless given. */
  readonly fetch?: typeof fetch;
  /** The form's nonce, fetched first when the page came without one; undefined when it cannot be. */
  readonly nonce: () => Promise<string | undefined>;
  readonly nonceField: string;
  /** DEC-12, ERR-018: the generic error text, for a call that got no usable answer. */
  readonly genericError: string;
  /** The form's loader label (shown on Verify while the second step posts), when it has one. */
  readonly loaderLabel: string | undefined;
  /**
   * Posts the second step. Resolves with the error to show (TFA-003: refused, or no usable
   * answer), or undefined when the step went through and the form has taken over.
   */
  readonly onVerify: (method: TwoFactorMethod, code: string) => Promise<string | undefined>;
  /** Cancel, Escape, or the dialog closed: the pending step is dropped. */
  readonly onClose: () => void;
}

type Status =
  | { readonly kind: 'none' }
  | { readonly kind: 'info'; readonly text: string }
  | { readonly kind: 'error'; readonly text: string };

const NO_STATUS: Status = { kind: 'none' };

function statusOf(notice: TwoFactorNotice, genericError: string): Status {
  if (notice.kind === 'failed') return { kind: 'error', text: genericError };
  if (notice.message === '')
    return notice.success ? NO_STATUS : { kind: 'error', text: genericError };
  return { kind: notice.success ? 'info' : 'error', text: notice.message };
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/**
 * Tab from the last control goes back to the first, Shift+Tab from the first to the last. A modal
 * <dialog> makes the page behind it inert, but the browser still lets Tab leave the dialog for its
 * own toolbar; a visitor working by keyboard stays in the dialog until it is closed (as the site's
 * search overlay does; no library is needed for two lines of wrapping).
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (first === undefined || last === undefined) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The two-factor login dialog (TFA-002…TFA-008): a native `<dialog>` opened with `showModal()`,
 * so the browser traps focus inside it, makes the page behind it inert and closes it on Escape.
 * It opens with the method the answer named (the authenticator app's code by default), offers the
 * account's other methods as buttons, mails a code at once when that method is chosen, and asks
 * for the lost-device help at the link's own address. Every message from the server is shown as
 * text.
 */
export function TwoFactorDialog(props: TwoFactorDialogProps) {
  const { challenge, idPrefix, genericError } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const [method, setMethod] = useState<TwoFactorMethod>(challenge.method);
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [sendingEmail, setSendingEmail] = useState(false);
  const [askingLostDevice, setAskingLostDevice] = useState(false);
  const [status, setStatus] = useState<Status>(NO_STATUS);
  const closedRef = useRef(false);
  /** Set when the code box is replaced (a method chosen): the new box takes the focus. */
  const focusCodeAfterRender = useRef(false);
  /**
   * Counts the calls whose answer fills the status (mail, lost device) and the method changes: an
   * answer that arrives after a newer call or another method was chosen is not shown.
   */
  const statusRequest = useRef(0);
  const ids = {
    heading: `${idPrefix}-tfa-heading`,
    instructions: `${idPrefix}-tfa-instructions`,
    code: `${idPrefix}-tfa-code`,
    status: `${idPrefix}-tfa-status`,
  };
  const lostUrl =
    typeof window === 'undefined'
      ? undefined
      : sameOriginUrl(challenge.lostUrl, window.location.href);
  const text = METHOD_TEXT[method];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null || dialog.open) return;
    dialog.showModal();
    codeRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  // TFA-006: a challenge that opens on the emailed code has it sent at once, as choosing it does.
  const sentOnOpen = useRef(false);
  useEffect(() => {
    if (sentOnOpen.current || challenge.method !== 'fallback-email') return;
    sentOnOpen.current = true;
    void sendEmail();
    // Once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!focusCodeAfterRender.current) return;
    focusCodeAfterRender.current = false;
    codeRef.current?.focus();
  });

  const close = () => {
    if (closedRef.current) return;
    closedRef.current = true;
    props.onClose();
  };

  /** TFA-006, TFA-007: asks for a mailed code; the answer's message says what happened. */
  async function sendEmail() {
    const request = ++statusRequest.current;
    setSendingEmail(true);
    setStatus({ kind: 'info', text: SENDING_CODE_MESSAGE });
    const nonce = await props.nonce();
    const notice: TwoFactorNotice =
      nonce === undefined
        ? { kind: 'failed' }
        : await requestFallbackEmail(
            props.endpoint,
            fallbackEmailBody(challenge.token, props.nonceField, nonce),
            props.fetch,
          );
    setSendingEmail(false);
    if (request === statusRequest.current) setStatus(statusOf(notice, genericError));
  }

  const choose = (next: TwoFactorMethod) => {
    statusRequest.current += 1;
    setMethod(next);
    setCode('');
    setStatus(NO_STATUS);
    // The box the visitor now types in takes the focus (the button they used is gone).
    focusCodeAfterRender.current = true;
    if (next === 'fallback-email') void sendEmail();
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verifying) return;
    const typed = code.trim();
    if (typed === '') {
      setStatus({ kind: 'error', text: MISSING_CODE_MESSAGE });
      codeRef.current?.focus();
      return;
    }
    statusRequest.current += 1;
    setVerifying(true);
    setStatus(NO_STATUS);
    const error = await props.onVerify(method, typed);
    if (closedRef.current) return;
    setVerifying(false);
    if (error === undefined) return;
    // TFA-003: the refusal is announced in the dialog; the code stays, to be corrected.
    setStatus({ kind: 'error', text: error });
    codeRef.current?.focus();
  };

  // TFA-008: the link's GET answers JSON, so with the dialog (a script) running it is fetched and
  // its message shown here rather than followed: the visitor would land on raw JSON otherwise.
  const askLostDevice = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (lostUrl === undefined || askingLostDevice) return;
    const request = ++statusRequest.current;
    setAskingLostDevice(true);
    const notice = await requestLostDevice(lostUrl, props.fetch);
    setAskingLostDevice(false);
    if (request === statusRequest.current) setStatus(statusOf(notice, genericError));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Escape is handled here as well as by the browser's own cancel, so that the dialog closes
    // through one path (dropping the pending step) wherever the key is pressed inside it.
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    keepFocusInside(event);
  };

  const otherMethods = challenge.methods.filter((candidate) => candidate !== method);
  const verifyLabel = verifying ? (props.loaderLabel ?? VERIFYING_LABEL) : VERIFY_LABEL;

  return (
    <dialog
      ref={dialogRef}
      className="fui-tfa"
      aria-labelledby={ids.heading}
      aria-describedby={ids.instructions}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // A safety net for a close the handlers above did not see. Ignored while the dialog is
      // open again: StrictMode's second mount reopens it before the first close event arrives.
      onClose={() => {
        if (dialogRef.current?.open !== true) close();
      }}
    >
      <form className="fui-tfa__form" noValidate onSubmit={(event) => void verify(event)}>
        <h2 id={ids.heading} className="fui-tfa__heading">
          {TWO_FACTOR_HEADING}
        </h2>
        <p id={ids.instructions} className="fui-tfa__instructions">
          {text.instructions}
        </p>
        <div className="fui-tfa__field">
          <label htmlFor={ids.code} className="fui-field__label">
            {text.label}
          </label>
          <input
            ref={codeRef}
            id={ids.code}
            // A new method is a new box: the browser's one-time-code fill starts afresh.
            key={method}
            className="fui-input fui-tfa__code"
            type="text"
            name="auth-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={status.kind === 'error' ? true : undefined}
            aria-describedby={status.kind === 'none' ? undefined : ids.status}
            {...(method === 'backup-codes'
              ? { autoComplete: 'off', spellCheck: false, autoCapitalize: 'off' }
              : {
                  inputMode: 'numeric' as const,
                  autoComplete: 'one-time-code',
                  // A hint only (the form does not block on it): a pasted "123 456" must still
                  // go through, as the server ignores the spaces; so no maxLength either.
                  pattern: method === 'totp' ? '[0-9]{6}' : '[0-9]+',
                })}
          />
        </div>
        {/* Always present, so an information is announced when it appears; errors are alerts. */}
        <div className="fui-tfa__status" aria-live="polite">
          {status.kind === 'info' && (
            <p id={ids.status} className="fui-notice fui-notice--info">
              {status.text}
            </p>
          )}
        </div>
        {status.kind === 'error' && (
          <p id={ids.status} className="fui-notice fui-notice--error" role="alert">
            {status.text}
          </p>
        )}
        <div className="fui-tfa__buttons">
          <button
            type="submit"
            className="fui-button fui-button--submit"
            disabled={verifying}
            aria-busy={verifying || undefined}
          >
            {verifying && <span className="fui-loader" aria-hidden="true" />}
            {verifyLabel}
          </button>
          <button type="button" className="fui-button" onClick={close}>
            {CANCEL_LABEL}
          </button>
        </div>
        {method === 'fallback-email' && (
          <p className="fui-tfa__resend">
            <button
              type="button"
              className="fui-button fui-tfa__resend-button"
              disabled={sendingEmail}
              onClick={() => void sendEmail()}
            >
              {RESEND_LABEL}
            </button>
          </p>
        )}
        {(otherMethods.length > 0 || lostUrl !== undefined) && (
          <ul className="fui-tfa__links">
            {otherMethods.map((other) => (
              <li key={other}>
                <button type="button" className="fui-tfa__link" onClick={() => choose(other)}>
                  {METHOD_TEXT[other].link}
                </button>
              </li>
            ))}
            {lostUrl !== undefined && (
              <li>
                <a
                  className="fui-tfa__link"
                  href={lostUrl}
                  aria-disabled={askingLostDevice || undefined}
                  onClick={(event) => void askLostDevice(event)}
                >
                  {LOST_DEVICE_LABEL}
                </a>
              </li>
            )}
          </ul>
        )}
      </form>
    </dialog>
  );
}
