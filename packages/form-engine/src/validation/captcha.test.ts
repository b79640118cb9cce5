import { describe, expect, it } from 'vitest';
import { validateCaptcha } from './captcha';

describe('validateCaptcha', () => {
  it('CAP-003 a completed captcha (a response token) is accepted', () => {
    expect(validateCaptcha('03AGdBq24-token')).toBeUndefined();
  });

  it.each([undefined, null, '', '   '])(
    'CAP-003 an incomplete captcha (%j) shows the captcha error',
    (token) => {
      expect(validateCaptcha(token)).toBe('Invalid CAPTCHA');
    },
  );

  it('CAP-003 the server-supplied captcha message is used when configured', () => {
    expect(
      validateCaptcha('', { messages: { form: { captcha: 'Please verify you are human.' } } }),
    ).toBe('Please verify you are human.');
  });
});
