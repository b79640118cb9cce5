import { NEWSLETTER_TEXTS } from '@atelier/contracts/newsletter';
import type { DatabaseHandle } from '@atelier/db/connection';
import { newsletterRepository } from '@atelier/db/repositories/newsletter';
import { testDatabaseTargets } from '@atelier/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../platform/mail/mail-service';
import {
  NEWSLETTER_MAILS_PER_ADDRESS,
  NEWSLETTER_SIGN_UPS_PER_VISITOR,
  newsletterService,
} from './newsletter-service';

const DAY_MS = 24 * 60 * 60 * 1000;
const PUBLIC_URL = new URL('https://atelier.example/');

/** The link a mail's text carries after its label. */
function linkIn(mail: OutgoingMail | undefined, label: string): string {
  const line = mail?.text.split('\n').find((candidate) => candidate.startsWith(label));
  const href = line?.slice(line.indexOf('https://'));
  if (!href) throw new Error(`No "${label}" link in the mail.`);
  return href;
}
const tokenOf = (href: string) => new URL(href).searchParams.get('token') ?? '';

const CONSENT = 'Yes, send me the newsletter.';
let visitorCounter = 0;
const newVisitor = () => {
  visitorCounter += 1;
  return { sessionId: `session-${visitorCounter}`, ipHash: `address-${visitorCounter}` };
};

