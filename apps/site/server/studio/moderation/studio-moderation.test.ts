import type { DatabaseHandle } from '@atelier/db/connection';
import { accountRepository } from '@atelier/db/repositories/accounts';
import { auditLogRepository } from '@atelier/db/repositories/audit-log';
import { commentRepository, type CommentStatus } from '@atelier/db/repositories/comments';
import { mailQueueRepository } from '@atelier/db/repositories/mail-queue';
import { newsletterRepository } from '@atelier/db/repositories/newsletter';
import { images, mailQueue, newsletterSubscribers, posts } from '@atelier/db/schema';
import { testDatabaseTargets } from '@atelier/db/testing';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { followContentChanges } from '../../platform/content-changes';
import { startMailWorker } from '../../platform/mail/mail-worker';
import type { MailTransport, OutgoingMessage } from '../../platform/mail/transports';
import { auditService } from '../audit-service';
import type { StudioOwner } from '../owner-access';
import { studioModeration } from './studio-moderation';
import { subscriberExport } from './subscriber-export';

const NOW = new Date('2026-12-06T12:00:00Z');
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function ownerOf(handle: DatabaseHandle): Promise<StudioOwner> {
  const accounts = accountRepository(handle.db);
  const created = await accounts.create('owner@atelier.example', 'not-a-real-hash');
  if (!created) throw new Error('The owner was not created.');
  await accounts.setRole(created.id, 'owner');
  return { id: created.id, email: 'owner@atelier.example' };
}

async function queueMail(
  handle: DatabaseHandle,
  recipient: string,
  state: 'waiting' | 'failed' | 'sent',
) {
  const id = await mailQueueRepository(handle.db).enqueue(
    { recipient, subject: `To ${recipient}`, textBody: 'Hello', purpose: 'test' },
    NOW,
  );
  if (state === 'failed')
    await handle.db
      .update(mailQueue)
      .set({ attempts: 10, failedAt: NOW, lastError: 'EENVELOPE: 550 no such user' })
      .where(eq(mailQueue.id, id));
  if (state === 'sent')
    await handle.db.update(mailQueue).set({ attempts: 1, sentAt: NOW }).where(eq(mailQueue.id, id));
  return id;
}

async function addPost(handle: DatabaseHandle) {
  const [image] = await handle.db
    .insert(images)
    .values({
      key: 'cover',
      alt: '',
      width: 10,
      height: 10,
      dominantColor: '#000000',
      variants: [],
    })
    .returning({ id: images.id });
  const [post] = await handle.db
    .insert(posts)
    .values({
      slug: 'a-post',
      title: 'A post',
      excerpt: 'About',
      body: [],
      author: 'Ada',
      category: 'Studio',
      coverImageId: image?.id ?? 0,
      publishedAt: NOW,
    })
    .returning({ id: posts.id });
  return post?.id ?? 0;
}

async function addComment(
  handle: DatabaseHandle,
  postId: number,
  author: string,
  status: CommentStatus = 'pending',
) {
  return commentRepository(handle.db).insert({
    target: { kind: 'post', id: postId },
    parentId: null,
    authorName: author,
    authorEmail: `${author.toLowerCase()}@example.com`,
    authorUrl: null,
    body: `A comment by ${author}`,
    status,
    spamReason: status === 'spam' ? 'links' : null,
    sessionId: null,
    ipHash: 'hash',
    userAgent: '',
  });
}

async function subscribe(handle: DatabaseHandle, email: string, confirm: boolean) {
  const repository = newsletterRepository(handle.db);
  await repository.subscribe(
    {
      email,
      name: 'Reader',
      consentText: 'Yes',
      popupId: null,
      ipHash: 'hash',
      confirmTokenHash: `confirm-${email}`,
      confirmExpiresAt: new Date(NOW.getTime() + 86_400_000),
      unsubscribeTokenHash: `unsubscribe-${email}`,
    },
    NOW,
  );
  if (confirm) await repository.confirm(`confirm-${email}`, NOW);
  const row = await repository.findByEmail(email);
  return row?.id ?? 0;
}

