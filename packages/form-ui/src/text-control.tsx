import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import type { FieldDefinition } from '@atelier/form-engine/schema/fields';
import type { ChangeEvent } from 'react';
import { describedBy } from './field-frame';
import {
  changeReporter,
  fieldIds,
  fieldInputName,
  isRequired,
  textOf,
  type FieldIds,
  type FieldProps,
} from './field-props';

/** The attributes every control holding one text value carries (input or textarea). */
export interface TextControlAttributes {
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly placeholder: string | undefined;
  readonly required: boolean;
  readonly disabled: boolean | undefined;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
  readonly onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

export interface TextControl {
  readonly ids: FieldIds;
  /** The value as the control shows it. */
  readonly value: string;
  /** `onChange`, then `onErrorClear` when the new value replaces a shown error (VAL-045). */
  readonly report: (value: FieldValue) => void;
  /** `FieldFrame`'s props: a floating label rests inside the control until it holds text. */
  readonly frame: {
    readonly field: FieldDefinition;
    readonly ids: FieldIds;
    readonly error: string | undefined;
    readonly layout: FieldProps['layout'];
    readonly filled: boolean;
  };
  /** The control's attributes; `describing` lists ids it is described by besides description and error. */
  attributes(describing?: readonly string[]): TextControlAttributes;
}

/**
 * What the widgets holding one text value (text, textarea, number, date, name, phone) share: ids,
 * the value as text, the frame, and the control's naming, state and ARIA attributes, so a fix to
 * any of them reaches every such widget.
 */
export function textControl(
  props: Omit<FieldProps, 'field' | 'onBlur'> & { readonly field: FieldDefinition },
): TextControl {
  const { field, error } = props;
  const ids = fieldIds(props.idPrefix, field.id);
  const value = textOf(props.value);
  const report = changeReporter(props);
  return {
    ids,
    value,
    report,
    frame: { field, ids, error, layout: props.layout, filled: value !== '' },
    attributes: (describing = []) => ({
      id: ids.control,
      name: fieldInputName(field.id),
      value,
      placeholder: 'placeholder' in field ? field.placeholder : undefined,
      required: isRequired(field),
      disabled: props.disabled,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(field, ids, error, describing),
      onChange: (event) => report(event.currentTarget.value),
    }),
  };
}
