import type { TwoFactorMethod } from '@atelier/contracts/two-factor';
import { Form, Link } from 'react-router';
import { ACCOUNT_PATHS, type LoginActionData, type PostedPageData } from './account-paths';

/** A server message, as text (never markup), in a live region. */
export function AccountNotice({ kind, message }: { kind: 'error' | 'success'; message: string }) {
  if (message === '') return null;
  return (
    <div
      className={kind === 'error' ? 'notice notice--error account-notice' : 'notice account-notice'}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {message}
    </div>
  );
}

export function TextField(props: {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  defaultValue?: string;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  inputMode?: 'numeric' | 'text';
}) {
  const { id, error, hint } = props;
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <p className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{props.label}</label>
      <input
        className="input"
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        required={props.required ?? true}
        inputMode={props.inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint ? (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </p>
  );
}

/** The one way a customer chooses a password (register, reset, change): its rule said up front. */
export function NewPasswordField(props: {
  id: string;
  name: string;
  label: string;
  error: string | undefined;
}) {
  return (
    <TextField
      {...props}
      type="password"
      autoComplete="new-password"
      hint="At least 8 characters, mixing upper and lower case, digits and symbols."
    />
  );
}

const METHOD_LABELS: Record<TwoFactorMethod, { field: string; choose: string; hint: string }> = {
  totp: {
    field: 'Code from your authenticator app',
    choose: 'Use the code from my authenticator app',
    hint: 'Six digits; a new one every 30 seconds.',
  },
  'fallback-email': {
    field: 'Code from the email we sent',
    choose: 'Email me a code instead',
    hint: 'Six digits; it works for 10 minutes.',
  },
  'backup-codes': {
    field: 'Recovery code',
    choose: 'Use a recovery code',
    hint: 'One of the ten codes you kept when you set up two-factor login.',
  },
};

/**
 * The second step of a two-factor login without JavaScript (issue 15): a server-rendered form
 * that posts the pending login's token (never the password), the method and the code; the other
 * methods, "email me a code" and the lost-device link are buttons of the same form.
 */
export function LoginSecondStep({ outcome }: { outcome: LoginActionData }) {
  const step = outcome.secondStep;
  if (!step) return null;
  const labels = METHOD_LABELS[step.method];
  return (
    <section className="account-second-step" aria-labelledby="second-step-title">
      <h2 id="second-step-title" className="section__title section__title--small">
        Confirm it is you
      </h2>
      <AccountNotice kind={outcome.noticeKind ?? 'success'} message={outcome.message} />
      <Form method="post" className="account-form">
        <input type="hidden" name="auth_token" value={step.token} />
        <input type="hidden" name="auth_method" value={step.method} />
        <TextField
          id="auth-code"
          name="auth-code"
          label={labels.field}
          hint={labels.hint}
          autoComplete="one-time-code"
          inputMode={step.method === 'backup-codes' ? 'text' : 'numeric'}
        />
        <p className="button-row">
          <button className="button" type="submit" name="intent" value="code">
            Verify and sign in
          </button>
          {step.method === 'fallback-email' ? (
            <button
              className="button button--ghost"
              type="submit"
              name="intent"
              value="email-code"
              formNoValidate
            >
              Send the code again
            </button>
          ) : null}
        </p>
      </Form>
      <Form method="post" className="account-second-step__other">
        <input type="hidden" name="auth_token" value={step.token} />
        <p>Other ways to sign in:</p>
        <ul>
          {step.methods
            .filter((method) => method !== step.method)
            .map((method) => (
              <li key={method}>
                <button
                  className="button button--ghost button--small"
                  type="submit"
                  name={method === 'fallback-email' ? 'intent' : 'auth_method'}
                  value={method === 'fallback-email' ? 'email-code' : method}
                >
                  {METHOD_LABELS[method].choose}
                </button>
              </li>
            ))}
          <li>
            <button
              className="button button--ghost button--small"
              type="submit"
              name="intent"
              value="lost-device"
            >
              I lost my device
            </button>
          </li>
        </ul>
        {/* A method chosen by its button shows its code box: no code is checked. */}
        <input type="hidden" name="intent" value="choose" />
      </Form>
    </section>
  );
}

/** The links under the login form. */
export function LoginLinks() {
  return (
    <ul className="account-links">
      <li>
        <Link to={ACCOUNT_PATHS.lostPassword}>Lost your password?</Link>
      </li>
      <li>
        <Link to={ACCOUNT_PATHS.register}>New here? Create an account</Link>
      </li>
    </ul>
  );
}

export function RegisterForm({ outcome }: { outcome: PostedPageData | undefined }) {
  return (
    <Form method="post" className="account-form" noValidate>
      {outcome ? <AccountNotice kind={outcome.kind} message={outcome.message} /> : null}
      <TextField
        id="register-email"
        name="email"
        type="email"
        label="Email address"
        autoComplete="email"
        defaultValue={outcome?.values?.email}
        error={outcome?.errors.email}
      />
      <NewPasswordField
        id="register-password"
        name="password"
        label="Password"
        error={outcome?.errors.password}
      />
      <p className="button-row">
        <button className="button" type="submit">
          Create my account
        </button>
      </p>
      <p>
        Already have an account? <Link to={ACCOUNT_PATHS.login}>Sign in</Link>
      </p>
    </Form>
  );
}

export function LostPasswordForm({ outcome }: { outcome: PostedPageData | undefined }) {
  return (
    <Form method="post" className="account-form">
      {outcome ? <AccountNotice kind={outcome.kind} message={outcome.message} /> : null}
      <TextField
        id="lost-email"
        name="email"
        type="email"
        label="Email address"
        autoComplete="email"
      />
      <p className="button-row">
        <button className="button" type="submit">
          Email me a reset link
        </button>
      </p>
    </Form>
  );
}

export function ResetPasswordForm({
  keyIsLive,
  outcome,
}: {
  keyIsLive: boolean;
  outcome: PostedPageData | undefined;
}) {
  if (!keyIsLive && !outcome) {
    return (
      <AccountNotice
        kind="error"
        message="This link has expired or was already used. Please ask for a new one."
      />
    );
  }
  return (
    <Form method="post" className="account-form" noValidate>
      {outcome ? <AccountNotice kind={outcome.kind} message={outcome.message} /> : null}
      <NewPasswordField
        id="reset-password"
        name="password"
        label="New password"
        error={outcome?.errors.password}
      />
      <p className="button-row">
        <button className="button" type="submit">
          Save my new password
        </button>
      </p>
    </Form>
  );
}

/** A mailed link's page: one button that uses the link (a mail scanner's GET changes nothing). */
export function MailedLinkForm(props: {
  hasKey: boolean;
  outcome: PostedPageData | undefined;
  explanation: string;
  button: string;
}) {
  if (!props.hasKey) {
    return (
      <AccountNotice
        kind="error"
        message="This link is incomplete. Please open it from the mail again."
      />
    );
  }
  return (
    <Form method="post" className="account-form">
      {props.outcome ? (
        <AccountNotice kind={props.outcome.kind} message={props.outcome.message} />
      ) : null}
      <p>{props.explanation}</p>
      <p className="button-row">
        <button className="button" type="submit">
          {props.button}
        </button>
      </p>
    </Form>
  );
}
