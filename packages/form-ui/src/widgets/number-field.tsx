import { formatWithDecimals, isAllowedNumberKey } from '@atelier/form-engine/validation/number';
import type { KeyboardEvent } from 'react';
import { FieldFrame } from '../field-frame';
import type { FieldProps } from '../field-props';
import { submitOnEnter } from '../interaction';
import { textControl } from '../text-control';

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
  const { field } = props;
  const { ids, value, report, frame, attributes } = textControl(props);
  const currency = field.type === 'currency' ? field.currency : undefined;
  const commitDecimals = () => {
    const forced = forcedDecimals(value, field.precision);
    if (forced !== value) report(forced);
  };
  return (
    <FieldFrame
      {...frame}
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
        {...attributes(currency ? [ids.part('currency')] : [])}
        type="text"
        inputMode="decimal"
        autoComplete="off"
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
