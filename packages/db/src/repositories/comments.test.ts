import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection';
import { testDatabaseTargets } from '../testing';
import { commentRepository, type NewComment } from './comments';

const POST = { kind: 'post' as const, id: 7 };
const PROJECT = { kind: 'project' as const, id: 7 };

const comment = (extra: Partial<NewComment> = {}): NewComment => ({
  target: POST,
  parentId: null,
  authorName: 'Ada',
  authorEmail: 'ada@example.com',
  authorUrl: null,
  body: 'Lovely.',
  status: 'pending',
  spamReason: null,
  sessionId: null,
  ipHash: 'a'.repeat(64),
  userAgent: 'test',
  ...extra,
});

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

/** Waits until the notices sent so far have arrived (they come after the commit). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe.each(testDatabaseTargets())('comments on $name (issue 20)', (target) => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('MISC-007 shows only approved comments of one thing, oldest first, never the email', async () => {
    handle = await target.open();
    const repository = commentRepository(handle.db);
    const first = await repository.insert(comment({ createdAt: at(2) }));
    const second = await repository.insert(comment({ createdAt: at(1), authorName: 'Bo' }));
    const pending = await repository.insert(comment({ createdAt: at(3) }));
    const onProject = await repository.insert(comment({ target: PROJECT, createdAt: at(4) }));
    for (const id of [first, second, onProject]) await repository.setStatus(id, 'approved');

    const shown = await repository.approvedFor(POST);
    expect(shown.map((row) => row.id)).toEqual([second, first]);
    expect(shown[0]).toEqual({
      id: second,
      parentId: null,
      authorName: 'Bo',
      authorUrl: null,
      body: 'Lovely.',
      createdAt: at(1),
    });
    expect(JSON.stringify(shown)).not.toContain('ada@example.com');
    expect((await repository.approvedFor(PROJECT)).map((row) => row.id)).toEqual([onProject]);
    expect(await repository.approvedParent(POST, first)).toBe(true);
    expect(await repository.approvedParent(POST, pending)).toBe(false);
    expect(await repository.approvedParent(PROJECT, first)).toBe(false);
  });

  it('MISC-007 lists comments for the owner newest first, by status; status changes', async () => {
    handle = await target.open();
    const repository = commentRepository(handle.db);
    const old = await repository.insert(comment({ createdAt: at(1) }));
    const spam = await repository.insert(
      comment({ createdAt: at(2), status: 'spam', spamReason: 'links' }),
    );
    const recent = await repository.insert(
      comment({ createdAt: at(3), authorUrl: 'https://ada.example' }),
    );
    expect((await repository.list({ status: 'pending', limit: 10 })).map((row) => row.id)).toEqual([
      recent,
      old,
    ]);
    expect((await repository.list({ limit: 2 })).map((row) => row.id)).toEqual([recent, spam]);
    expect(await repository.byId(spam)).toMatchObject({
      target: POST,
      status: 'spam',
      spamReason: 'links',
      authorEmail: 'ada@example.com',
    });
    expect(await repository.setStatus(old, 'trash')).toBe(true);
    expect(await repository.setStatus(999_999, 'approved')).toBe(false);
    expect((await repository.byId(old))?.status).toBe('trash');
  });

  it('MISC-007 a reply names its parent', async () => {
    handle = await target.open();
    const repository = commentRepository(handle.db);
    const parent = await repository.insert(comment());
    const reply = await repository.insert(comment({ parentId: parent }));
    expect((await repository.byId(reply))?.parentId).toBe(parent);
  });

  it('MISC-007 the page cache hears of approved comments only (comments:post:<id>)', async () => {
    handle = await target.open();
    const heard: string[] = [];
    const stop = await handle.listen('atelier_content', {
      onNotice: (payload) => heard.push(payload),
    });
    try {
      const repository = commentRepository(handle.db);
      const id = await repository.insert(comment());
      await repository.setStatus(id, 'spam');
      await settle();
      expect(heard.filter((tag) => tag.startsWith('comments'))).toEqual([]);
      await repository.setStatus(id, 'approved');
      await settle();
      expect(heard).toContain('comments:post:7');
      heard.length = 0;
      await repository.setStatus(id, 'trash');
      await settle();
      expect(heard).toContain('comments:post:7');
    } finally {
      await stop();
    }
  });
});
