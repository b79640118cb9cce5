import type {
  ContactFormFeedbackAnswer,
  ContactFormRefillAnswer,
} from '@atelier/contracts/contact-form';
import {
  CONTACT_FORM_CLIENT_MESSAGES,
  CONTACT_FORM_HIDDEN_FIELDS,
  CONTACT_FORM_PLUGIN_VERSION,
  CONTACT_FORM_WRONG_PLACE_MESSAGE,
  contactFormRestPaths,
} from '@atelier/contracts/contact-form-names';
import type {
  ContactFormField,
  PublicContactForm,
} from '@atelier/contracts/contact-form-definition';
import { submitBlockedByAcceptance } from '@atelier/form-engine/contact-form/acceptance';
import { characterCount } from '@atelier/form-engine/contact-form/character-count';
import {
  nextContactFormStatus,
  type ContactFormEvent,
} from '@atelier/form-engine/contact-form/status';
import { swvInputFromEntries, validateSwv } from '@atelier/form-engine/contact-form/swv-validate';
import {
  CaptchaSettingsContext,
  SELF_HOSTED_CAPTCHA,
  type CaptchaSettings,
} from '@atelier/form-ui/captcha/captcha-settings';
import { useBotCheck } from '@atelier/form-ui/captcha/use-bot-check';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { RestError, restFetch } from '~/shared/rest-client';
import { visitorNonces } from '~/shared/visitor-nonces';
import type { ContactFormPostOutcome } from './contact-form-page';

export interface ContactFormProps {
  /** The public form (`loadPublicContactForm`). */
  form: PublicContactForm;
  /** The post the form sits on (`_wpcf7_container_post`): a product's id, 0 elsewhere. */
  containerPostId: number;
  /** Which occurrence of a contact form this is on the page (the unit tag's `o<n>`), from 1. */
  occurrence: number;
  /** Text the first textarea starts with (an enquiry naming the work). */
  prefilledMessage?: string | undefined;
  /** The site's bot-check settings; the self-hosted one when absent. */
  captcha?: CaptchaSettings | undefined;
  /** Where the form posts without JavaScript (the page it is on); the current page when absent. */
  action?: string | undefined;
  /** The answer to a native post of this form, when the page is its re-render. */
  posted?: ContactFormPostOutcome | undefined;
}

/** CF-016: what the client needs from the browser, as the original checks it. */
export function browserSupportsContactForms(): boolean {
  return (
    typeof window.fetch === 'function' &&
    typeof window.FormData === 'function' &&
    typeof NodeList.prototype.forEach === 'function' &&
    typeof String.prototype.replaceAll === 'function'
  );
}

export const UNSUPPORTED_BROWSER_MESSAGE =
  'Your browser does not support some of the features this contact form needs (fetch, FormData, NodeList.forEach, String.replaceAll).';

/** The original's unit tag: `wpcf7-f<form>-p<post>-o<n>`. */
export const contactFormUnitTag = (formId: number, containerPostId: number, occurrence: number) =>
  containerPostId > 0
    ? `wpcf7-f${formId}-p${containerPostId}-o${occurrence}`
    : `wpcf7-f${formId}-o${occurrence}`;

type Values = Record<string, string[]>;

function initialValues(form: PublicContactForm, prefilledMessage: string | undefined): Values {
  const values: Values = {};
  let prefilled = false;
  for (const field of form.fields) {
    if (field.type === 'select') {
      // Without a blank choice the browser shows (and posts) the first option.
      values[field.name] =
        field.includeBlank !== undefined ? [''] : [field.options[0]?.value ?? ''];
    } else if (field.type === 'checkbox' || field.type === 'radio' || field.type === 'acceptance') {
      values[field.name] = [];
    } else if (field.type === 'hidden') {
      values[field.name] = [field.value];
    } else if (field.type === 'textarea' && !prefilled && prefilledMessage !== undefined) {
      values[field.name] = [prefilledMessage];
      prefilled = true;
    } else {
      values[field.name] = [''];
    }
  }
  return values;
}

