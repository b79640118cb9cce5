import * as contracts from '@atelier/contracts/form-drafts';
import {
  FORM_ACTIONS,
  formNonceAnswerSchema,
  formSubmitAnswerSchema,
} from '@atelier/contracts/forms';
import type { DatabaseHandle } from '@atelier/db/connection';
import { formRepository } from '@atelier/db/repositories/forms';
import { mailQueueRepository } from '@atelier/db/repositories/mail-queue';
import { formDrafts, mailQueue } from '@atelier/db/schema';
import { seedDemoForms } from '@atelier/db/seed-forms';
import { testDatabaseTargets } from '@atelier/db/testing';
import { COMMISSION_FORM_ID, CONTACT_FORM_ID } from '@atelier/demo-content/forms';
import * as wire from '@atelier/form-ui/draft/draft-wire';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_LINK_EXPIRED_NOTICE, loadPageForm } from '~/features/forms/form-page.server';
import { createNonceService } from '../platform/security/nonces';
import {
  DRAFT_EMAIL_LIMIT_MESSAGE,
  DRAFT_EMAIL_SENT_MESSAGE,
  DRAFT_MAILS_PER_VISITOR,
  draftSavedMessage,
} from './draft-service';
import { createSiteServices } from '../site-services';
import { sessionCookieOf, testApp, testConfig } from '../testing/test-app';
import { openDayAhead } from '../testing/form-fixtures';

type Field = readonly [name: string, value: string];

const BOUNDARY = '----atelier-draft-test';

