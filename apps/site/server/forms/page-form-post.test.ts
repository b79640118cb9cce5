import { FORM_ACTIONS, FORM_SUBMIT_NONCE } from '@atelier/contracts/forms';
import type { DatabaseHandle } from '@atelier/db/connection';
import { formRepository } from '@atelier/db/repositories/forms';
import { checkedDemoForm, seedDemoForms } from '@atelier/db/seed-forms';
import { testDatabaseTargets } from '@atelier/db/testing';
import {
  COMMISSION_FORM_ID,
  CONTACT_CAPTCHA_MESSAGE,
  CONTACT_FORM_ID,
  CONTACT_FORM_REDIRECT,
  demoForms,
  FRAMING_CALCULATOR_ID,
} from '@atelier/demo-content/forms';
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import { formatMoney } from '@atelier/shop/money';
import { GENERIC_SUBMIT_ERROR } from '@atelier/form-ui/runtime/submit-form';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTCHA_NEEDS_JAVASCRIPT_MESSAGE,
  FORM_UNAVAILABLE_MESSAGE,
  loadPageForm,
  postedFieldValues,
  SESSION_EXPIRED_MESSAGE,
  submitPageForm,
} from '~/features/forms/form-page.server';
import type { NativeSubmitOutcome } from '~/features/forms/form-page';
import { createNonceService } from '../platform/security/nonces';
import { hashAddress } from '../platform/security/visitor-address';
import { createSiteServices } from '../site-services';
import { openDayAhead } from '../testing/form-fixtures';
import { contactCaptchaFields } from '../testing/captcha-tokens';
import { TEST_CAPTCHA_CONFIG } from '../testing/test-app';

type Field = readonly [name: string, value: string];

const SECRET = 'page-form-test-secret-that-is-long-enough-0123456789';
const FORM_HAS_ERROR = 'Please correct the errors before submission.';

/** Every step of the commission form filled in, as a browser without JavaScript posts it. */
const commissionFields = (): Field[] => [
  ['select-1', 'any'],
  ['radio-1', 'oil'],
  ['number-1', '60'],
  ['number-2', '80'],
  ['radio-2', 'oak'],
  ['checkbox-1', 'museum-glass'],
  ['text-4', 'My sister in Porto'],
  ['number-3', '2'],
  ['text-4-2', 'Our studio'],
  ['number-3-2', '3'],
  ['radio-3', 'collect'],
  ['date-1', openDayAhead()],
  ['slider-1', '3000'],
  ['radio-4', 'no'],
  ['text-1', 'Ana Ferreira'],
  ['email-1', 'ana@example.com'],
  ['phone-1', '+351 912 345 678'],
  ['textarea-1', 'A harbour at dusk, for our dining room.'],
  ['consent-1', 'on'],
];

/** max(400, 60 × 80 × oil 0.45) + oak 180 + museum glass 120 + (2 + 3) prints × 60. */
const COMMISSION_ESTIMATE = 2160 + 180 + 120 + 300;

function withChanges(fields: readonly Field[], changes: Record<string, string | null>): Field[] {
  const kept = fields.filter(([name]) => !(name in changes));
  const added = Object.entries(changes).flatMap(([name, value]): Field[] =>
    value === null ? [] : [[name, value]],
  );
  return [...kept, ...added];
}

/** What React Router's data() gives back: the payload and its status. */
interface DataAnswer {
  data: NativeSubmitOutcome;
  init: { status?: number } | null;
}