describe.each(testDatabaseTargets())('the newsletter service on $name', (target) => {
  let handle: DatabaseHandle;
  let sent: OutgoingMail[];
  let clock: Date;

  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(() => {
    sent = [];
    clock = new Date('2026-11-01T10:00:00Z');
  });

  const service = () =>
    newsletterService(handle.db, {
      mail: { enqueue: async (mail: OutgoingMail) => sent.push(mail) },
      publicUrl: PUBLIC_URL,
      secret: 'test-secret-that-is-long-enough-for-hmac-0123456789',
      now: () => clock,
    });
  const signUp = (email: string, extra: Record<string, string> = {}, visitor = newVisitor()) =>
    service().signUp(
      { email, name: 'Ada Lovelace', consent: 'yes', consent_text: CONSENT, ...extra },
      { popupId: 40010, visitor },
    );

  it('POP-014 ADR 0018 a sign-up is stored pending, lower-cased, with its consent wording, and mailed a confirm link', async () => {
    expect(await signUp('  Ada@Example.COM ')).toEqual({
      ok: true,
      message: 'Thanks! Please check your inbox to confirm your subscription.',
    });
    const row = await newsletterRepository(handle.db).findByEmail('ada@example.com');
    expect(row).toMatchObject({
      status: 'pending',
      name: 'Ada Lovelace',
      consentText: CONSENT,
      popupId: 40010,
    });
    expect(row?.confirmExpiresAt).toEqual(new Date(clock.getTime() + 7 * DAY_MS));
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail).toMatchObject({ to: 'ada@example.com', purpose: 'newsletter-confirm' });
    // The requester's words never reach the address's owner before they confirm.
    expect(mail?.text).not.toContain('Ada Lovelace');
    const confirm = linkIn(mail, 'Confirm your subscription:');
    expect(confirm).toMatch(/^https:\/\/atelier\.example\/newsletter\/confirm\/\?token=[\w-]{43}$/);
    expect(linkIn(mail, 'Do not want these mails?')).toMatch(
      /^https:\/\/atelier\.example\/newsletter\/unsubscribe\/\?token=[\w-]{43}$/,
    );
    expect(mail?.html).toContain(confirm);
    // RFC 8058: the mail client's own unsubscribe button posts to the same link.
    expect(mail?.listUnsubscribe).toBe(linkIn(mail, 'Do not want these mails?'));
    // The database keeps only hashes: the token itself is in no column.
    const dump = JSON.stringify(await handle.db.execute('select * from newsletter_subscribers'));
    expect(dump).not.toContain(tokenOf(confirm));
  });

  it('POP-014 ADR 0018 confirming makes the subscriber confirmed and mails a welcome with the unsubscribe link; the link works once', async () => {
    await signUp('grace@example.com', { name: 'Grace' });
    const confirmMail = sent[0];
    const token = tokenOf(linkIn(confirmMail, 'Confirm your subscription:'));
    expect(await service().confirmLinkIsLive(token)).toBe(true);
    expect(await service().confirm(token)).toEqual({
      ok: true,
      message: NEWSLETTER_TEXTS.confirmed,
    });
    expect((await newsletterRepository(handle.db).findByEmail('grace@example.com'))?.status).toBe(
      'confirmed',
    );
    const welcome = sent[1];
    expect(welcome).toMatchObject({ to: 'grace@example.com', purpose: 'newsletter-welcome' });
    expect(welcome?.text).toContain('Dear Grace,');
    expect(welcome?.listUnsubscribe).toBe(linkIn(welcome, 'Do not want these mails?'));
    // The welcome mail's unsubscribe link is the one the confirmation mail carried.
    expect(linkIn(welcome, 'Do not want these mails?')).toBe(
      linkIn(confirmMail, 'Do not want these mails?'),
    );
    expect(await service().confirm(token)).toEqual({
      ok: false,
      message: NEWSLETTER_TEXTS.confirmLinkDead,
    });
    expect(sent).toHaveLength(2);
  });

  it('POP-014 the same answer for a confirmed address, which gets no new mail and stays confirmed', async () => {
    await signUp('known@example.com');
    await service().confirm(tokenOf(linkIn(sent[0], 'Confirm your subscription:')));
    sent = [];
    expect(await signUp('KNOWN@example.com')).toEqual({
      ok: true,
      message: NEWSLETTER_TEXTS.signedUp,
    });
    expect(sent).toEqual([]);
    expect((await newsletterRepository(handle.db).findByEmail('known@example.com'))?.status).toBe(
      'confirmed',
    );
  });

  it('ADR 0018 an expired, unknown or malformed confirm token confirms nothing and says so', async () => {
    await signUp('slow@example.com');
    const token = tokenOf(linkIn(sent[0], 'Confirm your subscription:'));
    clock = new Date(clock.getTime() + 7 * DAY_MS + 1000);
    expect(await service().confirmLinkIsLive(token)).toBe(false);
    expect(await service().confirm(token)).toEqual({
      ok: false,
      message: NEWSLETTER_TEXTS.confirmLinkDead,
    });
    for (const bad of ['', 'short', 'A'.repeat(43), `${token}x`, "' or 1=1 --"]) {
      expect((await service().confirm(bad)).ok).toBe(false);
    }
    expect((await newsletterRepository(handle.db).findByEmail('slow@example.com'))?.status).toBe(
      'pending',
    );
  });

  it('ADR 0018 the unsubscribe link unsubscribes (again harmlessly) and an unknown one says it is unknown', async () => {
    await signUp('bye@example.com');
    const unsubscribe = tokenOf(linkIn(sent[0], 'Do not want these mails?'));
    await service().confirm(tokenOf(linkIn(sent[0], 'Confirm your subscription:')));
    expect(await service().unsubscribeLinkIsKnown(unsubscribe)).toBe(true);
    expect(await service().unsubscribe(unsubscribe)).toEqual({
      ok: true,
      message: NEWSLETTER_TEXTS.unsubscribed,
    });
    expect((await newsletterRepository(handle.db).findByEmail('bye@example.com'))?.status).toBe(
      'unsubscribed',
    );
    expect((await service().unsubscribe(unsubscribe)).ok).toBe(true);
    expect(await service().unsubscribe('B'.repeat(43))).toEqual({
      ok: false,
      message: NEWSLETTER_TEXTS.unsubscribeLinkUnknown,
    });
    expect(await service().unsubscribeLinkIsKnown('nonsense')).toBe(false);
  });

  it('POP-015 a refused sign-up names each field: a missing or malformed address, a missing consent, a long name', async () => {
    const visitor = newVisitor();
    expect(await service().signUp({ email: '', consent: '' }, { popupId: null, visitor })).toEqual({
      ok: false,
      message: NEWSLETTER_TEXTS.refused,
      errors: [
        { field: 'email', message: NEWSLETTER_TEXTS.emailMissing },
        { field: 'consent', message: NEWSLETTER_TEXTS.consentMissing },
      ],
    });
    const refused = await service().signUp(
      { email: 'not-an-address', name: 'x'.repeat(101), consent: 'yes' },
      { popupId: null, visitor },
    );
    expect(refused).toMatchObject({
      ok: false,
      errors: [
        { field: 'email', message: NEWSLETTER_TEXTS.emailInvalid },
        { field: 'name', message: NEWSLETTER_TEXTS.nameTooLong },
      ],
    });
    expect(sent).toEqual([]);
    expect(await newsletterRepository(handle.db).findByEmail('not-an-address')).toBeUndefined();
  });

  it('ADR 0018 confirmation mail to one address is limited per hour; past the limit the answer is the same and the mailed link keeps working', async () => {
    for (let attempt = 0; attempt < NEWSLETTER_MAILS_PER_ADDRESS; attempt += 1) {
      await signUp('flooded@example.com');
    }
    expect(sent).toHaveLength(NEWSLETTER_MAILS_PER_ADDRESS);
    const lastLink = tokenOf(linkIn(sent.at(-1), 'Confirm your subscription:'));
    expect(await signUp('flooded@example.com')).toEqual({
      ok: true,
      message: NEWSLETTER_TEXTS.signedUp,
    });
    expect(sent).toHaveLength(NEWSLETTER_MAILS_PER_ADDRESS);
    expect(await service().confirmLinkIsLive(lastLink)).toBe(true);
  });

  it('ADR 0018 one visitor may sign up only so many addresses an hour', async () => {
    const visitor = newVisitor();
    for (let n = 0; n < NEWSLETTER_SIGN_UPS_PER_VISITOR + 2; n += 1) {
      await signUp(`stranger-${n}@example.com`, {}, visitor);
    }
    expect(sent).toHaveLength(NEWSLETTER_SIGN_UPS_PER_VISITOR);
  });
});
