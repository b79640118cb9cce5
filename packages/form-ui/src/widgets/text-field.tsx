import type { HTMLInputTypeAttribute } from 'react';
import { FieldFrame } from '../field-frame';
import type { FieldProps } from '../field-props';
import { submitOnEnter } from '../interaction';
import { textControl } from '../text-control';
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
  const { field } = props;
  const { ids, value, frame, attributes } = textControl(props);
  const counter = field.type === 'text' ? counterOptions(field) : undefined;
  const kind = inputKind(field);
  return (
    <FieldFrame {...frame} after={counter && <Counter ids={ids} value={value} options={counter} />}>
      <input
        className="fui-input"
        {...attributes(counter ? [ids.counter] : [])}
        type={kind.type}
        inputMode={kind.inputMode}
        autoComplete={kind.autoComplete}
        onKeyDown={(event) => {
          blockWordAtLimit(event, value, counter);
          submitOnEnter(event);
        }}
        onBlur={props.onBlur}
      />
    </FieldFrame>
  );
}
