// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writePopupCookie } from './popup-cookies-client';

const DAY = 24 * 3600;

afterEach(() => vi.restoreAllMocks());

describe('writePopupCookie', () => {
  it('POP-020 a close after a sign-up keeps the year: the 30-day cookie is not written over it', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    const now = Date.now();
    writePopupCookie({ name: 'pum-7001', maxAgeSeconds: 365 * DAY, sitewide: true }, now);
    writePopupCookie({ name: 'pum-7001', maxAgeSeconds: 30 * DAY, sitewide: true }, now + 3000);
    expect(written).toHaveBeenCalledTimes(1);
    expect(written.mock.calls[0]?.[0]).toContain(`Max-Age=${365 * DAY}`);
  });

  it('POP-020 a longer cookie does replace a shorter one, and another popup’s cookie is its own', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    const now = Date.now();
    writePopupCookie({ name: 'pum-7002', maxAgeSeconds: 30 * DAY, sitewide: true }, now);
    writePopupCookie({ name: 'pum-7002', maxAgeSeconds: 365 * DAY, sitewide: true }, now + 1000);
    writePopupCookie({ name: 'pum-7003', maxAgeSeconds: 30 * DAY, sitewide: true }, now + 2000);
    expect(written.mock.calls.map(([value]) => value.split(';')[0])).toEqual([
      'pum-7002=true',
      'pum-7002=true',
      'pum-7003=true',
    ]);
  });
});
