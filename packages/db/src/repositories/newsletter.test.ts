import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection';
import { testDatabaseTargets } from '../testing';
import { newsletterRepository, type NewsletterSignUp } from './newsletter';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-01T10:00:00Z');

let tokenCounter = 0;
const signUp = (email: string, overrides: Partial<NewsletterSignUp> = {}): NewsletterSignUp => {
  tokenCounter += 1;
  return {
    email,
    name: 'Ada',
    consentText: 'I agree to receive the newsletter.',
    popupId: 40001,
    ipHash: 'address-hash',
    confirmTokenHash: `confirm-${tokenCounter}`,
    confirmExpiresAt: new Date(NOW.getTime() + 7 * DAY_MS),
    unsubscribeTokenHash: `unsubscribe-${email}`,
    ...overrides,
  };
};

describe.each(testDatabaseTargets())('newsletter subscribers on $name', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('POP-014 ADR 0018 a sign-up stores a pending row with its consent wording, confirmed once by its live token', async () => {
    const newsletter = newsletterRepository(handle.db);
    const first = signUp('ada@example.com');
    expect(await newsletter.subscribe(first, NOW)).toMatchObject({ outcome: 'pending' });
    expect(await newsletter.findByEmail('ada@example.com')).toMatchObject({
      status: 'pending',
      name: 'Ada',
      popupId: 40001,
      consentText: 'I agree to receive the newsletter.',
      confirmedAt: null,
    });
    expect(await newsletter.confirmLinkIsLive(first.confirmTokenHash, NOW)).toBe(true);
    expect(await newsletter.confirm('some-other-token', NOW)).toBeUndefined();
    const confirmed = await newsletter.confirm(first.confirmTokenHash, NOW);
    expect(confirmed).toMatchObject({ email: 'ada@example.com', status: 'confirmed' });
    expect(confirmed?.confirmedAt).toEqual(NOW);
    // The link works once.
    expect(await newsletter.confirm(first.confirmTokenHash, NOW)).toBeUndefined();
    expect(await newsletter.confirmLinkIsLive(first.confirmTokenHash, NOW)).toBe(false);
  });

  it('ADR 0018 an expired confirm token confirms nothing and housekeeping removes the pending row', async () => {
    const newsletter = newsletterRepository(handle.db);
    const late = signUp('late@example.com', { confirmExpiresAt: new Date(NOW.getTime() + DAY_MS) });
    await newsletter.subscribe(late, NOW);
    const afterExpiry = new Date(NOW.getTime() + 2 * DAY_MS);
    expect(await newsletter.confirmLinkIsLive(late.confirmTokenHash, afterExpiry)).toBe(false);
    expect(await newsletter.confirm(late.confirmTokenHash, afterExpiry)).toBeUndefined();
    expect((await newsletter.findByEmail('late@example.com'))?.status).toBe('pending');
    // A live pending row and a confirmed one stay.
    await newsletter.subscribe(signUp('live@example.com'), NOW);
    expect(await newsletter.purgeExpiredPending(afterExpiry)).toBe(1);
    expect(await newsletter.findByEmail('late@example.com')).toBeUndefined();
    expect((await newsletter.findByEmail('live@example.com'))?.status).toBe('pending');
    expect((await newsletter.findByEmail('ada@example.com'))?.status).toBe('confirmed');
  });

  it('POP-014 signing up again refreshes a pending row (the new token works, the old does not) and leaves a confirmed one alone', async () => {
    const newsletter = newsletterRepository(handle.db);
    const first = signUp('again@example.com');
    const firstId = await newsletter.subscribe(first, NOW);
    const second = signUp('again@example.com', { name: 'Grace', popupId: null });
    expect(await newsletter.subscribe(second, NOW)).toEqual(firstId);
    expect(await newsletter.countByEmail('again@example.com')).toBe(1);
    expect(await newsletter.findByEmail('again@example.com')).toMatchObject({
      name: 'Grace',
      popupId: null,
    });
    expect(await newsletter.confirm(first.confirmTokenHash, NOW)).toBeUndefined();
    expect(await newsletter.confirm(second.confirmTokenHash, NOW)).toBeDefined();
    // Confirmed: a further sign-up changes nothing and says so.
    const third = signUp('again@example.com', { name: 'Mallory' });
    expect(await newsletter.subscribe(third, NOW)).toEqual({ outcome: 'already-confirmed' });
    expect(await newsletter.findByEmail('again@example.com')).toMatchObject({
      name: 'Grace',
      status: 'confirmed',
    });
    expect(await newsletter.confirmLinkIsLive(third.confirmTokenHash, NOW)).toBe(false);
  });

  it('ADR 0018 an unsubscribe token unsubscribes its row once and keeps the first time; signing up again starts over as pending', async () => {
    const newsletter = newsletterRepository(handle.db);
    const row = signUp('leaving@example.com');
    await newsletter.subscribe(row, NOW);
    await newsletter.confirm(row.confirmTokenHash, NOW);
    expect(await newsletter.unsubscribeLinkIsKnown(row.unsubscribeTokenHash)).toBe(true);
    expect(await newsletter.unsubscribeLinkIsKnown('unknown')).toBe(false);
    expect(await newsletter.unsubscribe('unknown', NOW)).toBeUndefined();
    const gone = await newsletter.unsubscribe(row.unsubscribeTokenHash, NOW);
    expect(gone).toMatchObject({ status: 'unsubscribed', email: 'leaving@example.com' });
    expect(gone?.unsubscribedAt).toEqual(NOW);
    const later = new Date(NOW.getTime() + DAY_MS);
    const again = await newsletter.unsubscribe(row.unsubscribeTokenHash, later);
    expect(again?.unsubscribedAt).toEqual(NOW);
    // A new sign-up is pending again and waits for its own confirmation.
    const back = signUp('leaving@example.com');
    expect(await newsletter.subscribe(back, later)).toMatchObject({ outcome: 'pending' });
    expect(await newsletter.findByEmail('leaving@example.com')).toMatchObject({
      status: 'pending',
      unsubscribedAt: null,
    });
  });

  it('ADR 0018 unsubscribing a pending sign-up also stops its confirm link', async () => {
    const newsletter = newsletterRepository(handle.db);
    const row = signUp('never@example.com');
    await newsletter.subscribe(row, NOW);
    expect(await newsletter.unsubscribe(row.unsubscribeTokenHash, NOW)).toBeDefined();
    expect(await newsletter.confirm(row.confirmTokenHash, NOW)).toBeUndefined();
    expect((await newsletter.findByEmail('never@example.com'))?.status).toBe('unsubscribed');
  });

  it('POP-014 ADR 0018 concurrent sign-ups of one address give one row, and its token is one of theirs', async () => {
    const newsletter = newsletterRepository(handle.db);
    const attempts = Array.from({ length: 6 }, () => signUp('race@example.com'));
    const outcomes = await Promise.all(
      attempts.map((attempt) => newsletter.subscribe(attempt, NOW)),
    );
    expect(outcomes.every((outcome) => outcome.outcome === 'pending')).toBe(true);
    expect(
      new Set(outcomes.map((outcome) => (outcome.outcome === 'pending' ? outcome.id : 0))).size,
    ).toBe(1);
    expect(await newsletter.countByEmail('race@example.com')).toBe(1);
    const live = await Promise.all(
      attempts.map((attempt) => newsletter.confirmLinkIsLive(attempt.confirmTokenHash, NOW)),
    );
    expect(live.filter(Boolean)).toHaveLength(1);
  });
});
