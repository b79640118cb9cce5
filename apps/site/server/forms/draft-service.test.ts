import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '@atelier/db/connection';
import { draftRepository } from '@atelier/db/repositories/drafts';
import { formRepository } from '@atelier/db/repositories/forms';
import { formUploads } from '@atelier/db/schema';
import { seedDemoForms } from '@atelier/db/seed-forms';
import { testDatabaseTargets } from '@atelier/db/testing';
import { COMMISSION_FORM_ID, CONTACT_FORM_ID } from '@atelier/demo-content/forms';
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DRAFT_EMAIL_FAILED_MESSAGE,
  DRAFT_EMAIL_LIMIT_MESSAGE,
  DRAFT_EMAIL_SENT_MESSAGE,
  DRAFT_MAILS_PER_ADDRESS,
  DRAFT_MAILS_PER_VISITOR,
  DRAFT_PREVIEW_MESSAGE,
  DraftNotFound,
  draftLinkOf,
  draftSavedMessage,
  draftValuesOf,
  formDraftsService,
  readDraftRequest,
  uploadIdsOf,
  type DraftMail,
  type DraftMailVisitor,
  type FormDraftsService,
} from './draft-service';
import {
  DRAFTS_OFF_MESSAGE,
  formsService,
  SubmissionRefused,
  type FormsService,
} from './form-service';
import type { LoadedForm } from './loaded-form';
import { submitRequest } from '../testing/form-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const PUBLIC_URL = new URL('https://gallery.example');
const UPLOAD_FORM_ID = 44001;
const visitor = { sessionId: 'session-1', ipHash: 'h'.repeat(64), userAgent: 'Test/1.0' };
/** A visitor of their own (session and network address), so no test shares a mail count. */
const someone = (): DraftMailVisitor => ({
  sessionId: randomBytes(16).toString('hex'),
  ipHash: randomBytes(32).toString('hex'),
});
/** An address of its own, for the same reason. */
const someAddress = (name: string) => `${name}.${randomBytes(4).toString('hex')}@example.com`;

describe('draft requests and values, without a database', () => {
  it('DRAFT-005 DRAFT-006 reads save_draft, draft_page and previous_draft_id off a submit body', () => {
    expect(readDraftRequest({ save_draft: 'true', draft_page: '2' })).toEqual({
      save: true,
      page: 2,
      previousDraftId: undefined,
    });
    expect(readDraftRequest({})).toEqual({ save: false, page: 0, previousDraftId: undefined });
    expect(readDraftRequest({ save_draft: 'false', draft_page: 'two' }).save).toBe(false);
    expect(readDraftRequest({ save_draft: '1', draft_page: 'two' }).page).toBe(0);
    const id = 'AbCdEfGhIjKlMnOpQrStUv';
    expect(readDraftRequest({ previous_draft_id: id }).previousDraftId).toBe(id);
    // Not an id we make: ignored rather than looked up.
    expect(readDraftRequest({ previous_draft_id: '../etc' }).previousDraftId).toBeUndefined();
  });

  it('DRAFT-008 the mailed link is always this site (PUBLIC_URL), the form’s own page and ?draft=', () => {
    expect(draftLinkOf(PUBLIC_URL, { slug: 'commission' }, 'ID1')).toBe(
      'https://gallery.example/commission/?draft=ID1',
    );
    // Only the origin of PUBLIC_URL counts: the pages live at the root of the site.
    expect(
      draftLinkOf(new URL('https://gallery.example:8443/x/y?z=1'), { slug: 'contact' }, 'NEW'),
    ).toBe('https://gallery.example:8443/contact/?draft=NEW');
  });
});

