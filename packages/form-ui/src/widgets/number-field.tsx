import { formatWithDecimals, isAllowedNumberKey } from '@atelier/form-engine/validation/number';
import type { KeyboardEvent } from 'react';
import { describedBy, FieldFrame } from '../field-frame';
import { changeReporter, fieldIds, fieldInputName, textOf, type FieldProps } from '../field-props';
import { submitOnEnter } from '../interaction';

/**
 * VAL-042: only digit, comma, minus and dot keys type into a number input. Shortcuts (Ctrl/Cmd+C,
 * V, A…) and named keys (Backspace, arrows, Tab) pass, so editing and pasting still work.
 */
export function filterNumberKey(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (!isAllowedNumberKey(event.key)) event.preventDefault();
}

/** VAL-043: the text with the configured number of decimals, or unchanged when none is set. */
export function forcedDecimals(text: string, precision: number | undefined): string {
  return precision === undefined ? text : formatWithDecimals(text, { decimals: precision });
}

/**
 * Number and currency inputs. A text input with a decimal keypad rather than `type=number`, which
 * would refuse the comma decimals VAL-041 accepts; decimals are forced when the visitor leaves the
 * field or submits with Enter.
 */
export function NumberField(props: FieldProps<'number' | 'currency'>) {
  const { field, error, idPrefix } = props;
  const ids = fieldIds(idPrefix, field.id);
  const value = textOf(props.value);
  const report = changeReporter(props);
  const currency = field.type === 'currency' ? field.currency : undefined;
  const commitDecimals = () => {
    const forced = forcedDecimals(value, field.precision);
    if (forced !== value) report(forced);
  };
  return (
    <FieldFrame
      field={field}
      ids={ids}
      error={error}
      layout={props.layout}
      filled={value !== ''}
      before={
        currency && (
          <span className="fui-field__affix" id={ids.part('currency')}>
            {currency}
          </span>
        )
      }
    >
      <input
        className="fui-input fui-input--number"
        id={ids.control}
        name={fieldInputName(field.id)}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder={field.placeholder}
        required={field.required}
        disabled={props.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, ids, error, currency ? [ids.part('currency')] : [])}
        onChange={(event) => report(event.currentTarget.value)}
        onKeyDown={(event) => {
          filterNumberKey(event);
          if (event.key === 'Enter') commitDecimals();
          submitOnEnter(event);
        }}
        onBlur={() => {
          commitDecimals();
          props.onBlur?.();
        }}
      />
    </FieldFrame>
  );
}
