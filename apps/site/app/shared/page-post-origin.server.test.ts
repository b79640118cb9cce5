import { describe, expect, it } from 'vitest';
import { postedFromThisSite } from './page-post-origin.server';

const post = (headers: Record<string, string>) =>
  new Request('http://shop.example/contact/', { method: 'POST', headers });

describe('a native page post without a nonce (ADR 0011)', () => {
  it('is accepted when the browser says it came from this site', () => {
    expect(postedFromThisSite(post({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(postedFromThisSite(post({ origin: 'http://shop.example' }))).toBe(true);
    expect(postedFromThisSite(post({ referer: 'http://shop.example/contact/' }))).toBe(true);
  });

  it('is refused from another site, even when Origin is forged beside Sec-Fetch-Site', () => {
    expect(postedFromThisSite(post({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(postedFromThisSite(post({ 'sec-fetch-site': 'same-site' }))).toBe(false);
    expect(
      postedFromThisSite(post({ 'sec-fetch-site': 'cross-site', origin: 'http://shop.example' })),
    ).toBe(false);
    expect(postedFromThisSite(post({ origin: 'https://evil.example' }))).toBe(false);
    expect(postedFromThisSite(post({ origin: 'null' }))).toBe(false);
    expect(postedFromThisSite(post({ referer: 'https://evil.example/x' }))).toBe(false);
    expect(postedFromThisSite(post({ referer: 'not a url' }))).toBe(false);
  });

  it('is refused when the post says nothing about where it came from', () => {
    expect(postedFromThisSite(post({}))).toBe(false);
  });
});
