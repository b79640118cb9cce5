import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCaptchaVerifyServer } from '../../testing/fake-captcha-verify-server';
import { remoteCaptchaProvider } from './remote-provider';

let fake: Awaited<ReturnType<typeof startFakeCaptchaVerifyServer>>;
beforeAll(async () => {
  fake = await startFakeCaptchaVerifyServer();
});
afterAll(async () => {
  await fake.close();
});

const recaptcha = (timeoutMs = 2000) =>
  remoteCaptchaProvider({
    kind: 'recaptcha',
    siteKey: 'site-key-v2',
    secret: 'recaptcha-secret',
    verifyUrl: fake.recaptchaVerifyUrl,
    timeoutMs,
  });
const hcaptcha = (timeoutMs = 2000) =>
  remoteCaptchaProvider({
    kind: 'hcaptcha',
    siteKey: 'hcaptcha-site-key',
    secret: 'hcaptcha-secret',
    verifyUrl: fake.hcaptchaVerifyUrl,
    timeoutMs,
  });

describe('reCAPTCHA-style provider against a local verify server', () => {
  it('CAP-001 CAP-003: a valid token passes, sent form-encoded with the secret and the visitor address', async () => {
    expect(await recaptcha().verify('pass', '203.0.113.7')).toEqual({ ok: true });
    expect(fake.received.at(-1)).toEqual({
      path: '/recaptcha/api/siteverify',
      secret: 'recaptcha-secret',
      response: 'pass',
      remoteip: '203.0.113.7',
      sitekey: null,
    });
  });

  it('CAP-003: a token the provider rejects is invalid; a reused one expired', async () => {
    expect(await recaptcha().verify('fail', '203.0.113.7')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await recaptcha().verify('used', '203.0.113.7')).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('CAP-003: an empty token is missing and never sent', async () => {
    const before = fake.received.length;
    expect(await recaptcha().verify('  ', '203.0.113.7')).toEqual({ ok: false, reason: 'missing' });
    expect(fake.received.length).toBe(before);
  });

  it('CAP-003: a verify server that does not answer in time is unavailable, not a pass and not a throw', async () => {
    const started = Date.now();
    expect(await recaptcha(300).verify('slow', '203.0.113.7')).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('CAP-003: an answer that is not JSON, or a server error, is unavailable', async () => {
    expect(await recaptcha().verify('garbage', '203.0.113.7')).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(await recaptcha().verify('broken', '203.0.113.7')).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });

  it('CAP-003: a verify address nobody listens on is unavailable', async () => {
    const closed = remoteCaptchaProvider({
      kind: 'recaptcha',
      siteKey: 'k',
      secret: 's',
      verifyUrl: 'http://127.0.0.1:9/siteverify',
      timeoutMs: 1000,
    });
    expect(await closed.verify('pass', '203.0.113.7')).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });

  it('CF-045: a v3 token passes only for the expected action at or above the 0.5 default threshold', async () => {
    expect(await recaptcha().verify('pass:contactform:0.9', '203.0.113.7', 'contactform')).toEqual({
      ok: true,
      score: 0.9,
    });
    expect(await recaptcha().verify('pass:contactform:0.5', '203.0.113.7', 'contactform')).toEqual({
      ok: true,
      score: 0.5,
    });
    expect(await recaptcha().verify('pass:contactform:0.3', '203.0.113.7', 'contactform')).toEqual({
      ok: false,
      reason: 'low-score',
    });
    expect(await recaptcha().verify('pass:homepage:0.9', '203.0.113.7', 'contactform')).toEqual({
      ok: false,
      reason: 'wrong-action',
    });
    // A success without a score cannot be a v3 pass.
    expect(await recaptcha().verify('pass', '203.0.113.7', 'contactform')).toEqual({
      ok: false,
      reason: 'wrong-action',
    });
  });
});

describe('hCaptcha-style provider against a local verify server', () => {
  it('CAP-001 CAP-003: a valid token passes, sent with secret, address and site key', async () => {
    expect(await hcaptcha().verify('pass', '198.51.100.2')).toEqual({ ok: true });
    expect(fake.received.at(-1)).toEqual({
      path: '/hcaptcha/siteverify',
      secret: 'hcaptcha-secret',
      response: 'pass',
      remoteip: '198.51.100.2',
      sitekey: 'hcaptcha-site-key',
    });
  });

  it('CAP-003: an invalid token is refused', async () => {
    expect(await hcaptcha().verify('fail', '198.51.100.2')).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('CAP-003: a timeout is unavailable, never ok', async () => {
    expect(await hcaptcha(300).verify('slow', '198.51.100.2')).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });
});
