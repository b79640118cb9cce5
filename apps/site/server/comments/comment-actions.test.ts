import type { DatabaseHandle } from '@atelier/db/connection';
import { commentRepository } from '@atelier/db/repositories/comments';
import { images, posts } from '@atelier/db/schema';
import { testDatabaseTargets } from '@atelier/db/testing';
import { COMMENT_FIELDS, COMMENT_MESSAGES } from '@atelier/theme/comment-rules';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_ACTIONS, COMMENT_WIRE_FIELDS } from '~/features/comments/comment-wire';
import { startVisit, testApp } from '../testing/test-app';
import { COMMENT_SERVICE_MESSAGES } from './comment-service';

type Visit = Awaited<ReturnType<typeof startVisit>>;

function call(app: FastifyInstance, visit: Visit, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/ajax',
    headers: { cookie: visit.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      [COMMENT_WIRE_FIELDS.nonce]: visit.ajaxNonce,
      ...fields,
    }).toString(),
  });
}

describe.each(testDatabaseTargets())('the comment calls over HTTP ($name, issue 20)', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let postId = 0;

  beforeAll(async () => {
    database = await target.open();
    const [image] = await database.db
      .insert(images)
      .values({ key: 'c', alt: '', width: 1, height: 1, dominantColor: '#000000', variants: [] })
      .returning({ id: images.id });
    const [post] = await database.db
      .insert(posts)
      .values({
        slug: 'a-post',
        title: 'A post',
        excerpt: 'About',
        body: [],
        author: 'Ada',
        category: 'Studio',
        coverImageId: image?.id ?? 0,
        publishedAt: new Date(),
      })
      .returning({ id: posts.id });
    postId = post?.id ?? 0;
    app = await testApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const thing = () => ({
    [COMMENT_WIRE_FIELDS.kind]: 'post',
    [COMMENT_WIRE_FIELDS.targetId]: String(postId),
  });

  it('MISC-007 a stamp, then a comment: held (answered as its author sees it), per-field errors as 400', async () => {
    const visit = await startVisit(app);
    const stampAnswer = await call(app, visit, { action: COMMENT_ACTIONS.stamp, ...thing() });
    expect(stampAnswer.statusCode).toBe(200);
    const stamp = (stampAnswer.json() as { data: { stamp: string } }).data.stamp;
    expect(stamp).toMatch(/^\d+\.[A-Za-z0-9_-]{32}$/);

    const invalid = await call(app, visit, {
      action: COMMENT_ACTIONS.post,
      ...thing(),
      [COMMENT_FIELDS.author]: '',
      [COMMENT_FIELDS.email]: 'x',
      [COMMENT_FIELDS.comment]: 'Hi',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      success: false,
      data: {
        message: COMMENT_SERVICE_MESSAGES.invalid,
        errors: [
          { field: 'author', message: COMMENT_MESSAGES.authorMissing },
          { field: 'email', message: COMMENT_MESSAGES.emailInvalid },
        ],
      },
    });

    const held = await call(app, visit, {
      action: COMMENT_ACTIONS.post,
      ...thing(),
      [COMMENT_FIELDS.author]: 'Ada <b>',
      [COMMENT_FIELDS.email]: 'ada@example.com',
      [COMMENT_FIELDS.comment]: 'What a <i>blue</i>.',
      [COMMENT_FIELDS.openedStamp]: stamp,
    });
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({
      success: true,
      data: {
        message: COMMENT_MESSAGES.held,
        comment: { authorName: 'Ada <b>', body: 'What a <i>blue</i>.' },
      },
    });
    // Sent at once and with no bot-check token: kept as spam, though answered the same.
    const [stored] = await commentRepository(database.db).list({ limit: 1 });
    expect(stored).toMatchObject({ status: 'spam', spamReason: 'too_fast' });
    expect(await commentRepository(database.db).approvedFor({ kind: 'post', id: postId })).toEqual(
      [],
    );
  });

  it('MISC-007 refuses a missing nonce (403), an unknown page (404) and a malformed target (400), in words', async () => {
    const visit = await startVisit(app);
    const noNonce = await call(
      app,
      { ...visit, ajaxNonce: 'forged' },
      { action: COMMENT_ACTIONS.stamp, ...thing() },
    );
    expect(noNonce.statusCode).toBe(403);
    const unknown = await call(app, visit, {
      action: COMMENT_ACTIONS.stamp,
      [COMMENT_WIRE_FIELDS.kind]: 'project',
      [COMMENT_WIRE_FIELDS.targetId]: '424242',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ data: { message: COMMENT_SERVICE_MESSAGES.notFound } });
    const bads: Record<string, string>[] = [
      { [COMMENT_WIRE_FIELDS.kind]: 'page', [COMMENT_WIRE_FIELDS.targetId]: '1' },
      { [COMMENT_WIRE_FIELDS.kind]: 'post', [COMMENT_WIRE_FIELDS.targetId]: '-1' },
      { [COMMENT_WIRE_FIELDS.kind]: 'post', [COMMENT_WIRE_FIELDS.targetId]: '99999999999' },
      { [COMMENT_WIRE_FIELDS.kind]: 'post' },
    ];
    for (const bad of bads) {
      const answer = await call(app, visit, { action: COMMENT_ACTIONS.post, ...bad });
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect((answer.json() as { data: { message: string } }).data.message.length).toBeGreaterThan(
        0,
      );
    }
  });
});
