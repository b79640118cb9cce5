import type { DatabaseHandle } from '@atelier/db/connection';
import { images, posts } from '@atelier/db/schema';
import { testDatabaseTargets } from '@atelier/db/testing';
import { COMMENT_FIELDS, COMMENT_MESSAGES } from '@atelier/theme/comment-rules';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../platform/mail/mail-service';
import { parseCommentsArguments, runCommentsCommand } from '../cli/comments';
import { commentStamp } from './comment-stamp';
import {
  COMMENT_SERVICE_MESSAGES,
  COMMENTS_PER_VISITOR,
  commentService,
  threadOf,
} from './comment-service';

const SECRET = 'a-test-secret-of-at-least-thirty-two-chars';
const START = new Date('2026-01-01T12:00:00Z');

async function storePost(handle: DatabaseHandle) {
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
      publishedAt: START,
    })
    .returning({ id: posts.id });
  return { kind: 'post' as const, id: post?.id ?? 0 };
}

function setUp(handle: DatabaseHandle, verdict = true) {
  const mails: OutgoingMail[] = [];
  let now = START;
  const service = commentService(handle.db, {
    mail: { enqueue: async (mail) => void mails.push(mail) },
    captcha: { verifyBotCheck: async (token) => ({ ok: verdict && token === 'good-token' }) },
    secret: SECRET,
    galleryEmail: 'gallery@atelier.example',
    publicUrl: new URL('https://atelier.example/'),
    now: () => now,
  });
  return {
    service,
    mails,
    later: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)),
  };
}

const sender = (ipHash = 'b'.repeat(64)) => ({
  sessionId: null,
  ipHash,
  userAgent: 'test',
  remoteIp: '127.0.0.1',
});

const fieldsFor = (target: { kind: 'post'; id: number }, extra: Record<string, string> = {}) => ({
  [COMMENT_FIELDS.author]: 'Ada',
  [COMMENT_FIELDS.email]: 'ada@example.com',
  [COMMENT_FIELDS.url]: '',
  [COMMENT_FIELDS.comment]: 'What a blue.',
  [COMMENT_FIELDS.openedStamp]: commentStamp(SECRET, threadOf(target), START),
  [COMMENT_FIELDS.botCheck]: 'good-token',
  ...extra,
});

