import { useContext, type HTMLInputTypeAttribute } from 'react';
import { FieldFrame } from '../field-frame';
import type { FieldProps } from '../field-props';
import { submitOnEnter } from '../interaction';
import { SignInFormContext } from '../sign-in-form';
import { textControl } from '../text-control';
import { blockWordAtLimit, Counter, counterOptions } from './counter';

type SingleLineType = 'text' | 'email' | 'url' | 'password';

interface InputKind {
  readonly type: HTMLInputTypeAttribute;
  readonly inputMode?: 'email' | 'url';
  readonly autoComplete?: string;
  /** Addresses are typed as they are: no capital first letter, no spelling underlines. */
  readonly literal?: boolean;
}

/**
 * The input's HTML type. `url` stays a text input because the url rule accepts a bare host
 * (VAL-022) that the browser's own url check would refuse; likewise an email field whose format
 * check is off (CF-036) must not be checked by the browser either. Both kinds of email input ask
 * phones for the email keyboard and offer the visitor's saved address; the forms are `noValidate`,
 * so an `email` type only changes the keyboard and never shows the browser's own message.
 */
function inputKind(field: FieldProps<SingleLineType>['field'], signIn: boolean): InputKind {
  switch (field.type) {
    case 'email':
      return {
        type: field.validation ? 'email' : 'text',
        inputMode: 'email',
        // TFA-001: on a login form the address is the account's name, paired with its password.
        autoComplete: signIn ? 'username' : 'email',
        literal: true,
      };
    case 'url':
      return { type: 'text', inputMode: 'url', autoComplete: 'url', literal: true };
    case 'password':
      return { type: 'password', autoComplete: signIn ? 'current-password' : 'new-password' };
    default:
      return { type: 'text' };
  }
}

/** Single-line text: text (with an optional counter), email, url and password fields. */
export function TextField(props: FieldProps<SingleLineType>) {
  const { field } = props;
  const { ids, value, frame, attributes } = textControl(props);
  const counter = field.type === 'text' ? counterOptions(field) : undefined;
  const kind = inputKind(field, useContext(SignInFormContext));
  return (
    <FieldFrame {...frame} after={counter && <Counter ids={ids} value={value} options={counter} />}>
      <input
        className="fui-input"
        {...attributes(counter ? [ids.counter] : [])}
        type={kind.type}
        inputMode={kind.inputMode}
        autoComplete={kind.autoComplete}
        {...(kind.literal ? { autoCapitalize: 'none', spellCheck: false } : {})}
        onKeyDown={(event) => {
          blockWordAtLimit(event, value, counter);
          submitOnEnter(event);
        }}
        onBlur={props.onBlur}
      />
    </FieldFrame>
  );
}
