import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  verifyPassword,
  verifyPasswordOfAccount,
} from '../platform/security/passwords';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  matchingTotpStep,
  newRecoveryCodes,
  newToken,
  totpCode,
  totpUri,
  twoFactorKeys,
} from './two-factor-codes';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const keys = twoFactorKeys('a-session-secret-long-enough-for-the-tests-0123456789');
/** A moment in the middle of a 30-second step. */
const NOW = Date.UTC(2026, 10, 27, 10, 0, 15);
const STEP = Math.floor(NOW / 30_000);

describe('issue 15: TOTP windows', () => {
  it('TFA-004 the code of this step, of the step before and of the step after is accepted, with its own step', () => {
    expect(matchingTotpStep(SECRET, totpCode(SECRET, NOW), NOW)).toBe(STEP);
    expect(matchingTotpStep(SECRET, totpCode(SECRET, NOW - 30_000), NOW)).toBe(STEP - 1);
    expect(matchingTotpStep(SECRET, totpCode(SECRET, NOW + 30_000), NOW)).toBe(STEP + 1);
  });

  it('TFA-004 a code two steps away (a minute off) is refused', () => {
    expect(matchingTotpStep(SECRET, totpCode(SECRET, NOW - 60_000), NOW)).toBeNull();
    expect(matchingTotpStep(SECRET, totpCode(SECRET, NOW + 60_000), NOW)).toBeNull();
  });

  it('TFA-004 anything but six digits is refused without a check', () => {
    for (const code of ['', '12345', '1234567', 'abcdef', ' 123456']) {
      expect(matchingTotpStep(SECRET, code, NOW)).toBeNull();
    }
  });

  it('issue 15: the code is the RFC 6238 one an authenticator app shows (SHA-1, 6 digits, 30 s)', () => {
    // RFC 6238 test vector: secret "12345678901234567890", T = 59 s → 94287082 (8 digits), so
    // the 6-digit code is its last six digits.
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCode(rfcSecret, 59_000)).toBe('287082');
    expect(totpUri(SECRET, 'collector@atelier.example')).toBe(
      'otpauth://totp/Atelier:collector%40atelier.example?issuer=Atelier&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('issue 15: recovery codes', () => {
  it('issue 15: ten codes, each three groups of four letters and digits that cannot be misread, all different', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
  });

  it('issue 15: a code is found by its hash however it is typed, and the hash needs the server key', () => {
    const hash = hashRecoveryCode('K7QD-M4XA-9TZP', keys.recoveryKey);
    expect(hashRecoveryCode('k7qd m4xa 9tzp', keys.recoveryKey)).toBe(hash);
    expect(hashRecoveryCode('K7QDM4XA9TZP', keys.recoveryKey)).toBe(hash);
    expect(hash).not.toContain('K7QD');
    const otherKey = twoFactorKeys('another-site-secret-long-enough-0123456789-abcdef').recoveryKey;
    expect(hashRecoveryCode('K7QD-M4XA-9TZP', otherKey)).not.toBe(hash);
  });
});

describe('issue 15: secrets, tokens and passwords at rest', () => {
  it('issue 15: a TOTP secret is stored encrypted (AES-256-GCM) and a tampered one does not decrypt', () => {
    const stored = encryptSecret(SECRET, keys.secretsKey);
    expect(stored).not.toContain(SECRET);
    expect(encryptSecret(SECRET, keys.secretsKey)).not.toBe(stored);
    expect(decryptSecret(stored, keys.secretsKey)).toBe(SECRET);
    const [iv, tag, sealed] = stored.split('.');
    const flipped = `${iv}.${tag}.${(sealed ?? '').startsWith('A') ? 'B' : 'A'}${(sealed ?? '').slice(1)}`;
    expect(() => decryptSecret(flipped, keys.secretsKey)).toThrow();
  });

  it('issue 15: a pending-login token is 32 random bytes in base64url', () => {
    expect(newToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(newToken());
  });

  it('issue 15: passwords are scrypt hashes with their cost; the first "salt:hash" form still verifies', async () => {
    const stored = await hashPassword('Gallery-Visit-2026!');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(await verifyPassword('Gallery-Visit-2026!', stored)).toBe(true);
    expect(await verifyPassword('gallery-visit-2026!', stored)).toBe(false);
    // A hash written before the cost was raised (Node's defaults, "salt:hash").
    const legacy =
      'c2FsdHNhbHRzYWx0c2FsdA:' +
      (await import('node:crypto'))
        .scryptSync('old-password', Buffer.from('c2FsdHNhbHRzYWx0c2FsdA', 'base64url'), 64)
        .toString('base64url');
    expect(await verifyPassword('old-password', legacy)).toBe(true);
    // No account: a dummy of the same cost is checked, and the answer is no.
    expect(await verifyPasswordOfAccount('anything', undefined)).toBe(false);
  });
});
