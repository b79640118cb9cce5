import { captchaChallengeRepository } from '@atelier/db/repositories/captcha-challenges';
import { cartRepository } from '@atelier/db/repositories/cart';
import { draftRepository } from '@atelier/db/repositories/drafts';
import { formRepository } from '@atelier/db/repositories/forms';
import { mailQueueRepository } from '@atelier/db/repositories/mail-queue';
import { rateLimitRepository } from '@atelier/db/repositories/rate-limits';
import { sessionRepository } from '@atelier/db/repositories/sessions';
import { testGatewayRepository } from '@atelier/db/repositories/test-gateway';
import { carts, testGatewayObjects } from '@atelier/db/schema';
import { testDatabaseTargets } from '@atelier/db/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterRepository } from '@atelier/db/repositories/newsletter';
import {
  ABANDONED_CART_MS,
  runHousekeeping,
  SENT_MAIL_KEPT_MS,
  TEST_GATEWAY_RECORDS_KEPT_MS,
} from './housekeeping';

describe.each(testDatabaseTargets())('housekeeping on $name', (target) => {
  it('removes expired sessions, abandoned carts and old counters, and keeps the rest', async () => {
    const handle = await target.open();
    try {
      const now = new Date('2026-06-01T00:00:00Z');
      const sessions = sessionRepository(handle.db);
      await sessions.save(
        { id: 'live', data: {}, expiresAt: new Date('2026-07-01T00:00:00Z') },
        now,
      );
      await sessions.save(
        { id: 'gone', data: {}, expiresAt: new Date('2026-05-01T00:00:00Z') },
        now,
      );
      // Carts need no product for this: an empty cart row is what is purged.
      const cart = cartRepository(handle.db);
      await handle.db.insert(carts).values({ sessionId: 'fresh', updatedAt: now });
      await handle.db
        .insert(carts)
        .values({ sessionId: 'stale', updatedAt: new Date(now.getTime() - ABANDONED_CART_MS - 1) });
      await rateLimitRepository(handle.db).hit('old', 60_000, new Date('2026-05-01T00:00:00Z'));

      expect(await runHousekeeping(handle.db, now)).toEqual({
        expiredSessions: 1,
        abandonedCarts: 1,
        expiredDrafts: 0,
        oldSentMail: 0,
        expiredCaptchaChallenges: 0,
        expiredNewsletterSignUps: 0,
        oldTestGatewayRecords: 0,
      });
      expect(await sessions.find('live', now)).toBeDefined();
      expect(await handle.db.select().from(carts).where(eq(carts.sessionId, 'stale'))).toEqual([]);
      expect(await cart.lines('fresh')).toEqual([]);
      expect(
        (await handle.db.select().from(carts).where(eq(carts.sessionId, 'fresh'))).length,
      ).toBe(1);
      // A second run finds nothing left to do.
      expect(await runHousekeeping(handle.db, now)).toEqual({
        expiredSessions: 0,
        abandonedCarts: 0,
        expiredDrafts: 0,
        oldSentMail: 0,
        expiredCaptchaChallenges: 0,
        expiredNewsletterSignUps: 0,
        oldTestGatewayRecords: 0,
      });
    } finally {
      await handle.close();
    }
  });

  it('DRAFT: removes drafts past their expiry, so their links stop working, and keeps live ones', async () => {
    const handle = await target.open();
    try {
      const now = new Date('2026-06-01T00:00:00Z');
      await formRepository(handle.db).upsert({
        id: 43001,
        slug: 'housekeeping-form',
        title: 'Housekeeping form',
        status: 'publish',
        definition: { fields: [{ id: 'text-1', type: 'text' }], settings: {} },
        successBehaviour: { behav: 'behaviour-thankyou', message: 'Thanks.' },
      });
      const drafts = draftRepository(handle.db);
      const draft = { formId: 43001, values: { 'text-1': 'Ana' }, page: 0, sessionId: 's' };
      await drafts.save({ ...draft, id: 'expired', expiresAt: new Date('2026-05-31T00:00:00Z') });
      await drafts.save({ ...draft, id: 'live', expiresAt: new Date('2026-06-30T00:00:00Z') });

      expect((await runHousekeeping(handle.db, now)).expiredDrafts).toBe(1);
      expect(await drafts.find('expired', new Date('2026-05-01T00:00:00Z'))).toBeUndefined();
      expect(await drafts.find('live', now)).toBeDefined();
    } finally {
      await handle.close();
    }
  });

  it('removes delivered mail after 30 days and keeps newer, pending and failed mail', async () => {
    const handle = await target.open();
    try {
      const now = new Date('2026-06-01T00:00:00Z');
      const longAgo = new Date(now.getTime() - SENT_MAIL_KEPT_MS - 1);
      const queue = mailQueueRepository(handle.db);
      const mail = {
        recipient: 'a@example.com',
        subject: 'Hello',
        textBody: 'Hi',
        purpose: 'test',
      };
      const oldSent = await queue.enqueue(mail, longAgo);
      const recentSent = await queue.enqueue(mail, longAgo);
      const failed = await queue.enqueue(mail, longAgo);
      const pending = await queue.enqueue(mail, longAgo);
      for (const claim of await queue.claimDue({ now: longAgo, leaseMs: 1, limit: 3 })) {
        if (claim.id === oldSent) await queue.markSent(claim, longAgo);
        if (claim.id === recentSent) await queue.markSent(claim, now);
        if (claim.id === failed) {
          await queue.recordFailure(
            claim,
            { error: '550 no user', permanent: true },
            undefined,
            longAgo,
          );
        }
      }

      expect((await runHousekeeping(handle.db, now)).oldSentMail).toBe(1);
      expect(await queue.find(oldSent)).toBeUndefined();
      for (const kept of [recentSent, failed, pending]) {
        expect(await queue.find(kept)).toBeDefined();
      }
    } finally {
      await handle.close();
    }
  });

  it('ADR 0018: newsletter sign-ups not confirmed within 7 days are forgotten; confirmed ones stay', async () => {
    const handle = await target.open();
    try {
      const now = new Date('2026-06-08T00:00:00Z');
      const newsletter = newsletterRepository(handle.db);
      const signUp = (email: string, expires: string) => ({
        email,
        name: '',
        consentText: 'Yes, please.',
        popupId: null,
        ipHash: 'hash',
        confirmTokenHash: `confirm-${email}`,
        confirmExpiresAt: new Date(expires),
        unsubscribeTokenHash: `unsubscribe-${email}`,
      });
      const signedUp = new Date('2026-06-01T00:00:00Z');
      await newsletter.subscribe(signUp('expired@example.com', '2026-06-07T23:59:00Z'), signedUp);
      await newsletter.subscribe(signUp('open@example.com', '2026-06-08T00:05:00Z'), signedUp);
      await newsletter.subscribe(signUp('kept@example.com', '2026-06-02T00:00:00Z'), signedUp);
      await newsletter.confirm('confirm-kept@example.com', signedUp);
      expect((await runHousekeeping(handle.db, now)).expiredNewsletterSignUps).toBe(1);
      expect(await newsletter.findByEmail('expired@example.com')).toBeUndefined();
      expect((await newsletter.findByEmail('open@example.com'))?.status).toBe('pending');
      expect((await newsletter.findByEmail('kept@example.com'))?.status).toBe('confirmed');
    } finally {
      await handle.close();
    }
  });

  it("issue 17: the test gateway's records untouched for 90 days go, recent ones stay", async () => {
    const handle = await target.open();
    try {
      const now = new Date('2026-09-01T00:00:00Z');
      const gateway = testGatewayRepository(handle.db);
      await gateway.create('payment_intent', 'pi_old', { status: 'succeeded' });
      await gateway.create('payment_intent', 'pi_recent', { status: 'succeeded' });
      await handle.db
        .update(testGatewayObjects)
        .set({ updatedAt: new Date(now.getTime() - TEST_GATEWAY_RECORDS_KEPT_MS - 1) })
        .where(eq(testGatewayObjects.id, 'pi_old'));
      await handle.db
        .update(testGatewayObjects)
        .set({ updatedAt: new Date(now.getTime() - TEST_GATEWAY_RECORDS_KEPT_MS + 60_000) })
        .where(eq(testGatewayObjects.id, 'pi_recent'));
      expect((await runHousekeeping(handle.db, now)).oldTestGatewayRecords).toBe(1);
      expect(await gateway.get('payment_intent', 'pi_old')).toBeUndefined();
      expect(await gateway.get('payment_intent', 'pi_recent')).toBeDefined();
    } finally {
      await handle.close();
    }
  });

  it('CAP-003: spent captcha challenges are kept until they expire, so a replay stays refused until then', async () => {
    const handle = await target.open();
    try {
      const now = new Date('2026-06-01T00:00:00Z');
      const spent = captchaChallengeRepository(handle.db);
      expect(await spent.spend('expired', new Date('2026-05-31T23:59:00Z'))).toBe(true);
      expect(await spent.spend('open', new Date('2026-06-01T00:05:00Z'))).toBe(true);
      expect((await runHousekeeping(handle.db, now)).expiredCaptchaChallenges).toBe(1);
      // The open one still counts as answered: a second use is refused.
      expect(await spent.spend('open', new Date('2026-06-01T00:05:00Z'))).toBe(false);
    } finally {
      await handle.close();
    }
  });

  it('issue 21: a job another process holds is skipped and reported; the others run', async () => {
    const handle = await target.open();
    try {
      const now = new Date('2026-06-01T00:00:00Z');
      await sessionRepository(handle.db).save(
        { id: 'gone', data: {}, expiresAt: new Date('2026-05-01T00:00:00Z') },
        now,
      );
      const asked: string[] = [];
      let released = 0;
      let listed = false;
      const report = await runHousekeeping(handle.db, now, {
        // Another process is sweeping reservations and orphans: this one must keep out.
        locks: {
          async runAlone(job, work) {
            asked.push(job);
            if (job === 'reservation-sweep' || job === 'orphan-uploads') return { ran: false };
            return { ran: true, value: await work() };
          },
        },
        releaseExpiredReservations: async () => {
          released += 1;
          return 1;
        },
        uploads: {
          write: () => Promise.reject(new Error('not used')),
          read: async () => undefined,
          signedDownloadUrl: async () => undefined,
          delete: async () => undefined,
          async *list() {
            listed = true;
            yield* [];
          },
          sweepIncomplete: async () => 0,
        },
      });
      expect(asked).toEqual([
        'housekeeping',
        'draft-expiry',
        'reservation-sweep',
        'orphan-uploads',
      ]);
      expect(released).toBe(0);
      expect(listed).toBe(false);
      expect(report).toMatchObject({
        expiredSessions: 1,
        releasedReservations: 0,
        orphanUploads: 0,
        skipped: ['reservation-sweep', 'orphan-uploads'],
      });
    } finally {
      await handle.close();
    }
  });
});
