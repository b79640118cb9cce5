import type { Database } from '@atelier/db/connection';
import {
  DEFAULT_MAIL_RETRY_POLICY,
  mailQueueRepository,
  type ClaimedMail,
  type MailRetryPolicy,
} from '@atelier/db/repositories/mail-queue';
import { onMailQueued } from './mail-service';
import type { MailTransport, OutgoingMessage } from './transports';

/** The part of pino's logger the worker uses. */
export interface MailWorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** The From header of every message. */
  from: string;
  log: MailWorkerLog;
  /** How often to look for due mail queued by other processes or waiting for a retry. */
  pollIntervalMs?: number;
  /**
   * How long a claimed row is kept from other workers. Far longer than one delivery can take
   * (the SMTP timeouts), so a row only goes to another worker when this one has died.
   */
  leaseMs?: number;
  retry?: MailRetryPolicy;
  now?: () => Date;
}

export interface MailRunReport {
  sent: number;
  retrying: number;
  failed: number;
}

export interface MailWorker {
  /** Delivers everything due now, after any run already under way; resolves with what it did. */
  runNow(): Promise<MailRunReport>;
  /** Stops polling, cancels a delivery in flight (its row goes back to the queue), closes the transport. */
  stop(): Promise<void>;
}

export const DEFAULT_MAIL_POLL_INTERVAL_MS = 5_000;
export const DEFAULT_MAIL_LEASE_MS = 10 * 60_000;
/** A run ends after this many messages so a long queue cannot starve the next poll's log line. */
const MAX_MESSAGES_PER_RUN = 100;

