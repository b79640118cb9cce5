import {
  FORM_ACTIONS,
  FORM_NONCE_FIELD,
  formNonceAnswerSchema,
  formSubmitAnswerSchema,
} from '@atelier/contracts/forms';
import type { DatabaseHandle } from '@atelier/db/connection';
import { formRepository } from '@atelier/db/repositories/forms';
import { seedDemoForms } from '@atelier/db/seed-forms';
import { testDatabaseTargets } from '@atelier/db/testing';
import {
  COMMISSION_FORM_ID,
  CONTACT_FORM_ID,
  CONTACT_FORM_REDIRECT,
  demoForms,
  FRAMING_CALCULATOR_ID,
} from '@atelier/demo-content/forms';
import { systemClock } from '@atelier/form-engine/conditions/clock';
import { describeDate } from '@atelier/form-engine/validation/date-limits';
import { formatMoney } from '@atelier/shop/money';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET_NONCE_ACTION, NONCE_FIELD } from '@atelier/form-ui/runtime/form-nonce';
import { FORM_SENT_COOKIE } from '~/features/forms/form-sent-notice';
import { hashAddress } from '../platform/security/visitor-address';
import { PREVIEW_MESSAGE } from './form-service';
import { sessionCookieOf, testApp, testConfig } from '../testing/test-app';
import { openDayAhead } from '../testing/form-fixtures';
import { challengeRoute, contactCaptchaFields } from '../testing/captcha-tokens';

type Field = readonly [name: string, value: string | Buffer];

const BOUNDARY = '----atelier-form-test';
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AtelierTest/1.0';

