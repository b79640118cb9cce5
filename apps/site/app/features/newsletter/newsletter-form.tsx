import { DEFAULT_NEWSLETTER_CONSENT } from '@atelier/contracts/newsletter';
import {
  NEWSLETTER_FIELDS,
  POPUP_FORM_POPUP_FIELD,
  type PopupSuccessSettings,
} from '@atelier/contracts/popup-forms';
import { useId } from 'react';
import { NEWSLETTER_PATHS, type NewsletterPostOutcome } from './newsletter-paths';

/** POP-010/POP-011: close the popup 3 s (3000 ms, as configured) after a sign-up, open nothing. */
export const NEWSLETTER_SUCCESS_SETTINGS: PopupSuccessSettings = {
  openpopup: false,
  openpopup_id: 0,
  closepopup: true,
  closedelay: 3000,
};

export interface NewsletterFormProps {
  /** The popup the form sits in: posted as `pum_form_popup_id`, so success sets its cookie. */
  popupId?: number;
  heading?: string;
  /** The heading's level (2 on a page, the popup's own level inside a dialog). */
  headingLevel?: 2 | 3;
  intro?: string;
  /** The consent wording shown beside the box and kept with the subscriber. */
  consentText?: string;
  /** What a success does next inside a popup (merged over NEWSLETTER_SUCCESS_SETTINGS). */
  successSettings?: Partial<PopupSuccessSettings>;
  /** The answer to this page's native post: its message, field errors and the values kept. */
  outcome?: NewsletterPostOutcome | undefined;
}

/**
 * The newsletter sign-up (issue 16, POP-014): a plain form that posts natively to
 * `/newsletter/` (so it works without JavaScript, on its page or in a popup), with the popup
 * plugin's classes and `data-settings`, so the popups' browser client takes its submit over and
 * sends it as `pum_sub_form`. Field names are the wire contract's.
 */
export function NewsletterForm({
  popupId,
  heading = 'Sign up for our newsletter',
  headingLevel = 2,
  intro = 'New works, exhibitions and openings, about once a month. We mail you a link to confirm first.',
  consentText = DEFAULT_NEWSLETTER_CONSENT,
  successSettings,
  outcome,
}: NewsletterFormProps) {
  const id = useId();
  const errors = outcome?.kind === 'error' ? outcome.errors : {};
  const values = outcome?.kind === 'error' ? outcome.values : undefined;
  const settings = { ...NEWSLETTER_SUCCESS_SETTINGS, ...successSettings };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const fieldId = (name: string) => `${id}-${name}`;
  const describedBy = (name: string, ...more: string[]) =>
    [errors[name] ? `${fieldId(name)}-error` : '', ...more].filter(Boolean).join(' ') || undefined;
  const errorOf = (name: string) =>
    errors[name] ? (
      <span className="field__error" id={`${fieldId(name)}-error`}>
        {errors[name]}
      </span>
    ) : null;

  return (
    <form
      className="pum-form pum-sub-form newsletter-form"
      method="post"
      action={NEWSLETTER_PATHS.signUp}
      data-settings={JSON.stringify(settings)}
      aria-labelledby={`${id}-heading`}
    >
      <Heading id={`${id}-heading`} className="newsletter-form__heading">
        {heading}
      </Heading>
      <p className="newsletter-form__intro">{intro}</p>
      {outcome ? (
        <p
          className={
            outcome.kind === 'error'
              ? 'notice notice--error newsletter-form__message'
              : 'notice newsletter-form__message'
          }
          role={outcome.kind === 'error' ? 'alert' : 'status'}
        >
          {outcome.message}
        </p>
      ) : null}
      {popupId === undefined ? null : (
        <input type="hidden" name={POPUP_FORM_POPUP_FIELD} value={popupId} />
      )}
      <input type="hidden" name={NEWSLETTER_FIELDS.consentText} value={consentText} />
      <p className={errors.name ? 'field field--invalid' : 'field'}>
        <label htmlFor={fieldId('name')}>
          Your name <span className="newsletter-form__optional">(optional)</span>
        </label>
        <input
          className="input"
          id={fieldId('name')}
          name={NEWSLETTER_FIELDS.name}
          type="text"
          autoComplete="name"
          maxLength={100}
          defaultValue={values?.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
        />
        {errorOf('name')}
      </p>
      <p className={errors.email ? 'field field--invalid' : 'field'}>
        <label htmlFor={fieldId('email')}>
          Email address{' '}
          <span className="required" aria-hidden="true">
            *
          </span>
        </label>
        <input
          className="input"
          id={fieldId('email')}
          name={NEWSLETTER_FIELDS.email}
          type="email"
          autoComplete="email"
          required
          defaultValue={values?.email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
        />
        {errorOf('email')}
      </p>
      <p className={errors.consent ? 'field field--invalid' : 'field'}>
        <span className="newsletter-form__consent">
          <input
            id={fieldId('consent')}
            name={NEWSLETTER_FIELDS.consent}
            type="checkbox"
            value="yes"
            required
            defaultChecked={values?.consent}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy('consent', `${id}-privacy`)}
          />
          <label htmlFor={fieldId('consent')}>
            {consentText}{' '}
            <span className="required" aria-hidden="true">
              *
            </span>
          </label>
        </span>
        <span className="field__hint" id={`${id}-privacy`}>
          How we keep and use your address: <a href="/privacy-policy/">privacy policy</a>.
        </span>
        {errorOf('consent')}
      </p>
      <p className="newsletter-form__required-note">
        <span className="required" aria-hidden="true">
          *
        </span>{' '}
        Required
      </p>
      <p className="button-row">
        <button className="button" type="submit">
          Sign up
        </button>
      </p>
    </form>
  );
}
