import type { DatabaseHandle } from '@atelier/db/connection';
import { formRepository } from '@atelier/db/repositories/forms';
import { testDatabaseTargets } from '@atelier/db/testing';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioServices } from '../studio-services';
import { STUDIO_NONCE_FIELD } from '~/features/studio/studio-paths';
import {
  entryDetailAction,
  loadEntryDetail,
  loadEntryList,
} from '~/features/studio/entries/entries-pages.server';

const FORM_ID = 53001;
const OWNER = { id: 1, email: 'owner@example.com' };

/** A load context whose sign-in is the owner's or a customer's; nonces are plain for tests. */
function contextOf(handle: DatabaseHandle, role: 'owner' | 'customer'): AppLoadContext {
  return {
    sessionId: 'session',
    account: {
      customer: async () => ({ ...OWNER, role, totpSecret: 'secret' }),
      passedSecondFactor: async () => true,
    },
    services: {
      studio: createStudioServices(handle.db),
      nonces: {
        issue: () => 'nonce',
        verify: (_a: string, _s: unknown, n: unknown) => n === 'nonce',
      },
    },
  } as unknown as AppLoadContext;
}

describe.each(testDatabaseTargets())('issue 21: entries loaders and actions on $name', (target) => {
  let handle: DatabaseHandle;
  let entryId: number;
  beforeAll(async () => {
    handle = await target.open();
    await handle.db.execute(
      `insert into customers (id, email, password_hash, role) values (1, 'owner@example.com', 'x', 'owner')`,
    );
    const forms = formRepository(handle.db);
    await forms.upsert({
      id: FORM_ID,
      slug: 'loader-form',
      title: 'Loader form',
      status: 'publish',
      definition: {
        fields: [
          { id: 'text-1', type: 'text', label: 'Title of the work' },
          { id: 'checkbox-1', type: 'checkbox', label: 'Rooms', options: [] },
        ],
        settings: {},
      },
      successBehaviour: { behav: 'behaviour-thankyou', message: 'Thanks.' },
    });
    ({ id: entryId } = await forms.addEntry({
      formId: FORM_ID,
      values: { 'text-1': 'Blue hour', 'checkbox-1': ['hall', 'study'] },
      calculations: {},
      sessionId: 's',
      ipHash: 'h',
      userAgent: 'ua',
    }));
  });
  afterAll(async () => {
    await handle.close();
  });

  const url = (path: string) => `http://localhost${path}`;
  const listArgs = (role: 'owner' | 'customer') => ({
    request: new Request(url(`/studio/entries/forms/${FORM_ID}/`)),
    context: contextOf(handle, role),
    params: { kind: 'forms', formId: String(FORM_ID) },
  });

  it('issue 21: the list shows the labels as columns and the values as text', async () => {
    const list = await loadEntryList(listArgs('owner'));
    expect(list.columns).toEqual(['Title of the work', 'Rooms']);
    expect(list.entries[0]?.cells).toEqual(['Blue hour', 'hall, study']);
    expect(list.exportHref).toBe(`/studio/entries/forms/${FORM_ID}/export.csv`);
  });

  it('issue 21: a customer gets nothing, an unknown form or kind a 404', async () => {
    await expect(loadEntryList(listArgs('customer'))).rejects.toMatchObject({
      init: { status: 403 },
    });
    for (const params of [
      { kind: 'forms', formId: '999999' },
      { kind: 'nope', formId: String(FORM_ID) },
      { kind: 'forms', formId: '-1' },
    ]) {
      await expect(loadEntryList({ ...listArgs('owner'), params })).rejects.toMatchObject({
        init: { status: 404 },
      });
    }
  });

  it('issue 21: the owner deletes an entry by a post with the nonce; without it, nothing', async () => {
    const params = { kind: 'forms', formId: String(FORM_ID), entryId: String(entryId) };
    const post = (nonce: string) =>
      new Request(url(`/studio/entries/forms/${FORM_ID}/${entryId}/`), {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams({ [STUDIO_NONCE_FIELD]: nonce, intent: 'delete' }),
      });
    await expect(
      entryDetailAction({ request: post('stale'), context: contextOf(handle, 'owner'), params }),
    ).rejects.toMatchObject({ init: { status: 403 } });
    const detail = await loadEntryDetail({
      request: new Request(url('/')),
      context: contextOf(handle, 'owner'),
      params,
    });
    expect(detail.entry.fields.map((field) => [field.label, field.text])).toEqual([
      ['Title of the work', 'Blue hour'],
      ['Rooms', 'hall, study'],
    ]);
    const answer = await entryDetailAction({
      request: post('nonce'),
      context: contextOf(handle, 'owner'),
      params,
    });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('location')).toBe(
      `/studio/entries/forms/${FORM_ID}/?deleted=${entryId}&files=0`,
    );
    const list = await loadEntryList({
      ...listArgs('owner'),
      request: new Request(url(`/studio/entries/forms/${FORM_ID}/?deleted=${entryId}&files=0`)),
    });
    expect(list.entries).toEqual([]);
    expect(list.notice?.message).toBe(`Entry ${entryId} was deleted.`);
  });
});
