import { FORM_ACTIONS } from '@atelier/contracts/forms';
import { DRAFT_EMAIL_ACTION } from '@atelier/contracts/form-drafts';
import { UPLOAD_ACTION } from '@atelier/contracts/uploads';
import type { DatabaseHandle } from '@atelier/db/connection';
import { catalogueRepository } from '@atelier/db/repositories/catalogue';
import { formEntries, formUploads } from '@atelier/db/schema';
import { seedDemoContent } from '@atelier/db/seed-demo';
import { imagelessStore, testDatabaseTargets } from '@atelier/db/testing';
import { artworks, type PrintArtwork } from '@atelier/demo-content/catalogue';
import { COMMISSION_FORM_ID, CONTACT_FORM_ID } from '@atelier/demo-content/forms';
import { count } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startVisit, testApp } from '../../testing/test-app';
import { challengeRoute, contactCaptchaFields } from '../../testing/captcha-tokens';
import { defineAjaxAction } from './ajax-endpoint';
import type { RestRoute } from './rest-router';

/**
 * Bad input at the API edge (issue 11, hardening 4 and 5): text the database cannot store, ids
 * beyond its id column, broken multipart bodies and percent-encoding that is no UTF-8 are the
 * client's mistakes, answered 400 with a message naming the field, never a 500, and never stored.
 */

/** An action that stores nothing and accepts any text: whatever refuses input here is the edge. */
const echo = defineAjaxAction({
  action: 'atelier_test_echo',
  guard: { nonce: 'ajax', field: 'nonce' },
  input: z.object({ name: z.string() }).catchall(z.unknown()),
  async handle(input) {
    return { json: { success: true, data: { name: input.name } } };
  },
});

const echoRoute: RestRoute = {
  namespace: 'atelier-test/v1',
  path: 'notes/:id',
  methods: ['GET', 'POST'],
  async handle(params, request) {
    return { json: { params, body: request.body ?? null } };
  },
};

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const STORAGE_MESSAGE =
  'contains characters that cannot be stored (a NUL character or a broken UTF-16 surrogate)';

function multipartBody(fields: Record<string, string>, boundary = 'atelier-test-boundary') {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
}