/** A multipart body as a browser's FormData sends it (DRAFT-009). */
function multipartBody(fields: readonly Field[]): Buffer {
  const chunks = fields.flatMap(([name, value]) => [
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
    Buffer.from(value, 'utf8'),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

describe('the draft names the browser sends are the ones the server reads', () => {
  it('DRAFT-005 DRAFT-006 DRAFT-009 form-ui and the contracts agree on every name', () => {
    expect(wire.SAVE_DRAFT_FIELD).toBe(contracts.FORM_DRAFT_FIELDS.flag);
    expect(wire.DRAFT_PAGE_FIELD).toBe(contracts.FORM_DRAFT_FIELDS.page);
    expect(wire.PREVIOUS_DRAFT_FIELD).toBe(contracts.FORM_DRAFT_FIELDS.previousDraftId);
    expect(wire.DRAFT_QUERY_PARAMETER).toBe(contracts.DRAFT_QUERY_PARAMETER);
    expect(wire.SAVE_DRAFT_TYPE).toBe(contracts.SAVE_DRAFT_TYPE);
    expect(wire.DRAFT_EMAIL_ACTION).toBe(contracts.DRAFT_EMAIL_ACTION);
    expect(wire.DRAFT_EMAIL_FIELD).toBe(contracts.DRAFT_EMAIL_FIELD);
  });
});

describe.each(testDatabaseTargets())('save draft over the form endpoint ($name)', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let pageContext: AppLoadContext;
  const config = testConfig();

  beforeAll(async () => {
    database = await target.open();
    await seedDemoForms(database.db);
    app = await testApp(database);
    const nonces = createNonceService(config.sessionSecret);
    pageContext = {
      sessionId: 'another-visit',
      visitor: { sessionId: 'another-visit', ipHash: 'h'.repeat(64), userAgent: 'Test/1.0' },
      services: createSiteServices(database, nonces),
    };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A visit from `remoteAddress`: the draft-mail limits count per network address too. */
  async function visit(remoteAddress = '127.0.0.1') {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${FORM_ACTIONS.getNonce}`,
      remoteAddress,
    });
    return {
      cookie: sessionCookieOf(answer),
      nonce: formNonceAnswerSchema.parse(answer.json()).data,
    };
  }

  function post(cookie: string, fields: readonly Field[], remoteAddress = '127.0.0.1') {
    return app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody(fields),
      remoteAddress,
    });
  }

  const submitFields = (formId: number, nonce: string, fields: readonly Field[]): Field[] => [
    ['action', FORM_ACTIONS.submit],
    ['form_id', String(formId)],
    ['render_id', '0'],
    ['forminator_nonce', nonce],
    ...fields,
  ];

  const emailFields = (nonce: string, draftId: string, email: string): Field[] => [
    ['action', 'forminator_email_draft_link'],
    ['form_id', String(COMMISSION_FORM_ID)],
    ['draft_id', draftId],
    ['draft_link', `http://localhost:3101/commission/?draft=${draftId}`],
    ['forminator_nonce', nonce],
    ['email-1', email],
  ];

  const emailAnswer = (response: LightMyRequestResponse) =>
    contracts.draftEmailAnswerSchema.parse(response.json());

  async function saveCommissionDraft(cookie: string, nonce: string, fields: readonly Field[]) {
    const response = await post(
      cookie,
      submitFields(COMMISSION_FORM_ID, nonce, [['save_draft', 'true'], ...fields]),
    );
    expect(response.statusCode).toBe(200);
    const answer = formSubmitAnswerSchema.parse(response.json());
    expect(answer).toEqual({
      success: true,
      data: {
        type: 'save_draft',
        draft_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        message: draftSavedMessage(30),
      },
    });
    return answer.data.draft_id ?? '';
  }

  const draftMails = (recipient: string) =>
    database.db
      .select({ subject: mailQueue.subject, text: mailQueue.textBody, purpose: mailQueue.purpose })
      .from(mailQueue)
      .where(eq(mailQueue.recipient, recipient));

  it('DRAFT-009 DRAFT-010 an invalid address is answered on its field (field, message) and nothing is queued', async () => {
    const { cookie, nonce } = await visit();
    const draftId = await saveCommissionDraft(cookie, nonce, [['text-1', 'Ana']]);
    for (const [email, message] of [
      ['', 'This field is required.'],
      ['ana@example', 'Please enter a valid email address.'],
    ] as const) {
      const response = await post(cookie, emailFields(nonce, draftId, email));
      expect(response.statusCode).toBe(200);
      expect(emailAnswer(response)).toEqual({
        success: false,
        data: { field: 'email-1', message },
      });
    }
    expect(await draftMails('ana@example')).toEqual([]);
  });

  it('DRAFT-009 the draft email needs the form nonce, and a live draft of that form', async () => {
    const { cookie, nonce } = await visit();
    const draftId = await saveCommissionDraft(cookie, nonce, [['text-1', 'Ana']]);
    const stale = await post(cookie, emailFields('not-the-nonce-000000', draftId, 'a@example.com'));
    expect(stale.statusCode).toBe(403);

    const unknown = await post(
      cookie,
      emailFields(nonce, 'NoSuchDraftNoSuchDraft', 'a@example.com'),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, data: { code: 'draft_not_found' } });
  });

  it('DRAFT-005…DRAFT-009 PAGE-010 save → mail queued → the link opens the form with every value on its page → submit deletes the draft', async () => {
    const { cookie, nonce } = await visit();
    const draftId = await saveCommissionDraft(cookie, nonce, [
      ['draft_page', '2'],
      ['select-1', 'any'],
      ['radio-1', 'oil'],
      ['number-1', '60'],
      ['number-2', '80'],
      ['radio-2', 'oak'],
      ['checkbox-1[]', 'museum-glass'],
      ['checkbox-1[]', 'gift-wrap'],
      ['text-2', 'For Rui, with love'],
      ['text-4', 'My sister'],
      ['number-3', '2'],
      ['text-4-2', 'Our studio'],
      ['number-3-2', '1'],
      ['radio-3', 'collect'],
      ['slider-1', '4200'],
      // Half-typed: a draft keeps it as it is.
      ['email-1', 'ana@exa'],
    ]);

    // DRAFT-009: the link goes through the mail queue, never sent inside the request.
    const mailed = await post(cookie, emailFields(nonce, draftId, 'ana.draft@example.com'));
    expect(mailed.statusCode).toBe(200);
    expect(emailAnswer(mailed)).toEqual({
      success: true,
      data: {
        message: DRAFT_EMAIL_SENT_MESSAGE,
        draft_mail_sent: true,
        draft_mail_message: DRAFT_EMAIL_SENT_MESSAGE,
      },
    });
    const [mail, ...more] = await draftMails('ana.draft@example.com');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      subject: 'Your saved answers: Commission a work',
      purpose: 'draft-link',
    });
    const link = /https?:\/\/\S+\?draft=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).toBe(`${config.publicUrl.origin}/commission/?draft=${draftId}`);

    // Opened in another browser: the page's loader gives the draft's values and page.
    const opened = await loadPageForm(pageContext, COMMISSION_FORM_ID, new Request(link));
    expect(opened?.draftNotice).toBeUndefined();
    expect(opened?.draft).toEqual({
      id: draftId,
      page: 2,
      values: {
        'select-1': 'any',
        'radio-1': 'oil',
        'number-1': '60',
        'number-2': '80',
        'radio-2': 'oak',
        'checkbox-1': ['museum-glass', 'gift-wrap'],
        'text-2': 'For Rui, with love',
        'text-4': 'My sister',
        'number-3': '2',
        'text-4-2': 'Our studio',
        'number-3-2': '1',
        'radio-3': 'collect',
        'slider-1': 4200,
        'email-1': 'ana@exa',
      },
    });

    // Finished and sent from the link (another session): the entry is stored, the draft goes.
    const other = await visit();
    const before = await formRepository(database.db).countEntries(COMMISSION_FORM_ID);
    const sent = await post(
      other.cookie,
      submitFields(COMMISSION_FORM_ID, other.nonce, [
        ['previous_draft_id', draftId],
        ['select-1', 'any'],
        ['radio-1', 'oil'],
        ['number-1', '60'],
        ['number-2', '80'],
        ['radio-2', 'oak'],
        ['radio-3', 'collect'],
        ['date-1', openDayAhead()],
        ['slider-1', '4200'],
        ['radio-4', 'no'],
        ['text-1', 'Ana Ferreira'],
        ['email-1', 'ana@example.com'],
        ['consent-1', 'on'],
      ]),
    );
    expect(formSubmitAnswerSchema.parse(sent.json()).success).toBe(true);
    expect(await formRepository(database.db).countEntries(COMMISSION_FORM_ID)).toBe(before + 1);
    const again = await loadPageForm(pageContext, COMMISSION_FORM_ID, new Request(link));
    expect(again?.draft).toBeUndefined();
    expect(again?.draftNotice).toBe(DRAFT_LINK_EXPIRED_NOTICE);
  });

  it('DRAFT-009 a hostile draft_link is ignored: the queued mail links only to PUBLIC_URL and the form’s own page', async () => {
    const { cookie, nonce } = await visit('192.0.2.10');
    const draftId = await saveCommissionDraft(cookie, nonce, [['text-1', 'Ana']]);
    // Its path starts with //, which a link built on "the path of the page it was saved on"
    // read as another host: the mail linked to https://evil.example/login.
    const hostile = `https://evil.example//evil.example/login?draft=${draftId}`;
    const fields = emailFields(nonce, draftId, 'phish.target@example.com').map(
      ([name, value]): Field => [name, name === 'draft_link' ? hostile : value],
    );
    const response = await post(cookie, fields, '192.0.2.10');
    expect(emailAnswer(response)).toMatchObject({ success: true, data: { draft_mail_sent: true } });

    const queued = (
      await mailQueueRepository(database.db).claimDue({
        now: new Date(),
        leaseMs: 60_000,
        limit: 1000,
      })
    ).filter((row) => row.recipient === 'phish.target@example.com');
    expect(queued).toHaveLength(1);
    const [mail] = queued;
    const body = `${mail?.textBody ?? ''}\n${mail?.htmlBody ?? ''}`;
    expect(body).not.toContain('evil.example');
    const links = [...body.matchAll(/https?:\/\/[^\s"<]+/g)].map(([link]) => link);
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links)).toEqual(
      new Set([`${config.publicUrl.origin}/commission/?draft=${draftId}`]),
    );
  });

  it(`DRAFT-009 one network address has at most ${DRAFT_MAILS_PER_VISITOR} draft links mailed an hour, even from fresh sessions`, async () => {
    const address = '198.51.100.7';
    const owner = await visit(address);
    const draftId = await saveCommissionDraft(owner.cookie, owner.nonce, [['text-1', 'Ana']]);
    for (let sent = 1; sent <= DRAFT_MAILS_PER_VISITOR + 1; sent += 1) {
      // Each mail from a new session (cookies dropped), to a new address.
      const fresh = await visit(address);
      const response = await post(
        fresh.cookie,
        emailFields(fresh.nonce, draftId, `stranger${sent}@example.com`),
        address,
      );
      expect(response.statusCode).toBe(200);
      expect(emailAnswer(response).data).toMatchObject(
        sent <= DRAFT_MAILS_PER_VISITOR
          ? { draft_mail_sent: true }
          : { draft_mail_sent: false, draft_mail_message: DRAFT_EMAIL_LIMIT_MESSAGE },
      );
    }
    expect(await draftMails(`stranger${DRAFT_MAILS_PER_VISITOR + 1}@example.com`)).toEqual([]);
    // Someone else, elsewhere, is not held back by it.
    const other = await visit('203.0.113.5');
    const response = await post(
      other.cookie,
      emailFields(other.nonce, draftId, 'stranger-elsewhere@example.com'),
      '203.0.113.5',
    );
    expect(emailAnswer(response).data).toMatchObject({ draft_mail_sent: true });
  });

  it('DRAFT-005 a draft whose text arrives as bytes that are not UTF-8 is refused with a clear 400, never stored mangled', async () => {
    const { cookie, nonce } = await visit();
    const fields = submitFields(COMMISSION_FORM_ID, nonce, [
      ['save_draft', 'true'],
      ['text-1', 'Ana'],
    ]);
    const body = multipartBody(fields);
    // "Ana" becomes "An" and two bytes no UTF-8 text has.
    const damaged = Buffer.from(body);
    const at = damaged.lastIndexOf(Buffer.from('Ana'));
    damaged.set([0x41, 0x6e, 0xff], at);
    const before = await database.db.select().from(formDrafts);
    const response = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: damaged,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({
      success: false,
      data: {
        code: 'invalid_encoding',
        message:
          'The form data is not valid UTF-8 text, so it was not stored. Please send it as UTF-8.',
      },
    });
    expect(await database.db.select().from(formDrafts)).toHaveLength(before.length);
  });

  it("a draft link never opens another form's draft, and a malformed one is a notice, not an error", async () => {
    const { cookie, nonce } = await visit();
    const draftId = await saveCommissionDraft(cookie, nonce, [['text-1', 'Ana']]);
    const onContact = await loadPageForm(
      pageContext,
      CONTACT_FORM_ID,
      new Request(`http://localhost/contact/?draft=${draftId}`),
    );
    expect(onContact?.draft).toBeUndefined();
    expect(onContact?.draftNotice).toBe(DRAFT_LINK_EXPIRED_NOTICE);
    const malformed = await loadPageForm(
      pageContext,
      COMMISSION_FORM_ID,
      new Request('http://localhost/commission/?draft=%3Cscript%3E'),
    );
    expect(malformed?.draftNotice).toBe(DRAFT_LINK_EXPIRED_NOTICE);
    const plain = await loadPageForm(
      pageContext,
      COMMISSION_FORM_ID,
      new Request('http://localhost/commission/'),
    );
    expect(plain?.draft).toBeUndefined();
    expect(plain?.draftNotice).toBeUndefined();
  });
});
