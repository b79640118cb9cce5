import type { FieldOf } from '@atelier/form-engine/schema/fields';
import {
  describeCounter,
  isSpaceBlocked,
  type CounterOptions,
} from '@atelier/form-engine/validation/text';
import type { KeyboardEvent } from 'react';
import type { FieldIds } from '../field-props';

/** FORM-025: a text field's counter settings, or `undefined` when it has no limit. */
export function counterOptions(field: FieldOf<'text' | 'textarea'>): CounterOptions | undefined {
  return field.limit === undefined ? undefined : { limit: field.limit, mode: field.limit_type };
}

/**
 * FORM-026: in word mode, once the limit is reached, the key that would start one more word is
 * refused: space, and in a textarea also Enter (a new line separates words just as a space does).
 */
export function blockWordAtLimit(
  event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>,
  value: string,
  options: CounterOptions | undefined,
): void {
  if (options === undefined) return;
  const separates =
    event.key === ' ' ||
    (event.key === 'Enter' && event.currentTarget instanceof HTMLTextAreaElement);
  if (separates && isSpaceBlocked(value, options)) event.preventDefault();
}

/** FORM-025: "count / limit" under the field, with the same count spelled out for screen readers. */
export function Counter(props: {
  readonly ids: FieldIds;
  readonly value: string;
  readonly options: CounterOptions;
}) {
  const state = describeCounter(props.value, props.options);
  const unit = props.options.mode === 'words' ? 'words' : 'characters';
  return (
    <div
      className={`fui-field__counter${state.overLimit ? ' fui-field__counter--over' : ''}`}
      id={props.ids.counter}
    >
      <span aria-hidden="true">{state.label}</span>
      <span className="fui-visually-hidden">{`${state.count} of ${state.limit} ${unit} used`}</span>
    </div>
  );
}