describe.each(testDatabaseTargets())('the comment service on $name (issue 20)', (target) => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  it('MISC-007 a comment is held for moderation, mailed to the gallery, and shown only once approved', async () => {
    handle = await target.open();
    const post = await storePost(handle);
    const { service, mails, later } = setUp(handle);
    later(10);
    const outcome = await service.submit(post, fieldsFor(post), 'ajax', sender());
    expect(outcome).toMatchObject({
      status: 'held',
      message: COMMENT_MESSAGES.held,
      comment: { authorName: 'Ada', body: 'What a blue.', parentId: null },
    });
    if (outcome.status !== 'held') throw new Error('not held');
    expect(await service.approvedFor(post)).toEqual([]);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'gallery@atelier.example', purpose: 'comment-notice' });
    expect(mails[0]?.text).toContain('https://atelier.example/blog/a-post/');
    expect(mails[0]?.text).toContain(`npm run comments -- approve ${outcome.comment.id}`);

    // The CLI approves it through the same service: now the page shows it.
    const lines: string[] = [];
    const out = {
      log: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
    };
    const listed = parseCommentsArguments(['list', '--pending']);
    if (listed === 'help') throw new Error('help');
    expect(await runCommentsCommand(service, listed, out)).toBe(0);
    expect(lines.join('\n')).toContain('Ada <ada@example.com>');
    const approve = parseCommentsArguments(['approve', String(outcome.comment.id)]);
    if (approve === 'help') throw new Error('help');
    expect(await runCommentsCommand(service, approve, out)).toBe(0);
    expect((await service.approvedFor(post)).map((row) => row.body)).toEqual(['What a blue.']);

    // A reply to it is held too, and names its parent.
    later(10);
    const reply = await service.submit(
      post,
      fieldsFor(post, {
        [COMMENT_FIELDS.parent]: String(outcome.comment.id),
        [COMMENT_FIELDS.openedStamp]: commentStamp(SECRET, threadOf(post), START),
      }),
      'ajax',
      sender('c'.repeat(64)),
    );
    expect(reply).toMatchObject({ status: 'held', comment: { parentId: outcome.comment.id } });
    const missing = parseCommentsArguments(['spam', '99999']);
    if (missing === 'help') throw new Error('help');
    expect(await runCommentsCommand(service, missing, out)).toBe(1);
  });

  it('MISC-007 spam is stored as spam silently (same answer), never mailed nor shown', async () => {
    handle = await target.open();
    const post = await storePost(handle);
    const { service, mails, later } = setUp(handle);
    later(10);
    const cases: [string, Record<string, string>, 'ajax' | 'page'][] = [
      ['honeypot', { [COMMENT_FIELDS.honeypot]: 'http://spam.example' }, 'ajax'],
      ['bot_check_missing', { [COMMENT_FIELDS.botCheck]: '' }, 'ajax'],
      ['bot_check_refused', { [COMMENT_FIELDS.botCheck]: 'forged' }, 'ajax'],
      ['no_opening_stamp', { [COMMENT_FIELDS.openedStamp]: '123.forged' }, 'ajax'],
      [
        'links',
        { [COMMENT_FIELDS.comment]: 'Buy https://a.example https://b.example www.c.example' },
        'page',
      ],
    ];
    for (const [index, [reason, extra, channel]] of cases.entries()) {
      const outcome = await service.submit(
        post,
        fieldsFor(post, extra),
        channel,
        sender(`${index}`.repeat(64)),
      );
      expect(outcome.status, reason).toBe('held');
    }
    const stored = await service.list({ limit: 20 });
    expect(stored.map((row) => [row.status, row.spamReason]).sort()).toEqual(
      cases.map(([reason]) => ['spam', reason]).sort(),
    );
    expect(mails).toEqual([]);
    expect(await service.approvedFor(post)).toEqual([]);
  });

  it('MISC-007 too fast after opening is spam; a native first post without a stamp is asked again', async () => {
    handle = await target.open();
    const post = await storePost(handle);
    const { service, later } = setUp(handle);
    later(1);
    await service.submit(post, fieldsFor(post), 'page', sender());
    expect((await service.list({ limit: 5 }))[0]?.spamReason).toBe('too_fast');

    const first = await service.submit(
      post,
      fieldsFor(post, { [COMMENT_FIELDS.openedStamp]: '' }),
      'page',
      sender('d'.repeat(64)),
    );
    expect(first).toMatchObject({ status: 'invalid', message: COMMENT_SERVICE_MESSAGES.sendAgain });
    if (first.status !== 'invalid' || !first.openedStamp) throw new Error('no stamp');
    later(5);
    const again = await service.submit(
      post,
      fieldsFor(post, {
        [COMMENT_FIELDS.openedStamp]: first.openedStamp,
        [COMMENT_FIELDS.botCheck]: '',
      }),
      'page',
      sender('d'.repeat(64)),
    );
    expect(again.status).toBe('held');
    expect(await service.list({ status: 'pending', limit: 5 })).toHaveLength(1);
  });

  it('MISC-007 errors per field, a reply to an unshown comment, and an unknown page', async () => {
    handle = await target.open();
    const post = await storePost(handle);
    const { service, later } = setUp(handle);
    later(10);
    expect(
      await service.submit(
        post,
        fieldsFor(post, { [COMMENT_FIELDS.email]: 'nope', [COMMENT_FIELDS.url]: 'javascript:x' }),
        'ajax',
        sender(),
      ),
    ).toEqual({
      status: 'invalid',
      message: COMMENT_SERVICE_MESSAGES.invalid,
      errors: { email: COMMENT_MESSAGES.emailInvalid, url: COMMENT_MESSAGES.urlInvalid },
    });
    expect(
      await service.submit(
        post,
        fieldsFor(post, { [COMMENT_FIELDS.parent]: '424242' }),
        'ajax',
        sender(),
      ),
    ).toMatchObject({ status: 'invalid', message: COMMENT_SERVICE_MESSAGES.parentGone });
    await expect(
      service.submit({ kind: 'project', id: 4242 }, fieldsFor(post), 'ajax', sender()),
    ).rejects.toMatchObject({ status: 404 });
    expect(await service.list({ limit: 5 })).toEqual([]);
  });

  it('MISC-007 one visitor may send only so many comments in ten minutes (429 beyond)', async () => {
    handle = await target.open();
    const post = await storePost(handle);
    const { service, later } = setUp(handle);
    later(10);
    for (let sent = 0; sent < COMMENTS_PER_VISITOR; sent++) {
      expect((await service.submit(post, fieldsFor(post), 'ajax', sender())).status).toBe('held');
    }
    await expect(service.submit(post, fieldsFor(post), 'ajax', sender())).rejects.toMatchObject({
      status: 429,
      message: COMMENT_SERVICE_MESSAGES.tooMany,
    });
    // Another visitor is not held back.
    expect(
      (await service.submit(post, fieldsFor(post), 'ajax', sender('e'.repeat(64)))).status,
    ).toBe('held');
  });
});

describe('the comments CLI (issue 20)', () => {
  it('MISC-007 parses its commands and refuses the rest with a reason', () => {
    expect(parseCommentsArguments(['list'])).toEqual({
      command: 'list',
      pendingOnly: false,
      limit: 20,
    });
    expect(parseCommentsArguments(['list', '--pending', '--limit', '5'])).toEqual({
      command: 'list',
      pendingOnly: true,
      limit: 5,
    });
    expect(parseCommentsArguments(['delete', '7'])).toEqual({ command: 'delete', id: 7 });
    expect(parseCommentsArguments(['--help'])).toBe('help');
    for (const bad of [
      [],
      ['approve'],
      ['approve', 'x'],
      ['approve', '1', '2'],
      ['burn', '1'],
      ['list', '--limit', '0'],
    ])
      expect(() => parseCommentsArguments(bad)).toThrow();
  });
});
