import { describe, expect, it } from 'vitest';
import { validateDraftEmail } from './draft-email';

describe('validateDraftEmail', () => {
  it('DRAFT-010 accepts a valid email', () => {
    expect(validateDraftEmail('visitor@example.com')).toBeUndefined();
  });

  it('DRAFT-010 VAL-005 rejects an invalid email', () => {
    expect(validateDraftEmail('visitor@example')).toBe('Please enter a valid email address.');
  });

  it('DRAFT-010 VAL-003 an empty address is an error: the form exists to send the link', () => {
    expect(validateDraftEmail('  ')).toBe('This field is required.');
  });

  it('DRAFT-010 VAL-002 messages can be overridden', () => {
    expect(
      validateDraftEmail('x', { messages: { field: { email: 'Where shall we send it?' } } }),
    ).toBe('Where shall we send it?');
  });
});
