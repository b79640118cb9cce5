import type { Database } from '@atelier/db/connection';
import { accountRepository } from '@atelier/db/repositories/accounts';
import { captchaChallengeRepository } from '@atelier/db/repositories/captcha-challenges';
import { cartRepository } from '@atelier/db/repositories/cart';
import { draftRepository } from '@atelier/db/repositories/drafts';
import type { JobLocks, JobName } from '@atelier/db/repositories/job-locks';
import { mailQueueRepository } from '@atelier/db/repositories/mail-queue';
import { newsletterRepository } from '@atelier/db/repositories/newsletter';
import { rateLimitRepository } from '@atelier/db/repositories/rate-limits';
import { sessionRepository } from '@atelier/db/repositories/sessions';
import { testGatewayRepository } from '@atelier/db/repositories/test-gateway';
import { cleanOrphanUploads } from './forms/uploads/orphan-cleanup';
import type { UploadStore } from './forms/uploads/upload-store';

const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUSEKEEPING_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** A cart nobody touched for this long belongs to a visitor who is not coming back. */
export const ABANDONED_CART_MS = 60 * DAY_MS;
/** Delivered mail is kept this long to answer "did it go out?"; failed mail stays. */
export const SENT_MAIL_KEPT_MS = 30 * DAY_MS;
/**
 * Issue 17: the built-in test gateway's records (test cards, intents, wallet orders) untouched
 * this long go: long enough to refund a test order, and no real money ever hung on them.
 */
export const TEST_GATEWAY_RECORDS_KEPT_MS = 90 * DAY_MS;
/**
 * Issue 17: how often expired stock reservations (pending card or PayPal orders) are released.
 * Far more often than the rest: a reservation lasts minutes, and a held work cannot be sold.
 */
export const RESERVATION_SWEEP_INTERVAL_MS = 60 * 1000;

export interface HousekeepingReport {
  expiredSessions: number;
  abandonedCarts: number;
  /** Saved drafts past DRAFT_LIFETIME_DAYS (their links stop working). */
  expiredDrafts: number;
  oldSentMail: number;
  /** Answered self-hosted captcha challenges past their expiry (issue 15). */
  expiredCaptchaChallenges: number;
  /** Newsletter sign-ups never confirmed within their link's 7 days (issue 16, ADR 0018). */
  expiredNewsletterSignUps: number;
  /** Issue 17: the test gateway's records untouched for 90 days. */
  oldTestGatewayRecords: number;
  /** Uploads never attached to an entry or a draft within 24 hours (when given the store). */
  orphanUploads?: number;
  /** Issue 17: pending orders whose reservation ran out, released (when given the checkout). */
  releasedReservations?: number;
  /**
   * Issue 21: jobs left alone because another process (or another timer here) was running
   * them; their counts above are 0. Absent when every job ran.
   */
  skipped?: JobName[];
}

export interface HousekeepingOptions {
  /** The upload store: its orphaned files are removed with their rows. */
  uploads?: UploadStore;
  /**
   * Issue 17: releases pending orders whose reservation ran out (the checkout's
   * `releaseExpiredReservations`: the payment abandoned, the stock back, the order `failed`).
   * The composition root hands it in, as housekeeping imports no room's service.
   */
  releaseExpiredReservations?: (now: Date) => Promise<number>;
  /**
   * Issue 21 (ADR 0031): runs each job in one process at a time when several share a database
   * (`jobLockRepository(database)`). Absent: every job simply runs (one process, tests).
   */
  locks?: JobLocks;
}

/** Without locks every job simply runs: right for one process and for tests (main.ts locks). */
const unlocked: JobLocks = {
  runAlone: async (_job, work) => ({ ran: true, value: await work() }),
};

/** The purges of the `housekeeping` job: each an idempotent delete of what only grows. */
async function purgeWhatOnlyGrows(db: Database, now: Date) {
  const expiredSessions = await sessionRepository(db).purgeExpired(now);
  const abandonedCarts = await cartRepository(db).purgeAbandoned(
    new Date(now.getTime() - ABANDONED_CART_MS),
  );
  await rateLimitRepository(db).purgeOlderThan(new Date(now.getTime() - DAY_MS));
  // Issue 15: pending logins and mailed account links past their time.
  await accountRepository(db).purgeExpired(now);
  const oldSentMail = await mailQueueRepository(db).purgeSentBefore(
    new Date(now.getTime() - SENT_MAIL_KEPT_MS),
  );
  const expiredCaptchaChallenges = await captchaChallengeRepository(db).purgeExpired(now);
  // Issue 16: an unconfirmed sign-up gave no consent to keep its address.
  const expiredNewsletterSignUps = await newsletterRepository(db).purgeExpiredPending(now);
  const oldTestGatewayRecords = await testGatewayRepository(db).purgeOlderThan(
    new Date(now.getTime() - TEST_GATEWAY_RECORDS_KEPT_MS),
  );
  return {
    expiredSessions,
    abandonedCarts,
    oldSentMail,
    expiredCaptchaChallenges,
    expiredNewsletterSignUps,
    oldTestGatewayRecords,
  };
}

