import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_MESSAGES,
  GENERIC_DEFAULT_MESSAGES,
  fillPlaceholders,
  resolveMessage,
} from './messages';

describe('generic default messages', () => {
  it.each([
    ['VAL-003', 'required', 'This field is required.'],
    ['VAL-004', 'remote', 'Please fix this field.'],
    ['VAL-005', 'email', 'Please enter a valid email address.'],
    ['VAL-006', 'url', 'Please enter a valid URL.'],
    ['VAL-007', 'date', 'Please enter a valid date.'],
    ['VAL-008', 'dateISO', 'Please enter a valid date (ISO).'],
    ['VAL-009', 'number', 'Please enter a valid number.'],
    ['VAL-010', 'digits', 'Please enter only digits.'],
    ['VAL-011', 'equalTo', 'Please enter the same value again.'],
    ['VAL-012', 'maxlength', 'Please enter no more than {0} characters.'],
    ['VAL-013', 'minlength', 'Please enter at least {0} characters.'],
    ['VAL-014', 'rangelength', 'Please enter a value between {0} and {1} characters long.'],
    ['VAL-015', 'range', 'Please enter a value between {0} and {1}.'],
    ['VAL-016', 'max', 'Please enter a value less than or equal to {0}.'],
    ['VAL-017', 'min', 'Please enter a value greater than or equal to {0}.'],
    ['VAL-018', 'step', 'Please enter a multiple of {0}.'],
  ] as const)('%s the default %s message is the spec text verbatim', (_id, rule, text) => {
    expect(GENERIC_DEFAULT_MESSAGES[rule]).toBe(text);
    expect(DEFAULT_MESSAGES[rule]).toBe(text);
  });

  it('VAL-003…VAL-018 the generic list holds exactly the sixteen spec messages', () => {
    expect(Object.keys(GENERIC_DEFAULT_MESSAGES)).toHaveLength(16);
  });
});

describe('placeholders', () => {
  it('VAL-012 {0} is replaced by the limit', () => {
    expect(resolveMessage('maxlength', undefined, [10])).toBe(
      'Please enter no more than 10 characters.',
    );
  });

  it('VAL-014 {0} and {1} are replaced by the bounds', () => {
    expect(resolveMessage('rangelength', undefined, [2, 8])).toBe(
      'Please enter a value between 2 and 8 characters long.',
    );
  });

  it('VAL-015 every occurrence of a placeholder is filled, and a missing parameter stays visible', () => {
    expect(fillPlaceholders('{0}-{0} to {1}', [3])).toBe('3-3 to {1}');
  });

  it('VAL-015 placeholder filling never leaves a filled index behind (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 5 }), (params) => {
        const template = params.map((_, index) => `{${index}}`).join(' ');
        expect(fillPlaceholders(template, params)).toBe(params.join(' '));
      }),
    );
  });
});

describe('override precedence', () => {
  const form = { required: 'Form says: required.' };
  const field = { required: 'Field says: required.' };

  it('VAL-001 VAL-002 a field message wins over the form message and the default', () => {
    expect(resolveMessage('required', { field, form })).toBe('Field says: required.');
  });

  it('VAL-001 VAL-002 a form message wins over the default', () => {
    expect(resolveMessage('required', { form })).toBe('Form says: required.');
  });

  it('VAL-003 without overrides the default shows', () => {
    expect(resolveMessage('required', {})).toBe('This field is required.');
  });

  it('VAL-001 a blank override is ignored so the visitor still gets an explanation', () => {
    expect(resolveMessage('required', { field: { required: '  ' }, form })).toBe(
      'Form says: required.',
    );
  });

  it('VAL-012 placeholders are filled in overridden messages too', () => {
    expect(resolveMessage('maxlength', { form: { maxlength: 'Max {0}!' } }, [5])).toBe('Max 5!');
  });
});

describe('form-builder rule names', () => {
  it.each([
    ['email', 'emailWP'],
    ['url', 'validurl'],
    ['date', 'dateformat'],
    ['phone', 'forminatorPhoneNational'],
    ['phone', 'forminatorPhoneInternational'],
    ['password', 'forminatorPasswordStrength'],
    ['min', 'minNumber'],
    ['max', 'maxNumber'],
  ] as const)('VAL-001 a server message keyed %s as %s applies', (rule, alias) => {
    expect(resolveMessage(rule, { form: { [alias]: 'From the server.' } })).toBe(
      'From the server.',
    );
  });

  it('VAL-001 at one level the rule name wins over its alias, and a field alias beats a form name', () => {
    expect(resolveMessage('email', { form: { email: 'Own name.', emailWP: 'Alias.' } })).toBe(
      'Own name.',
    );
    expect(
      resolveMessage('email', { field: { emailWP: 'Field alias.' }, form: { email: 'Form.' } }),
    ).toBe('Field alias.');
  });
});
