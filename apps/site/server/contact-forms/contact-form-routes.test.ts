import {
  contactFormFeedbackAnswerSchema,
  contactFormRefillAnswerSchema,
  restErrorSchema,
} from '@atelier/contracts/contact-form';
import { CONTACT_FORM_HIDDEN_FIELDS } from '@atelier/contracts/contact-form-names';
import type { DatabaseHandle } from '@atelier/db/connection';
import { catalogueRepository } from '@atelier/db/repositories/catalogue';
import { contactFormRepository } from '@atelier/db/repositories/contact-forms';
import { mailQueue } from '@atelier/db/schema';
import { seedDemoContent } from '@atelier/db/seed-demo';
import { imagelessStore, testDatabaseTargets } from '@atelier/db/testing';
import { ENQUIRY_FORM_ID } from '@atelier/demo-content/contact-forms';
import { swvSchemaSchema } from '@atelier/form-engine/contact-form/swv-schema';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_ADDRESSES } from '../platform/http/addresses';
import { challengeRoute, solvedToken } from '../testing/captcha-tokens';
import { startVisit, testApp, testConfig } from '../testing/test-app';
import { openedStamp } from './opened-stamp';

const REST = API_ADDRESSES.restRoot;
const FEEDBACK = `${REST}contact-form-7/v1/contact-forms/${ENQUIRY_FORM_ID}/feedback`;
const REFILL = `${REST}contact-form-7/v1/contact-forms/${ENQUIRY_FORM_ID}/refill`;
const SCHEMA = `${REST}contact-form-7/v1/contact-forms/${ENQUIRY_FORM_ID}/feedback/schema`;
const SECRET = testConfig().sessionSecret;
const GALLERY = 'hello@atelier.example';

/** A stamp of a form opened `secondsAgo` seconds ago, as the refill call hands out. */
const openedAgo = (secondsAgo: number, formId = ENQUIRY_FORM_ID) =>
  openedStamp(SECRET, formId, new Date(Date.now() - secondsAgo * 1000));

