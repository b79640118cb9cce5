import type { Database } from '@atelier/db/connection';
import { mailQueueRepository } from '@atelier/db/repositories/mail-queue';
import { z } from 'zod';

const outgoingMailSchema = z.object({
  to: z
    .string()
    .trim()
    .pipe(z.email({ error: 'is not an email address' })),
  subject: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    // A line break would let the text start a header of its own.
    .refine((subject) => !/[\r\n]/.test(subject), 'must be one line'),
  text: z.string(),
  html: z.string().optional(),
  /** Issue 16: `Name <address>` or an address; one line, so it cannot start a header. */
  replyTo: z
    .string()
    .trim()
    .max(320)
    .refine((value) => !/[\r\n]/.test(value), 'must be one line')
    .refine(
      (value) => z.email().safeParse(/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value).success,
      'is not an email address',
    )
    .optional(),
  purpose: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a short lower-case name such as draft-link'),
  /**
   * Issue 16 (ADR 0018): the address a mail client's unsubscribe button posts to (RFC 8058). An
   * https or http address only: it goes into a header between angle brackets.
   */
  listUnsubscribe: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
    .refine((href) => !/[\s<>]/.test(href), 'must not hold spaces or angle brackets')
    .optional(),
});

export type OutgoingMail = z.input<typeof outgoingMailSchema>;

/** The caller asked for mail that cannot be sent; nothing was queued. */
export class MailRefusedError extends Error {
  override name = 'MailRefusedError';

  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

type QueuedListener = () => void;

/*
 * A queued row is found by every worker's poll anyway; this only lets the worker of the same
 * process start at once instead of at its next poll. Keyed by database, so services and a
 * worker built on the same connection find each other without being wired together.
 */
const queuedListeners = new WeakMap<Database, Set<QueuedListener>>();

/** Calls `listener` after each message queued through a mail service of this database. */
export function onMailQueued(db: Database, listener: QueuedListener): () => void {
  let listeners = queuedListeners.get(db);
  if (!listeners) {
    listeners = new Set();
    queuedListeners.set(db, listeners);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Outgoing mail for the rest of the site. `enqueue` only writes the message to the queue, so
 * a visitor's request never waits for, or fails on, an SMTP server: the mail worker delivers
 * it, retrying on failure. A message that could never be sent is refused with a
 * MailRefusedError naming the field.
 */
export function createMailService(db: Database, options: { now?: () => Date } = {}) {
  const queue = mailQueueRepository(db);
  const now = options.now ?? (() => new Date());
  return {
    async enqueue(mail: OutgoingMail): Promise<{ id: number }> {
      const parsed = outgoingMailSchema.safeParse(mail);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = String(issue?.path[0] ?? 'mail');
        throw new MailRefusedError(
          field,
          `Mail not queued: ${field} ${issue?.message ?? 'is invalid'}.`,
        );
      }
      const { to, subject, text, html, replyTo, purpose, listUnsubscribe } = parsed.data;
      const id = await queue.enqueue(
        {
          recipient: to,
          subject,
          textBody: text,
          htmlBody: html,
          replyTo,
          purpose,
          listUnsubscribe,
        },
        now(),
      );
      for (const listener of queuedListeners.get(db) ?? []) listener();
      return { id };
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
