import { describe, expect, it } from 'vitest';
import { validateChoice } from './choice';

const allowed = ['small', 'large', '2'];
const INVALID = 'Please select a valid option.';

describe('validateChoice: a submitted choice must be one of the options', () => {
  it.each([
    ['small', false],
    ['2', false],
    [2, false],
    ['', false],
    [null, false],
    [['small'], false],
    [[], false],
  ])('VAL-020 single choice accepts %j', (value, multiple) => {
    expect(validateChoice(value, { allowed, multiple })).toBeUndefined();
  });

  it.each([
    ['huge', false],
    ['Small', false],
    [['small', 'large'], false],
    [true, false],
    [{ value: 'small' }, false],
    [[['small']], true],
    [['small', 'huge'], true],
    [[3], true],
  ])('VAL-020 rejects %j (multiple: %s)', (value, multiple) => {
    expect(validateChoice(value, { allowed, multiple })).toBe(INVALID);
  });

  it('VAL-020 a multiple choice takes a list of options, or one option', () => {
    expect(validateChoice(['small', 'large'], { allowed, multiple: true })).toBeUndefined();
    expect(validateChoice('large', { allowed, multiple: true })).toBeUndefined();
  });

  it('VAL-001 VAL-002 the message is overridable per field and per form', () => {
    expect(
      validateChoice('huge', { allowed, messages: { form: { choice: 'Pick a listed size.' } } }),
    ).toBe('Pick a listed size.');
    expect(
      validateChoice('huge', {
        allowed,
        messages: { field: { choice: 'Field says.' }, form: { choice: 'Form says.' } },
      }),
    ).toBe('Field says.');
  });
});
