import type { FieldDefinition } from '@atelier/form-engine/schema/fields';
import type { FocusEvent, ReactNode } from 'react';
import { isRequired, type FieldIds, type FieldLayout } from './field-props';

/** Said when a field has no label of its own, so every control still has an accessible name. */
const TYPE_NAMES: Readonly<Record<FieldDefinition['type'], string>> = {
  text: 'Text',
  textarea: 'Message',
  email: 'Email address',
  url: 'Website',
  phone: 'Phone number',
  password: 'Password',
  number: 'Number',
  currency: 'Amount',
  slider: 'Value',
  radio: 'Choice',
  checkbox: 'Choices',
  select: 'Choice',
  date: 'Date',
  time: 'Time',
  upload: 'Files',
  calculation: 'Result',
  hidden: 'Hidden',
  name: 'Name',
  address: 'Address',
  consent: 'Consent',
  signature: 'Signature',
  captcha: 'Captcha',
  stripe: 'Card',
  paypal: 'PayPal',
  'page-break': 'Page',
  html: 'Content',
  section: 'Section',
  group: 'Group',
};

/** The field's label, else its placeholder, else a name for its type. */
export function accessibleName(field: FieldDefinition): string {
  const label = field.label?.trim();
  if (label) return label;
  const placeholder = 'placeholder' in field ? field.placeholder?.trim() : undefined;
  return placeholder || TYPE_NAMES[field.type];
}

/** The ids a control's `aria-describedby` lists: description, extras (counter, currency), error. */
export function describedBy(
  field: FieldDefinition,
  ids: FieldIds,
  error: string | undefined,
  extra: readonly string[] = [],
): string | undefined {
  const list = [
    ...(field.description ? [ids.description] : []),
    ...extra,
    ...(error ? [ids.error] : []),
  ];
  return list.length > 0 ? list.join(' ') : undefined;
}

/** A required field's asterisk; the control itself carries `required` for assistive technology. */
function LabelText({ field }: { readonly field: FieldDefinition }) {
  return (
    <>
      {accessibleName(field)}
      {isRequired(field) && (
        <span className="fui-field__required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </>
  );
}

function Description({ field, ids }: { readonly field: FieldDefinition; readonly ids: FieldIds }) {
  return field.description ? (
    <p className="fui-field__description" id={ids.description}>
      {field.description}
    </p>
  ) : null;
}

/**
 * Always present (empty when valid) so that an error appearing after a focus-out is announced by
 * screen readers: a live region inserted together with its text often is not.
 */
function ErrorText({ ids, error }: { readonly ids: FieldIds; readonly error: string | undefined }) {
  return (
    <div className="fui-field__error" id={ids.error} aria-live="polite">
      {error}
    </div>
  );
}

function frameClass(
  field: FieldDefinition,
  error: string | undefined,
  modifiers: readonly (string | false | undefined)[],
): string {
  return [
    'fui-field',
    `fui-field--${field.type}`,
    error ? 'fui-field--invalid' : undefined,
    isRequired(field) ? 'fui-field--required' : undefined,
    ...modifiers,
  ]
    .filter(Boolean)
    .join(' ');
}

interface FrameProps {
  readonly field: FieldDefinition;
  readonly ids: FieldIds;
  readonly error: string | undefined;
  readonly children: ReactNode;
  /** Shown after the control, before the error: a counter, a file list. */
  readonly after?: ReactNode;
  /** Shown between the label and the control (default layout only): a currency code, a country. */
  readonly before?: ReactNode;
}

interface FieldFrameProps extends FrameProps {
  readonly layout?: FieldLayout | undefined;
  /** The floating label rests inside an empty control and moves up once it holds a value. */
  readonly filled?: boolean;
  /** The id the `<label>` points at; defaults to the primary control. */
  readonly labelFor?: string;
}

/** One labelled control: label, description, control, extras, error. */
export function FieldFrame(props: FieldFrameProps) {
  const { field, ids, error, layout = 'default' } = props;
  const floating = layout === 'floating';
  const label = (
    <label className="fui-field__label" id={ids.label} htmlFor={props.labelFor ?? ids.control}>
      <LabelText field={field} />
    </label>
  );
  return (
    <div
      className={frameClass(field, error, [
        floating && 'fui-field--floating',
        floating && props.filled && 'fui-field--filled',
      ])}
      data-field-id={field.id}
    >
      {floating ? (
        <>
          {props.before}
          <div className="fui-field__float">
            {props.children}
            {label}
          </div>
        </>
      ) : (
        <>
          {label}
          {props.before}
          {props.children}
        </>
      )}
      <Description field={field} ids={ids} />
      {props.after}
      <ErrorText ids={ids} error={error} />
    </div>
  );
}

interface GroupFrameProps extends FrameProps {
  /** `radiogroup` for single choices, so `aria-invalid` and `aria-required` apply to the group. */
  readonly role?: 'radiogroup' | 'group';
  readonly onBlur?: ((event: FocusEvent<HTMLElement>) => void) | undefined;
}

/** Several controls answering one question: a fieldset named by its legend. */
export function GroupFrame(props: GroupFrameProps) {
  const { field, ids, error, role } = props;
  return (
    <fieldset
      className={frameClass(field, error, ['fui-field--group'])}
      data-field-id={field.id}
      id={ids.part('group')}
      role={role}
      aria-describedby={describedBy(field, ids, error)}
      aria-invalid={role === 'radiogroup' && error ? true : undefined}
      aria-required={role === 'radiogroup' && isRequired(field) ? true : undefined}
      onBlur={props.onBlur}
    >
      <legend className="fui-field__label" id={ids.label}>
        <LabelText field={field} />
      </legend>
      <Description field={field} ids={ids} />
      {props.before}
      <div className="fui-field__controls">{props.children}</div>
      {props.after}
      <ErrorText ids={ids} error={error} />
    </fieldset>
  );
}
