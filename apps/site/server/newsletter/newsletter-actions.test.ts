import { NEWSLETTER_TEXTS } from '@atelier/contracts/newsletter';
import { popupSubscribeAnswerSchema } from '@atelier/contracts/popup-forms';
import type { DatabaseHandle } from '@atelier/db/connection';
import { newsletterRepository } from '@atelier/db/repositories/newsletter';
import { mailQueue } from '@atelier/db/schema';
import { testDatabaseTargets } from '@atelier/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVisit, testApp } from '../testing/test-app';

const AJAX = '/api/ajax';

let addressCounter = 0;

describe.each(testDatabaseTargets())('pum_sub_form over HTTP ($name)', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await target.open();
    app = await testApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** A new visitor (their own address and session) posting the popup's form as its client does. */
  async function subscribe(fields: Record<string, string | string[]>, nonce?: string) {
    addressCounter += 1;
    const visit = await startVisit(app);
    const body = new URLSearchParams({
      action: 'pum_sub_form',
      pum_form_nonce: nonce ?? visit.ajaxNonce,
    });
    for (const [name, value] of Object.entries(fields)) {
      for (const one of [value].flat()) body.append(name, one);
    }
    return app.inject({
      method: 'POST',
      url: AJAX,
      remoteAddress: `198.51.100.${addressCounter}`,
      headers: { cookie: visit.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: body.toString(),
    });
  }

  const confirmMailsTo = (email: string) =>
    database.db.select().from(mailQueue).where(eq(mailQueue.recipient, email));

  it('POP-014 POP-020 a valid sign-up in popup 40100 answers the message, closes after 3000 ms, opens nothing and sets pum-40100 for a year', async () => {
    const response = await subscribe({
      name: 'Ada',
      email: 'Ada@Example.com',
      consent: 'yes',
      consent_text: 'Yes, the newsletter please.',
      pum_form_popup_id: '40100',
    });
    expect(response.statusCode).toBe(200);
    const answer = popupSubscribeAnswerSchema.parse(response.json());
    expect(answer).toEqual({
      success: true,
      data: {
        message: 'Thanks! Please check your inbox to confirm your subscription.',
        closepopup: true,
        closedelay: 3000,
        openpopup: false,
        openpopup_id: 0,
        cookie: { name: 'pum-40100', expires: '1 year', sitewide: true },
      },
    });
    expect(await newsletterRepository(database.db).findByEmail('ada@example.com')).toMatchObject({
      status: 'pending',
      popupId: 40100,
      consentText: 'Yes, the newsletter please.',
    });
    const mails = await confirmMailsTo('ada@example.com');
    expect(mails.map((mail) => mail.purpose)).toEqual(['newsletter-confirm']);
  });

  it('POP-014 the same answer without a popup (no cookie) and for an address already signed up', async () => {
    const fields = { email: 'twice@example.com', consent: 'yes' };
    const first = (await subscribe(fields)).json();
    const second = (await subscribe(fields)).json();
    expect(first).toEqual(second);
    expect(first.success).toBe(true);
    expect(first.data.cookie).toBeUndefined();
    expect(await newsletterRepository(database.db).countByEmail('twice@example.com')).toBe(1);
  });

  it('POP-015 an invalid address and a missing consent are refused, each named with its message; nothing is stored', async () => {
    const response = await subscribe({
      name: 'Bob',
      email: 'bob-at-example',
      pum_form_popup_id: '40100',
    });
    expect(response.statusCode).toBe(200);
    expect(popupSubscribeAnswerSchema.parse(response.json())).toEqual({
      success: false,
      data: {
        message: NEWSLETTER_TEXTS.refused,
        errors: [
          { field: 'email', message: NEWSLETTER_TEXTS.emailInvalid },
          { field: 'consent', message: NEWSLETTER_TEXTS.consentMissing },
        ],
      },
    });
    const missing = await subscribe({ consent: 'yes' });
    expect(missing.json().data.errors).toEqual([
      { field: 'email', message: NEWSLETTER_TEXTS.emailMissing },
    ]);
    expect(await newsletterRepository(database.db).findByEmail('bob-at-example')).toBeUndefined();
  });

  it('POP-014 a missing or wrong nonce is refused with 403 and stores nothing', async () => {
    for (const nonce of ['', 'not-a-nonce']) {
      const response = await subscribe({ email: 'nonce@example.com', consent: 'yes' }, nonce);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, data: { code: 'invalid_nonce' } });
    }
    expect(
      await newsletterRepository(database.db).findByEmail('nonce@example.com'),
    ).toBeUndefined();
    expect(await confirmMailsTo('nonce@example.com')).toEqual([]);
  });

  it('POP-014 hostile input (a repeated field, an impossible popup id, a NUL, a huge value) is a 400 in words, never a 500', async () => {
    const valid = { email: 'hostile@example.com', consent: 'yes' };
    const hostile: Record<string, string | string[]>[] = [
      { ...valid, email: ['hostile@example.com', 'other@example.com'] },
      { ...valid, pum_form_popup_id: 'abc' },
      { ...valid, pum_form_popup_id: '99999999999' },
      { ...valid, pum_form_popup_id: '-1' },
      { ...valid, name: 'Ada\u0000' },
      { ...valid, name: 'x'.repeat(20_000) },
    ];
    for (const fields of hostile) {
      const response = await subscribe(fields);
      expect(response.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        data: { message: expect.any(String) },
      });
    }
    expect(
      await newsletterRepository(database.db).findByEmail('hostile@example.com'),
    ).toBeUndefined();
  });
});
