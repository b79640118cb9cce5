import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * When a contact form was opened, signed by the server (ADR 0016). The page is cached and the same
 * for every visitor, so it cannot carry the moment; the browser fetches a stamp with the refill
 * call when the form starts (and after each send), and a native post gets one in the page its
 * first post renders. A submit sooner than the form's minimum fill time after its stamp, or with
 * no valid stamp, is spam. The stamp is not a secret (a bot may fetch one too): it makes a bot
 * wait, as a person takes time to write.
 */
const signatureOf = (secret: string, formId: number, openedAtMs: number) =>
  createHmac('sha256', secret)
    .update(`contact-form-opened:${formId}:${openedAtMs}`)
    .digest('base64url')
    .slice(0, 32);

export function openedStamp(secret: string, formId: number, openedAt: Date): string {
  const openedAtMs = openedAt.getTime();
  return `${openedAtMs}.${signatureOf(secret, formId, openedAtMs)}`;
}

/** The moment a stamp names, when the server signed it for this form; undefined else. */
export function openedAtOf(secret: string, formId: number, stamp: string): Date | undefined {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{32})$/.exec(stamp);
  if (!match?.[1] || !match[2]) return undefined;
  const openedAtMs = Number(match[1]);
  const expected = Buffer.from(signatureOf(secret, formId, openedAtMs));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? new Date(openedAtMs)
    : undefined;
}