describe.each(testDatabaseTargets())('a page form posted natively ($name)', (target) => {
  let database: DatabaseHandle;
  let context: AppLoadContext;
  const nonces = createNonceService(SECRET);
  const sessionId = 'page-form-visitor';

  beforeAll(async () => {
    database = await target.open();
    await seedDemoForms(database.db);
    context = {
      sessionId,
      visitor: {
        sessionId,
        ipHash: hashAddress('203.0.113.7', SECRET),
        userAgent: 'AtelierTest/1.0 (no JavaScript)',
      },
      services: createSiteServices(database, nonces, { captcha: TEST_CAPTCHA_CONFIG }),
    };
  });
  afterAll(async () => {
    await database.close();
  });

  /** What the contact page's widgets add to a post: a solved captcha and the bot-check token. */
  const captchaTokens = async (): Promise<Field[]> =>
    Object.entries(
      await contactCaptchaFields((action) => context.services.captcha.challenge(action)),
    );

  const entries = (formId: number) => formRepository(database.db).entries(formId);
  const entryCount = (formId: number) => formRepository(database.db).countEntries(formId);

  /**
   * The page's POST: the hidden inputs the server-rendered form carries, then the fields. By
   * default as a client that sends a nonce it fetched and says nothing of where it posts from;
   * `headers` add what a browser says (Sec-Fetch-Site, Origin, Referer).
   */
  function pagePost(
    formId: number,
    fields: readonly Field[],
    nonce?: string,
    headers: Record<string, string> = {},
  ): Request {
    const body = new FormData();
    body.append('action', FORM_ACTIONS.submit);
    body.append('form_id', String(formId));
    body.append('render_id', '0');
    body.append('forminator_nonce', nonce ?? nonces.issue(FORM_SUBMIT_NONCE, sessionId));
    for (const [name, value] of fields) body.append(name, value);
    return new Request('http://localhost/commission/', { method: 'POST', body, headers });
  }

  /** The context as a page loader sees it, noting whether the visitor's session was read. */
  function watchedContext() {
    const read = { session: false };
    const watched: AppLoadContext = {
      ...context,
      get sessionId() {
        read.session = true;
        return sessionId;
      },
    };
    return { watched, read };
  }

  async function post(formId: number, request: Request): Promise<DataAnswer> {
    return (await submitPageForm(request, context, formId)) as unknown as DataAnswer;
  }

  it('issue 13: SUB-012 the page loader gives the published form with no nonce, reading nothing of the visitor', async () => {
    const { watched, read } = watchedContext();
    const form = await loadPageForm(
      watched,
      COMMISSION_FORM_ID,
      new Request('http://localhost/commission/'),
    );
    expect(form).toMatchObject({
      id: COMMISSION_FORM_ID,
      title: 'Commission a work',
      endpoint: '/api/ajax',
      nonce: '',
    });
    expect(form?.definition.fields.map((field) => field.id)).toContain('group-1');
    // The same for every visitor, so a shared cache may keep it.
    expect(read.session).toBe(false);
  });

  it('issue 13: PAGE-010 a draft link shows one visitor’s answers: the loader reads the session (so the answer is private), no cookie needed', async () => {
    const { watched, read } = watchedContext();
    const form = await loadPageForm(
      watched,
      COMMISSION_FORM_ID,
      new Request('http://localhost/commission/?draft=Ab3dEfGhIjKlMnOpQrStUv'),
    );
    expect(form?.draftNotice).toBeDefined();
    expect(form?.nonce).toBe('');
    expect(read.session).toBe(true);
  });

  it('SUB-012 VAL-020 a refused commission post comes back with every value in its widget’s shape and an error on each field to fix; nothing is stored', async () => {
    const before = await entryCount(COMMISSION_FORM_ID);
    const fields = withChanges(commissionFields(), {
      // Delivery asks for a city, a visit for a day and a time: city and day are left empty.
      'radio-3': 'deliver',
      'radio-4': 'yes',
      'time-1[hours]': '03',
      'time-1[minutes]': '30',
      'time-1[meridiem]': 'pm',
      'checkbox-1': null,
      'email-1': '',
      'hidden-1': 'forged-source',
      'calculation-1': '1',
    });
    fields.push(['checkbox-1', 'museum-glass'], ['checkbox-1', 'gift-wrap']);
    const answer = await post(COMMISSION_FORM_ID, pagePost(COMMISSION_FORM_ID, fields));
    expect(answer.init?.status).toBe(422);
    expect(answer.data.kind).toBe('error');
    expect(answer.data.message).toBe(FORM_HAS_ERROR);
    expect(Object.keys(answer.data.errors)).toEqual(['text-3', 'date-2', 'email-1']);
    expect(answer.data.values).toMatchObject({
      'radio-1': 'oil',
      'number-1': '60',
      'checkbox-1': ['museum-glass', 'gift-wrap'],
      'number-3-2': '3',
      'text-4-2': 'Our studio',
      'time-1': { hours: '03', minutes: '30', meridiem: 'pm' },
      'consent-1': true,
      'slider-1': 3000,
    });
    // What the visitor cannot set is not echoed as if they had.
    expect(answer.data.values).not.toHaveProperty('hidden-1');
    expect(answer.data.values).not.toHaveProperty('calculation-1');
    expect(await entryCount(COMMISSION_FORM_ID)).toBe(before);
  });

  it('SUB-005 SUB-012 DEC-02 a valid commission post is stored and answers the thank-you message with the server’s own estimate, prints included', async () => {
    const before = await entryCount(COMMISSION_FORM_ID);
    const answer = await post(
      COMMISSION_FORM_ID,
      pagePost(COMMISSION_FORM_ID, [...commissionFields(), ['calculation-1', '1']]),
    );
    expect(answer.init?.status).toBe(200);
    expect(answer.data).toMatchObject({
      kind: 'success',
      hideForm: false,
      errors: {},
      values: {},
      // Issue 12: the estimate reads like the shop's prices (€2,760.00).
      message: `<p>Thank you, Ana Ferreira. Our first estimate for your commission is ${formatMoney(COMMISSION_ESTIMATE * 100)}; we will write to ana@example.com within two working days.</p>`,
    });
    expect(await entryCount(COMMISSION_FORM_ID)).toBe(before + 1);
    const stored = (await entries(COMMISSION_FORM_ID)).at(-1);
    expect(stored?.calculations).toEqual({ 'calculation-1': COMMISSION_ESTIMATE });
    expect(stored?.values).toMatchObject({ 'number-3': 2, 'number-3-2': 3, 'consent-1': true });
    expect(stored?.sessionId).toBe(sessionId);
  });

  it('SUB-006 a framing quote posted natively hides the form behind its message', async () => {
    const answer = await post(
      FRAMING_CALCULATOR_ID,
      pagePost(FRAMING_CALCULATOR_ID, [
        ['number-1', '50'],
        ['number-2', '70'],
        ['select-1', 'oak'],
        ['radio-1', 'float'],
        ['email-1', 'rui@example.com'],
      ]),
    );
    expect(answer.init?.status).toBe(200);
    // 2 × (50 + 70) / 100 × 42 + 50 × 70 / 10000 × 35 + 15 = 128.05, with the form's decimal comma.
    expect(answer.data).toMatchObject({ kind: 'success', hideForm: true });
    expect(answer.data.message).toContain(
      'Your framing quote of €128,05 is on its way to rui@example.com',
    );
  });

  it('CAP-003 SUB-012 issue 15: a contact post from a browser without JavaScript (no captcha answer, no bot-check token) is refused with words saying so, values kept, nothing stored', async () => {
    const before = await entryCount(CONTACT_FORM_ID);
    const answer = await post(
      CONTACT_FORM_ID,
      pagePost(CONTACT_FORM_ID, [
        ['text-1', 'Ana Ferreira'],
        ['email-1', 'ana@example.com'],
        ['textarea-1', 'Is the harbour print still available?'],
      ]),
    );
    expect(answer.init?.status).toBe(422);
    expect(answer.data.message).toBe(CAPTCHA_NEEDS_JAVASCRIPT_MESSAGE);
    expect(answer.data.errors).toEqual({ 'captcha-1': CONTACT_CAPTCHA_MESSAGE });
    expect(answer.data.values).toMatchObject({
      'text-1': 'Ana Ferreira',
      'textarea-1': 'Is the harbour print still available?',
    });
    expect(await entryCount(CONTACT_FORM_ID)).toBe(before);
  });

  it('SUB-007 DEC-11 a valid contact post is redirected (303) to the dated archive page', async () => {
    const before = await entryCount(CONTACT_FORM_ID);
    const outcome = submitPageForm(
      pagePost(CONTACT_FORM_ID, [
        ['text-1', 'Ana Ferreira'],
        ['email-1', 'ana@example.com'],
        ['textarea-1', 'Is the harbour print still available?'],
        ...(await captchaTokens()),
      ]),
      context,
      CONTACT_FORM_ID,
    );
    const thrown = await outcome.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(303);
    // Issue 13: the archive page it goes to says the message went, from its address alone
    // (its HTML is the same for everyone who opens it); no cookie is set.
    expect((thrown as Response).headers.get('location')).toBe(
      `${CONTACT_FORM_REDIRECT}?sent=${CONTACT_FORM_ID}`,
    );
    expect((thrown as Response).headers.get('set-cookie')).toBeNull();
    expect(await entryCount(CONTACT_FORM_ID)).toBe(before + 1);
  });

  it('issue 13: SUB-012 a native post from the page itself needs no nonce: the browser says it came from this site', async () => {
    const contact = async (name: string): Promise<Field[]> => [
      ['text-1', name],
      ['email-1', 'ana@example.com'],
      ['textarea-1', 'Is the harbour print still available?'],
      ...(await captchaTokens()),
    ];
    const before = await entryCount(CONTACT_FORM_ID);
    const sameSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost' },
      { referer: 'http://localhost/contact/' },
    ];
    for (const headers of sameSite) {
      const request = pagePost(CONTACT_FORM_ID, await contact('Ana Ferreira'), '', headers);
      const thrown = await submitPageForm(request, context, CONTACT_FORM_ID).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect((thrown as Response).status).toBe(303);
    }
    expect(await entryCount(CONTACT_FORM_ID)).toBe(before + sameSite.length);
  });

  it('issue 13: SUB-012 a cross-site post without a valid nonce is refused with the message the visitor sees, nothing stored', async () => {
    const before = await entryCount(CONTACT_FORM_ID);
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      // A browser's own word wins over an Origin that names this site.
      { 'sec-fetch-site': 'same-site', origin: 'http://localhost' },
      { origin: 'https://evil.example' },
      { origin: 'null', referer: 'https://evil.example/page' },
      // Saying nothing of where it came from is not enough either.
      {},
    ];
    for (const headers of crossSite) {
      const answer = await post(
        CONTACT_FORM_ID,
        pagePost(CONTACT_FORM_ID, [['text-1', 'Ana Ferreira']], '', headers),
      );
      expect(answer.init?.status).toBe(403);
      expect(answer.data).toMatchObject({
        kind: 'error',
        message: SESSION_EXPIRED_MESSAGE,
        values: { 'text-1': 'Ana Ferreira' },
      });
    }
    expect(await entryCount(CONTACT_FORM_ID)).toBe(before);
  });

  it('SUB-012 a stale nonce is refused with a message to send again, the values kept, nothing stored', async () => {
    const before = await entryCount(CONTACT_FORM_ID);
    const answer = await post(
      CONTACT_FORM_ID,
      pagePost(CONTACT_FORM_ID, [['text-1', 'Ana Ferreira']], 'not-the-nonce-at-all'),
    );
    expect(answer.init?.status).toBe(403);
    expect(answer.data).toMatchObject({
      kind: 'error',
      message: SESSION_EXPIRED_MESSAGE,
      values: { 'text-1': 'Ana Ferreira' },
    });
    expect(await entryCount(CONTACT_FORM_ID)).toBe(before);
  });

  it('SUB-012 a post for another form, or a body that is no form at all, gets the generic message', async () => {
    const before = await entryCount(CONTACT_FORM_ID);
    const otherForm = await post(
      CONTACT_FORM_ID,
      pagePost(COMMISSION_FORM_ID, [['text-1', 'Ana Ferreira']]),
    );
    expect(otherForm.init?.status).toBe(400);
    expect(otherForm.data).toMatchObject({ kind: 'error', message: GENERIC_SUBMIT_ERROR });
    const notAForm = await post(
      CONTACT_FORM_ID,
      new Request('http://localhost/contact/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"text-1":"Ana"}',
      }),
    );
    expect(notAForm.init?.status).toBe(400);
    expect(notAForm.data).toMatchObject({ kind: 'error', message: GENERIC_SUBMIT_ERROR });
    expect(await entryCount(CONTACT_FORM_ID)).toBe(before);
  });

  it('SUB-012 a form taken offline answers that it is not available and the page offers no form', async () => {
    const framing = demoForms.find((form) => form.id === FRAMING_CALCULATOR_ID);
    if (!framing) throw new Error('No framing calculator among the demo forms.');
    await formRepository(database.db).upsert({ ...checkedDemoForm(framing), status: 'draft' });
    expect(await loadPageForm(context, FRAMING_CALCULATOR_ID)).toBeNull();
    const answer = await post(
      FRAMING_CALCULATOR_ID,
      pagePost(FRAMING_CALCULATOR_ID, [['email-1', 'rui@example.com']]),
    );
    expect(answer.init?.status).toBe(404);
    expect(answer.data).toMatchObject({ kind: 'error', message: FORM_UNAVAILABLE_MESSAGE });
  });
});

