import { describe, expect, it } from 'vitest';
import { maskSmtpUrl, smtpSecretRedactor } from './smtp-secrets';

describe('SMTP credentials never reach a log line', () => {
  it('prints the SMTP address with its password masked and everything else kept', () => {
    expect(maskSmtpUrl('smtps://gallery:hunter2@mail.example:465')).toBe(
      'smtps://gallery:****@mail.example:465',
    );
    expect(maskSmtpUrl('smtp://mail.example:25')).toBe('smtp://mail.example:25');
    expect(maskSmtpUrl('smtp://only-user@mail.example')).toBe('smtp://only-user@mail.example');
  });

  it('masks the password in any text, as written in the URL and decoded', () => {
    const redact = smtpSecretRedactor('smtp://gallery:p%40ss%20word@mail.example:587');
    expect(redact('login p@ss word failed; url smtp://gallery:p%40ss%20word@mail.example')).toBe(
      'login **** failed; url smtp://gallery:****@mail.example',
    );
  });

  it('leaves text alone when there is no password to hide', () => {
    expect(smtpSecretRedactor(undefined)('connect ECONNREFUSED')).toBe('connect ECONNREFUSED');
    expect(smtpSecretRedactor('smtp://mail.example')('421 busy')).toBe('421 busy');
  });
});
