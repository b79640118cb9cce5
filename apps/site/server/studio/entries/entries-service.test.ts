import { Readable } from 'node:stream';
import type { DatabaseHandle } from '@atelier/db/connection';
import { accountRepository } from '@atelier/db/repositories/accounts';
import { auditLogRepository } from '@atelier/db/repositories/audit-log';
import { contactFormRepository } from '@atelier/db/repositories/contact-forms';
import { formRepository } from '@atelier/db/repositories/forms';
import { formDrafts, formUploads } from '@atelier/db/schema';
import { testDatabaseTargets } from '@atelier/db/testing';
import type { FormDefinitionInput } from '@atelier/form-engine/schema/definition';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditService } from '../audit-service';
import { registerStudioRoutes } from '../studio-routes';
import { studioDrafts } from './drafts-service';
import { entriesDownloads } from './entries-downloads';
import { studioEntries, type EntryFileStore } from './entries-service';

const FORM_ID = 52001;
const PAGED_FORM_ID = 52002;
const CONTACT_FORM_ID = 52003;
const FILE_ID = 'F'.repeat(31) + '1';
const STORED_NAME = 'S'.repeat(31) + '1';
/** An upload as an entry keeps it: what the engine checked, and its file_id. */
const STORED_FILE = { file_id: FILE_ID, name: 'studio.jpg', size: 10, type: 'image/jpeg' };

const definition = {
  fields: [
    { id: 'name-1', type: 'name', label: 'Your name' },
    { id: 'checkbox-1', type: 'checkbox', label: 'Interests', options: [] },
    { id: 'upload-1', type: 'upload', label: 'Photos' },
    { id: 'html-1', type: 'html', label: 'Layout only' },
    { id: 'captcha-1', type: 'captcha', label: 'Prove it' },
    { id: 'calculation-1', type: 'calculation', label: 'Estimate', formula: '1' },
  ],
  settings: {},
} as unknown as FormDefinitionInput;

/** A store in memory that says which files were read and deleted. */
function memoryStore(files: Record<string, string>) {
  const deleted: string[] = [];
  const store: EntryFileStore = {
    read: async (name) => (name in files ? Readable.from([files[name] ?? '']) : undefined),
    delete: async (name) => {
      deleted.push(name);
    },
  };
  return { store, deleted };
}

