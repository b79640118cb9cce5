import {
  AUTHENTICATION_INVALID as CONTRACT_INVALID,
  AUTHENTICATION_SHOW as CONTRACT_SHOW,
  TWO_FACTOR_ACTIONS,
  TWO_FACTOR_FIELDS as CONTRACT_FIELDS,
  TWO_FACTOR_METHODS as CONTRACT_METHODS,
  fallbackEmailRequestSchema,
  twoFactorStepSchema,
} from '@atelier/contracts/two-factor';
import { describe, expect, it } from 'vitest';
import { readSubmitAnswer } from '../runtime/submit-form';
import {
  AUTHENTICATION_INVALID,
  AUTHENTICATION_SHOW,
  FALLBACK_EMAIL_ACTION,
  TWO_FACTOR_FIELDS,
  TWO_FACTOR_METHODS,
  fallbackEmailBody,
  readTwoFactorChallenge,
  readTwoFactorNotice,
  sameOriginUrl,
  twoFactorStepBody,
} from './two-factor-wire';

const TOKEN = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF';

describe('two-factor wire names agree with the contract the server validates with', () => {
  it('TFA-002 TFA-006 the action, methods, fields and authentication values are the contract’s', () => {
    expect(FALLBACK_EMAIL_ACTION).toBe(TWO_FACTOR_ACTIONS.fallbackEmail);
    expect(TWO_FACTOR_METHODS).toEqual(CONTRACT_METHODS);
    expect(TWO_FACTOR_FIELDS).toEqual(CONTRACT_FIELDS);
    expect(AUTHENTICATION_SHOW).toBe(CONTRACT_SHOW);
    expect(AUTHENTICATION_INVALID).toBe(CONTRACT_INVALID);
  });

  it('TFA-002 the second step’s body passes the server’s schema', () => {
    const body = twoFactorStepBody({
      action: 'forminator_submit_form_custom-forms',
      formId: 7001,
      nonceField: 'forminator_nonce',
      nonce: 'n',
      token: TOKEN,
      method: 'totp',
      code: '123 456',
    });
    const parsed = twoFactorStepSchema.parse(Object.fromEntries(body));
    expect(parsed['auth-code']).toBe('123456');
  });

  it('TFA-006 the fallback email body passes the server’s schema', () => {
    const body = fallbackEmailBody(TOKEN, 'forminator_nonce', 'n');
    expect(fallbackEmailRequestSchema.parse(Object.fromEntries(body)).data.token).toBe(TOKEN);
  });
});

describe('reading a login answer field by field (TFA-002, TFA-003)', () => {
  const show = {
    authentication: 'show',
    auth_method: 'totp',
    auth_token: TOKEN,
    auth_nav: 'totp,fallback-email,backup-codes',
    lost_url: '/lost',
    message: '',
  };

  it('TFA-002 an answer asking for the second factor carries its challenge', () => {
    const answer = readSubmitAnswer({ success: true, data: show });
    expect(answer?.authentication).toBe('show');
    expect(answer?.twoFactor).toEqual({
      method: 'totp',
      token: TOKEN,
      methods: ['totp', 'fallback-email', 'backup-codes'],
      lostUrl: '/lost',
    });
  });

  it('TFA-003 an invalid answer is read as a refusal with its message and no challenge', () => {
    const answer = readSubmitAnswer({
      success: false,
      data: { authentication: 'invalid', message: 'Wrong code.' },
    });
    expect(answer?.authentication).toBe('invalid');
    expect(answer?.twoFactor).toBeUndefined();
    expect(answer?.message).toBe('Wrong code.');
  });

  it('TFA-002 an ordinary answer has no authentication at all', () => {
    const answer = readSubmitAnswer({ success: true, data: { message: 'Thanks' } });
    expect(answer?.authentication).toBeUndefined();
    expect(answer?.twoFactor).toBeUndefined();
  });

  it('TFA-002 a challenge without a token is no answer the form can act on', () => {
    expect(readSubmitAnswer({ success: true, data: { ...show, auth_token: undefined } })).toBe(
      undefined,
    );
    expect(readSubmitAnswer({ success: true, data: { ...show, auth_token: 42 } })).toBe(undefined);
  });

  it('TFA-004 TFA-005 unknown methods are dropped, the default is the app, and the opening method is always listed', () => {
    expect(
      readTwoFactorChallenge({
        auth_token: TOKEN,
        auth_method: 'sms',
        auth_nav: 'sms, backup-codes',
      }),
    ).toEqual({ method: 'totp', token: TOKEN, methods: ['totp', 'backup-codes'], lostUrl: '' });
    expect(
      readTwoFactorChallenge({
        auth_token: TOKEN,
        auth_method: 'backup-codes',
        auth_nav: 'totp,backup-codes,totp',
        lost_url: ['/x'],
      }),
    ).toEqual({
      method: 'backup-codes',
      token: TOKEN,
      methods: ['totp', 'backup-codes'],
      lostUrl: '',
    });
  });

  it('TFA-006 TFA-008 a notice answer is read only when it is { success, data: { message } }', () => {
    expect(readTwoFactorNotice({ success: true, data: { message: 'Sent.' } })).toEqual({
      kind: 'answered',
      success: true,
      message: 'Sent.',
    });
    for (const body of [null, 'text', { success: 'yes', data: {} }, { success: true, data: {} }]) {
      expect(readTwoFactorNotice(body)).toEqual({ kind: 'failed' });
    }
  });

  it('TFA-008 only this site’s http(s) addresses are used for the lost-device link', () => {
    const base = 'https://shop.example/login';
    expect(sameOriginUrl('/api/ajax?action=x', base)).toBe(
      'https://shop.example/api/ajax?action=x',
    );
    expect(sameOriginUrl('https://shop.example/lost', base)).toBe('https://shop.example/lost');
    expect(sameOriginUrl('https://evil.example/lost', base)).toBeUndefined();
    expect(sameOriginUrl('javascript:alert(1)', base)).toBeUndefined();
    expect(sameOriginUrl('//evil.example/lost', base)).toBeUndefined();
    expect(sameOriginUrl('', base)).toBeUndefined();
  });
});