describe.each(testDatabaseTargets())('saving, opening and sending drafts on $name', (target) => {
  let database: DatabaseHandle;
  let drafts: FormDraftsService;
  let forms: FormsService;
  let mailed: DraftMail[];
  let failMail: boolean;
  let now: Date;

  beforeAll(async () => {
    database = await target.open();
    await seedDemoForms(database.db);
    await formRepository(database.db).upsert({
      id: UPLOAD_FORM_ID,
      slug: 'portfolio-review',
      title: 'Portfolio review',
      status: 'publish',
      definition: {
        fields: [
          { id: 'text-1', type: 'text', label: 'Name', required: true },
          { id: 'upload-1', type: 'upload', label: 'Your work', multiple: true },
        ],
        settings: {},
      },
      successBehaviour: { behav: 'behaviour-thankyou', message: 'Thanks.' },
    });
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(() => {
    mailed = [];
    failMail = false;
    now = new Date('2026-03-01T10:00:00Z');
    drafts = formDraftsService(database.db, {
      lifetimeDays: 30,
      publicUrl: PUBLIC_URL,
      now: () => now,
      mail: {
        async enqueue(mail) {
          if (failMail) throw new Error('The queue is unreachable.');
          mailed.push(mail);
          return { id: mailed.length };
        },
      },
    });
    forms = formsService(database.db, { drafts });
  });

  const loaded = async (formId: number): Promise<LoadedForm> => {
    const form = await forms.load(formId);
    if (!form) throw new Error(`Form ${formId} is not seeded.`);
    return form;
  };
  const entryCount = (formId: number) => formRepository(database.db).countEntries(formId);

  async function saveCommission(fields: Record<string, unknown>) {
    const answer = await forms.submit(
      submitRequest(COMMISSION_FORM_ID, { save_draft: 'true', ...fields }),
      visitor,
    );
    if (!answer.success || answer.data.draft_id === undefined) {
      throw new Error(`The draft was not saved: ${JSON.stringify(answer)}`);
    }
    return answer.data.draft_id;
  }

  it('DRAFT-005 DRAFT-006 a submit with the draft flag stores a draft (required fields may be empty), not an entry', async () => {
    const before = await entryCount(COMMISSION_FORM_ID);
    const answer = await forms.submit(
      submitRequest(COMMISSION_FORM_ID, {
        save_draft: 'true',
        draft_page: '2',
        'radio-1': 'oil',
        'number-1': '60',
        'checkbox-1[]': ['museum-glass', 'gift-wrap'],
        'text-2': 'For Rui',
        'email-1': 'ana@exa',
      }),
      visitor,
    );
    expect(answer).toEqual({
      success: true,
      data: {
        type: 'save_draft',
        draft_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        message: draftSavedMessage(30),
      },
    });
    expect(await entryCount(COMMISSION_FORM_ID)).toBe(before);
    const opened = await drafts.open(await loaded(COMMISSION_FORM_ID), answer.data.draft_id ?? '');
    expect(opened).toEqual({
      id: answer.data.draft_id,
      page: 2,
      values: {
        'radio-1': 'oil',
        'number-1': '60',
        'checkbox-1': ['museum-glass', 'gift-wrap'],
        'text-2': 'For Rui',
        'email-1': 'ana@exa',
      },
      expiresAt: new Date(now.getTime() + 30 * DAY_MS),
    });
  });

  it('DRAFT-006 the page is kept within the form: a one-page form is page 0, a page past the end the last', async () => {
    const onePage = await forms.submit(
      submitRequest(UPLOAD_FORM_ID, { save_draft: 'true', draft_page: '3', 'text-1': 'Ana' }),
      visitor,
    );
    const onePageDraft = await drafts.open(
      await loaded(UPLOAD_FORM_ID),
      onePage.data.draft_id ?? '',
    );
    expect(onePageDraft?.page).toBe(0);
    const id = await saveCommission({ draft_page: '17', 'text-1': 'Ana' });
    expect((await drafts.open(await loaded(COMMISSION_FORM_ID), id))?.page).toBe(3);
  });

  it('issue 12: a form whose settings offer no draft (the contact form) refuses to keep one', async () => {
    const drafted = forms.submit(
      submitRequest(CONTACT_FORM_ID, { save_draft: 'true', 'text-1': 'Ana' }),
      visitor,
    );
    await expect(drafted).rejects.toThrow(SubmissionRefused);
    await expect(drafted).rejects.toThrow(DRAFTS_OFF_MESSAGE);
  });

  it('a value no field can hold is answered on its field; damaged text refuses the save; previews are never stored', async () => {
    const answer = await forms.submit(
      submitRequest(COMMISSION_FORM_ID, {
        save_draft: 'true',
        'text-1': 'Ana',
        'radio-1': ['oil', 'acrylic'],
      }),
      visitor,
    );
    expect(answer).toEqual({
      success: false,
      data: {
        message: 'Please correct the errors before submission.',
        errors: [{ 'radio-1': expect.any(String) }],
      },
    });
    await expect(
      forms.submit(
        submitRequest(COMMISSION_FORM_ID, { save_draft: 'true', 'text-1': 'An\uFFFD' }),
        visitor,
      ),
    ).rejects.toBeInstanceOf(SubmissionRefused);
    expect(
      await forms.submit(
        submitRequest(COMMISSION_FORM_ID, { save_draft: 'true', forminator_preview: true }),
        visitor,
      ),
    ).toEqual({ success: false, data: { message: DRAFT_PREVIEW_MESSAGE } });
  });

  it('saving again from the same draft updates it in place and renews its time; an expired one starts anew', async () => {
    const id = await saveCommission({ 'text-1': 'Ana' });
    now = new Date(now.getTime() + 20 * DAY_MS);
    const again = await saveCommission({ previous_draft_id: id, 'text-1': 'Ana Ferreira' });
    expect(again).toBe(id);
    const form = await loaded(COMMISSION_FORM_ID);
    expect(await drafts.open(form, id)).toMatchObject({
      values: { 'text-1': 'Ana Ferreira' },
      expiresAt: new Date(now.getTime() + 30 * DAY_MS),
    });

    now = new Date(now.getTime() + 31 * DAY_MS);
    expect(await drafts.open(form, id)).toBeUndefined();
    const fresh = await saveCommission({ previous_draft_id: id, 'text-1': 'Ana F.' });
    expect(fresh).not.toBe(id);
    expect((await drafts.open(form, fresh))?.values).toEqual({ 'text-1': 'Ana F.' });
  });

  it("a draft opens only on its own form's page", async () => {
    const id = await saveCommission({ 'text-1': 'Ana' });
    expect(await drafts.open(await loaded(CONTACT_FORM_ID), id)).toBeUndefined();
    expect(
      await drafts.open(await loaded(COMMISSION_FORM_ID), 'NeverSavedNeverSaved22'),
    ).toBeUndefined();
  });

  it('a real submit from the draft deletes it; one with errors keeps it', async () => {
    const form = await loaded(UPLOAD_FORM_ID);
    const saved = await forms.submit(
      submitRequest(UPLOAD_FORM_ID, { save_draft: 'true', 'text-1': 'Ana' }),
      visitor,
    );
    const id = saved.data.draft_id ?? '';
    const refused = await forms.submit(
      submitRequest(UPLOAD_FORM_ID, { previous_draft_id: id, 'text-1': '' }),
      visitor,
    );
    expect(refused.success).toBe(false);
    expect(await drafts.open(form, id)).toBeDefined();

    const before = await entryCount(UPLOAD_FORM_ID);
    const sent = await forms.submit(
      submitRequest(UPLOAD_FORM_ID, { previous_draft_id: id, 'text-1': 'Ana' }),
      visitor,
    );
    expect(sent.success).toBe(true);
    expect(await entryCount(UPLOAD_FORM_ID)).toBe(before + 1);
    expect(await drafts.open(form, id)).toBeUndefined();
  });

  it('copies past a group’s max_copies are left out, so the draft always opens', async () => {
    const form = await loaded(COMMISSION_FORM_ID);
    const fields: Record<string, string> = { 'text-4': 'Me' };
    for (let copy = 2; copy <= 8; copy += 1) fields[`text-4-${copy}`] = `Friend ${copy}`;
    const { values, errors } = draftValuesOf(form.definition, fields);
    expect(errors).toEqual([]);
    expect(Object.keys(values)).toEqual(['text-4', 'text-4-2', 'text-4-3', 'text-4-4', 'text-4-5']);
  });

  it('uploads named in the draft are kept with their file ids and held by the draft; a file not the visitor’s is refused', async () => {
    const fileId = 'f'.repeat(31) + 'A';
    const strangersFile = 's'.repeat(31) + 'B';
    const upload = (id: string, sessionId: string) =>
      database.db.insert(formUploads).values({
        id,
        formId: UPLOAD_FORM_ID,
        elementId: 'upload-1',
        sessionId,
        fileName: 'north.jpg',
        storedName: `stored-${id}`,
        mimeType: 'image/jpeg',
        sizeBytes: 3000,
        sha256: '0'.repeat(64),
      });
    await upload(fileId, visitor.sessionId);
    await upload(strangersFile, 'someone-else');
    const draftOf = async (id: string) =>
      (
        await database.db
          .select({ draftId: formUploads.draftId })
          .from(formUploads)
          .where(eq(formUploads.id, id))
      )[0]?.draftId;

    const saved = await forms.submit(
      submitRequest(UPLOAD_FORM_ID, {
        save_draft: 'true',
        'upload-1[]': JSON.stringify({ success: true, message: '', file_id: fileId }),
      }),
      visitor,
    );
    const id = saved.data.draft_id ?? '';
    expect(saved.data.type).toBe('save_draft');
    expect(await draftOf(fileId)).toBe(id);
    const form = await loaded(UPLOAD_FORM_ID);
    expect((await drafts.open(form, id))?.values).toEqual({
      'upload-1': [{ file_id: fileId, name: 'north.jpg', size: 3000, type: 'image/jpeg' }],
    });
    expect(uploadIdsOf(form.definition, (await drafts.open(form, id))?.values ?? {})).toEqual([
      fileId,
    ]);

    // Continued from the link in another browser: the draft's own file may be named again.
    const elsewhere = { ...visitor, sessionId: 'session-2' };
    const again = await forms.submit(
      submitRequest(UPLOAD_FORM_ID, {
        save_draft: 'true',
        previous_draft_id: id,
        'text-1': 'Ana',
        'upload-1[]': fileId,
      }),
      elsewhere,
    );
    expect(again.data.draft_id).toBe(id);
    expect(await draftOf(fileId)).toBe(id);

    const refused = await forms.submit(
      submitRequest(UPLOAD_FORM_ID, { save_draft: 'true', 'upload-1[]': strangersFile }),
      visitor,
    );
    expect(refused).toMatchObject({
      success: false,
      data: { errors: [{ 'upload-1': expect.any(String) }] },
    });
    expect(await draftOf(strangersFile)).toBeNull();

    // Saved without the file: the draft lets go of it (the orphan clean-up may take it later).
    await forms.submit(
      submitRequest(UPLOAD_FORM_ID, { save_draft: 'true', previous_draft_id: id, 'text-1': 'Ana' }),
      visitor,
    );
    expect(await draftOf(fileId)).toBeNull();
    expect(await draftRepository(database.db).find(id, now)).toBeDefined();
  });

  /** The draft-email form's request, as the draft-saved screen posts it. */
  const emailRequest = (draftId: string, email: string, draftLink?: string) => ({
    action: 'forminator_email_draft_link' as const,
    form_id: COMMISSION_FORM_ID,
    draft_id: draftId,
    ...(draftLink === undefined ? {} : { draft_link: draftLink }),
    'email-1': email,
    forminator_nonce: 'checked-by-the-endpoint',
  });

  it('DRAFT-009 DRAFT-010 the link is queued for a valid address only, on the form’s own page, and the answer says so', async () => {
    const form = await loaded(COMMISSION_FORM_ID);
    const id = await saveCommission({ 'text-1': 'Ana' });
    const asker = someone();
    const request = (email: string) =>
      emailRequest(id, email, `http://localhost:3101/commission/?draft=${id}`);
    expect(await drafts.emailLink(form, request(''), asker)).toEqual({
      success: false,
      data: { field: 'email-1', message: 'This field is required.' },
    });
    expect(await drafts.emailLink(form, request('ana@'), asker)).toEqual({
      success: false,
      data: { field: 'email-1', message: 'Please enter a valid email address.' },
    });
    expect(mailed).toEqual([]);

    expect(await drafts.emailLink(form, request(' ana@example.com '), asker)).toEqual({
      success: true,
      data: {
        message: DRAFT_EMAIL_SENT_MESSAGE,
        draft_mail_sent: true,
        draft_mail_message: DRAFT_EMAIL_SENT_MESSAGE,
      },
    });
    expect(mailed).toHaveLength(1);
    const [mail] = mailed;
    expect(mail).toMatchObject({
      to: 'ana@example.com',
      subject: 'Your saved answers: Commission a work',
      purpose: 'draft-link',
    });
    expect(mail?.text).toContain(`https://gallery.example/commission/?draft=${id}`);
    expect(mail?.text).toContain('31 March 2026');
    expect(mail?.html).toContain(`href="https://gallery.example/commission/?draft=${id}"`);
  });

  it('DRAFT-009 a mail that cannot be queued says so without failing', async () => {
    const form = await loaded(COMMISSION_FORM_ID);
    const id = await saveCommission({ 'text-1': 'Ana' });
    failMail = true;
    expect(
      (await drafts.emailLink(form, emailRequest(id, someAddress('ana')), someone())).data,
    ).toEqual({
      message: DRAFT_EMAIL_FAILED_MESSAGE,
      draft_mail_sent: false,
      draft_mail_message: DRAFT_EMAIL_FAILED_MESSAGE,
    });
  });

  it('DRAFT-009 whatever link the browser sends, the mail links only to PUBLIC_URL and the form’s own page', async () => {
    const form = await loaded(COMMISSION_FORM_ID);
    const id = await saveCommission({ 'text-1': 'Ana' });
    for (const hostile of [
      `https://evil.example/commission/?draft=${id}`,
      '//evil.example/phish',
      'https://evil.example//evil.example/phish',
      '/logout/?next=https://evil.example/',
      'javascript:alert(1)',
    ]) {
      mailed = [];
      const answer = await drafts.emailLink(
        form,
        emailRequest(id, someAddress('ana'), hostile),
        someone(),
      );
      expect(answer.data).toMatchObject({ draft_mail_sent: true });
      const [mail] = mailed;
      const links = [
        ...`${mail?.text ?? ''} ${mail?.html ?? ''}`.matchAll(
          /(?:https?:|javascript:|\/\/)[^\s"<]+/g,
        ),
      ];
      expect(links.map(([link]) => link)).toEqual([
        `https://gallery.example/commission/?draft=${id}`,
        `https://gallery.example/commission/?draft=${id}`,
        `https://gallery.example/commission/?draft=${id}`,
      ]);
      expect(`${mail?.text ?? ''}${mail?.html ?? ''}`).not.toMatch(/evil|logout|javascript/);
    }
  });

  it(`DRAFT-009 one address is sent at most ${DRAFT_MAILS_PER_ADDRESS} links an hour, however many drafts and visitors ask`, async () => {
    const form = await loaded(COMMISSION_FORM_ID);
    const victim = someAddress('victim');
    for (let sent = 1; sent <= DRAFT_MAILS_PER_ADDRESS; sent += 1) {
      const id = await saveCommission({ 'text-1': `Draft ${sent}` });
      expect(
        (await drafts.emailLink(form, emailRequest(id, victim), someone())).data,
      ).toMatchObject({
        draft_mail_sent: true,
      });
    }
    // A new draft, a new session, a new network address, the address written another way:
    // the sixth is still refused, with the message the visitor sees.
    const fresh = await saveCommission({ 'text-1': 'One more' });
    const [local = '', domain = ''] = victim.split('@');
    expect(
      (
        await drafts.emailLink(
          form,
          emailRequest(fresh, `${local.toUpperCase()}+again@${domain}`),
          someone(),
        )
      ).data,
    ).toEqual({
      message: DRAFT_EMAIL_LIMIT_MESSAGE,
      draft_mail_sent: false,
      draft_mail_message: DRAFT_EMAIL_LIMIT_MESSAGE,
    });
    expect(mailed).toHaveLength(DRAFT_MAILS_PER_ADDRESS);
    // Another address is not affected, and an hour later the count starts again.
    expect(
      (await drafts.emailLink(form, emailRequest(fresh, someAddress('rui')), someone())).data,
    ).toMatchObject({
      draft_mail_sent: true,
    });
    now = new Date(now.getTime() + 61 * 60 * 1000);
    expect(
      (await drafts.emailLink(form, emailRequest(fresh, victim), someone())).data,
    ).toMatchObject({
      draft_mail_sent: true,
    });
  });

  it(`DRAFT-009 one visitor has at most ${DRAFT_MAILS_PER_VISITOR} links mailed an hour, to any addresses: per session and per network address`, async () => {
    const form = await loaded(COMMISSION_FORM_ID);
    const id = await saveCommission({ 'text-1': 'Ana' });
    const spammer = someone();
    for (let sent = 1; sent <= DRAFT_MAILS_PER_VISITOR; sent += 1) {
      const answer = await drafts.emailLink(
        form,
        emailRequest(id, someAddress(`target${sent}`)),
        spammer,
      );
      expect(answer.data).toMatchObject({ draft_mail_sent: true });
    }
    const refused = { draft_mail_sent: false, draft_mail_message: DRAFT_EMAIL_LIMIT_MESSAGE };
    expect(
      (await drafts.emailLink(form, emailRequest(id, someAddress('next')), spammer)).data,
    ).toMatchObject(refused);
    // A new session from the same network address is the same visitor.
    const newSession = { ...someone(), ipHash: spammer.ipHash };
    expect(
      (await drafts.emailLink(form, emailRequest(id, someAddress('next')), newSession)).data,
    ).toMatchObject(refused);
    // And the same session from another network address too.
    const newNetwork = { ...someone(), sessionId: spammer.sessionId };
    expect(
      (await drafts.emailLink(form, emailRequest(id, someAddress('next')), newNetwork)).data,
    ).toMatchObject(refused);
    expect(mailed).toHaveLength(DRAFT_MAILS_PER_VISITOR);
    // The addresses the refused visitor tried were not used up for anyone else.
    const other = someAddress('other');
    for (let sent = 1; sent <= DRAFT_MAILS_PER_ADDRESS; sent += 1) {
      expect((await drafts.emailLink(form, emailRequest(id, other), someone())).data).toMatchObject(
        {
          draft_mail_sent: true,
        },
      );
    }
  });

  it('DRAFT-009 an unknown or expired draft cannot be emailed', async () => {
    const form = await loaded(COMMISSION_FORM_ID);
    const id = await saveCommission({ 'text-1': 'Ana' });
    now = new Date(now.getTime() + 30 * DAY_MS);
    await expect(
      drafts.emailLink(form, emailRequest(id, someAddress('ana')), someone()),
    ).rejects.toBeInstanceOf(DraftNotFound);
    expect(await drafts.purgeExpired()).toBeGreaterThanOrEqual(1);
  });

  it('a draft saved before the form changed still opens with what still fits', async () => {
    const form = await loaded(COMMISSION_FORM_ID);
    const changed = {
      ...form,
      definition: parseDefinition({
        ...form.definition,
        fields: form.definition.fields.filter((field) => field.id !== 'text-2'),
      }),
    };
    const id = await saveCommission({ 'text-1': 'Ana', 'text-2': 'For Rui' });
    expect((await drafts.open(changed, id))?.values).toEqual({ 'text-1': 'Ana' });
  });
});