describe.each(testDatabaseTargets())('issue 21: studio entries on $name', (target) => {
  let handle: DatabaseHandle;
  let owner: { id: number; email: string };
  let customer: { id: number; email: string };
  let entryId: number;
  const files = memoryStore({ [STORED_NAME]: 'jpeg bytes' });
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await target.open();
    const db = handle.db;
    const forms = formRepository(db);
    for (const [id, title] of [
      [FORM_ID, 'Commission request'],
      [PAGED_FORM_ID, 'Busy form'],
    ] as const) {
      await forms.upsert({
        id,
        slug: `studio-form-${id}`,
        title,
        status: 'publish',
        definition,
        successBehaviour: { behav: 'behaviour-thankyou', message: 'Thanks.' },
      });
    }
    const visitor = { sessionId: 's', ipHash: 'h', userAgent: 'ua' };
    ({ id: entryId } = await forms.addEntry({
      formId: FORM_ID,
      values: {
        'name-1': { 'first-name': 'Ana', 'last-name': 'Lima' },
        'checkbox-1': ['oils', 'prints'],
        'upload-1': [STORED_FILE],
        'text-9': '=cmd()',
      },
      calculations: { 'calculation-1': 420 },
      ...visitor,
    }));
    await db.insert(formUploads).values({
      id: FILE_ID,
      formId: FORM_ID,
      elementId: 'upload-1',
      sessionId: 's',
      fileName: 'studio.jpg',
      storedName: STORED_NAME,
      mimeType: 'image/jpeg',
      sizeBytes: 10,
      sha256: 'x',
      entryId,
    });
    for (let index = 0; index < 120; index += 1) {
      await forms.addEntry({
        formId: PAGED_FORM_ID,
        values: { 'name-1': { 'first-name': `N${index}` } },
        calculations: {},
        ...visitor,
      });
    }
    await contactFormRepository(db).upsert({
      id: CONTACT_FORM_ID,
      slug: 'studio-contact',
      title: 'Enquiry',
      locale: 'en_US',
      status: 'publish',
      definition: { fields: [{ type: 'textarea', name: 'your-message', label: 'Message' }] },
    });
    await contactFormRepository(db).storeSubmission({
      formId: CONTACT_FORM_ID,
      status: 'mail_sent',
      postedData: { 'your-message': 'Is the blue one still for sale?' },
      postedDataHash: 'x',
      containerPostId: 0,
      spamReason: null,
      sessionId: null,
      ipHash: 'h',
      userAgent: 'ua',
    });
    const accounts = accountRepository(db);
    const made = await accounts.create('owner@example.com', 'x');
    const other = await accounts.create('customer@example.com', 'x');
    if (!made || !other) throw new Error('The test accounts were not made.');
    await accounts.setRole(made.id, 'owner');
    owner = { id: made.id, email: 'owner@example.com' };
    customer = { id: other.id, email: 'customer@example.com' };

    const entries = studioEntries(db, auditService(db), { files: files.store });
    app = Fastify();
    registerStudioRoutes(app, {
      accountOf: (request) => {
        const who = request.headers['x-who'] === 'owner' ? owner : customer;
        return {
          customer: async () => ({
            id: who.id,
            email: who.email,
            role: who === owner ? 'owner' : 'customer',
            totpSecret: 'secret',
          }),
          passedSecondFactor: async () => true,
        };
      },
      downloads: entriesDownloads(entries),
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const service = () => studioEntries(handle.db, auditService(handle.db), { files: files.store });

  it('issue 21: lists every form of the three kinds with its entry count', async () => {
    const forms = await service().forms();
    expect(forms).toContainEqual({
      kind: 'forms',
      id: FORM_ID,
      title: 'Commission request',
      entries: 1,
    });
    expect(forms).toContainEqual({
      kind: 'forms',
      id: PAGED_FORM_ID,
      title: 'Busy form',
      entries: 120,
    });
    expect(forms).toContainEqual({
      kind: 'contact-forms',
      id: CONTACT_FORM_ID,
      title: 'Enquiry',
      entries: 1,
    });
  });

  it('issue 21: the columns are the stored definition’s labels, layout and captcha left out', async () => {
    const form = await service().form('forms', FORM_ID);
    expect(form?.columns.map((column) => column.label)).toEqual([
      'Your name',
      'Interests',
      'Photos',
      'Estimate',
    ]);
    const contact = await service().form('contact-forms', CONTACT_FORM_ID);
    expect(contact?.columns.map((column) => column.label)).toEqual(['Message']);
  });

  it('issue 21: pages by keyset, newest first, through many rows and back', async () => {
    const entries = service();
    const seen: number[] = [];
    let before: number | undefined;
    const sizes: number[] = [];
    do {
      const page = await entries.page('forms', PAGED_FORM_ID, { before, limit: 50 });
      sizes.push(page.rows.length);
      seen.push(...page.rows.map((row) => row.id));
      before = page.older;
    } while (before !== undefined);
    expect(sizes).toEqual([50, 50, 20]);
    expect(new Set(seen).size).toBe(120);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    const second = await entries.page('forms', PAGED_FORM_ID, {
      before: seen[49],
      limit: 50,
    });
    const back = await entries.page('forms', PAGED_FORM_ID, { after: second.newer, limit: 50 });
    expect(back.rows.map((row) => row.id)).toEqual(seen.slice(0, 50));
  });

  it('issue 21: the detail has every value, the calculation and the entry’s files', async () => {
    const found = await service().entry('forms', FORM_ID, entryId);
    expect(found?.entry.values['checkbox-1']).toEqual(['oils', 'prints']);
    expect(found?.entry.calculations).toEqual({ 'calculation-1': 420 });
    expect(found?.files).toEqual([
      {
        id: FILE_ID,
        fieldKey: 'upload-1',
        fileName: 'studio.jpg',
        mimeType: 'image/jpeg',
        sizeBytes: 10,
      },
    ]);
    // Another form's id never reaches this entry.
    expect(await service().entry('forms', PAGED_FORM_ID, entryId)).toBeUndefined();
  });

  it('issue 21: the CSV has the labels as headers and the values as people read them', async () => {
    const answer = await app.inject({
      url: `/studio/entries/forms/${FORM_ID}/export.csv`,
      headers: { 'x-who': 'owner' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row] = answer.body.replace(/^\uFEFF/, '').split('\n');
    expect(header).toBe('Entry,Received (UTC),Your name,Interests,Photos,Estimate,Other values');
    expect(row).toContain(`${entryId},`);
    expect(row).toContain('Ana Lima,"oils, prints",studio.jpg,420,');
    // The removed field's value is kept, and a formula is defused.
    expect(row).toContain(`"{""text-9"":""=cmd()""}"`);
  });

  it('issue 21: the owner downloads an entry’s file as an attachment; a customer gets nothing', async () => {
    const file = await app.inject({
      url: `/studio/uploads/${FILE_ID}/`,
      headers: { 'x-who': 'owner' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('jpeg bytes');
    expect(file.headers['content-disposition']).toContain('attachment; filename="studio.jpg"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    for (const url of [
      `/studio/uploads/${FILE_ID}/`,
      `/studio/entries/forms/${FORM_ID}/export.csv`,
    ]) {
      const refused = await app.inject({ url, headers: { 'x-who': 'customer' } });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('Ana');
    }
    for (const url of ['/studio/uploads/nope/', '/studio/entries/nope/1/export.csv']) {
      const missing = await app.inject({ url, headers: { 'x-who': 'owner' } });
      expect(missing.statusCode).toBe(404);
    }
  });

  it('issue 21: deleting an entry records its values as before and removes its files', async () => {
    const entries = service();
    expect(await entries.deleteEntry(owner, 'forms', PAGED_FORM_ID, entryId)).toBeUndefined();
    const deleted = await entries.deleteEntry(owner, 'forms', FORM_ID, entryId);
    expect(deleted?.files).toEqual(['studio.jpg']);
    expect(await entries.entry('forms', FORM_ID, entryId)).toBeUndefined();
    expect(await handle.db.select().from(formUploads).where(eq(formUploads.id, FILE_ID))).toEqual(
      [],
    );
    expect(files.deleted).toEqual([STORED_NAME]);
    const audit = await auditLogRepository(handle.db).page({
      subject: `form-entry:${entryId}`,
      limit: 5,
    });
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({
      action: 'form-entry.delete',
      actorEmail: owner.email,
      after: null,
    });
    expect(audit.rows[0]?.before).toMatchObject({
      values: { 'checkbox-1': ['oils', 'prints'] },
      files: [{ id: FILE_ID, name: 'studio.jpg' }],
    });
  });

  it('issue 21: drafts in numbers, listed without their values, expired ones deleted and recorded', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const day = 24 * 60 * 60 * 1000;
    await handle.db.insert(formDrafts).values(
      [-2, 3, 10].map((days, index) => ({
        id: `studio-draft-${index}`,
        formId: FORM_ID,
        values: { 'name-1': { 'first-name': 'Secret', 'last-name': 'Person' } },
        page: index,
        sessionId: 's',
        expiresAt: new Date(now.getTime() + days * day),
      })),
    );
    const drafts = studioDrafts(handle.db, auditService(handle.db), {
      lifetimeDays: 7,
      now: () => now,
    });
    expect(drafts.lifetimeDays).toBe(7);
    const [summary] = await drafts.summary();
    expect(summary).toMatchObject({ formId: FORM_ID, drafts: 3, expired: 1 });
    expect(summary?.nearestExpiry?.getTime()).toBe(now.getTime() - 2 * day);
    expect(summary?.furthestExpiry?.getTime()).toBe(now.getTime() + 10 * day);
    const first = await drafts.list(FORM_ID, { limit: 2 });
    expect(first.rows.map((row) => row.pageReached)).toEqual([1, 2]);
    expect(JSON.stringify(first)).not.toContain('Secret');
    expect(JSON.stringify(first)).not.toContain('studio-draft');
    const rest = await drafts.list(FORM_ID, { from: first.next, limit: 2 });
    expect(rest.rows.map((row) => row.pageReached)).toEqual([3]);
    expect(rest.next).toBeUndefined();
    expect(await drafts.deleteExpired(owner)).toBe(1);
    const [after] = await drafts.summary();
    expect(after).toMatchObject({ drafts: 2, expired: 0 });
    const audit = await auditLogRepository(handle.db).page({
      action: 'drafts.delete-expired',
      limit: 5,
    });
    expect(audit.rows[0]).toMatchObject({ actorEmail: owner.email, after: { drafts: 0 } });
  });
});