describe.each(testDatabaseTargets())('bad input at the API edge ($name)', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let visit: Awaited<ReturnType<typeof startVisit>>;
  let formNonce: string;
  let printId: number;
  let printAttributes: string[];

  const entryCount = async () =>
    (await database.db.select({ rows: count() }).from(formEntries))[0]?.rows ?? 0;
  const uploadCount = async () =>
    (await database.db.select({ rows: count() }).from(formUploads))[0]?.rows ?? 0;
  const send = (options: InjectOptions) =>
    app.inject({
      ...options,
      headers: { cookie: visit.cookie, ...(options.headers as Record<string, string>) },
    });
  const contact = (overrides: Record<string, string> = {}) => ({
    action: FORM_ACTIONS.submit,
    form_id: String(CONTACT_FORM_ID),
    forminator_nonce: formNonce,
    'text-1': 'Ana Ferreira',
    'email-1': 'ana@example.com',
    'textarea-1': 'Is “Salt Lines” still available in A2? 🎨',
    ...overrides,
  });

  beforeAll(async () => {
    database = await target.open();
    await seedDemoContent(database, imagelessStore);
    app = await testApp(database, { ajaxActions: [echo], restRoutes: [echoRoute] });
    visit = await startVisit(app);
    const nonce = await send({
      method: 'POST',
      url: '/api/ajax',
      payload: { action: FORM_ACTIONS.getNonce },
    });
    formNonce = nonce.json().data;
    const print = artworks.find(
      (artwork): artwork is PrintArtwork =>
        artwork.kind === 'print' && artwork.attributes.length > 0,
    );
    const detail = print && (await catalogueRepository(database.db).productBySlug(print.slug));
    if (!print || !detail) throw new Error('The demo gallery has no print with options.');
    printId = detail.id;
    printAttributes = print.attributes.map((attribute) => attribute.id);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  describe('text the database cannot store', () => {
    it('a contact message with a NUL, form-encoded, is refused 400 naming the field and not stored', async () => {
      const before = await entryCount();
      const response = await send({
        method: 'POST',
        url: '/api/ajax',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(contact({ 'textarea-1': 'Hello\u0000there' })).toString(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        data: {
          message: `Invalid value for textarea-1: ${STORAGE_MESSAGE}.`,
          code: 'unstorable_text',
          field: 'textarea-1',
          errors: [{ field: 'textarea-1', message: STORAGE_MESSAGE }],
        },
      });
      expect(await entryCount()).toBe(before);
    });

    it('a lone surrogate in a JSON body, at any depth, is refused 400 naming its path', async () => {
      const before = await entryCount();
      const response = await send({
        method: 'POST',
        url: '/api/ajax',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(contact({ 'text-1': 'Ana \uD800' })),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data).toMatchObject({ code: 'unstorable_text', field: 'text-1' });
      const nested = await send({
        method: 'POST',
        url: '/api/ajax',
        headers: { 'content-type': 'application/json' },
        payload: `{"action":"atelier_test_echo","nonce":"${visit.ajaxNonce}","name":"x","extra":{"layout":["ok","\\udc00"]}}`,
      });
      expect(nested.statusCode).toBe(400);
      expect(nested.json().data.field).toBe('extra.layout.1');
      expect(await entryCount()).toBe(before);
    });

    it('a NUL in a multipart field value or a field name is refused 400', async () => {
      const before = await entryCount();
      for (const fields of [
        contact({ 'textarea-1': 'Hello\u0000' }),
        { ...contact(), 'bad\u0000name': 'x' },
      ]) {
        const response = await send({
          method: 'POST',
          url: '/api/ajax',
          headers: { 'content-type': 'multipart/form-data; boundary=atelier-test-boundary' },
          payload: `${multipartBody(fields)}--atelier-test-boundary--\r\n`,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().data.code).toBe('unstorable_text');
      }
      expect(await entryCount()).toBe(before);
    });

    it('a NUL in the query string is refused 400, on GET and POST alike', async () => {
      const before = await entryCount();
      const post = await send({
        method: 'POST',
        url: `/api/ajax?textarea-1=${encodeURIComponent('Hi\u0000')}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(contact({ 'textarea-1': undefined as unknown as string })),
      });
      expect(post.statusCode).toBe(400);
      expect(post.json().data.field).toBe('textarea-1');
      const get = await send({
        method: 'GET',
        url: '/api/shop-ajax?action=get_variation&product_id=1&attribute_paper=%00',
      });
      expect(get.statusCode).toBe(400);
      expect(get.json().data).toMatchObject({ code: 'unstorable_text', field: 'attribute_paper' });
      expect(await entryCount()).toBe(before);
    });

    it('a NUL in a field named __proto__ is refused like any other, not dropped unseen', async () => {
      const before = await entryCount();
      const response = await send({
        method: 'POST',
        url: '/api/ajax',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `${new URLSearchParams(contact()).toString()}&__proto__=%00`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data).toMatchObject({ code: 'unstorable_text', field: '__proto__' });
      expect(await entryCount()).toBe(before);
    });

    it('a NUL in an uploaded file name (sent as filename*=) is refused 400 and no file is kept', async () => {
      const before = await uploadCount();
      const boundary = 'atelier-test-boundary';
      const head = multipartBody(
        {
          action: UPLOAD_ACTION,
          form_id: String(COMMISSION_FORM_ID),
          element_id: 'upload-1',
          nonce: formNonce,
        },
        boundary,
      );
      const response = await send({
        method: 'POST',
        url: '/api/ajax',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=utf-8''wall%00.png\r\nContent-Type: image/png\r\n\r\n`,
          ),
          ONE_PIXEL_PNG,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data).toMatchObject({ code: 'unstorable_text', field: 'file' });
      expect(await uploadCount()).toBe(before);
    });

    it('a field that cannot be stored AFTER an uploaded file: 400, and the file is gone before the answer arrives', async () => {
      const before = await uploadCount();
      const boundary = 'atelier-test-boundary';
      const head = multipartBody(
        {
          action: UPLOAD_ACTION,
          form_id: String(COMMISSION_FORM_ID),
          element_id: 'upload-1',
          nonce: formNonce,
        },
        boundary,
      );
      const response = await send({
        method: 'POST',
        url: '/api/ajax',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="wall.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          ONE_PIXEL_PNG,
          Buffer.from(`\r\n${multipartBody({ note: 'wall\u0000' }, boundary)}--${boundary}--\r\n`),
        ]),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data).toMatchObject({ code: 'unstorable_text', field: 'note' });
      // Counted at once, with no wait: the refusal gave the stored file back before answering.
      expect(await uploadCount()).toBe(before);
    });

    it('the same check guards every action: an action that stores nothing refuses it too', async () => {
      const response = await send({
        method: 'POST',
        url: '/api/ajax',
        payload: { action: 'atelier_test_echo', nonce: visit.ajaxNonce, name: 'a\u0000b' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.message).toBe(`Invalid value for name: ${STORAGE_MESSAGE}.`);
    });

    it('ordinary text with emoji, accents and pairs of surrogates still goes through', async () => {
      const before = await entryCount();
      const response = await send({
        method: 'POST',
        url: '/api/ajax',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          ...contact({ 'text-1': 'Inês 🎨 Ångström 𝄞' }),
          // What the contact page's widgets add: a solved captcha and the bot-check token.
          ...(await contactCaptchaFields(challengeRoute(app))),
        }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().success).toBe(true);
      expect(await entryCount()).toBe(before + 1);
    });

    it('REST: a NUL in the address, the query or the body is refused 400 in the REST shape', async () => {
      for (const options of [
        { method: 'GET', url: '/api/rest/atelier-test/v1/notes/%00' },
        { method: 'GET', url: '/api/rest/atelier-test/v1/notes/1?q=%00' },
        {
          method: 'POST',
          url: '/api/rest/atelier-test/v1/notes/1',
          headers: { 'x-wp-nonce': visit.restNonce, 'content-type': 'application/json' },
          payload: '{"note":{"text":"\\u0000"}}',
        },
      ] as InjectOptions[]) {
        const response = await send(options);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'unstorable_text', data: { status: 400 } });
      }
    });
  });

  describe('ids beyond the id column', () => {
    const badIds: unknown[] = [
      2_147_483_648,
      '2147483648',
      '99999999999999999999',
      -1,
      0,
      1.5,
      '1e300',
      'abc',
      [7],
      true,
      null,
    ];

    it('add_to_cart refuses each as a 400 naming product_id or variation_id', async () => {
      for (const id of badIds) {
        for (const field of ['product_id', 'variation_id']) {
          const response = await send({
            method: 'POST',
            url: '/api/shop-ajax',
            payload: {
              action: 'add_to_cart',
              security: visit.ajaxNonce,
              product_id: printId,
              [field]: id,
            },
          });
          expect(response.statusCode, `${field}=${JSON.stringify(id)}`).toBe(400);
          expect(response.json().data).toMatchObject({ code: 'invalid_input', field });
        }
      }
    });

    it('SW-013 get_variation (a GET) refuses a product_id at or above 2^31 with a 400', async () => {
      for (const id of ['2147483648', '4294967296', '99999999999999999999', '-5', '1.5']) {
        const response = await send({
          method: 'GET',
          url: `/api/shop-ajax?action=get_variation&product_id=${id}`,
        });
        expect(response.statusCode, id).toBe(400);
        expect(response.json().data).toMatchObject({ field: 'product_id' });
      }
      const largest = await send({
        method: 'GET',
        url: '/api/shop-ajax?action=get_variation&product_id=2147483647',
      });
      expect(largest.statusCode).toBe(200);
      expect(largest.body).toBe('false');
    });

    it('SW-013 get_variation answers false for option fields that are objects, lists or numbers', async () => {
      for (const value of [{ toString: 1 }, { valueOf: {}, toString: {} }, ['a', 'b'], 5]) {
        const response = await send({
          method: 'POST',
          url: '/api/shop-ajax',
          payload: {
            action: 'get_variation',
            product_id: printId,
            ...Object.fromEntries(printAttributes.map((id) => [`attribute_${id}`, value])),
          },
        });
        expect(response.statusCode, JSON.stringify(value)).toBe(200);
        expect(response.body).toBe('false');
      }
    });

    it('the form calls refuse a form id at or above 2^31 with a 400 naming the field', async () => {
      const calls: [Record<string, unknown>, string][] = [
        [{ action: FORM_ACTIONS.load, nonce: visit.ajaxNonce, id: 2_147_483_648 }, 'id'],
        [{ ...contact(), form_id: '2147483648' }, 'form_id'],
        [{ ...contact(), form_id: String(COMMISSION_FORM_ID), page_id: '99999999999' }, 'page_id'],
        [
          {
            action: DRAFT_EMAIL_ACTION,
            forminator_nonce: formNonce,
            form_id: '2147483648',
            draft_id: 'abcdefghijklmnopqrstuv',
            'email-1': 'ana@example.com',
          },
          'form_id',
        ],
        [
          {
            action: UPLOAD_ACTION,
            nonce: formNonce,
            form_id: '2147483648',
            element_id: 'upload-1',
          },
          'form_id',
        ],
      ];
      for (const [payload, field] of calls) {
        const response = await send({ method: 'POST', url: '/api/ajax', payload });
        expect(response.statusCode, String(payload.action)).toBe(400);
        expect(response.json().data).toMatchObject({ code: 'invalid_input', field });
      }
    });
  });

  describe('broken multipart bodies', () => {
    const boundary = 'atelier-test-boundary';
    const fields = multipartBody({ action: 'atelier_test_echo', name: 'Ana' }, boundary);
    const broken: [string, string, string][] = [
      [
        'a boundary the body does not use',
        `multipart/form-data; boundary=other`,
        `${fields}--${boundary}--\r\n`,
      ],
      ['no boundary at all', 'multipart/form-data', `${fields}--${boundary}--\r\n`],
      ['a part cut off', `multipart/form-data; boundary=${boundary}`, fields.slice(0, -12)],
      ['no closing boundary', `multipart/form-data; boundary=${boundary}`, fields],
      ['garbage', `multipart/form-data; boundary=${boundary}`, '\u0001\u0002 not multipart at all'],
    ];

    it.each(broken)('%s answers 400 JSON on the AJAX endpoint', async (_name, type, payload) => {
      const response = await send({
        method: 'POST',
        url: '/api/ajax',
        headers: { 'content-type': type },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        data: {
          message:
            'The multipart body could not be read: it is malformed or cut short (check its boundary and parts).',
          code: 'invalid_multipart',
        },
      });
    });

    it.each(broken)('%s answers 400 JSON on the REST root', async (_name, type, payload) => {
      const response = await send({
        method: 'POST',
        url: '/api/rest/atelier-test/v1/notes/1',
        headers: { 'content-type': type, 'x-wp-nonce': visit.restNonce },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_multipart', data: { status: 400 } });
    });

    it('an upload cut off inside its file answers 400 JSON and keeps no file', async () => {
      const before = await uploadCount();
      const head = multipartBody(
        {
          action: UPLOAD_ACTION,
          form_id: String(COMMISSION_FORM_ID),
          element_id: 'upload-1',
          nonce: formNonce,
        },
        boundary,
      );
      const payload = Buffer.concat([
        Buffer.from(
          `${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="wall.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        ONE_PIXEL_PNG.subarray(0, 30),
      ]);
      const response = await send({
        method: 'POST',
        url: '/api/ajax',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.code).toBe('invalid_multipart');
      expect(await uploadCount()).toBe(before);
    });
  });

  describe('percent-encoding that is no UTF-8', () => {
    const ENCODING_MESSAGE = 'Invalid value for name: is not valid percent-encoded UTF-8 text.';

    it('a form-encoded value of bytes that are no UTF-8 (%FF%FE) is refused 400, not stored as "%FF%FE"', async () => {
      for (const bytes of ['%FF%FE', '%C3', '%E2%82', '%ED%A0%80', '%C0%80', '100%']) {
        const response = await send({
          method: 'POST',
          url: '/api/ajax',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `action=atelier_test_echo&nonce=${visit.ajaxNonce}&name=${bytes}`,
        });
        expect(response.statusCode, bytes).toBe(400);
        expect(response.json().data).toMatchObject({
          message: ENCODING_MESSAGE,
          code: 'invalid_encoding',
          field: 'name',
        });
      }
    });

    it('the same bytes in the query string are refused 400', async () => {
      const response = await send({
        method: 'GET',
        url: '/api/shop-ajax?action=get_variation&product_id=1&name=%FF%FE',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.message).toBe(ENCODING_MESSAGE);
      const rest = await send({ method: 'GET', url: '/api/rest/atelier-test/v1/notes/1?name=%FF' });
      expect(rest.statusCode).toBe(400);
      expect(rest.json()).toMatchObject({ code: 'invalid_encoding', message: ENCODING_MESSAGE });
    });

    it('a JSON body that is not UTF-8 is refused 400', async () => {
      const response = await send({
        method: 'POST',
        url: '/api/ajax',
        headers: { 'content-type': 'application/json' },
        payload: Buffer.concat([
          Buffer.from(`{"action":"atelier_test_echo","nonce":"${visit.ajaxNonce}","name":"`),
          Buffer.from([0xff, 0xfe]),
          Buffer.from('"}'),
        ]),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data).toEqual({
        message:
          'The JSON body is not valid UTF-8 text, so it was not stored. Please send it as UTF-8.',
        code: 'invalid_encoding',
      });
    });

    it('well-formed escapes still decode: é, and a literal "%FF" sent as %25FF', async () => {
      const response = await send({
        method: 'POST',
        url: '/api/ajax',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `action=atelier_test_echo&nonce=${visit.ajaxNonce}&name=Caf%C3%A9+%25FF`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.name).toBe('Café %FF');
    });
  });
});