/**
 * Starts delivering queued mail: at once, every `pollIntervalMs`, and right after a message is
 * queued through a mail service of the same database. Rows are claimed one at a time with a
 * lease (see the mail queue repository), so any number of processes can run a worker on one
 * database and each message is delivered once. Failures are retried with back-off and logged
 * with credentials masked; nothing here ever throws into a visitor's request.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { transport, log } = options;
  const queue = mailQueueRepository(options.db);
  const now = options.now ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_MAIL_POLL_INTERVAL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_MAIL_LEASE_MS;
  const retry = options.retry ?? DEFAULT_MAIL_RETRY_POLICY;
  const cancelDeliveries = new AbortController();
  const emptyReport = (): MailRunReport => ({ sent: 0, retrying: 0, failed: 0 });

  let stopping = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let wakePending = false;
  let runs: Promise<unknown> = Promise.resolve();

  const deliverOne = async (claim: ClaimedMail): Promise<keyof MailRunReport | 'released'> => {
    const details = { mailId: claim.id, purpose: claim.purpose, attempt: claim.attempts };
    try {
      await transport.deliver(outgoingMessage(claim, options.from), cancelDeliveries.signal);
    } catch (error) {
      if (cancelDeliveries.signal.aborted) {
        await queue.release(claim, now());
        log.info(details, 'mail delivery cancelled by shutdown; the message stays queued');
        return 'released';
      }
      const failure = describeFailure(error, transport.redact);
      const outcome = await queue.recordFailure(
        claim,
        { error: failure.text, permanent: failure.permanent },
        retry,
        now(),
      );
      if (outcome.kind === 'retrying') {
        log.warn(
          { ...details, err: failure.logged, nextAttemptAt: outcome.nextAttemptAt.toISOString() },
          `mail ${claim.id} not delivered (attempt ${claim.attempts}); retrying at ${outcome.nextAttemptAt.toISOString()}`,
        );
        return 'retrying';
      }
      if (outcome.kind === 'failed') {
        log.error(
          { ...details, err: failure.logged },
          failure.permanent
            ? `mail ${claim.id} refused by the server; not retrying`
            : `mail ${claim.id} not delivered after ${claim.attempts} attempts; giving up`,
        );
        return 'failed';
      }
      log.warn(
        { ...details, err: failure.logged },
        `mail ${claim.id} failed after its lease ran out`,
      );
      return 'retrying';
    }
    if (await queue.markSent(claim, now())) {
      log.info(details, `mail ${claim.id} sent`);
    } else {
      log.warn(
        details,
        `mail ${claim.id} was delivered after its lease ran out; another worker may deliver it again`,
      );
    }
    return 'sent';
  };

  const deliverDue = async (): Promise<MailRunReport> => {
    const report = emptyReport();
    for (let handled = 0; handled < MAX_MESSAGES_PER_RUN && !stopping; handled += 1) {
      const [claim] = await queue.claimDue({ now: now(), leaseMs, limit: 1 });
      if (!claim) return report;
      const result = await deliverOne(claim);
      if (result !== 'released') report[result] += 1;
    }
    // Stopped early with mail possibly left: look again soon rather than after a full poll.
    if (!stopping) setImmediate(wake);
    return report;
  };

  const schedulePoll = () => {
    clearTimeout(pollTimer);
    if (stopping) return;
    pollTimer = setTimeout(wake, pollIntervalMs);
    // The worker never keeps the process alive on its own.
    pollTimer.unref();
  };

  const enqueueRun = (onStart?: () => void): Promise<MailRunReport> => {
    const run = runs.then(async () => {
      onStart?.();
      if (stopping) return emptyReport();
      try {
        return await deliverDue();
      } catch (error) {
        log.error(
          { err: error },
          'mail worker run failed; the queue is tried again at the next poll',
        );
        return emptyReport();
      } finally {
        schedulePoll();
      }
    });
    runs = run;
    return run;
  };

  function wake() {
    if (wakePending || stopping) return;
    wakePending = true;
    void enqueueRun(() => {
      wakePending = false;
    });
  }

  const stopListening = onMailQueued(options.db, wake);
  wake();

  let stopped: Promise<void> | undefined;
  return {
    runNow: () => enqueueRun(),
    stop() {
      stopped ??= (async () => {
        stopping = true;
        clearTimeout(pollTimer);
        stopListening();
        cancelDeliveries.abort();
        await runs;
        transport.close();
      })();
      return stopped;
    },
  };
}

function outgoingMessage(claim: ClaimedMail, from: string): OutgoingMessage {
  return {
    queueId: claim.id,
    messageId: `<atelier.mail-${claim.id}.${claim.createdAt.getTime()}@${domainOf(from)}>`,
    from,
    to: claim.recipient,
    subject: claim.subject,
    text: claim.textBody,
    html: claim.htmlBody ?? undefined,
    listUnsubscribe: claim.listUnsubscribe ?? undefined,
    replyTo: claim.replyTo ?? undefined,
  };
}

function domainOf(from: string): string {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'atelier.invalid';
}

/** The fields nodemailer puts on its errors that say what went wrong (never credentials). */
interface DeliveryError {
  message?: unknown;
  code?: unknown;
  responseCode?: unknown;
  command?: unknown;
  permanent?: unknown;
}

/**
 * What is logged and stored of a failed delivery: message, code, SMTP reply code and command,
 * each passed through the transport's redactor. The error object itself is never logged, as
 * its other fields (the transport's settings among them) could carry the password.
 */
function describeFailure(error: unknown, redact: (text: string) => string) {
  const fields: DeliveryError = typeof error === 'object' && error !== null ? error : {};
  const message = redact(String(fields.message ?? error));
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  const responseCode = typeof fields.responseCode === 'number' ? fields.responseCode : undefined;
  const command = typeof fields.command === 'string' ? redact(fields.command) : undefined;
  // A refused message or recipient (5xx) would be refused again; a 5xx to a login is the site's
  // configuration, which the owner can fix, so those messages keep their retries.
  const permanent = fields.permanent === true && (code === 'EENVELOPE' || code === 'EMESSAGE');
  return {
    permanent,
    text: code ? `${code}: ${message}` : message,
    logged: { message, code, responseCode, command },
  };
}
