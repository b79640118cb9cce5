import type { DatabaseHandle } from '@atelier/db/connection';
import { accountRepository } from '@atelier/db/repositories/accounts';
import { auditLogRepository } from '@atelier/db/repositories/audit-log';
import { commentRepository } from '@atelier/db/repositories/comments';
import { mailQueueRepository } from '@atelier/db/repositories/mail-queue';
import { newsletterRepository } from '@atelier/db/repositories/newsletter';
import { customers, mailQueue } from '@atelier/db/schema';
import { testDatabaseTargets } from '@atelier/db/testing';
import { eq } from 'drizzle-orm';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commentsAction,
  loadCommentsPage,
} from '~/features/studio/moderation/comments-page.server';
import {
  loadMailMessage,
  loadMailPage,
  mailAction,
} from '~/features/studio/moderation/mail-page.server';
import {
  loadSubscribersPage,
  subscribersAction,
} from '~/features/studio/moderation/subscribers-page.server';
import { STUDIO_NONCE_ACTION, STUDIO_NONCE_FIELD } from '~/features/studio/studio-paths';
import type { AccountSession } from '../../accounts/account-session';
import { createNonceService } from '../../platform/security/nonces';
import { createSiteServices } from '../../site-services';

const SECRET = 'moderation-pages-test-secret-that-is-long-enough-0123456789';
const SESSION = 'studio-owner-session';

/** What a thrown or returned React Router answer carries. */
interface Answer {
  data: unknown;
  init: { status?: number } | null;
}

async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  try {
    return (await run()) as Answer;
  } catch (thrown) {
    if (thrown instanceof Response) return { data: undefined, init: { status: thrown.status } };
    return thrown as Answer;
  }
}

