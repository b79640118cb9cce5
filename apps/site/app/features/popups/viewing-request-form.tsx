import { VIEWING_REQUEST_FIELDS } from '@atelier/contracts/popups';
import { useId } from 'react';
import type { PopupContentProps } from './popup-dialog';

const today = () => {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};

/**
 * The private-viewing request (a `pum_form`, POP-013): posted by the popup form client, which
 * adds the action, the nonce and the popup's id, and shows the server's answer. The server checks
 * every field again with the same schema (`viewingRequestSchema`); the browser's own checks are
 * off (`noValidate`) so every problem reads the same, beside its field.
 */
export default function ViewingRequestForm({ popup }: PopupContentProps) {
  const prefix = useId();
  if (popup.content.kind !== 'viewing-request') return null;
  const { intro, submitLabel, success } = popup.content;
  const id = (name: string) => `${prefix}-${name}`;
  const field = (
    name: string,
    label: string,
    input: React.InputHTMLAttributes<HTMLInputElement>,
    required = true,
  ) => (
    <p className="pum-form__field">
      <label htmlFor={id(name)}>
        {label}
        {required ? (
          <span className="pum-form__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="pum-form__optional"> (optional)</span>
        )}
      </label>
      <input
        id={id(name)}
        className="input"
        name={name}
        aria-required={required || undefined}
        {...input}
      />
    </p>
  );
  return (
    <>
      {intro ? <p className="pum-intro">{intro}</p> : null}
      <form
        id={`pum-form-${popup.id}`}
        className="pum-form"
        method="post"
        action="/contact/"
        noValidate
        data-settings={JSON.stringify(success)}
      >
        {field(VIEWING_REQUEST_FIELDS.name, 'Your name', {
          type: 'text',
          autoComplete: 'name',
          maxLength: 120,
        })}
        {field(VIEWING_REQUEST_FIELDS.email, 'Email', {
          type: 'email',
          autoComplete: 'email',
          maxLength: 254,
        })}
        {field(
          VIEWING_REQUEST_FIELDS.phone,
          'Phone',
          { type: 'tel', autoComplete: 'tel', maxLength: 40 },
          false,
        )}
        {field(VIEWING_REQUEST_FIELDS.date, 'Preferred date', { type: 'date', min: today() })}
        <p className="pum-form__field">
          <label htmlFor={id(VIEWING_REQUEST_FIELDS.message)}>
            Message<span className="pum-form__optional"> (optional)</span>
          </label>
          <textarea
            id={id(VIEWING_REQUEST_FIELDS.message)}
            name={VIEWING_REQUEST_FIELDS.message}
            className="input"
            rows={3}
            maxLength={2000}
          />
        </p>
        <p className="pum-form__note">
          <span aria-hidden="true">*</span> Required
        </p>
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </form>
    </>
  );
}
