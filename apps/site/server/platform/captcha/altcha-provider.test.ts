import { captchaChallengeRepository } from '@atelier/db/repositories/captcha-challenges';
import type { DatabaseHandle } from '@atelier/db/connection';
import { testDatabaseTargets } from '@atelier/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedToken } from '../../testing/captcha-tokens';
import { altchaProvider } from './altcha-provider';

const KEY = 'altcha-test-key-that-is-long-enough-0123456789';

describe.each(testDatabaseTargets())('self-hosted proof-of-work captcha on $name', (target) => {
  let handle: DatabaseHandle;
  // altcha-lib checks the expiry against the real clock too, so the test's starts at now.
  let clock = new Date();
  const provider = (hmacKey = KEY) =>
    altchaProvider({
      hmacKey,
      cost: 1,
      maxCounter: 40,
      ttlSeconds: 600,
      spent: captchaChallengeRepository(handle.db),
      now: () => clock,
    });
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('CAP-003: a solved challenge passes once', async () => {
    const altcha = provider();
    const token = await solvedToken(await altcha.challenge('captcha'));
    expect(await altcha.verify(token, '203.0.113.7', 'captcha')).toEqual({ ok: true });
  });

  it('CAP-003: the same answer a second time is refused as replayed, by any process sharing the database', async () => {
    const token = await solvedToken(await provider().challenge('captcha'));
    expect(await provider().verify(token, '203.0.113.7', 'captcha')).toEqual({ ok: true });
    // Another process: another provider object, the same database.
    expect(await provider().verify(token, '203.0.113.7', 'captcha')).toEqual({
      ok: false,
      reason: 'replayed',
    });
  });

  it('CAP-003: an answer after the challenge expired is refused as expired', async () => {
    const altcha = provider();
    const token = await solvedToken(await altcha.challenge('captcha'));
    const issued = clock;
    clock = new Date(issued.getTime() + 601_000);
    try {
      expect(await altcha.verify(token, '203.0.113.7', 'captcha')).toEqual({
        ok: false,
        reason: 'expired',
      });
    } finally {
      clock = issued;
    }
  });

  it('CAP-003: a challenge signed with another key, or altered after signing, is refused', async () => {
    const forged = await solvedToken(
      await provider('another-key-that-is-long-enough-012345').challenge('captcha'),
    );
    expect(await provider().verify(forged, '203.0.113.7', 'captcha')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const challenge = await provider().challenge('captcha');
    const solved = JSON.parse(Buffer.from(await solvedToken(challenge), 'base64').toString()) as {
      challenge: { parameters: { expiresAt: number } };
    };
    // A later expiry written in by the visitor breaks the signature.
    solved.challenge.parameters.expiresAt += 3600;
    const altered = Buffer.from(JSON.stringify(solved)).toString('base64');
    expect(await provider().verify(altered, '203.0.113.7', 'captcha')).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('CAP-003: a guessed solution (a derived key the work did not produce) is refused', async () => {
    const challenge = await provider().challenge('captcha');
    const token = JSON.parse(Buffer.from(await solvedToken(challenge), 'base64').toString()) as {
      solution: { derivedKey: string };
    };
    const last = token.solution.derivedKey.at(-1) === '0' ? '1' : '0';
    token.solution.derivedKey = `${token.solution.derivedKey.slice(0, -1)}${last}`;
    const wrong = Buffer.from(JSON.stringify(token)).toString('base64');
    expect(await provider().verify(wrong, '203.0.113.7', 'captcha')).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('CF-045: a challenge made for one action does not pass for another', async () => {
    const token = await solvedToken(await provider().challenge('homepage'));
    expect(await provider().verify(token, '203.0.113.7', 'contactform')).toEqual({
      ok: false,
      reason: 'wrong-action',
    });
  });

  it('CAP-003: empty, garbage and oversized tokens are refused without a throw', async () => {
    const altcha = provider();
    expect(await altcha.verify('', '203.0.113.7', 'captcha')).toEqual({
      ok: false,
      reason: 'missing',
    });
    for (const token of [
      'not base64 at all!',
      Buffer.from('{"a":1}').toString('base64'),
      'A'.repeat(5000),
      Buffer.from('null').toString('base64'),
    ]) {
      expect(await altcha.verify(token, '203.0.113.7', 'captcha')).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
  });
});
