import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * When a comment form was opened, signed by the server (ADR 0027, as the contact form's opening
 * stamp, ADR 0016). The page is cached and the same for every visitor, so it cannot carry the
 * moment: the enhanced form asks for a stamp when it starts, and a native post without one is
 * answered with one to send again. A comment sooner than the minimum fill time after its stamp is
 * held as spam. The stamp names the thing commented on, so one stamp does not serve every page.
 */
const signatureOf = (secret: string, thread: string, openedAtMs: number) =>
  createHmac('sha256', secret)
    .update(`comment-opened:${thread}:${openedAtMs}`)
    .digest('base64url')
    .slice(0, 32);

export function commentStamp(secret: string, thread: string, openedAt: Date): string {
  const openedAtMs = openedAt.getTime();
  return `${openedAtMs}.${signatureOf(secret, thread, openedAtMs)}`;
}

/** The moment a stamp names, when the server signed it for this thread; undefined else. */
export function commentOpenedAt(secret: string, thread: string, stamp: string): Date | undefined {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{32})$/.exec(stamp);
  if (!match?.[1] || !match[2]) return undefined;
  const openedAtMs = Number(match[1]);
  const expected = Buffer.from(signatureOf(secret, thread, openedAtMs));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? new Date(openedAtMs)
    : undefined;
}
