import type { HTMLInputTypeAttribute } from 'react';
import { describedBy, FieldFrame } from '../field-frame';
import { changeReporter, fieldIds, fieldInputName, textOf, type FieldProps } from '../field-props';
import { submitOnEnter } from '../interaction';
import { blockWordAtLimit, Counter, counterOptions } from './counter';

type SingleLineType = 'text' | 'email' | 'url' | 'password';

interface InputKind {
  readonly type: HTMLInputTypeAttribute;
  readonly inputMode?: 'email' | 'url';
  readonly autoComplete?: string;
}

/**
 * The input's HTML type. `url` stays a text input because the url rule accepts a bare host
 * (VAL-022) that the browser's own url check would refuse; likewise an email field whose format
 * check is off (CF-036) must not be checked by the browser either.
 */
function inputKind(field: FieldProps<SingleLineType>['field']): InputKind {
  switch (field.type) {
    case 'email':
      return field.validation
        ? { type: 'email', autoComplete: 'email' }
        : { type: 'text', inputMode: 'email', autoComplete: 'email' };
    case 'url':
      return { type: 'text', inputMode: 'url', autoComplete: 'url' };
    case 'password':
      return { type: 'password', autoComplete: 'new-password' };
    default:
      return { type: 'text' };
  }
}

/** Single-line text: text (with an optional counter), email, url and password fields. */
export function TextField(props: FieldProps<SingleLineType>) {
  const { field, error, idPrefix } = props;
  const ids = fieldIds(idPrefix, field.id);
  const value = textOf(props.value);
  const report = changeReporter(props);
  const counter = field.type === 'text' ? counterOptions(field) : undefined;
  const kind = inputKind(field);
  return (
    <FieldFrame
      field={field}
      ids={ids}
      error={error}
      layout={props.layout}
      filled={value !== ''}
      after={counter && <Counter ids={ids} value={value} options={counter} />}
    >
      <input
        className="fui-input"
        id={ids.control}
        name={fieldInputName(field.id)}
        type={kind.type}
        inputMode={kind.inputMode}
        autoComplete={kind.autoComplete}
        value={value}
        placeholder={field.placeholder}
        required={field.required}
        disabled={props.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, ids, error, counter ? [ids.counter] : [])}
        onChange={(event) => report(event.currentTarget.value)}
        onKeyDown={(event) => {
          blockWordAtLimit(event, value, counter);
          submitOnEnter(event);
        }}
        onBlur={props.onBlur}
      />
    </FieldFrame>
  );
}