describe.each(testDatabaseTargets())('studio moderation pages ($name)', (target) => {
  let database: DatabaseHandle;
  const nonces = createNonceService(SECRET);
  const contexts: Record<'owner' | 'customer' | 'ownerWithoutSecondStep', AppLoadContext> =
    {} as Record<'owner' | 'customer' | 'ownerWithoutSecondStep', AppLoadContext>;
  let postId = 0;

  beforeAll(async () => {
    database = await target.open();
    const services = createSiteServices(database, nonces, { secret: SECRET });
    const accounts = accountRepository(database.db);
    const signedIn = async (
      email: string,
      role: 'owner' | 'customer',
      passedSecondFactor: boolean,
    ): Promise<AppLoadContext> => {
      const created = await accounts.create(email, 'not-a-real-hash');
      if (!created) throw new Error('The account was not created.');
      await accounts.setRole(created.id, role);
      await database.db
        .update(customers)
        .set({ totpSecret: 'encrypted-secret' })
        .where(eq(customers.id, created.id));
      const record = await accounts.findById(created.id);
      const account: AccountSession = {
        addressHash: 'hash',
        customer: async () => record,
        passedSecondFactor: async () => passedSecondFactor,
        signIn: async () => undefined,
        signOut: async () => undefined,
      };
      return {
        sessionId: SESSION,
        visitor: { sessionId: SESSION, ipHash: 'hash', userAgent: 'test' },
        account,
        services,
      };
    };
    contexts.owner = await signedIn('owner@atelier.example', 'owner', true);
    contexts.customer = await signedIn('customer@example.com', 'customer', true);
    contexts.ownerWithoutSecondStep = await signedIn('owner2@atelier.example', 'owner', false);
    postId = 4242;
  });
  afterAll(async () => {
    await database.close();
  });

  const get = (path: string, who: keyof typeof contexts = 'owner') => ({
    request: new Request(`http://localhost${path}`),
    context: contexts[who],
    params: {},
  });
  const post = (
    path: string,
    fields: Record<string, string>,
    who: keyof typeof contexts = 'owner',
  ) => ({
    request: new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({
        [STUDIO_NONCE_FIELD]: nonces.issue(STUDIO_NONCE_ACTION, SESSION),
        ...fields,
      }),
    }),
    context: contexts[who],
    params: {},
  });

  it('issue 21: a customer, or an owner without the second step, gets nothing of the three screens', async () => {
    const attempts = [
      (who: keyof typeof contexts) => loadMailPage(get('/studio/mail/?view=failed', who)),
      (who: keyof typeof contexts) => loadSubscribersPage(get('/studio/subscribers/', who)),
      (who: keyof typeof contexts) => loadCommentsPage(get('/studio/comments/', who)),
      (who: keyof typeof contexts) =>
        mailAction(post('/studio/mail/', { intent: 'retry-all' }, who)),
      (who: keyof typeof contexts) =>
        subscribersAction(post('/studio/subscribers/', { intent: 'delete', id: '1' }, who)),
      (who: keyof typeof contexts) =>
        commentsAction(
          post(
            '/studio/comments/',
            { intent: 'moderate', bulk: 'approve', 'comment-1': 'on' },
            who,
          ),
        ),
    ];
    for (const who of ['customer', 'ownerWithoutSecondStep'] as const) {
      for (const attempt of attempts) {
        const answer = await answerOf(() => attempt(who));
        expect(answer.init?.status, who).toBe(403);
        expect(JSON.stringify(answer.data)).not.toContain('@example.com');
      }
    }
    expect((await auditLogRepository(database.db).page({ limit: 10 })).rows).toEqual([]);
  });

  it('issue 21: the mail screen reads its view from the address and answers bad posts with 4xx', async () => {
    const queue = mailQueueRepository(database.db);
    const id = await queue.enqueue({
      recipient: 'x@example.com',
      subject: 'Hi',
      textBody: 'Text',
      htmlBody: '<script>alert(1)</script>',
      purpose: 'test',
    });
    await database.db
      .update(mailQueue)
      .set({ failedAt: new Date(), lastError: 'EAUTH: login refused' })
      .where(eq(mailQueue.id, id));
    const failed = await loadMailPage(get('/studio/mail/?view=failed'));
    expect(failed.view).toBe('failed');
    expect(failed.rows.map((row) => [row.id, row.lastError])).toEqual([
      [id, 'EAUTH: login refused'],
    ]);
    expect((await loadMailPage(get('/studio/mail/?view=%00'))).view).toBe('waiting');
    const message = await loadMailMessage({
      ...get(`/studio/mail/${id}/`),
      params: { mailId: String(id) },
    });
    expect(message.message.htmlBody).toBe('<script>alert(1)</script>');
    for (const mailId of ['0', 'abc', '99999999999', '2147483647']) {
      const answer = await answerOf(() =>
        loadMailMessage({ ...get('/studio/mail/x/'), params: { mailId } }),
      );
      expect(answer.init?.status, mailId).toBe(404);
    }
    expect(
      (await answerOf(() => mailAction(post('/studio/mail/', { intent: 'retry', id: 'x' })))).init
        ?.status,
    ).toBe(400);
    expect(
      (
        await answerOf(() =>
          mailAction(post('/studio/mail/', { intent: 'retry', id: '2147483647' })),
        )
      ).init?.status,
    ).toBe(404);
    expect(
      (await answerOf(() => mailAction(post('/studio/mail/', { intent: 'nope' })))).init?.status,
    ).toBe(400);
    const retried = await answerOf(() =>
      mailAction(post('/studio/mail/', { intent: 'retry', id: String(id) })),
    );
    expect(retried.data).toEqual({
      ok: true,
      message: `Message ${id} goes back to the queue and is sent shortly.`,
    });
    expect((await queue.find(id))?.failedAt).toBeNull();
  });

  it('issue 21: a stale or foreign studio post is refused and changes nothing', async () => {
    const stale = {
      request: new Request('http://localhost/studio/mail/', {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams({ [STUDIO_NONCE_FIELD]: 'stale', intent: 'retry-all' }),
      }),
      context: contexts.owner,
    };
    expect((await answerOf(() => mailAction(stale))).init?.status).toBe(403);
    const foreign = post('/studio/mail/', { intent: 'retry-all' });
    foreign.request.headers.set('sec-fetch-site', 'cross-site');
    expect((await answerOf(() => mailAction(foreign))).init?.status).toBe(403);
  });

  it('issue 21: comments are moderated per row and in bulk, each audited', async () => {
    const comments = commentRepository(database.db);
    const add = (author: string) =>
      comments.insert({
        target: { kind: 'post', id: postId },
        parentId: null,
        authorName: author,
        authorEmail: `${author}@example.com`,
        authorUrl: null,
        body: `Words by ${author}`,
        status: 'pending',
        spamReason: null,
        sessionId: null,
        ipHash: 'hash',
        userAgent: '',
      });
    const [a, b, c] = [await add('a'), await add('b'), await add('c')];
    const page = await loadCommentsPage(get('/studio/comments/?status=bogus'));
    expect(page.status).toBe('pending');
    expect(page.rows.map((row) => [row.id, row.target.path])).toEqual([
      [c, null],
      [b, null],
      [a, null],
    ]);

    const one = await answerOf(() =>
      commentsAction(
        post('/studio/comments/', {
          intent: 'moderate',
          row: `approve:${a}`,
          [`comment-${b}`]: 'on',
        }),
      ),
    );
    expect(one.data).toEqual({ ok: true, message: 'Comment approved.' });
    expect((await comments.byId(b))?.status).toBe('pending');
    const bulk = await answerOf(() =>
      commentsAction(
        post('/studio/comments/', {
          intent: 'moderate',
          bulk: 'spam',
          [`comment-${b}`]: 'on',
          [`comment-${c}`]: 'on',
        }),
      ),
    );
    expect(bulk.data).toEqual({ ok: true, message: '2 comments marked as spam.' });
    expect([
      (await comments.byId(a))?.status,
      (await comments.byId(b))?.status,
      (await comments.byId(c))?.status,
    ]).toEqual(['approved', 'spam', 'spam']);
    const actions = (await auditLogRepository(database.db).page({ limit: 20 })).rows
      .filter((entry) => entry.action.startsWith('comment.'))
      .map((entry) => [entry.action, entry.subject]);
    expect(actions).toEqual([
      ['comment.spam', `comment:${c}`],
      ['comment.spam', `comment:${b}`],
      ['comment.approve', `comment:${a}`],
    ]);

    const badPosts: Record<string, string>[] = [
      { intent: 'moderate', bulk: 'approve' },
      { intent: 'moderate', bulk: 'publish', [`comment-${a}`]: 'on' },
      { intent: 'moderate', row: 'approve:x' },
      { intent: 'moderate', row: `drop:${a}` },
    ];
    for (const fields of badPosts) {
      const answer = await answerOf(() => commentsAction(post('/studio/comments/', fields)));
      expect(answer.init?.status, JSON.stringify(fields)).toBe(400);
    }
    const tooMany = Object.fromEntries(
      Array.from({ length: 51 }, (_, i) => [`comment-${i + 1}`, 'on']),
    );
    expect(
      (
        await answerOf(() =>
          commentsAction(
            post('/studio/comments/', { intent: 'moderate', bulk: 'trash', ...tooMany }),
          ),
        )
      ).init?.status,
    ).toBe(400);
    expect(
      (
        await answerOf(() =>
          commentsAction(
            post('/studio/comments/', { intent: 'moderate', row: 'approve:2147483647' }),
          ),
        )
      ).init?.status,
    ).toBe(404);
  });

  it('issue 21: the subscribers screen filters, and its posts unsubscribe and erase with audit', async () => {
    await newsletterRepository(database.db).subscribe(
      {
        email: 'reader@example.com',
        name: 'Reader',
        consentText: 'Yes',
        popupId: null,
        ipHash: 'hash',
        confirmTokenHash: 'confirm-reader',
        confirmExpiresAt: new Date(Date.now() + 86_400_000),
        unsubscribeTokenHash: 'unsubscribe-reader',
      },
      new Date(),
    );
    const listed = await loadSubscribersPage(
      get('/studio/subscribers/?status=pending&email=READER'),
    );
    expect(listed.rows.map((row) => row.email)).toEqual(['reader@example.com']);
    expect(listed.exportHref).toBe('/studio/subscribers/export.csv?status=pending&email=READER');
    const id = String(listed.rows[0]?.id);
    expect(
      (
        await answerOf(() =>
          subscribersAction(post('/studio/subscribers/', { intent: 'unsubscribe', id })),
        )
      ).data,
    ).toEqual({ ok: true, message: 'reader@example.com is unsubscribed.' });
    expect(
      (
        await answerOf(() =>
          subscribersAction(post('/studio/subscribers/', { intent: 'delete', id })),
        )
      ).data,
    ).toEqual({ ok: true, message: 'reader@example.com is deleted.' });
    expect(
      (
        await answerOf(() =>
          subscribersAction(post('/studio/subscribers/', { intent: 'delete', id })),
        )
      ).init?.status,
    ).toBe(404);
    expect(
      (
        await answerOf(() =>
          subscribersAction(post('/studio/subscribers/', { intent: 'delete', id: '-1' })),
        )
      ).init?.status,
    ).toBe(400);
    const entries = (await auditLogRepository(database.db).page({ limit: 30 })).rows.filter(
      (entry) => entry.action.startsWith('subscriber.'),
    );
    expect(entries.map((entry) => [entry.action, entry.before])).toEqual([
      ['subscriber.delete', { email: 'reader@example.com', status: 'unsubscribed' }],
      ['subscriber.unsubscribe', { email: 'reader@example.com', status: 'pending' }],
    ]);
  });
});
