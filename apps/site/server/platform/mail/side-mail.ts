import { MailRefusedError, type OutgoingMail } from './mail-service';

/**
 * A mail a visitor's request queues "on the side": the request has already succeeded, so a
 * mail that cannot be queued is logged (never with the address or the content, which are the
 * visitor's) and the request still answers normally.
 */
export interface SideMailLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const silentMailLog: SideMailLog = { warn: () => undefined, error: () => undefined };

/**
 * Queues one side mail. A refusal (an address the mail schema does not accept) is logged as
 * `<what> not queued: …` with `details` and the refused field's name, never its value; any other
 * failure is the caller's to handle.
 */
export async function queueSideMail(
  mail: { enqueue(mail: OutgoingMail): Promise<unknown> },
  message: OutgoingMail,
  log: SideMailLog,
  what: string,
  details: object,
): Promise<void> {
  try {
    await mail.enqueue(message);
  } catch (error) {
    if (!(error instanceof MailRefusedError)) throw error;
    log.warn({ ...details, field: error.field }, `${what} not queued: ${error.message}`);
  }
}
