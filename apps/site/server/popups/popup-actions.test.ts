import { POPUP_FORM_ACTIONS, popupFormAnswerSchema } from '@atelier/contracts/popup-forms';
import { VIEWING_REQUEST_FIELDS } from '@atelier/contracts/popups';
import type { DatabaseHandle } from '@atelier/db/connection';
import { popupRepository } from '@atelier/db/repositories/popups';
import { mailQueue } from '@atelier/db/schema';
import { seedDemoPopups } from '@atelier/db/seed-popups';
import { testDatabaseTargets } from '@atelier/db/testing';
import {
  ENQUIRY_POPUP_ID,
  NEWSLETTER_POPUP_ID,
  PRIVATE_VIEWING_POPUP_ID,
} from '@atelier/demo-content/popups';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVisit, testApp } from '../testing/test-app';
import { POPUP_FORM_MESSAGES } from './popup-service';

const AJAX = '/api/ajax';
const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);

type Visit = Awaited<ReturnType<typeof startVisit>>;

function send(
  app: FastifyInstance,
  visit: Visit,
  fields: Record<string, string>,
  nonce = visit.ajaxNonce,
) {
  return app.inject({
    method: 'POST',
    url: AJAX,
    headers: { cookie: visit.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      action: POPUP_FORM_ACTIONS.form,
      pum_form_nonce: nonce,
      pum_form_popup_id: String(PRIVATE_VIEWING_POPUP_ID),
      ...fields,
    }).toString(),
  });
}

const valid = () => ({
  [VIEWING_REQUEST_FIELDS.name]: '  Ada <b>Lovelace</b> ',
  [VIEWING_REQUEST_FIELDS.email]: 'ada@example.com',
  [VIEWING_REQUEST_FIELDS.phone]: '+44 20 7946 0000',
  [VIEWING_REQUEST_FIELDS.date]: inAWeek(),
  [VIEWING_REQUEST_FIELDS.message]: 'The large blue canvas, please.',
});

describe.each(testDatabaseTargets())('the pum_form viewing request over HTTP ($name)', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await target.open();
    await seedDemoPopups(database.db);
    app = await testApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('POP-013 a valid request is stored, mailed to the gallery as text, and answered success with a message', async () => {
    const visit = await startVisit(app);
    const response = await send(app, visit, valid());
    expect(response.statusCode).toBe(200);
    const answer = popupFormAnswerSchema.parse(response.json());
    expect(answer).toEqual({
      success: true,
      data: { message: POPUP_FORM_MESSAGES.sent, redirect: '' },
    });
    const [entry] = await popupRepository(database.db).formEntries(PRIVATE_VIEWING_POPUP_ID);
    expect(entry?.values).toMatchObject({
      viewing_name: 'Ada <b>Lovelace</b>',
      viewing_email: 'ada@example.com',
      viewing_date: inAWeek(),
    });
    expect(entry?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    const [mail] = await database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.purpose, 'popup-viewing-request'));
    expect(mail?.recipient).toBe('hello@atelier.example');
    expect(mail?.htmlBody).toBeNull();
    // The visitor's words go out as text, exactly as typed.
    expect(mail?.textBody).toContain('Name: Ada <b>Lovelace</b>');
    expect(mail?.textBody).toContain('Message: The large blue canvas, please.');
  });

  it('POP-013 POP-015 an invalid request is answered success: false with one error per field, nothing stored', async () => {
    const visit = await startVisit(app);
    const before = (await popupRepository(database.db).formEntries(PRIVATE_VIEWING_POPUP_ID))
      .length;
    const response = await send(app, visit, {
      [VIEWING_REQUEST_FIELDS.name]: '   ',
      [VIEWING_REQUEST_FIELDS.email]: 'not-an-address',
      [VIEWING_REQUEST_FIELDS.date]: '2000-01-01',
      [VIEWING_REQUEST_FIELDS.phone]: 'call me',
    });
    expect(response.statusCode).toBe(400);
    const answer = popupFormAnswerSchema.parse(response.json());
    expect(answer.success).toBe(false);
    expect(answer.data?.message).toBe(POPUP_FORM_MESSAGES.invalid);
    expect(answer.data?.errors).toEqual([
      { field: 'viewing_name', message: 'Please enter your name.' },
      { field: 'viewing_email', message: 'Please enter a valid email address.' },
      {
        field: 'viewing_phone',
        message: 'Please enter a phone number using digits, spaces and + ( ) - only.',
      },
      { field: 'viewing_date', message: 'Please choose a date from today on.' },
    ]);
    expect(await popupRepository(database.db).formEntries(PRIVATE_VIEWING_POPUP_ID)).toHaveLength(
      before,
    );
  });

  it('POP-013 a request without a valid ajax nonce is refused 403 and not stored', async () => {
    const visit = await startVisit(app);
    const before = (await popupRepository(database.db).formEntries(PRIVATE_VIEWING_POPUP_ID))
      .length;
    const forged = await send(app, visit, valid(), 'x'.repeat(20));
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ success: false, data: { code: 'invalid_nonce' } });
    const other = await startVisit(app);
    // Another visitor's nonce is no good either.
    expect((await send(app, visit, valid(), other.ajaxNonce)).statusCode).toBe(403);
    expect(await popupRepository(database.db).formEntries(PRIVATE_VIEWING_POPUP_ID)).toHaveLength(
      before,
    );
  });

  it('POP-013 hostile input gets a 4xx with a clear message, never a 500', async () => {
    const visit = await startVisit(app);
    const cases: Record<string, string>[] = [
      { pum_form_popup_id: '0x1F' },
      { pum_form_popup_id: '99999999999' },
      { pum_form_popup_id: String(ENQUIRY_POPUP_ID) },
      { pum_form_popup_id: String(NEWSLETTER_POPUP_ID) },
      { [VIEWING_REQUEST_FIELDS.name]: 'a'.repeat(5000) },
      { [VIEWING_REQUEST_FIELDS.message]: 'nul\u0000byte' },
    ];
    for (const fields of cases) {
      const response = await send(app, visit, { ...valid(), ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(fields)).toBeLessThan(500);
      const body = response.json() as { success: boolean; data: { message: string } };
      expect(body.success).toBe(false);
      expect(body.data.message.length).toBeGreaterThan(0);
    }
    // A field sent twice is not text: refused per field.
    const twice = await app.inject({
      method: 'POST',
      url: AJAX,
      headers: { cookie: visit.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${new URLSearchParams({ action: POPUP_FORM_ACTIONS.form, pum_form_nonce: visit.ajaxNonce, pum_form_popup_id: String(PRIVATE_VIEWING_POPUP_ID), ...valid() }).toString()}&viewing_email=b@example.com`,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      success: false,
      data: { errors: [{ field: 'viewing_email', message: 'Please enter this as text.' }] },
    });
  });
});