const NOTHING_PURGED: Awaited<ReturnType<typeof purgeWhatOnlyGrows>> = {
  expiredSessions: 0,
  abandonedCarts: 0,
  oldSentMail: 0,
  expiredCaptchaChallenges: 0,
  expiredNewsletterSignUps: 0,
  oldTestGatewayRecords: 0,
};

/**
 * Removes what only grows: expired sessions, abandoned carts, old rate-limit counters,
 * expired drafts, expired pending logins and account links, delivered mail older than 30 days,
 * spent captcha challenges past their expiry, newsletter sign-ups never confirmed and the test
 * gateway's old records; releases expired reservations and removes orphaned uploads when given
 * what they need. Issue 21: with `locks`, each of its jobs (`housekeeping`, `draft-expiry`,
 * `reservation-sweep`, `orphan-uploads`) runs in one process at a time; a job another process is
 * running is skipped, not waited for (ADR 0031).
 */
export async function runHousekeeping(
  db: Database,
  now = new Date(),
  options: HousekeepingOptions = {},
): Promise<HousekeepingReport> {
  const locks = options.locks ?? unlocked;
  const skipped: JobName[] = [];
  const alone = async <T>(job: JobName, work: () => Promise<T>, ifSkipped: T): Promise<T> => {
    const run = await locks.runAlone(job, work);
    if (run.ran) return run.value;
    skipped.push(job);
    return ifSkipped;
  };

  const purged = await alone('housekeeping', () => purgeWhatOnlyGrows(db, now), NOTHING_PURGED);
  const expiredDrafts = await alone('draft-expiry', () => draftRepository(db).purgeExpired(now), 0);
  const report: HousekeepingReport = {
    expiredSessions: purged.expiredSessions,
    abandonedCarts: purged.abandonedCarts,
    expiredDrafts,
    oldSentMail: purged.oldSentMail,
    expiredCaptchaChallenges: purged.expiredCaptchaChallenges,
    expiredNewsletterSignUps: purged.expiredNewsletterSignUps,
    oldTestGatewayRecords: purged.oldTestGatewayRecords,
  };
  const release = options.releaseExpiredReservations;
  if (release) {
    report.releasedReservations = await alone('reservation-sweep', () => release(now), 0);
  }
  // After the drafts: an expired draft lets go of its files.
  const uploads = options.uploads;
  if (uploads) {
    report.orphanUploads = await alone(
      'orphan-uploads',
      () => cleanOrphanUploads(db, uploads, now),
      0,
    );
  }
  return skipped.length > 0 ? { ...report, skipped } : report;
}

/** Runs housekeeping now and every six hours; the timer never keeps the process alive. */
export function scheduleHousekeeping(
  db: Database,
  log: {
    info(report: object, message: string): void;
    error(report: object, message: string): void;
  },
  options: HousekeepingOptions = {},
) {
  const run = () =>
    runHousekeeping(db, new Date(), options)
      .then((report) => log.info(report, 'housekeeping done'))
      .catch((error: unknown) => log.error({ err: error }, 'housekeeping failed'));
  void run();
  const timer = setInterval(run, HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  // Issue 17: reservations are swept every minute on their own, between the full runs.
  const release = options.releaseExpiredReservations;
  const locks = options.locks ?? unlocked;
  const sweep = release
    ? setInterval(() => {
        locks
          .runAlone('reservation-sweep', () => release(new Date()))
          .then((run) => {
            if (run.ran && run.value > 0) {
              log.info({ releasedReservations: run.value }, 'reservations released');
            }
          })
          .catch((error: unknown) => log.error({ err: error }, 'reservation release failed'));
      }, RESERVATION_SWEEP_INTERVAL_MS)
    : undefined;
  sweep?.unref();
  return () => {
    clearInterval(timer);
    if (sweep) clearInterval(sweep);
  };
}