/** A multipart body as a browser's FormData gives it (SUB-001), built by hand so bytes are exact. */
function multipartBody(fields: readonly Field[]): Buffer {
  const chunks = fields.flatMap(([name, value]) => [
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
    typeof value === 'string' ? Buffer.from(value, 'utf8') : value,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

const contactAnswers = (overrides: Record<string, string> = {}): Field[] =>
  Object.entries({
    'text-1': 'Ana Ferreira',
    // CF-036: the format check is off on this form, so this is accepted as written.
    'email-1': 'ana at example dot com',
    'textarea-1': 'Is “Salt Lines” still available in A2?',
    ...overrides,
  });

const commissionFields = (): Field[] => [
  ['select-1', 'rafael-monteverde'],
  ['radio-1', 'oil'],
  ['number-1', '60'],
  ['number-2', '80'],
  ['radio-2', 'oak'],
  ['checkbox-1[]', 'certificate'],
  ['checkbox-1[]', 'museum-glass'],
  ['radio-3', 'collect'],
  ['date-1', openDayAhead()],
  ['slider-1', '3000'],
  ['radio-4', 'no'],
  ['text-1', 'Ana Ferreira'],
  ['email-1', 'ana@example.com'],
  ['phone-1', '+351 912 345 678'],
  ['textarea-1', 'A large harbour scene for our dining room.'],
  ['consent-1', 'on'],
];

describe('the nonce call the browser makes is the one the server answers', () => {
  it('issue 13: CF-044 form-ui and the contracts agree on the action and the nonce field', () => {
    expect(GET_NONCE_ACTION).toBe(FORM_ACTIONS.getNonce);
    expect(NONCE_FIELD).toBe(FORM_NONCE_FIELD);
  });
});

describe.each(testDatabaseTargets())('form calls on the form endpoint ($name)', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const secret = testConfig().sessionSecret;

  beforeAll(async () => {
    database = await target.open();
    await seedDemoForms(database.db);
    app = await testApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** The visitor's answers plus what the contact page's widgets add: a solved captcha and the bot-check token. */
  const contactFields = async (overrides: Record<string, string> = {}): Promise<Field[]> => [
    ...contactAnswers(overrides),
    ...Object.entries(await contactCaptchaFields(challengeRoute(app))),
  ];

  const entries = (formId: number) => formRepository(database.db).entries(formId);
  const entryCount = (formId: number) => formRepository(database.db).countEntries(formId);

  /** CF-044: a visit starts by asking for the form nonce. */
  async function visit() {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${FORM_ACTIONS.getNonce}`,
    });
    const cookie = sessionCookieOf(answer);
    const { data: nonce } = formNonceAnswerSchema.parse(answer.json());
    return { cookie, nonce };
  }

  const submitFields = (formId: number, nonce: string, fields: readonly Field[]): Field[] => [
    ['action', FORM_ACTIONS.submit],
    ['form_id', String(formId)],
    ['page_id', '35954'],
    ['render_id', '0'],
    ['forminator_nonce', nonce],
    ...fields,
  ];

  function postMultipart(cookie: string, fields: readonly Field[]) {
    return app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: {
        cookie,
        'user-agent': USER_AGENT,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: multipartBody(fields),
    });
  }

  function postUrlEncoded(cookie: string, body: string | Buffer) {
    return app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
  }

  const urlEncoded = (fields: readonly Field[]) =>
    new URLSearchParams(fields.map(([name, value]) => [name, value.toString()])).toString();

  const submitAnswer = (response: LightMyRequestResponse) =>
    formSubmitAnswerSchema.parse(response.json());

  it('CF-044 forminator_get_nonce answers the nonce as data, and it is bound to the session', async () => {
    const first = await visit();
    expect(first.nonce).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const other = await visit();
    expect(other.nonce).not.toBe(first.nonce);

    const crossed = await postMultipart(
      first.cookie,
      submitFields(CONTACT_FORM_ID, other.nonce, await contactFields()),
    );
    expect(crossed.statusCode).toBe(403);
  });

  it('SUB-001 SUB-002 SUB-007 CF-002 CF-036 DEC-11 a valid contact submit is stored once and redirects to the dated archive', async () => {
    const { cookie, nonce } = await visit();
    const before = await entryCount(CONTACT_FORM_ID);
    const response = await postMultipart(
      cookie,
      submitFields(CONTACT_FORM_ID, nonce, await contactFields()),
    );
    expect(response.statusCode).toBe(200);
    const answer = submitAnswer(response);
    expect(answer).toEqual({
      success: true,
      data: {
        message: '<p>Thank you for your message, Ana Ferreira. We will be in touch shortly.</p>',
        behav: 'behaviour-redirect',
        // Issue 13: the address says a form was sent (ADR 0012).
        url: `${CONTACT_FORM_REDIRECT}?sent=${CONTACT_FORM_ID}`,
        newtab: 'sametab',
        fadeout: false,
        fadeout_time: 5000,
        entry_id: expect.any(Number),
      },
    });
    expect(CONTACT_FORM_REDIRECT).toBe('/2025/06/18/');

    expect(await entryCount(CONTACT_FORM_ID)).toBe(before + 1);
    const stored = (await entries(CONTACT_FORM_ID)).find(
      (entry) => entry.id === answer.data.entry_id,
    );
    expect(stored).toMatchObject({
      formId: CONTACT_FORM_ID,
      values: {
        'text-1': 'Ana Ferreira',
        'email-1': 'ana at example dot com',
        'textarea-1': 'Is “Salt Lines” still available in A2?',
      },
      calculations: {},
      ipHash: hashAddress('127.0.0.1', secret),
      userAgent: USER_AGENT,
    });
    // Issue 15: the captcha's and the bot-check's tokens are checked, never kept.
    expect(Object.keys(stored?.values ?? {}).sort()).toEqual(['email-1', 'text-1', 'textarea-1']);
    // The session is the submitter's (the signed cookie starts with its id); the raw address is nowhere.
    expect(decodeURIComponent(cookie.split('=')[1] ?? '')).toMatch(
      new RegExp(`^${stored?.sessionId}\\.`),
    );
    expect(JSON.stringify(stored)).not.toContain('127.0.0.1');
    expect(Object.keys(stored?.values ?? {})).toEqual(['text-1', 'email-1', 'textarea-1']);
  });

  it('issue 12, issue 13: CF-002 a contact submit leaves its thank-you, as text, in a one-minute cookie the archive page’s script reads, and sends the visitor there with ?sent=', async () => {
    const { cookie, nonce } = await visit();
    const response = await postMultipart(
      cookie,
      submitFields(CONTACT_FORM_ID, nonce, await contactFields()),
    );
    expect(response.statusCode).toBe(200);
    const sent = response.cookies.find((candidate) => candidate.name === FORM_SENT_COOKIE);
    expect(sent).toMatchObject({
      value: 'Thank you for your message, Ana Ferreira. We will be in touch shortly.',
      path: '/',
      maxAge: 60,
      sameSite: 'Lax',
    });
    // Issue 13: the page it goes to is shared HTML; its script reads and clears the cookie.
    expect(sent?.httpOnly).not.toBe(true);
    // …and the address says a form was sent, so the page keeps the notice's room from the start.
    expect(response.json()).toMatchObject({
      success: true,
      data: { url: `${CONTACT_FORM_REDIRECT}?sent=${CONTACT_FORM_ID}` },
    });
    const refused = await postMultipart(
      cookie,
      submitFields(CONTACT_FORM_ID, nonce, [['text-1', 'Ana Ferreira']]),
    );
    expect(refused.cookies.some((candidate) => candidate.name === FORM_SENT_COOKIE)).toBe(false);
  });

  it('CF-035 CF-037 ERR-004 VAL-020 VAL-032 SUB-002 SUB-011 an invalid submit answers the form message and one map per field, storing nothing', async () => {
    const { cookie, nonce } = await visit();
    const before = await entryCount(CONTACT_FORM_ID);
    const response = await postMultipart(
      cookie,
      submitFields(
        CONTACT_FORM_ID,
        nonce,
        await contactFields({ 'text-1': '', 'textarea-1': '   ' }),
      ).filter(([name]) => name !== 'email-1'),
    );
    expect(response.statusCode).toBe(200);
    expect(submitAnswer(response)).toEqual({
      success: false,
      data: {
        message: 'Please correct the errors before submission.',
        errors: [
          { 'text-1': 'The field is required.' },
          { 'email-1': 'The field is required.' },
          { 'textarea-1': 'The field is required.' },
        ],
      },
    });
    expect(await entryCount(CONTACT_FORM_ID)).toBe(before);
  });

  it('FORM-017 SUB-005 SUB-006 CALC-021 success messages render merge tags as escaped text, calculations as shown (decimal comma)', async () => {
    const { cookie, nonce } = await visit();
    const response = await postMultipart(
      cookie,
      submitFields(FRAMING_CALCULATOR_ID, nonce, [
        ['number-1', '30'],
        ['number-2', '40'],
        ['select-1', 'oak'],
        ['radio-1', 'float'],
        ['email-1', '<b>ana</b>@example.com'],
      ]),
    );
    const answer = submitAnswer(response);
    expect(answer.success).toBe(false);
    expect(answer.data.errors).toEqual([{ 'email-1': expect.any(String) }]);

    const fixed = await postMultipart(
      cookie,
      submitFields(FRAMING_CALCULATOR_ID, nonce, [
        ['number-1', '30'],
        ['number-2', '40'],
        ['select-1', 'oak'],
        ['radio-1', 'float'],
        ['email-1', 'ana@example.com'],
      ]),
    );
    // 2 × (30 + 40) cm of oak at €42/m + 0.12 m² of float glass at €35/m² + €15 mounting.
    const expected = 2 * (0.3 + 0.4) * 42 + 0.3 * 0.4 * 35 + 15;
    expect(submitAnswer(fixed).data).toMatchObject({
      behav: 'behaviour-hide',
      message: `<p>Thank you. Your framing quote of €${expected.toFixed(2).replace('.', ',')} is on its way to ana@example.com; bring the work in whenever suits you.</p>`,
    });

    const contact = await postMultipart(
      cookie,
      submitFields(
        CONTACT_FORM_ID,
        nonce,
        await contactFields({ 'text-1': '<img src=x onerror=alert(1)>' }),
      ),
    );
    expect(submitAnswer(contact).data.message).toBe(
      '<p>Thank you for your message, &lt;img src=x onerror=alert(1)&gt;. We will be in touch shortly.</p>',
    );
  });

  it('SUB-002 CALC-003 COND-001 a tampered commission: forged calculation recomputed, hidden and unknown fields dropped, checkbox-1[] read as a list', async () => {
    const { cookie, nonce } = await visit();
    const before = await entryCount(COMMISSION_FORM_ID);
    const response = await postMultipart(
      cookie,
      submitFields(COMMISSION_FORM_ID, nonce, [
        ...commissionFields(),
        ['calculation-1', '1'],
        ['hidden-1', 'forged-source'],
        // Shown only when gift wrapping is chosen / delivery is asked for: neither is.
        ['text-2', 'smuggled gift message'],
        ['text-3', 'smuggled city'],
        ['text-99', 'a field the form does not have'],
      ]),
    );
    const answer = submitAnswer(response);
    expect(answer.success).toBe(true);
    // max(400, 60 × 80 × 0.45) + oak 180 + museum glass 120 + certificate 0.
    const estimate = Math.max(400, 60 * 80 * 0.45) + 180 + 120;
    expect(answer.data).toMatchObject({
      behav: 'behaviour-thankyou',
      // Issue 12: the estimate reads like the shop's prices.
      message: `<p>Thank you, Ana Ferreira. Our first estimate for your commission is ${formatMoney(estimate * 100)}; we will write to ana@example.com within two working days.</p>`,
    });
    expect(await entryCount(COMMISSION_FORM_ID)).toBe(before + 1);
    const [stored] = (await entries(COMMISSION_FORM_ID)).filter(
      (entry) => entry.id === answer.data.entry_id,
    );
    expect(stored?.calculations).toEqual({ 'calculation-1': estimate });
    expect(stored?.values).toMatchObject({
      'checkbox-1': ['certificate', 'museum-glass'],
      'number-1': 60,
      'number-2': 80,
      'slider-1': 3000,
      'consent-1': true,
      'hidden-1': 'commission-form',
    });
    for (const dropped of ['text-2', 'text-3', 'text-99', 'calculation-1', 'date-2', 'time-1']) {
      expect(stored?.values).not.toHaveProperty(dropped);
    }
  });

  it('SUB-001 a form-encoded submit reads repeated checkbox-1[] names as a list too', async () => {
    const { cookie, nonce } = await visit();
    const response = await postUrlEncoded(
      cookie,
      urlEncoded(
        submitFields(COMMISSION_FORM_ID, nonce, [
          ...commissionFields(),
          ['checkbox-1[]', 'gift-wrap'],
          ['text-2', 'Happy birthday, Rui'],
        ]),
      ),
    );
    const answer = submitAnswer(response);
    expect(answer.success).toBe(true);
    const [stored] = (await entries(COMMISSION_FORM_ID)).filter(
      (entry) => entry.id === answer.data.entry_id,
    );
    expect(stored?.values['checkbox-1']).toEqual(['certificate', 'museum-glass', 'gift-wrap']);
    expect(stored?.values['text-2']).toBe('Happy birthday, Rui');
    expect(stored?.calculations['calculation-1']).toBe(Math.max(400, 60 * 80 * 0.45) + 180 + 145);
  });

  it('ERR-004 a choice that is not an option, and a shown conditional field left empty, are field errors', async () => {
    const { cookie, nonce } = await visit();
    const before = await entryCount(COMMISSION_FORM_ID);
    const fields = commissionFields().map(([name, value]): Field => {
      if (name === 'radio-1') return [name, 'gold-leaf'];
      if (name === 'radio-3') return [name, 'deliver'];
      return [name, value];
    });
    const answer = submitAnswer(
      await postMultipart(cookie, submitFields(COMMISSION_FORM_ID, nonce, fields)),
    );
    expect(answer.success).toBe(false);
    expect(answer.data.message).toBe('Please correct the errors before submission.');
    expect(answer.data.errors?.map((error) => Object.keys(error)[0])).toEqual([
      'radio-1',
      'text-3',
    ]);
    expect(await entryCount(COMMISSION_FORM_ID)).toBe(before);
  });

  it('FORM-019 VAL-028 a typed delivery date in the past is refused with the field’s message, nothing stored', async () => {
    const { cookie, nonce } = await visit();
    const before = await entryCount(COMMISSION_FORM_ID);
    const fields = commissionFields().map(([name, value]): Field =>
      name === 'date-1' ? [name, '01/01/2020'] : [name, value],
    );
    // The server counts "past" from its own today; read it on both sides in case midnight passes.
    const todayBefore = describeDate(systemClock.today());
    const answer = submitAnswer(
      await postMultipart(cookie, submitFields(COMMISSION_FORM_ID, nonce, fields)),
    );
    const todayAfter = describeDate(systemClock.today());
    expect(answer.success).toBe(false);
    expect(answer.data.errors).toHaveLength(1);
    expect(
      [todayBefore, todayAfter].map((day) => ({
        'date-1': `Please choose a date from ${day} on.`,
      })),
    ).toContainEqual(answer.data.errors?.[0]);
    expect(await entryCount(COMMISSION_FORM_ID)).toBe(before);
  });

  it('SUB-001 a 10 MB text field: a form-encoded body over the 1 MB limit is a JSON 413, nothing stored', async () => {
    const { cookie, nonce } = await visit();
    const before = await entryCount(CONTACT_FORM_ID);
    const body = urlEncoded(
      submitFields(
        CONTACT_FORM_ID,
        nonce,
        await contactFields({ 'textarea-1': 'x'.repeat(10 * 1024 * 1024) }),
      ),
    );
    const response = await postUrlEncoded(cookie, body);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      data: { message: 'The request is too large.', code: 'payload_too_large' },
    });
    expect(await entryCount(CONTACT_FORM_ID)).toBe(before);
  });

  it('a 10 MB text field in a multipart body is refused as too large (413 JSON), nothing stored', async () => {
    const { cookie, nonce } = await visit();
    const before = await entryCount(CONTACT_FORM_ID);
    const response = await postMultipart(
      cookie,
      submitFields(
        CONTACT_FORM_ID,
        nonce,
        await contactFields({ 'textarea-1': 'x'.repeat(10 * 1024 * 1024) }),
      ),
    );
    // The same answer as a too-large form-encoded body: the shared 1 MB limit counts multipart too.
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      data: { message: 'The request is too large.' },
    });
    expect(await entryCount(CONTACT_FORM_ID)).toBe(before);
  });

  it('ERR-019 non-UTF-8 bytes are a clear JSON 400 in form-encoded and multipart bodies, nothing stored', async () => {
    const { cookie, nonce } = await visit();
    const before = await entryCount(CONTACT_FORM_ID);
    // "José" written in Latin-1: the é is the lone byte 0xE9, which is not UTF-8.
    const latin1Name = Buffer.from('Jos\xe9', 'latin1');
    const encoded = Buffer.concat([
      Buffer.from(
        urlEncoded(submitFields(CONTACT_FORM_ID, nonce, await contactFields())) + '&text-1=',
      ),
      latin1Name,
    ]);
    const expected = {
      success: false,
      data: {
        message:
          'The form data is not valid UTF-8 text, so it was not stored. Please send it as UTF-8.',
        code: 'invalid_encoding',
      },
    };
    const formEncoded = await postUrlEncoded(cookie, encoded);
    expect(formEncoded.statusCode).toBe(400);
    expect(formEncoded.json()).toEqual(expected);

    const multipart = await postMultipart(
      cookie,
      submitFields(CONTACT_FORM_ID, nonce, [
        ...(await contactFields()).filter(([name]) => name !== 'text-1'),
        ['text-1', latin1Name],
      ]),
    );
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json()).toEqual(expected);
    expect(await entryCount(CONTACT_FORM_ID)).toBe(before);
  });

  it('SUB-013 a preview submit is validated like any other but never stored, and says so', async () => {
    const { cookie, nonce } = await visit();
    const before = await entryCount(CONTACT_FORM_ID);
    const valid = await postMultipart(cookie, [
      ...submitFields(CONTACT_FORM_ID, nonce, await contactFields()),
      ['forminator_preview', '1'],
    ]);
    expect(valid.statusCode).toBe(200);
    expect(submitAnswer(valid)).toEqual({
      success: true,
      data: { type: 'preview', message: PREVIEW_MESSAGE },
    });
    const invalid = await postMultipart(cookie, [
      ...submitFields(CONTACT_FORM_ID, nonce, await contactFields({ 'text-1': '' })),
      ['forminator_preview', 'true'],
    ]);
    expect(submitAnswer(invalid).data.errors).toEqual([{ 'text-1': 'The field is required.' }]);
    expect(await entryCount(CONTACT_FORM_ID)).toBe(before);
  });

  it('SUB-001 a bad or missing nonce is a JSON 403 and nothing is stored', async () => {
    const { cookie, nonce } = await visit();
    const before = await entryCount(CONTACT_FORM_ID);
    const forged = await postMultipart(
      cookie,
      submitFields(
        CONTACT_FORM_ID,
        `${nonce.slice(0, -1)}${nonce.endsWith('A') ? 'B' : 'A'}`,
        await contactFields(),
      ),
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({
      success: false,
      data: {
        message:
          'Your session has expired or the page is out of date. Please reload the page and try again.',
        code: 'invalid_nonce',
      },
    });
    const missing = await postMultipart(
      cookie,
      submitFields(CONTACT_FORM_ID, nonce, await contactFields()).filter(
        ([name]) => name !== 'forminator_nonce',
      ),
    );
    expect(missing.statusCode).toBe(403);
    expect(await entryCount(CONTACT_FORM_ID)).toBe(before);
  });

  it('SUB-001 an unknown form id is a JSON 404; a draft form takes previews only', async () => {
    const { cookie, nonce } = await visit();
    const unknown = await postMultipart(
      cookie,
      submitFields(999_999, nonce, await contactFields()),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      data: { message: 'There is no form with id 999999 on this site.', code: 'form_not_found' },
    });

    const contact = demoForms.find((form) => form.id === CONTACT_FORM_ID);
    if (!contact) throw new Error('The demo forms lack the contact form.');
    const draftId = 99_001;
    await formRepository(database.db).upsert({
      id: draftId,
      slug: 'draft-contact',
      title: 'Draft contact',
      status: 'draft',
      definition: { ...contact.definition, id: draftId } as never,
      successBehaviour: { behav: 'behaviour-thankyou', message: 'Thanks' },
    });
    const draft = await postMultipart(cookie, submitFields(draftId, nonce, await contactFields()));
    expect(draft.statusCode).toBe(404);
    const preview = await postMultipart(cookie, [
      ...submitFields(draftId, nonce, await contactFields()),
      ['forminator_preview', '1'],
    ]);
    expect(submitAnswer(preview).data.type).toBe('preview');
    expect(await entryCount(draftId)).toBe(0);

    const noId = await postMultipart(
      cookie,
      submitFields(CONTACT_FORM_ID, nonce, await contactFields()).filter(
        ([name]) => name !== 'form_id',
      ),
    );
    expect(noId.statusCode).toBe(400);
    expect(noId.json().data).toMatchObject({ field: 'form_id', code: 'invalid_input' });
  });

  it('SUB-001 submits are rate-limited per address with a JSON 429, and the refused one is not stored', async () => {
    const limited = await testApp(database, { config: testConfig({ writeRateLimit: 2 }) });
    try {
      const first = await limited.inject({
        method: 'POST',
        url: '/api/ajax',
        payload: { action: FORM_ACTIONS.getNonce },
        remoteAddress: '192.0.2.7',
      });
      const cookie = sessionCookieOf(first);
      const { data: nonce } = formNonceAnswerSchema.parse(first.json());
      const before = await entryCount(CONTACT_FORM_ID);
      const send = async () =>
        limited.inject({
          method: 'POST',
          url: '/api/ajax',
          remoteAddress: '192.0.2.7',
          headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          payload: multipartBody(submitFields(CONTACT_FORM_ID, nonce, await contactFields())),
        });
      expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().data.code).toBe('rate_limited');
      expect(await entryCount(CONTACT_FORM_ID)).toBe(before + 1);
    } finally {
      await limited.close();
    }
  });
});