/**
 * The contact-form plugin's form (issue 16, CF, DEC-11, ADR 0016), with the original plugin's
 * markup (`div.wpcf7`, `form.wpcf7-form[data-status]`, the hidden context fields, control wraps,
 * tips, the response output), so its own script could drive our server. It posts natively to its
 * page without JavaScript; with it, the status machine of the engine runs here: a field is
 * checked with the form's SWV schema when it changes and every field on submit (CF-028), the
 * feedback goes through the REST helper (nonce refresh on a stale nonce, REST-002), the form is
 * reset and refilled after a send (CF-012), and the original's DOM events are dispatched on the
 * `.wpcf7` element. The default export lets a page load it as a lazy chunk.
 */
export function ContactForm(props: ContactFormProps) {
  return (
    <CaptchaSettingsContext value={props.captcha ?? SELF_HOSTED_CAPTCHA}>
      <ContactFormRuntime {...props} />
    </CaptchaSettingsContext>
  );
}

export default ContactForm;

function ContactFormRuntime({
  form,
  containerPostId,
  occurrence,
  prefilledMessage,
  action,
  posted,
}: ContactFormProps) {
  const unitTag = contactFormUnitTag(form.id, containerPostId, occurrence);
  const root = useRef<HTMLDivElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const starting = useMemo(() => initialValues(form, prefilledMessage), [form, prefilledMessage]);
  const postedHere = posted?.formId === form.id ? posted : undefined;

  const [values, setValues] = useState<Values>(() =>
    postedHere ? { ...starting, ...postedHere.values } : starting,
  );
  const [errors, setErrors] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      (postedHere?.answer.invalid_fields ?? []).map((error) => [error.field, error.message]),
    ),
  );
  const [status, setStatusState] = useState<string>(() =>
    postedHere
      ? nextContactFormStatus(
          'init',
          { type: 'answered', status: postedHere.answer.status },
          {
            sent: false,
          },
        )
      : 'init',
  );
  const [message, setMessage] = useState(postedHere?.answer.message ?? '');
  const [opened, setOpened] = useState(postedHere?.openedStamp ?? '');
  /** Set once the client runs: `no-js` becomes `js`, as the original marks it. */
  const [running, setRunning] = useState(false);
  const [placementError, setPlacementError] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const statusRef = useRef(status);
  const sentRef = useRef(false);

  /** Moves the status machine (CF-011…CF-013) and reports a change as the original does. */
  const advance = useCallback((event: ContactFormEvent, previous?: string) => {
    const prevStatus = statusRef.current;
    const next = nextContactFormStatus(prevStatus, event, {
      sent: sentRef.current,
      ...(previous !== undefined && { previous }),
    });
    statusRef.current = next;
    setStatusState(next);
    if (next !== prevStatus) {
      dispatch(root.current, 'statuschanged', { status: next, prevStatus });
    }
    return next;
  }, []);

  const botCheckSettings = useMemo(
    () =>
      form.botCheck && {
        response_field: form.botCheck.responseField,
        page_action: 'homepage',
        submit_action: form.botCheck.action,
      },
    [form.botCheck],
  );
  // The token is the hidden field's controlled value: React sets a hidden input's value on every
  // render from its props, so a token written to the element alone was wiped by the next render
  // (typing, the submit's own status change) and the form went out without it (answered spam).
  // The element is written at once too, so a FormData made right after the write carries it.
  const [botCheckToken, setBotCheckToken] = useState('');
  const writeToken = useCallback((field: string, token: string) => {
    const input = formElement.current?.elements.namedItem(field);
    if (input instanceof HTMLInputElement) input.value = token;
    setBotCheckToken(token);
  }, []);
  const botCheck = useBotCheck(botCheckSettings, formElement, running, writeToken);

  const refill = useCallback(async () => {
    try {
      const answer = await restFetch<ContactFormRefillAnswer>(contactFormRestPaths(form.id).refill);
      if (typeof answer?.opened === 'string') setOpened(answer.opened);
    } catch (error) {
      console.error('The contact form could not be refilled:', error);
    }
  }, [form.id]);

  // Starts the client when its element is in the page: not inside another form (CF-015), not
  // without the browser features it needs (CF-016). Otherwise the form stays as the server
  // rendered it and posts natively.
  const attachRoot = useCallback(
    (element: HTMLDivElement | null) => {
      root.current = element;
      if (!element) return;
      if (element.parentElement?.closest('form')) {
        console.error(CONTACT_FORM_WRONG_PLACE_MESSAGE);
        setPlacementError(CONTACT_FORM_WRONG_PLACE_MESSAGE);
        return;
      }
      if (!browserSupportsContactForms()) {
        console.error(UNSUPPORTED_BROWSER_MESSAGE);
        return;
      }
      setRunning(true);
      // The cached page has no opening stamp: the refill hands one out (CF-013: back to init).
      void refill().then(() => advance({ type: 'refilled' }));
    },
    [refill, advance],
  );

  // CF-028: a field is checked on its `change` event (the value committed), as the original
  // listens, not on every keystroke.
  const validateFieldRef = useRef<(name: string) => void>(() => undefined);
  useEffect(() => {
    const element = formElement.current;
    if (!running || !element) return;
    const changed = (event: Event) => {
      const target = event.target as { name?: unknown } | null;
      if (typeof target?.name === 'string' && target.name !== '' && !target.name.startsWith('_')) {
        validateFieldRef.current(target.name.replace(/\[\]$/, ''));
      }
    };
    element.addEventListener('change', changed);
    return () => element.removeEventListener('change', changed);
  }, [running]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [focusRequest]);

  const acceptanceBlocked = submitBlockedByAcceptance(
    form.fields.flatMap((field) =>
      field.type === 'acceptance'
        ? [
            {
              name: field.name,
              optional: field.optional,
              checked: (values[field.name] ?? []).length > 0,
            },
          ]
        : [],
    ),
  );

  function setValue(name: string, next: string[]) {
    setValues((current) => ({ ...current, [name]: next }));
  }

  /** CF-028: the changed field's rules, on the `change` event as the original listens. */
  function validateField(name: string) {
    const element = formElement.current;
    if (!running || !element) return;
    const previous = statusRef.current;
    advance({ type: 'validate' });
    const input = swvInputFromEntries(textEntries(new FormData(element)));
    const found = validateSwv(form.schema, input, { fields: [name] });
    const others = Object.entries(errors).filter(([field]) => field !== name);
    setErrors({
      ...Object.fromEntries(others),
      ...Object.fromEntries(found.map((error) => [error.field, error.message])),
    });
    // The form is invalid while any field shows an error; once none does, it rests again.
    const valid = found.length === 0 && others.length === 0;
    advance({ type: 'validated', valid }, previous === 'invalid' ? undefined : previous);
  }
  useEffect(() => {
    validateFieldRef.current = validateField;
  });

  function detailOf(formData: FormData, extra: Record<string, unknown> = {}) {
    return {
      contactFormId: form.id,
      pluginVersion: CONTACT_FORM_PLUGIN_VERSION,
      contactFormLocale: form.locale,
      unitTag,
      containerPostId,
      status: statusRef.current,
      inputs: [...textEntries(formData)]
        .filter(([name]) => !name.startsWith('_'))
        .map(([name, value]) => ({ name, value })),
      formData,
      ...extra,
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    if (!running) return; // Not started (CF-015, CF-016): the browser posts the form natively.
    event.preventDefault();
    const element = event.currentTarget;
    if (acceptanceBlocked || statusRef.current === 'submitting') return;

    // Every field's rules before anything is sent (CF-028).
    const invalid = validateSwv(
      form.schema,
      swvInputFromEntries(textEntries(new FormData(element))),
    );
    if (invalid.length > 0) {
      setErrors(Object.fromEntries(invalid.map((error) => [error.field, error.message])));
      setMessage(form.messages.validation_error ?? '');
      advance({ type: 'validate' });
      advance({ type: 'validated', valid: false });
      dispatch(root.current, 'invalid', detailOf(new FormData(element)));
      setFocusRequest((count) => count + 1);
      return;
    }

    advance({ type: 'submit' });
    setMessage('');
    await botCheck.beforeSubmit();
    const formData = new FormData(element);
    dispatch(root.current, 'beforesubmit', detailOf(formData));
    let answer: ContactFormFeedbackAnswer;
    try {
      await visitorNonces().catch(() => undefined);
      answer = await restFetch<ContactFormFeedbackAnswer>(contactFormRestPaths(form.id).feedback, {
        method: 'POST',
        body: formData,
      });
      botCheck.spent();
      if (typeof answer !== 'object' || answer === null || typeof answer.status !== 'string') {
        throw new RestError('invalid_json', CONTACT_FORM_CLIENT_MESSAGES.invalid_json);
      }
    } catch (error) {
      botCheck.spent();
      // CF-029…CF-031: offline, not JSON, or anything else.
      const known =
        error instanceof RestError && error.code in CONTACT_FORM_CLIENT_MESSAGES
          ? CONTACT_FORM_CLIENT_MESSAGES[error.code as keyof typeof CONTACT_FORM_CLIENT_MESSAGES]
          : error instanceof RestError && error.message !== ''
            ? error.message
            : CONTACT_FORM_CLIENT_MESSAGES.unknown_error;
      advance({ type: 'failed' });
      setMessage(known);
      console.error('The contact form could not be sent:', error);
      return;
    }

    sentRef.current = answer.status === 'mail_sent';
    advance({ type: 'answered', status: answer.status });
    setMessage(answer.message);
    const invalidFields = answer.invalid_fields ?? [];
    setErrors(Object.fromEntries(invalidFields.map((error) => [error.field, error.message])));
    const detail = detailOf(formData, { apiResponse: answer, status: statusRef.current });
    dispatch(root.current, 'submit', detail);
    const named: Record<string, string> = {
      validation_failed: 'invalid',
      acceptance_missing: 'unaccepted',
      spam: 'spam',
      aborted: 'aborted',
      mail_sent: 'mailsent',
      mail_failed: 'mailfailed',
    };
    const specific = named[answer.status];
    if (specific) dispatch(root.current, specific, detail);
    if (invalidFields.length > 0) setFocusRequest((count) => count + 1);

    if (answer.status === 'mail_sent') {
      // CF-012: reset, then refill, then back to sent.
      advance({ type: 'reset' });
      setValues(starting);
      setErrors({});
      dispatch(root.current, 'reset', detail);
      await refill();
      advance({ type: 'refilled' });
    }
  }

  const errorId = (name: string) => `${unitTag}-ve-${name}`;
  const controlId = (name: string) => `${unitTag}-${name}`;
  const invalidEntries = Object.entries(errors);

  return (
    <div
      ref={attachRoot}
      className={`wpcf7 ${running ? 'js' : 'no-js'}`}
      id={unitTag}
      lang={form.locale.replace('_', '-')}
      dir="ltr"
      data-wpcf7-id={form.id}
    >
      <div className="screen-reader-response">
        <p role="status" aria-live="polite" aria-atomic="true">
          {message}
        </p>
        <ul>
          {invalidEntries.map(([field, text]) => (
            <li key={field}>
              <a href={`#${controlId(field)}`}>{`${labelOf(form, field)}: ${text}`}</a>
            </li>
          ))}
        </ul>
      </div>
      {placementError !== '' ? (
        <p className="wpcf7-placement-error" role="alert">
          {placementError}
        </p>
      ) : null}
      <form
        ref={formElement}
        action={`${action ?? ''}#${unitTag}`}
        method="post"
        className={`wpcf7-form ${status}`}
        aria-label={form.title}
        noValidate
        data-status={status}
        onSubmit={(event) => void submit(event)}
        onReset={() => setValues(starting)}
      >
        <fieldset className="hidden-fields-container">
          <input type="hidden" name={CONTACT_FORM_HIDDEN_FIELDS.formId} value={form.id} />
          <input
            type="hidden"
            name={CONTACT_FORM_HIDDEN_FIELDS.version}
            value={CONTACT_FORM_PLUGIN_VERSION}
          />
          <input type="hidden" name={CONTACT_FORM_HIDDEN_FIELDS.locale} value={form.locale} />
          <input type="hidden" name={CONTACT_FORM_HIDDEN_FIELDS.unitTag} value={unitTag} />
          <input
            type="hidden"
            name={CONTACT_FORM_HIDDEN_FIELDS.containerPost}
            value={containerPostId}
          />
          <input type="hidden" name={CONTACT_FORM_HIDDEN_FIELDS.postedDataHash} value="" />
          <input type="hidden" name={CONTACT_FORM_HIDDEN_FIELDS.openedStamp} value={opened} />
          {form.botCheck ? (
            <input type="hidden" name={form.botCheck.responseField} value={botCheckToken} />
          ) : null}
        </fieldset>
        {form.fields.map((field) => (
          <FieldControl
            key={field.name}
            field={field}
            values={values[field.name] ?? []}
            error={errors[field.name]}
            controlId={controlId(field.name)}
            errorId={errorId(field.name)}
            onValues={(next) => setValue(field.name, next)}
          />
        ))}
        {form.honeypot ? (
          <div className="wpcf7-honeypot" aria-hidden="true">
            <label>
              Leave this field empty
              <input
                type="text"
                name={form.honeypot}
                defaultValue=""
                tabIndex={-1}
                autoComplete="off"
              />
            </label>
          </div>
        ) : null}
        <p className="wpcf7-submit-row">
          <input
            className="wpcf7-form-control wpcf7-submit has-spinner button"
            type="submit"
            value={form.submitLabel}
            disabled={running && acceptanceBlocked}
          />
          <span className="wpcf7-spinner" aria-hidden="true" />
        </p>
        <div className="wpcf7-response-output" aria-hidden="true">
          {message}
        </div>
      </form>
    </div>
  );
}

