import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection';
import { formEntries, formUploads } from '../schema';
import { testDatabaseTargets } from '../testing';
import { draftRepository, type DraftWrite } from './drafts';
import { formRepository } from './forms';

const FORM_ID = 42001;
const OTHER_FORM_ID = 42002;
const DAY_MS = 24 * 60 * 60 * 1000;
const saved = new Date('2026-03-01T10:00:00Z');
const inThirtyDays = new Date(saved.getTime() + 30 * DAY_MS);

const draft = (overrides: Partial<DraftWrite> = {}): DraftWrite => ({
  id: 'draft-a',
  formId: FORM_ID,
  values: { 'text-1': 'Ana', 'checkbox-1': ['oak'], 'number-1': '60' },
  page: 2,
  sessionId: 'session-1',
  expiresAt: inThirtyDays,
  ...overrides,
});

describe.each(testDatabaseTargets())('draft storage on $name', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
    const forms = formRepository(handle.db);
    for (const id of [FORM_ID, OTHER_FORM_ID]) {
      await forms.upsert({
        id,
        slug: `draft-form-${id}`,
        title: 'Draft form',
        status: 'publish',
        definition: { fields: [{ id: 'text-1', type: 'text' }], settings: {} },
        successBehaviour: { behav: 'behaviour-thankyou', message: 'Thanks.' },
      });
    }
  });
  afterAll(async () => {
    await handle.close();
  });

  const addUpload = (id: string, overrides: Partial<typeof formUploads.$inferInsert> = {}) =>
    handle.db.insert(formUploads).values({
      id,
      formId: FORM_ID,
      elementId: 'upload-1',
      sessionId: 'session-1',
      fileName: `${id}.png`,
      storedName: `stored-${id}`,
      mimeType: 'image/png',
      sizeBytes: 10,
      sha256: '0'.repeat(64),
      ...overrides,
    });
  const draftOfUpload = async (id: string) => {
    const [row] = await handle.db
      .select({ draftId: formUploads.draftId })
      .from(formUploads)
      .where(eq(formUploads.id, id));
    return row?.draftId;
  };

  it('DRAFT-005 a saved draft is found again with its values and page until it expires', async () => {
    const drafts = draftRepository(handle.db);
    const written = await drafts.save(draft(), saved);
    expect(written).toMatchObject({
      id: 'draft-a',
      formId: FORM_ID,
      page: 2,
      expiresAt: inThirtyDays,
    });
    const found = await drafts.find('draft-a', new Date(saved.getTime() + DAY_MS));
    expect(found?.values).toEqual(draft().values);
    expect(found?.page).toBe(2);
    expect(found?.createdAt).toEqual(saved);
    expect(await drafts.find('draft-a', inThirtyDays)).toBeUndefined();
    expect(await drafts.find('never-saved', saved)).toBeUndefined();
  });

  it('saving the same draft again updates it in place (same link), keeping when it was created', async () => {
    const drafts = draftRepository(handle.db);
    await drafts.save(draft({ id: 'draft-b' }), saved);
    const later = new Date(saved.getTime() + 3 * DAY_MS);
    const updated = await drafts.save(
      draft({
        id: 'draft-b',
        values: { 'text-1': 'Ana Ferreira' },
        page: 3,
        sessionId: 'session-2',
        expiresAt: new Date(later.getTime() + 30 * DAY_MS),
      }),
      later,
    );
    expect(updated).toMatchObject({
      id: 'draft-b',
      values: { 'text-1': 'Ana Ferreira' },
      page: 3,
      sessionId: 'session-2',
      createdAt: saved,
      updatedAt: later,
    });
  });

  it("an id of another form's draft, or of an expired draft, is never overwritten", async () => {
    const drafts = draftRepository(handle.db);
    await drafts.save(draft({ id: 'draft-c' }), saved);
    expect(
      await drafts.save(draft({ id: 'draft-c', formId: OTHER_FORM_ID }), saved),
    ).toBeUndefined();
    const afterExpiry = new Date(inThirtyDays.getTime() + DAY_MS);
    expect(await drafts.save(draft({ id: 'draft-c', values: {} }), afterExpiry)).toBeUndefined();
    expect((await drafts.find('draft-c', saved))?.values).toEqual(draft().values);
  });

  it('a submitted draft is deleted, only for its own form', async () => {
    const drafts = draftRepository(handle.db);
    await drafts.save(draft({ id: 'draft-d' }), saved);
    expect(await drafts.delete('draft-d', OTHER_FORM_ID)).toBe(false);
    expect(await drafts.delete('draft-d', FORM_ID)).toBe(true);
    expect(await drafts.find('draft-d', saved)).toBeUndefined();
    expect(await drafts.delete('draft-d', FORM_ID)).toBe(false);
  });

  it('purging removes only the drafts whose time is up', async () => {
    const drafts = draftRepository(handle.db);
    await drafts.save(draft({ id: 'old', expiresAt: new Date(saved.getTime() + DAY_MS) }), saved);
    await drafts.save(draft({ id: 'fresh', expiresAt: inThirtyDays }), saved);
    const removed = await drafts.purgeExpired(new Date(saved.getTime() + 2 * DAY_MS));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await drafts.find('old', saved)).toBeUndefined();
    expect(await drafts.find('fresh', saved)).toBeDefined();
  });

  it("a draft holds the uploads it names: the saver's own, of its form, not yet in an entry", async () => {
    const drafts = draftRepository(handle.db);
    const saving = await drafts.save(draft({ id: 'draft-e' }), saved);
    if (!saving) throw new Error('The draft was not written.');
    const [entry] = await handle.db
      .insert(formEntries)
      .values({ formId: FORM_ID, values: {}, sessionId: 'session-1', ipHash: 'x' })
      .returning({ id: formEntries.id });
    await addUpload('mine');
    await addUpload('second');
    await addUpload('someone-elses', { sessionId: 'session-9' });
    await addUpload('other-form', { formId: OTHER_FORM_ID });
    await addUpload('submitted', { entryId: entry?.id ?? null });

    const ids = ['mine', 'second', 'someone-elses', 'other-form', 'submitted'];
    expect(await drafts.attachUploads(saving, ids)).toBe(2);
    expect(await draftOfUpload('mine')).toBe('draft-e');
    expect(await draftOfUpload('someone-elses')).toBeNull();
    expect(await draftOfUpload('other-form')).toBeNull();
    expect(await draftOfUpload('submitted')).toBeNull();

    // Saved again from the link in another session: it keeps what it had, lets go of the rest.
    expect(await drafts.attachUploads({ ...saving, sessionId: 'session-2' }, ['mine'])).toBe(1);
    expect(await draftOfUpload('mine')).toBe('draft-e');
    expect(await draftOfUpload('second')).toBeNull();
    expect(await drafts.attachUploads(saving, [])).toBe(0);
    expect(await draftOfUpload('mine')).toBeNull();
  });

  it('deleting a draft lets go of its uploads rather than deleting them', async () => {
    const drafts = draftRepository(handle.db);
    const saving = await drafts.save(draft({ id: 'draft-f' }), saved);
    if (!saving) throw new Error('The draft was not written.');
    await addUpload('kept-file');
    await drafts.attachUploads(saving, ['kept-file']);
    await drafts.delete('draft-f', FORM_ID);
    expect(await draftOfUpload('kept-file')).toBeNull();
  });
});
