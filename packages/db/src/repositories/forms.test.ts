import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection';
import { formEntries } from '../schema';
import { testDatabaseTargets } from '../testing';
import { formRepository, type FormWrite } from './forms';

const form = (overrides: Partial<FormWrite> = {}): FormWrite => ({
  id: 41001,
  slug: 'test-form',
  title: 'Test form',
  status: 'publish',
  definition: { fields: [{ id: 'text-1', type: 'text', required: true }], settings: {} },
  successBehaviour: { behav: 'behaviour-thankyou', message: 'Thanks, {text-1}.' },
  ...overrides,
});

const visitor = { sessionId: 'session-1', ipHash: 'a'.repeat(64), userAgent: 'Test/1.0' };

describe.each(testDatabaseTargets())('form storage on $name', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('CF-001 a form keeps its given id and is found by id and by slug', async () => {
    const forms = formRepository(handle.db);
    expect(await forms.upsert(form())).toBe(true);
    const found = await forms.find(41001);
    expect(found).toMatchObject({
      id: 41001,
      slug: 'test-form',
      status: 'publish',
      definition: form().definition,
      successBehaviour: form().successBehaviour,
    });
    expect(found?.updatedAt).toBeInstanceOf(Date);
    expect((await forms.findBySlug('test-form'))?.id).toBe(41001);
    expect(await forms.find(1)).toBeUndefined();
    expect(await forms.findBySlug('missing')).toBeUndefined();
    expect(await forms.list()).toContainEqual({
      id: 41001,
      slug: 'test-form',
      title: 'Test form',
      status: 'publish',
    });
  });

  it('upsert rewrites a changed form and leaves an unchanged one (and its updated_at) alone', async () => {
    const forms = formRepository(handle.db);
    await forms.upsert(form({ id: 41002, slug: 'upsert-form' }));
    const first = await forms.find(41002);
    expect(await forms.upsert(form({ id: 41002, slug: 'upsert-form' }))).toBe(false);
    expect((await forms.find(41002))?.updatedAt).toEqual(first?.updatedAt);

    const changed = form({
      id: 41002,
      slug: 'upsert-form',
      title: 'Renamed',
      definition: { fields: [{ id: 'email-1', type: 'email' }], settings: {} },
    });
    expect(await forms.upsert(changed)).toBe(true);
    expect(await forms.find(41002)).toMatchObject({
      title: 'Renamed',
      definition: changed.definition,
    });
  });

  it('two forms cannot share a slug', async () => {
    const forms = formRepository(handle.db);
    await forms.upsert(form({ id: 41003, slug: 'shared-slug' }));
    await expect(forms.upsert(form({ id: 41004, slug: 'shared-slug' }))).rejects.toThrow();
    expect(await forms.find(41004)).toBeUndefined();
  });

  it('SUB-001 entries are stored whole and read back in arrival order, a page at a time', async () => {
    const forms = formRepository(handle.db);
    await forms.upsert(form({ id: 41005, slug: 'entries-form' }));
    const stored = [];
    for (let index = 1; index <= 5; index += 1) {
      stored.push(
        await forms.addEntry({
          formId: 41005,
          values: { 'text-1': `entry ${index}`, 'checkbox-1': ['a', 'b'], 'number-1': index },
          calculations: { 'calculation-1': index * 1.5 },
          ...visitor,
        }),
      );
    }
    expect(await forms.countEntries(41005)).toBe(5);
    const firstPage = await forms.entries(41005, { limit: 2 });
    expect(firstPage.map((entry) => entry.values['text-1'])).toEqual(['entry 1', 'entry 2']);
    const rest = await forms.entries(41005, { afterId: firstPage[1]?.id ?? 0, limit: 10 });
    expect(rest.map((entry) => entry.id)).toEqual(stored.slice(2).map((entry) => entry.id));
    expect(rest[0]).toMatchObject({
      formId: 41005,
      values: { 'text-1': 'entry 3', 'checkbox-1': ['a', 'b'], 'number-1': 3 },
      calculations: { 'calculation-1': 4.5 },
      ...visitor,
    });
    expect(rest[0]?.createdAt).toBeInstanceOf(Date);
    expect(await forms.entries(41001)).toEqual([]);
  });

  it('SUB-013 the table itself refuses a preview entry, and an entry for a missing form', async () => {
    const forms = formRepository(handle.db);
    await forms.upsert(form({ id: 41006, slug: 'preview-form' }));
    await expect(
      handle.db.insert(formEntries).values({
        formId: 41006,
        values: {},
        isPreview: true,
        ...visitor,
      }),
    ).rejects.toThrow();
    await expect(
      forms.addEntry({ formId: 999_999, values: {}, calculations: {}, ...visitor }),
    ).rejects.toThrow();
    expect(await forms.countEntries(41006)).toBe(0);
    expect(await forms.countEntries(999_999)).toBe(0);
  });
});
