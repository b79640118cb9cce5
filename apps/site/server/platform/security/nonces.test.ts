import { describe, expect, it } from 'vitest';
import { createNonceService } from './nonces';

const HOUR = 60 * 60 * 1000;

describe('session-bound nonces', () => {
  it('THEME-001 a nonce verifies for its own action and session only', () => {
    const nonces = createNonceService('secret-a'.repeat(5), () => 1_000 * HOUR);
    const nonce = nonces.issue('ajax', 'session-1');
    expect(nonces.verify('ajax', 'session-1', nonce)).toBe(true);
    expect(nonces.verify('wp_rest', 'session-1', nonce)).toBe(false);
    expect(nonces.verify('ajax', 'session-2', nonce)).toBe(false);
    expect(nonces.issue('wp_rest', 'session-1')).not.toBe(nonce);
  });

  it('is valid for 12 to 24 hours, then refused', () => {
    let now = 1_000 * HOUR;
    const nonces = createNonceService('secret-a'.repeat(5), () => now);
    const nonce = nonces.issue('ajax', 's');
    now += 12 * HOUR;
    expect(nonces.verify('ajax', 's', nonce)).toBe(true);
    now += 12 * HOUR;
    expect(nonces.verify('ajax', 's', nonce)).toBe(false);
  });

  it('depends on the secret, so another deployment cannot mint ours', () => {
    const ours = createNonceService('secret-a'.repeat(5), () => 0);
    const theirs = createNonceService('secret-b'.repeat(5), () => 0);
    expect(ours.verify('ajax', 's', theirs.issue('ajax', 's'))).toBe(false);
  });

  it('refuses anything that is not a nonce-shaped string without throwing', () => {
    const nonces = createNonceService('secret-a'.repeat(5));
    for (const value of [undefined, null, 42, ['x'], {}, '', 'short', 'x'.repeat(200)]) {
      expect(nonces.verify('ajax', 's', value)).toBe(false);
    }
  });
});

describe('shared nonces (issue 18, ADR 0023)', () => {
  it('GAL-006 a gallery nonce is the same for every visitor and verifies for its scope only', () => {
    const nonces = createNonceService('secret-a'.repeat(5), () => 1_000 * HOUR);
    const nonce = nonces.issueShared('finaltilesgallery', '7');
    expect(nonces.issueShared('finaltilesgallery', '7')).toBe(nonce);
    expect(nonces.verifyShared('finaltilesgallery', '7', nonce)).toBe(true);
    expect(nonces.verifyShared('finaltilesgallery', '8', nonce)).toBe(false);
    expect(nonces.verifyShared('ajax', '7', nonce)).toBe(false);
  });

  it('never passes as a session nonce, nor a session nonce as a shared one', () => {
    const nonces = createNonceService('secret-a'.repeat(5), () => 1_000 * HOUR);
    expect(
      nonces.verify('finaltilesgallery', '7', nonces.issueShared('finaltilesgallery', '7')),
    ).toBe(false);
    expect(
      nonces.verifyShared('finaltilesgallery', '7', nonces.issue('finaltilesgallery', '7')),
    ).toBe(false);
  });

  it('lives 12 to 24 hours, so a cached page keeps working, then is refused', () => {
    let now = 1_000 * HOUR;
    const nonces = createNonceService('secret-a'.repeat(5), () => now);
    const nonce = nonces.issueShared('finaltilesgallery', '7');
    now += 12 * HOUR;
    expect(nonces.verifyShared('finaltilesgallery', '7', nonce)).toBe(true);
    now += 12 * HOUR;
    expect(nonces.verifyShared('finaltilesgallery', '7', nonce)).toBe(false);
  });

  it('refuses a scope or nonce that is not text', () => {
    const nonces = createNonceService('secret-a'.repeat(5), () => 0);
    const nonce = nonces.issueShared('finaltilesgallery', '7');
    for (const scope of [undefined, 7, ['7'], '']) {
      expect(nonces.verifyShared('finaltilesgallery', scope, nonce)).toBe(false);
    }
    for (const value of [undefined, 42, [nonce], '', 'x'.repeat(200)]) {
      expect(nonces.verifyShared('finaltilesgallery', '7', value)).toBe(false);
    }
  });
});