describe('the posted values a refused page form shows again', () => {
  const commission = demoForms.find((form) => form.id === COMMISSION_FORM_ID);
  if (!commission) throw new Error('No commission form among the demo forms.');
  const definition = parseDefinition(commission.definition);

  it('DEC-02 keeps copies of a repeatable group up to its max_copies, so the form can show them all', () => {
    const body: Record<string, string> = {};
    for (const copy of [2, 3, 4, 5, 6]) body[`number-3-${copy}`] = String(copy);
    const values = postedFieldValues(definition, body);
    expect(Object.keys(values)).toEqual(['number-3-2', 'number-3-3', 'number-3-4', 'number-3-5']);
  });

  it('reads a checkbox posted once, or with [] names, as a list, and leaves out malformed shapes', () => {
    expect(postedFieldValues(definition, { 'checkbox-1': 'gift-wrap' })).toEqual({
      'checkbox-1': ['gift-wrap'],
    });
    expect(postedFieldValues(definition, { 'checkbox-1[]': ['gift-wrap', 'certificate'] })).toEqual(
      { 'checkbox-1': ['gift-wrap', 'certificate'] },
    );
    // Two choices for a single-choice radio, a part name the time field does not have.
    expect(
      postedFieldValues(definition, { 'radio-1': ['oil', 'ink'], 'time-1[seconds]': '10' }),
    ).toEqual({});
  });
});