function labelOf(form: PublicContactForm, name: string): string {
  const field = form.fields.find((candidate) => candidate.name === name);
  return field && field.type !== 'hidden' ? field.label : name;
}

/** FormData's text entries (files are not part of this flow). */
function* textEntries(formData: FormData): Iterable<[string, string]> {
  for (const [name, value] of formData) if (typeof value === 'string') yield [name, value];
}

/** The original's events (`wpcf7submit`, `wpcf7mailsent`…), bubbling from the `.wpcf7` element. */
function dispatch(target: HTMLElement | null, name: string, detail: unknown) {
  target?.dispatchEvent(new CustomEvent(`wpcf7${name}`, { bubbles: true, detail }));
}

interface FieldControlProps {
  field: ContactFormField;
  values: string[];
  error: string | undefined;
  controlId: string;
  errorId: string;
  onValues(next: string[]): void;
}

function FieldControl({ field, values, error, controlId, errorId, onValues }: FieldControlProps) {
  if (field.type === 'hidden') {
    return <input type="hidden" name={field.name} value={field.value} />;
  }
  const invalid = error !== undefined;
  const descriptionId = `${controlId}-description`;
  const counterId = `${controlId}-count`;
  const hasDescription = 'description' in field && field.description !== undefined;
  const describedBy =
    [
      invalid ? errorId : undefined,
      hasDescription ? descriptionId : undefined,
      field.type === 'textarea' && field.counter ? counterId : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const tip = invalid ? (
    <span className="wpcf7-not-valid-tip" id={errorId}>
      {error}
    </span>
  ) : null;
  const wrap = (control: ReactNode) => (
    <span className="wpcf7-form-control-wrap" data-name={field.name}>
      {control}
      {tip}
    </span>
  );
  const common = {
    name: field.name,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
  };

  if (field.type === 'acceptance') {
    const checked = values.length > 0;
    return (
      <p className="wpcf7-acceptance-row">
        {wrap(
          <span
            className={`wpcf7-form-control wpcf7-acceptance${field.optional ? ' optional' : ''}`}
          >
            <span className="wpcf7-list-item">
              <label>
                <input
                  type="checkbox"
                  {...common}
                  id={controlId}
                  value="1"
                  checked={checked}
                  aria-required={!field.optional}
                  onChange={(event) => onValues(event.currentTarget.checked ? ['1'] : [])}
                />
                <span className="wpcf7-list-item-label">
                  <AcceptanceText text={field.label} link={field.link} />
                </span>
              </label>
            </span>
          </span>,
        )}
      </p>
    );
  }

  if (field.type === 'checkbox' || field.type === 'radio') {
    return (
      <fieldset className="wpcf7-choice" aria-describedby={describedBy}>
        <legend>{field.label}</legend>
        {wrap(
          <span
            className={`wpcf7-form-control wpcf7-${field.type}${field.required ? ' wpcf7-validates-as-required' : ''}`}
            id={controlId}
          >
            {field.options.map((option) => (
              <span className="wpcf7-list-item" key={option.value}>
                <label>
                  <input
                    type={field.type}
                    name={field.type === 'checkbox' ? `${field.name}[]` : field.name}
                    value={option.value}
                    checked={values.includes(option.value)}
                    aria-invalid={invalid}
                    onChange={(event) =>
                      onValues(
                        field.type === 'radio'
                          ? [option.value]
                          : event.currentTarget.checked
                            ? [...values, option.value]
                            : values.filter((value) => value !== option.value),
                      )
                    }
                  />
                  <span className="wpcf7-list-item-label">{option.label}</span>
                </label>
              </span>
            ))}
          </span>,
        )}
      </fieldset>
    );
  }

  const label = (
    <label htmlFor={controlId}>
      {field.label}
      {field.required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
  const description = hasDescription ? (
    <span className="wpcf7-description" id={descriptionId}>
      {field.description}
    </span>
  ) : null;
  const value = values[0] ?? '';
  const required = field.required ? ' wpcf7-validates-as-required' : '';

  if (field.type === 'select') {
    return (
      <p>
        {label}
        {wrap(
          <select
            {...common}
            id={controlId}
            className={`wpcf7-form-control wpcf7-select${required}`}
            aria-required={field.required}
            value={value}
            onChange={(event) => onValues([event.currentTarget.value])}
          >
            {field.includeBlank !== undefined ? (
              <option value="">{field.includeBlank}</option>
            ) : null}
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>,
        )}
        {description}
      </p>
    );
  }

  if (field.type === 'textarea') {
    const count = field.counter
      ? characterCount(values, {
          ...(field.maxlength !== undefined && { maxlength: field.maxlength }),
          ...(field.minlength !== undefined && { minlength: field.minlength }),
          countDown: field.counter === 'down',
        })
      : undefined;
    return (
      <p>
        {label}
        {wrap(
          <textarea
            {...common}
            id={controlId}
            className={`wpcf7-form-control wpcf7-textarea${required}`}
            aria-required={field.required}
            rows={field.rows}
            cols={40}
            maxLength={field.maxlength}
            minLength={field.minlength}
            placeholder={field.placeholder}
            value={value}
            onChange={(event) => onValues([event.currentTarget.value])}
          />,
        )}
        {count ? (
          <span
            id={counterId}
            className={[
              'wpcf7-character-count',
              field.counter === 'down' ? 'down' : 'up',
              count.tooLong ? 'too-long' : '',
              count.tooShort ? 'too-short' : '',
            ]
              .filter(Boolean)
              .join(' ')}
            data-target-name={field.name}
            data-starting-value={count.starting}
            data-current-value={count.shown}
            data-maximum-value={field.maxlength}
            data-minimum-value={field.minlength}
          >
            {field.counter === 'down'
              ? `${count.shown} characters left`
              : `${count.shown} characters`}
            {count.tooShort && field.minlength !== undefined
              ? ` (at least ${field.minlength})`
              : ''}
          </span>
        ) : null}
        {description}
      </p>
    );
  }

  const inputType = field.type === 'text' ? 'text' : field.type;
  const limits =
    field.type === 'number'
      ? { min: field.min, max: field.max, step: field.step }
      : field.type === 'date'
        ? { min: field.min, max: field.max }
        : { maxLength: field.maxlength, minLength: field.minlength, size: 40 };
  const validatesAs = field.type === 'text' ? '' : ` wpcf7-validates-as-${field.type}`;
  const autoComplete =
    field.type === 'email'
      ? 'email'
      : field.type === 'tel'
        ? 'tel'
        : field.name.includes('name')
          ? 'name'
          : undefined;
  return (
    <p>
      {label}
      {wrap(
        <input
          {...common}
          {...limits}
          id={controlId}
          type={inputType}
          className={`wpcf7-form-control wpcf7-${field.type}${required}${validatesAs}`}
          aria-required={field.required}
          autoComplete={autoComplete}
          placeholder={'placeholder' in field ? field.placeholder : undefined}
          value={value}
          onChange={(event) => onValues([event.currentTarget.value])}
        />,
      )}
      {description}
    </p>
  );
}

/** The acceptance statement, with its link words (the privacy policy) as a link. */
function AcceptanceText({
  text,
  link,
}: {
  text: string;
  link?: { text: string; href: string } | undefined;
}) {
  const at = link ? text.indexOf(link.text) : -1;
  if (!link || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a href={link.href}>{link.text}</a>
      {text.slice(at + link.text.length)}
    </>
  );
}
