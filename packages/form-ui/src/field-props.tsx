import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import type { FieldDefinition, FieldOf } from '@atelier/form-engine/schema/fields';

export type FieldType = FieldDefinition['type'];

/** FORM-011: labels above the control, or floating inside it until the field is filled or focused. */
export type FieldLayout = 'default' | 'floating';

/**
 * What every widget receives. Widgets are controlled: they hold no field value of their own, show
 * `value` and report edits through `onChange`; the runtime owns values, errors and validation.
 */
export interface FieldProps<Type extends FieldType = FieldType> {
  readonly field: FieldOf<Type>;
  readonly value: FieldValue;
  readonly onChange: (value: FieldValue) => void;
  /**
   * VAL-046: focus has left the field (for composite widgets, the whole widget), so the runtime can
   * revalidate. A date picker reports it when the picker closes instead (VAL-029).
   */
  readonly onBlur?: () => void;
  /**
   * VAL-045: the visitor entered a non-empty value while `error` was shown; the runtime drops the
   * error. Called right after `onChange`.
   */
  readonly onErrorClear?: () => void;
  /** The message to show, already resolved (field, form or default wording). */
  readonly error?: string | undefined;
  /** While the form submits (SUB), every control is disabled. */
  readonly disabled?: boolean;
  /**
   * Prefix of every DOM id the widget renders, unique per form instance on the page (e.g. the
   * form's render id), so two copies of a form never share ids.
   */
  readonly idPrefix: string;
  readonly layout?: FieldLayout;
}

/** The DOM ids of one field's parts, derived from the id prefix and the field id alone (stable on server and client). */
export interface FieldIds {
  /** The primary control: the input, select or textarea (the first one for composite widgets). */
  readonly control: string;
  readonly label: string;
  readonly description: string;
  readonly error: string;
  readonly counter: string;
  /** A sub-element: `part('hours')`, `part('option-2')`. */
  readonly part: (name: string) => string;
}

export function fieldIds(idPrefix: string, fieldId: string): FieldIds {
  const base = `${idPrefix}-${fieldId}`;
  return {
    control: base,
    label: `${base}-label`,
    description: `${base}-description`,
    error: `${base}-error`,
    counter: `${base}-counter`,
    part: (name) => `${base}-${name}`,
  };
}

/**
 * The `name` a control posts under, so a native (JavaScript-off) submission reads like the live
 * runtime's: `text-1`; a part of a composite value `name-1[first-name]`. Lists (checkbox,
 * multi-select, range slider) repeat the plain name once per item.
 */
export function fieldInputName(fieldId: string, part?: string): string {
  return part === undefined ? fieldId : `${fieldId}[${part}]`;
}

/**
 * Whether the visitor has entered anything (the negation of form-engine's `isEmptyValue`). Kept here
 * rather than imported because that module brings zod, which the widget bundle does not need.
 */
export function hasEnteredValue(value: FieldValue | undefined): boolean {
  if (value === null || value === undefined || value === '' || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.values(value).some((part) => part !== '');
  return true;
}

/** `onChange`, followed by `onErrorClear` when a non-empty value replaces a shown error (VAL-045). */
export function changeReporter(
  props: Pick<FieldProps, 'onChange' | 'onErrorClear' | 'error'>,
): (value: FieldValue) => void {
  return (value) => {
    props.onChange(value);
    if (props.error && hasEnteredValue(value)) props.onErrorClear?.();
  };
}

/** Whether the field's schema asks for a value (layout fields have no `required`). */
export function isRequired(field: FieldDefinition): boolean {
  return 'required' in field && field.required;
}

/** The value as text for a single-line control: numbers written out, anything else empty. */
export function textOf(value: FieldValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}
