import { useState } from 'react';

/**
 * SHOP-009: a password input with a show-password toggle that switches it between hidden and
 * visible text. The input stays uncontrolled, so the form posts whatever was typed.
 */
export function PasswordField({
  id,
  name,
  label,
  autoComplete,
  required = false,
  error,
}: {
  id: string;
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
  error?: string | null;
}) {
  const [visible, setVisible] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className={`field password-field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <span className="password-field__control">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          className="input password-field__input"
          autoComplete={autoComplete}
          required={required}
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          type="button"
          className="password-field__toggle show-password-input"
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {/* A toggle button keeps one label; aria-pressed says whether the password is shown. */}
          Show password
        </button>
      </span>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
