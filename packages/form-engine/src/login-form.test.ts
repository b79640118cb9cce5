import { describe, expect, it } from 'vitest';
import type { FormDefinitionInput } from './schema/definition';
import type { FieldDefinitionInput } from './schema/fields';
import { definitionOf, stateOf, testClock } from './testing/forms';
import { isLoginForm, keepsAnswers } from './login-form';
import { validateField } from './validation/validate-form';
import { validateSubmission } from './validation/validate-submission';

const LOGIN: FormDefinitionInput['settings'] = { form_type: 'login' };

const LOGIN_FIELDS: FieldDefinitionInput[] = [
  { id: 'email-1', type: 'email', label: 'Email', required: true },
  // The password field's defaults include the strength check (DEC-06): a login form ignores it.
  { id: 'password-1', type: 'password', label: 'Password', required: true },
];

/** Old passwords no strength rule would accept today: short, one character class. */
const WEAK_BUT_REAL_PASSWORDS = ['abc', '1234', 'password', ' x '];

function passwordError(
  value: string,
  settings: FormDefinitionInput['settings'] = LOGIN,
): string | undefined {
  const state = stateOf(LOGIN_FIELDS, { 'password-1': value }, settings);
  return validateField(state, 'password-1')['password-1'];
}

describe('login form kind (TFA-001)', () => {
  it('TFA-001 a form is a login form by its form_type, and only a login form keeps no answers', () => {
    expect(isLoginForm(definitionOf(LOGIN_FIELDS, LOGIN))).toBe(true);
    expect(keepsAnswers(definitionOf(LOGIN_FIELDS, LOGIN))).toBe(false);
    expect(isLoginForm(definitionOf(LOGIN_FIELDS))).toBe(false);
    expect(keepsAnswers(definitionOf(LOGIN_FIELDS))).toBe(true);
  });

  it('TFA-001 in the browser a login password is checked as required only: any old password is typable', () => {
    for (const password of WEAK_BUT_REAL_PASSWORDS) expect(passwordError(password)).toBeUndefined();
    expect(passwordError('')).toBe('This field is required.');
  });

  it('TFA-001 the same password on an ordinary form still meets the strength rule (DEC-06)', () => {
    expect(passwordError('abc', {})).toBeDefined();
  });

  it('TFA-001 a login password ignores format rules the form sets for the field', () => {
    const withRules: FormDefinitionInput['settings'] = {
      ...LOGIN,
      rules: { 'password-1': { minlength: 12, digits: true } },
    };
    expect(passwordError('abc', withRules)).toBeUndefined();
    expect(passwordError('', withRules)).toBe('This field is required.');
  });

  it('TFA-001 the server checks the same: a weak old password passes, a missing one is refused', () => {
    const definition = definitionOf(LOGIN_FIELDS, LOGIN);
    const accepted = validateSubmission(
      definition,
      { 'email-1': 'ana@example.com', 'password-1': 'abc' },
      testClock,
    );
    expect(accepted.ok).toBe(true);
    const refused = validateSubmission(
      definition,
      { 'email-1': 'ana@example.com', 'password-1': '' },
      testClock,
    );
    expect(refused.ok).toBe(false);
    expect(refused.ok ? [] : refused.errors.map((error) => error.field)).toEqual(['password-1']);
  });

  it('TFA-001 a login password must still be text: a list in its place is refused', () => {
    const refused = validateSubmission(
      definitionOf(LOGIN_FIELDS, LOGIN),
      { 'email-1': 'ana@example.com', 'password-1': ['abc', 'def'] },
      testClock,
    );
    expect(refused.ok).toBe(false);
  });

  it('TFA-001 the email on a login form keeps its own rules', () => {
    const state = stateOf(LOGIN_FIELDS, { 'email-1': 'not an address' }, LOGIN);
    expect(validateField(state, 'email-1')['email-1']).toBeDefined();
  });
});