describe.each(testDatabaseTargets())('the contact-form REST flow ($name)', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let visit: Awaited<ReturnType<typeof startVisit>>;
  let product: { id: number; title: string; slug: string; artist: string };
  let addressCounter = 0;

  beforeAll(async () => {
    database = await target.open();
    await seedDemoContent(database, imagelessStore);
    const [summary] = await catalogueRepository(database.db).featured(1);
    const detail = await catalogueRepository(database.db).productById(summary?.id ?? 0);
    if (!detail) throw new Error('The demo has no product.');
    product = {
      id: detail.id,
      title: detail.title,
      slug: detail.slug,
      artist: detail.artist.name,
    };
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(mailQueue);
    visit = await startVisit(app);
  });

  /** What the enquiry form's script posts when a person filled it in on the product page. */
  async function filledIn(overrides: Record<string, string> = {}) {
    return {
      [CONTACT_FORM_HIDDEN_FIELDS.formId]: String(ENQUIRY_FORM_ID),
      [CONTACT_FORM_HIDDEN_FIELDS.version]: '6.0.6',
      [CONTACT_FORM_HIDDEN_FIELDS.locale]: 'en_US',
      [CONTACT_FORM_HIDDEN_FIELDS.unitTag]: `wpcf7-f${ENQUIRY_FORM_ID}-p${product.id}-o1`,
      [CONTACT_FORM_HIDDEN_FIELDS.containerPost]: String(product.id),
      [CONTACT_FORM_HIDDEN_FIELDS.postedDataHash]: '',
      [CONTACT_FORM_HIDDEN_FIELDS.openedStamp]: openedAgo(30),
      _wpcf7_recaptcha_response: await solvedToken(await challengeRoute(app)('contactform')),
      'your-name': 'Ana Sousa',
      'your-email': 'ana@example.org',
      'your-phone': '+351 21 123 4567',
      topic: 'Buying this work',
      'your-message': `I would like to know more about ${product.title}. [your-email] is mine.`,
      'callback-date': '2026-12-01',
      privacy: '1',
      'your-website': '',
      ...overrides,
    };
  }

  function post(
    fields: Record<string, string>,
    options: { nonce?: string; url?: string; multipart?: boolean } = {},
  ) {
    const remoteAddress = `10.9.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
    if (options.multipart) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const encoded = new Response(form);
      return encoded.arrayBuffer().then((body) =>
        app.inject({
          method: 'POST',
          url: options.url ?? FEEDBACK,
          remoteAddress,
          headers: {
            cookie: visit.cookie,
            'x-wp-nonce': options.nonce ?? visit.restNonce,
            'content-type': encoded.headers.get('content-type') ?? '',
          },
          payload: Buffer.from(body),
        }),
      );
    }
    return app.inject({
      method: 'POST',
      url: options.url ?? FEEDBACK,
      remoteAddress,
      headers: {
        cookie: visit.cookie,
        'x-wp-nonce': options.nonce ?? visit.restNonce,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  const queuedMail = () => database.db.select().from(mailQueue).orderBy(asc(mailQueue.id));
  const lastSubmission = async () =>
    (await contactFormRepository(database.db).submissions(ENQUIRY_FORM_ID)).at(-1);

  it('CF-007 serves the enquiry form schema with its rules and the messages from the form (CF-018)', async () => {
    const response = await app.inject({ method: 'GET', url: SCHEMA });
    expect(response.statusCode).toBe(200);
    const schema = swvSchemaSchema.parse(response.json());
    expect(schema.locale).toBe('en_US');
    expect(schema.rules).toContainEqual({
      rule: 'required',
      field: 'your-name',
      error: 'Please fill out this field.',
    });
    expect(schema.rules).toContainEqual({
      rule: 'minlength',
      field: 'your-message',
      threshold: 20,
      error: 'This field has a too short input.',
    });
    expect(schema.rules).toContainEqual(
      expect.objectContaining({
        rule: 'dayofweek',
        field: 'callback-date',
        accept: [1, 2, 3, 4, 5],
      }),
    );
  });

  it('CF-006 answers a refill with no payload, carrying a fresh signed opening stamp', async () => {
    const response = await app.inject({ method: 'GET', url: REFILL });
    expect(response.statusCode).toBe(200);
    const refill = contactFormRefillAnswerSchema.parse(response.json());
    expect(refill.opened).toMatch(/^\d+\.[A-Za-z0-9_-]{32}$/);
  });

  it('CF-004 CF-005 a filled-in enquiry is sent: mail_sent, stored, and the gallery mail names the product with tags as text', async () => {
    const response = await post(await filledIn());
    expect(response.statusCode).toBe(200);
    const answer = contactFormFeedbackAnswerSchema.parse(response.json());
    expect(answer).toMatchObject({
      contact_form_id: ENQUIRY_FORM_ID,
      status: 'mail_sent',
      message: 'Thank you for your message. We will answer within two working days.',
      into: `#wpcf7-f${ENQUIRY_FORM_ID}-p${product.id}-o1`,
    });
    expect(answer.posted_data_hash).toMatch(/^[0-9a-f]{32}$/);

    const stored = await lastSubmission();
    expect(stored).toMatchObject({
      status: 'mail_sent',
      containerPostId: product.id,
      postedDataHash: answer.posted_data_hash,
      spamReason: null,
    });
    expect(stored?.postedData).toMatchObject({
      'your-name': 'Ana Sousa',
      topic: 'Buying this work',
    });
    // Only the form's fields are kept: no token, no stamp, no honeypot, and never the address.
    expect(Object.keys(stored?.postedData ?? {})).not.toContain('_wpcf7_recaptcha_response');
    expect(stored?.ipHash).not.toContain('10.9.');

    const [gallery, autoReply] = await queuedMail();
    expect(gallery).toMatchObject({
      recipient: GALLERY,
      subject: `Enquiry about ${product.title} by ${product.artist}: Buying this work`,
      replyTo: 'Ana Sousa <ana@example.org>',
      purpose: 'contact-form',
    });
    expect(gallery?.textBody).toContain(`About: ${product.title} by ${product.artist}`);
    expect(gallery?.textBody).toContain(`/product/${product.slug}/`);
    // A tag the visitor typed is their text, not expanded again.
    expect(gallery?.textBody).toContain('[your-email] is mine.');
    expect(autoReply).toMatchObject({
      recipient: 'ana@example.org',
      purpose: 'contact-form-auto-reply',
    });
  });

  it('CF-004 takes the same enquiry sent as multipart form data', async () => {
    const response = await post(await filledIn(), { multipart: true });
    expect(response.json()).toMatchObject({ status: 'mail_sent' });
  });

  it('CF-005 CF-018 answers validation_failed with HTTP 200 and each field’s first error with its ids', async () => {
    const response = await post(
      await filledIn({
        'your-name': '',
        'your-email': 'not-an-address',
        'your-message': 'Too short.',
      }),
    );
    expect(response.statusCode).toBe(200);
    const answer = contactFormFeedbackAnswerSchema.parse(response.json());
    const unitTag = `wpcf7-f${ENQUIRY_FORM_ID}-p${product.id}-o1`;
    expect(answer.status).toBe('validation_failed');
    expect(answer.message).toBe('One or more fields have an error. Please check and try again.');
    expect(answer.invalid_fields).toEqual([
      {
        field: 'your-name',
        message: 'Please fill out this field.',
        idref: null,
        error_id: `${unitTag}-ve-your-name`,
      },
      {
        field: 'your-email',
        message: 'Please enter an email address.',
        idref: null,
        error_id: `${unitTag}-ve-your-email`,
      },
      {
        field: 'your-message',
        message: 'This field has a too short input.',
        idref: null,
        error_id: `${unitTag}-ve-your-message`,
      },
    ]);
    expect(await queuedMail()).toEqual([]);
  });

  it('CF-024 refuses a weekend call-back day and a topic the form does not offer', async () => {
    const answer = (
      await post(await filledIn({ 'callback-date': '2026-11-28', topic: 'Free art' }))
    ).json();
    expect(answer.invalid_fields.map((field: { field: string }) => field.field)).toEqual([
      'topic',
      'callback-date',
    ]);
  });

  it('CF-014 answers acceptance_missing when the privacy box is not ticked', async () => {
    const answer = (await post(await filledIn({ privacy: '' }))).json();
    expect(answer).toMatchObject({
      status: 'acceptance_missing',
      message: 'Please accept the privacy policy before sending your message.',
    });
    expect(await queuedMail()).toEqual([]);
  });

  it.each([
    ['the honeypot is filled in', { 'your-website': 'https://spam.example' }, 'honeypot'],
    ['it is sent a second after the form opened', { _wpcf7_opened: 'fresh' }, 'too_fast'],
    ['it has no opening stamp', { _wpcf7_opened: '' }, 'no_opening_stamp'],
    [
      'its stamp is forged',
      { _wpcf7_opened: `${Date.now() - 60_000}.${'A'.repeat(32)}` },
      'no_opening_stamp',
    ],
    ['the bot-check token is missing', { _wpcf7_recaptcha_response: '' }, 'bot_check_missing'],
    [
      'the bot-check token is not valid',
      { _wpcf7_recaptcha_response: 'forged' },
      'bot_check_refused',
    ],
  ])(
    'CF-005 answers spam when %s, keeps it with the reason and sends no mail',
    async (_case, overrides, reason) => {
      const fields = await filledIn(overrides);
      if (fields._wpcf7_opened === 'fresh') fields._wpcf7_opened = openedAgo(1);
      const answer = (await post(fields)).json();
      expect(answer).toMatchObject({
        status: 'spam',
        message: 'There was an error trying to send your message. Please try again later.',
      });
      expect(await lastSubmission()).toMatchObject({ status: 'spam', spamReason: reason });
      expect(await queuedMail()).toEqual([]);
    },
  );

  it('CF-045 refuses a bot-check token made for another action', async () => {
    const token = await solvedToken(await challengeRoute(app)('homepage'));
    const answer = (await post(await filledIn({ _wpcf7_recaptcha_response: token }))).json();
    expect(answer.status).toBe('spam');
  });

  it('CF-005 answers mail_failed when the gallery mail cannot be queued, and keeps the enquiry', async () => {
    const forms = contactFormRepository(database.db);
    const enquiry = await forms.findPublished(ENQUIRY_FORM_ID);
    if (!enquiry) throw new Error('No enquiry form.');
    const definition = enquiry.definition as { mail: Record<string, unknown> };
    await forms.upsert({
      ...enquiry,
      id: 52010,
      slug: 'broken-mail',
      definition: { ...definition, mail: { ...definition.mail, to: 'nobody' } },
    });
    const answer = (
      await post(
        await filledIn({
          _wpcf7: '52010',
          _wpcf7_unit_tag: 'wpcf7-f52010-o1',
          _wpcf7_opened: openedAgo(30, 52010),
        }),
        { url: `${REST}contact-form-7/v1/contact-forms/52010/feedback` },
      )
    ).json();
    expect(answer).toMatchObject({
      status: 'mail_failed',
      message: 'There was an error trying to send your message. Please try again later.',
    });
    expect((await forms.submissions(52010)).at(-1)?.status).toBe('mail_failed');
  });

  it('REST-002 a stale nonce answers 403 rest_cookie_invalid_nonce; a fresh one from rest-nonce succeeds', async () => {
    const fields = await filledIn();
    const refused = await post(fields, { nonce: 'stale' });
    expect(refused.statusCode).toBe(403);
    expect(restErrorSchema.parse(refused.json())).toEqual({
      code: 'rest_cookie_invalid_nonce',
      message: 'Cookie check failed',
      data: { status: 403 },
    });
    const fresh = await app.inject({
      method: 'POST',
      url: API_ADDRESSES.ajax,
      headers: { cookie: visit.cookie },
      payload: { action: 'rest-nonce' },
    });
    expect(fresh.statusCode).toBe(200);
    const retried = await post(fields, { nonce: fresh.body });
    expect(retried.json()).toMatchObject({ status: 'mail_sent' });
  });

  it.each([
    ['an unknown id', '999999'],
    ['an id that is not a number', 'enquiry'],
    ['an id too large for any form', '99999999999'],
  ])('CF-004 answers 404 wpcf7_not_found in the REST error shape for %s', async (_case, id) => {
    for (const [method, path] of [
      ['POST', 'feedback'],
      ['GET', 'refill'],
      ['GET', 'feedback/schema'],
    ] as const) {
      const response =
        method === 'POST'
          ? await post(await filledIn(), {
              url: `${REST}contact-form-7/v1/contact-forms/${id}/${path}`,
            })
          : await app.inject({
              method,
              url: `${REST}contact-form-7/v1/contact-forms/${id}/${path}`,
            });
      expect(response.statusCode).toBe(404);
      expect(restErrorSchema.parse(response.json())).toEqual({
        code: 'wpcf7_not_found',
        message: 'The requested contact form was not found.',
        data: { status: 404 },
      });
    }
  });

  it('CF-004 a draft form is not found', async () => {
    const forms = contactFormRepository(database.db);
    const enquiry = await forms.findPublished(ENQUIRY_FORM_ID);
    if (!enquiry) throw new Error('No enquiry form.');
    await forms.upsert({ ...enquiry, id: 52011, slug: 'draft-enquiry', status: 'draft' });
    const response = await app.inject({
      method: 'GET',
      url: `${REST}contact-form-7/v1/contact-forms/52011/feedback/schema`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses a post naming a page that does not exist, or a value far too long, with a 400', async () => {
    const unknownPost = await post(await filledIn({ _wpcf7_container_post: '99999999' }));
    expect(unknownPost.statusCode).toBe(400);
    const tooLong = await post(await filledIn({ 'your-phone': '1'.repeat(20_000) }));
    expect(tooLong.statusCode).toBe(400);
    expect(
      await database.db.select().from(mailQueue).where(eq(mailQueue.purpose, 'contact-form')),
    ).toEqual([]);
  });
});
