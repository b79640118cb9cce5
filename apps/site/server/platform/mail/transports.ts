import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { maskSmtpUrl, smtpSecretRedactor } from './smtp-secrets';

export interface OutgoingMessage {
  /** The queue row it comes from: names the outbox file. */
  queueId: number;
  /** The same for every attempt, so a receiver can tell a repeated delivery from a new one. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /**
   * Issue 16: the one-click unsubscribe address (RFC 8058). Sent as `List-Unsubscribe: <url>`
   * with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, which mail clients read to offer
   * their own unsubscribe button.
   */
  listUnsubscribe?: string | undefined;
  replyTo?: string | undefined;
}

export interface MailTransport {
  /** Where mail goes, safe to print: never a password. */
  readonly description: string;
  /** Resolves once the message is handed over; rejects with the transport's error. */
  deliver(message: OutgoingMessage, signal: AbortSignal): Promise<void>;
  /** Masks credentials in a text before it is logged or stored. */
  redact(text: string): string;
  close(): void;
}

/** SMTP when `smtpUrl` is set; otherwise .eml files in DATA_DIR/outbox, so mail works offline. */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  dataDir: string;
}): MailTransport {
  return options.smtpUrl
    ? smtpTransport(options.smtpUrl)
    : outboxTransport(path.join(options.dataDir, 'outbox'));
}

/**
 * A message that hangs longer than these is retried later. They also bound how long one
 * delivery can keep a queue row, which must stay well inside the worker's lease.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    description: maskSmtpUrl(smtpUrl),
    async deliver(message, signal) {
      await transporter.sendMail({ ...withoutQueueId(message), signal });
    },
    redact: smtpSecretRedactor(smtpUrl),
    close() {
      transporter.close();
    },
  };
}

/**
 * Writes each message as an RFC 822 file. The bytes go to a hidden temporary name first and
 * are renamed into place once complete and synced, so a reader of the folder never sees half
 * a message. The folder and files are private to the server's user: mail can hold links that
 * open a visitor's saved work.
 */
export function outboxTransport(folder: string): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    description: `the outbox folder ${folder}`,
    async deliver(message, signal) {
      const info = await composer.sendMail({ ...withoutQueueId(message), signal });
      if (!Buffer.isBuffer(info.message)) {
        throw new Error('The mail composer returned a stream instead of the message bytes.');
      }
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const name = `${timestampForFileName(new Date())}-mail-${message.queueId}-${randomBytes(4).toString('hex')}.eml`;
      const partial = path.join(folder, `.${name}.partial`);
      try {
        const file = await open(partial, 'wx', 0o600);
        try {
          await file.writeFile(info.message);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(partial, path.join(folder, name));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    redact: (text) => text,
    close() {
      composer.close();
    },
  };
}

/** The message as nodemailer takes it (`list.unsubscribe` writes the List-Unsubscribe header). */
function withoutQueueId(message: OutgoingMessage) {
  const { queueId: _queueId, listUnsubscribe, ...fields } = message;
  if (listUnsubscribe === undefined) return fields;
  return {
    ...fields,
    list: { unsubscribe: { url: listUnsubscribe } },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** 20260301-101500: sorts by time in a file listing. */
function timestampForFileName(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, '')
    .replaceAll('-', '')
    .replaceAll(':', '')
    .replace('T', '-');
}