describe.each(testDatabaseTargets())('studio moderation services on $name', (target) => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  async function open() {
    handle = await target.open();
    const audit = auditService(handle.db);
    return {
      handle,
      moderation: studioModeration(handle.db, audit, () => NOW),
      owner: await ownerOf(handle),
    };
  }

  it('issue 21: the mail queue lists waiting, failed and sent mail apart, newest first, by keyset', async () => {
    const { handle, moderation } = await open();
    const waiting = [
      await queueMail(handle, 'a@example.com', 'waiting'),
      await queueMail(handle, 'b@example.com', 'waiting'),
    ];
    const failed = await queueMail(handle, 'c@example.com', 'failed');
    const sent = await queueMail(handle, 'd@example.com', 'sent');
    const first = await moderation.mail.page({ view: 'waiting', limit: 1 });
    expect(first.rows.map((row) => row.id)).toEqual([waiting[1]]);
    const second = await moderation.mail.page({ view: 'waiting', limit: 1, before: first.older });
    expect(second.rows.map((row) => row.id)).toEqual([waiting[0]]);
    expect(second.older).toBeUndefined();
    const failedPage = await moderation.mail.page({ view: 'failed', limit: 50 });
    expect(failedPage.rows.map((row) => [row.id, row.lastError])).toEqual([
      [failed, 'EENVELOPE: 550 no such user'],
    ]);
    expect(
      (await moderation.mail.page({ view: 'sent', limit: 50 })).rows.map((row) => row.id),
    ).toEqual([sent]);
    expect((await moderation.mail.message(failed))?.textBody).toBe('Hello');
  });

  it('issue 21: retrying a failed mail resets it, is audited, and the worker then sends it once', async () => {
    const { handle, moderation, owner } = await open();
    const failed = await queueMail(handle, 'c@example.com', 'failed');
    const waiting = await queueMail(handle, 'w@example.com', 'waiting');
    await handle.db
      .update(mailQueue)
      .set({ nextAttemptAt: new Date(NOW.getTime() + 3_600_000) })
      .where(eq(mailQueue.id, waiting));
    expect(await moderation.mail.retry(owner, waiting)).toEqual({ kind: 'not-failed' });
    expect(await moderation.mail.retry(owner, 999_999)).toEqual({ kind: 'missing' });
    expect(await moderation.mail.retry(owner, failed)).toEqual({ kind: 'retried' });
    const row = await mailQueueRepository(handle.db).find(failed);
    expect(row).toMatchObject({ attempts: 0, failedAt: null, nextAttemptAt: NOW });
    const entries = await auditLogRepository(handle.db).page({ limit: 10 });
    expect(entries.rows).toHaveLength(1);
    expect(entries.rows[0]).toMatchObject({
      actorEmail: owner.email,
      action: 'mail.retry',
      subject: `mail:${failed}`,
      before: { attempts: 10 },
      after: { attempts: 0, failedAt: null },
    });

    const delivered: OutgoingMessage[] = [];
    const transport: MailTransport = {
      description: 'memory',
      deliver: async (message) => {
        delivered.push(message);
      },
      redact: (text) => text,
      close: () => undefined,
    };
    const worker = startMailWorker({
      db: handle.db,
      transport,
      from: 'Atelier <hello@atelier.example>',
      log: silentLog,
      pollIntervalMs: 60_000,
      now: () => NOW,
    });
    try {
      await worker.runNow();
      await worker.runNow();
    } finally {
      await worker.stop();
    }
    // The retried message once; the waiting one is not due yet.
    expect(delivered.map((message) => message.to)).toEqual(['c@example.com']);
    expect((await mailQueueRepository(handle.db).find(failed))?.sentAt).toEqual(NOW);
  });

  it('issue 21: retry all hands every failed mail back with one audit entry', async () => {
    const { handle, moderation, owner } = await open();
    const ids = [
      await queueMail(handle, 'a@example.com', 'failed'),
      await queueMail(handle, 'b@example.com', 'failed'),
    ];
    await queueMail(handle, 'c@example.com', 'sent');
    expect(await moderation.mail.retryAllFailed(owner)).toBe(2);
    expect((await moderation.mail.page({ view: 'failed', limit: 50 })).rows).toEqual([]);
    expect(
      (await moderation.mail.page({ view: 'waiting', limit: 50 })).rows.map((row) => row.id),
    ).toEqual([...ids].reverse());
    const entries = await auditLogRepository(handle.db).page({ limit: 10 });
    expect(entries.rows.map((entry) => [entry.action, entry.before])).toEqual([
      ['mail.retry-all', { failed: 2, ids }],
    ]);
    expect(await moderation.mail.retryAllFailed(owner)).toBe(0);
    expect((await auditLogRepository(handle.db).page({ limit: 10 })).rows).toHaveLength(1);
  });

  it('issue 21: subscribers filter by status and by part of the address (wildcards are letters)', async () => {
    const { handle, moderation } = await open();
    await subscribe(handle, 'ada@example.com', true);
    await subscribe(handle, 'bob_x@example.com', false);
    await subscribe(handle, 'bobby@example.com', true);
    const emails = async (filter: Parameters<typeof moderation.subscribers.page>[0]) =>
      (await moderation.subscribers.page(filter)).rows.map((row) => row.email);
    expect(await emails({ limit: 50, status: 'confirmed' })).toEqual([
      'bobby@example.com',
      'ada@example.com',
    ]);
    expect(await emails({ limit: 50, status: 'pending' })).toEqual(['bob_x@example.com']);
    expect(await emails({ limit: 50, email: 'BOB' })).toEqual([
      'bobby@example.com',
      'bob_x@example.com',
    ]);
    expect(await emails({ limit: 50, email: 'b_x' })).toEqual(['bob_x@example.com']);
    expect(await emails({ limit: 50, email: '%' })).toEqual([]);
  });

  it('issue 21: unsubscribing and erasing a subscriber are audited with the address and status only', async () => {
    const { handle, moderation, owner } = await open();
    const ada = await subscribe(handle, 'ada@example.com', true);
    const bob = await subscribe(handle, 'bob@example.com', false);
    expect(await moderation.subscribers.unsubscribe(owner, ada)).toEqual({
      kind: 'done',
      email: 'ada@example.com',
    });
    expect(await moderation.subscribers.unsubscribe(owner, ada)).toEqual({
      kind: 'already-unsubscribed',
      email: 'ada@example.com',
    });
    expect((await newsletterRepository(handle.db).findByEmail('ada@example.com'))?.status).toBe(
      'unsubscribed',
    );
    expect(await moderation.subscribers.erase(owner, bob)).toEqual({
      kind: 'done',
      email: 'bob@example.com',
    });
    expect(await moderation.subscribers.erase(owner, bob)).toEqual({ kind: 'missing' });
    expect(
      await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, bob)),
    ).toEqual([]);
    const entries = (await auditLogRepository(handle.db).page({ limit: 10 })).rows;
    expect(
      entries.map((entry) => [entry.action, entry.subject, entry.before, entry.after]),
    ).toEqual([
      [
        'subscriber.delete',
        `subscriber:${bob}`,
        { email: 'bob@example.com', status: 'pending' },
        null,
      ],
      [
        'subscriber.unsubscribe',
        `subscriber:${ada}`,
        { email: 'ada@example.com', status: 'confirmed' },
        { status: 'unsubscribed' },
      ],
    ]);
  });

  it('issue 21: the subscriber export streams the confirmed ones by default, the status asked for else', async () => {
    const { handle, moderation, owner } = await open();
    await subscribe(handle, 'ada@example.com', true);
    await subscribe(handle, '=cmd@example.com', true);
    await subscribe(handle, 'bob@example.com', false);
    const download = subscriberExport(moderation.subscribers);
    const site = Fastify();
    site.get(download.path, (request, reply) => download.handle(request, reply, owner));
    try {
      const confirmed = await site.inject({ url: download.path });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = confirmed.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toBe('Email,Name,Status,Signed up (UTC),Confirmed (UTC),Unsubscribed (UTC)');
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
        "'=cmd@example.com",
        'ada@example.com',
      ]);
      const pending = await site.inject({ url: `${download.path}?status=pending` });
      expect(pending.body).toContain('bob@example.com');
      expect(pending.body).not.toContain('ada@example.com');
      const all = await site.inject({ url: `${download.path}?status=all` });
      expect(all.body.trim().split('\n')).toHaveLength(4);
      const bad = await site.inject({ url: `${download.path}?status=everyone` });
      expect(bad.statusCode).toBe(400);
    } finally {
      await site.close();
    }
  });

  it('issue 21: comment moderation changes each comment, audits each and drops the cached post page', async () => {
    const { handle, moderation, owner } = await open();
    const postId = await addPost(handle);
    const ada = await addComment(handle, postId, 'Ada');
    const bob = await addComment(handle, postId, 'Bob');
    await addComment(handle, postId, 'Spammer', 'spam');
    const pending = await moderation.comments.page({ status: 'pending', limit: 50 });
    expect(pending.rows.map((row) => [row.authorName, row.target.title, row.target.path])).toEqual([
      ['Bob', 'A post', '/blog/a-post/'],
      ['Ada', 'A post', '/blog/a-post/'],
    ]);
    expect(
      (await moderation.comments.page({ status: 'spam', limit: 50 })).rows[0]?.spamReason,
    ).toBe('links');

    const heard: string[] = [];
    const stop = await followContentChanges(handle, {
      changed: (tags) => heard.push(...tags),
      lost: () => undefined,
    });
    try {
      expect(await moderation.comments.decide(owner, [ada], 'approve')).toEqual({
        changed: [ada],
        missing: [],
      });
      await expect.poll(() => heard).toContain(`comments:post:${postId}`);
    } finally {
      await stop();
    }
    expect(await moderation.comments.decide(owner, [ada, bob, 999_999], 'trash')).toEqual({
      changed: [ada, bob],
      missing: [999_999],
    });
    expect(await moderation.comments.decide(owner, [bob], 'trash')).toEqual({
      changed: [],
      missing: [],
    });
    expect(await commentRepository(handle.db).approvedFor({ kind: 'post', id: postId })).toEqual(
      [],
    );
    const entries = (await auditLogRepository(handle.db).page({ limit: 10 })).rows;
    expect(
      entries.map((entry) => [entry.action, entry.subject, entry.before, entry.after]),
    ).toEqual([
      [
        'comment.trash',
        `comment:${bob}`,
        { status: 'pending', on: `post:${postId}` },
        { status: 'trash' },
      ],
      [
        'comment.trash',
        `comment:${ada}`,
        { status: 'approved', on: `post:${postId}` },
        { status: 'trash' },
      ],
      [
        'comment.approve',
        `comment:${ada}`,
        { status: 'pending', on: `post:${postId}` },
        { status: 'approved' },
      ],
    ]);
  });
});
