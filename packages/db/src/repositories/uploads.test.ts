import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection';
import { formDrafts, formUploads } from '../schema';
import { testDatabaseTargets } from '../testing';
import { formRepository } from './forms';
import { uploadRepository, type NewUpload, type UploadOwner } from './uploads';

const FORM_ID = 42001;
const OTHER_FORM_ID = 42002;

const randomId = () => randomBytes(24).toString('base64url');

function upload(owner: UploadOwner, overrides: Partial<NewUpload> = {}): NewUpload {
  return {
    ...owner,
    id: randomId(),
    fileName: 'harbour.jpg',
    storedName: randomId(),
    mimeType: 'image/jpeg',
    sizeBytes: 1234,
    sha256: 'a'.repeat(64),
    ...overrides,
  };
}

describe.each(testDatabaseTargets())('uploaded form files on $name', (target) => {
  let handle: DatabaseHandle;
  const owner = (sessionId: string, elementId = 'upload-1'): UploadOwner => ({
    sessionId,
    formId: FORM_ID,
    elementId,
  });

  beforeAll(async () => {
    handle = await target.open();
    const forms = formRepository(handle.db);
    for (const id of [FORM_ID, OTHER_FORM_ID]) {
      await forms.upsert({
        id,
        slug: `upload-form-${id}`,
        title: 'Upload form',
        status: 'publish',
        definition: { fields: [{ id: 'upload-1', type: 'upload', multiple: true }], settings: {} },
        successBehaviour: { behav: 'behaviour-thankyou', message: 'Thanks.' },
      });
    }
  });
  afterAll(async () => {
    await handle.close();
  });

  const entryFor = (formId: number, sessionId: string) =>
    formRepository(handle.db).addEntry({
      formId,
      values: {},
      calculations: {},
      sessionId,
      ipHash: 'b'.repeat(64),
      userAgent: 'Test/1.0',
    });

  it('UPL-009 an upload is recorded while the field has room and refused once it is full', async () => {
    const uploads = uploadRepository(handle.db);
    const mine = owner('limit-session');
    const first = await uploads.addWithinLimit(upload(mine), 2);
    expect(first).toMatchObject({ ...mine, fileName: 'harbour.jpg', entryId: null, draftId: null });
    expect(first?.createdAt).toBeInstanceOf(Date);
    expect(await uploads.addWithinLimit(upload(mine), 2)).toBeDefined();
    expect(await uploads.addWithinLimit(upload(mine), 2)).toBeUndefined();
    expect(await uploads.countPending(mine)).toBe(2);
    // Another field, another form and another visitor each have their own room.
    expect(
      await uploads.addWithinLimit(upload(owner('limit-session', 'upload-2')), 2),
    ).toBeDefined();
    expect(
      await uploads.addWithinLimit(upload({ ...mine, formId: OTHER_FORM_ID }), 2),
    ).toBeDefined();
    expect(await uploads.addWithinLimit(upload(owner('limit-other')), 2)).toBeDefined();
  });

  it('UPL-009 twenty uploads arriving together into a field of five: exactly five get in', async () => {
    const uploads = uploadRepository(handle.db);
    const mine = owner('race-session');
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => uploads.addWithinLimit(upload(mine), 5)),
    );
    expect(outcomes.filter((outcome) => outcome !== undefined)).toHaveLength(5);
    expect(await uploads.countPending(mine)).toBe(5);
  });

  it('a single-file field keeps the newest file: choosing again replaces the pending one', async () => {
    const uploads = uploadRepository(handle.db);
    const mine = owner('single-session', 'upload-3');
    const first = await uploads.replacePending(upload(mine));
    expect(first.replaced).toEqual([]);
    const second = await uploads.replacePending(upload(mine));
    expect(second.replaced).toEqual([first.record.storedName]);
    expect(await uploads.find(first.record.id)).toBeUndefined();
    expect(await uploads.countPending(mine)).toBe(1);
    expect((await uploads.find(second.record.id))?.fileName).toBe('harbour.jpg');
  });

  it('files a submitted entry holds no longer count against the field, and are taken once', async () => {
    const uploads = uploadRepository(handle.db);
    const mine = owner('attach-session');
    const first = await uploads.addWithinLimit(upload(mine), 2);
    const second = await uploads.addWithinLimit(upload(mine), 2);
    const ids = [first?.id ?? '', second?.id ?? ''];
    const entry = await entryFor(FORM_ID, 'attach-session');

    // Another visitor cannot take them, nor can an entry of another form.
    const stranger = { formId: FORM_ID, sessionId: 'someone-else' };
    expect(await uploads.attachToEntry(entry.id, ids, stranger)).toBe(0);
    const otherForm = { formId: OTHER_FORM_ID, sessionId: 'attach-session' };
    expect(await uploads.attachToEntry(entry.id, ids, otherForm)).toBe(0);

    const holder = { formId: FORM_ID, sessionId: 'attach-session' };
    expect(await uploads.attachToEntry(entry.id, ids, holder)).toBe(2);
    expect((await uploads.find(ids[0] ?? ''))?.entryId).toBe(entry.id);
    expect(await uploads.countPending(mine)).toBe(0);
    // A second submit with the same files finds them taken.
    const later = await entryFor(FORM_ID, 'attach-session');
    expect(await uploads.attachToEntry(later.id, ids, holder)).toBe(0);
    expect((await uploads.findMany([...ids, 'unknown-id'])).map((row) => row.entryId)).toEqual([
      entry.id,
      entry.id,
    ]);
  });

  it('a draft opened in another session hands its files to the entry', async () => {
    const uploads = uploadRepository(handle.db);
    const saved = await uploads.addWithinLimit(upload(owner('draft-saver')), 3);
    const draftId = randomId();
    await handle.db.insert(formDrafts).values({
      id: draftId,
      formId: FORM_ID,
      values: {},
      sessionId: 'draft-saver',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await handle.db
      .update(formUploads)
      .set({ draftId })
      .where(eq(formUploads.id, saved?.id ?? ''));
    const entry = await entryFor(FORM_ID, 'draft-finisher');
    const ids = [saved?.id ?? ''];
    expect(
      await uploads.attachToEntry(entry.id, ids, { formId: FORM_ID, sessionId: 'draft-finisher' }),
    ).toBe(0);
    expect(
      await uploads.attachToEntry(entry.id, ids, {
        formId: FORM_ID,
        sessionId: 'draft-finisher',
        draftId,
      }),
    ).toBe(1);
  });

  it('a visitor removes a pending file of their own, and nothing else', async () => {
    const uploads = uploadRepository(handle.db);
    const pending = await uploads.addWithinLimit(upload(owner('remove-session')), 3);
    const id = pending?.id ?? '';
    expect(await uploads.removePending(id, 'someone-else')).toBeUndefined();
    expect(await uploads.removePending(id, 'remove-session')).toBe(pending?.storedName);
    expect(await uploads.find(id)).toBeUndefined();

    const submitted = await uploads.addWithinLimit(upload(owner('remove-session')), 3);
    const entry = await entryFor(FORM_ID, 'remove-session');
    await uploads.attachToEntry(entry.id, [submitted?.id ?? ''], {
      formId: FORM_ID,
      sessionId: 'remove-session',
    });
    expect(await uploads.removePending(submitted?.id ?? '', 'remove-session')).toBeUndefined();
  });

  it('orphans older than the cutoff go, with their stored names; held and recent files stay', async () => {
    const uploads = uploadRepository(handle.db);
    const now = Date.now();
    const old = new Date(now - 25 * 3_600_000);
    const insertAt = async (createdAt: Date, sessionId: string) => {
      const row = upload(owner(sessionId));
      await handle.db.insert(formUploads).values({ ...row, createdAt });
      return row;
    };
    const orphan = await insertAt(old, 'orphan-session');
    const recent = await insertAt(new Date(now), 'orphan-session');
    const held = await insertAt(old, 'orphan-session');
    const entry = await entryFor(FORM_ID, 'orphan-session');
    await uploads.attachToEntry(entry.id, [held.id], {
      formId: FORM_ID,
      sessionId: 'orphan-session',
    });

    const cutoff = new Date(now - 24 * 3_600_000);
    const removed = await uploads.purgeOrphans(cutoff);
    expect(removed).toContain(orphan.storedName);
    expect(removed).not.toContain(recent.storedName);
    expect(removed).not.toContain(held.storedName);
    expect(await uploads.find(orphan.id)).toBeUndefined();
    expect(await uploads.find(recent.id)).toBeDefined();
    expect(await uploads.find(held.id)).toBeDefined();
    expect(await uploads.purgeOrphans(cutoff)).toEqual([]);

    const names = await uploads.existingStoredNames([orphan.storedName, recent.storedName]);
    expect([...names]).toEqual([recent.storedName]);
  });
});
