import { ajaxFailureSchema } from '@atelier/contracts/ajax';
import { FORM_ACTIONS } from '@atelier/contracts/forms';
import { POLL_ACTIONS, pollVoteAnswerSchema } from '@atelier/contracts/polls';
import {
  POLL_ALREADY_VOTED_MESSAGE,
  POLL_CLOSED_MESSAGE,
  POLL_SAVE_ERROR_MESSAGE,
} from '@atelier/contracts/poll-texts';
import type { DatabaseHandle } from '@atelier/db/connection';
import { pollRepository } from '@atelier/db/repositories/polls';
import { seedDemoPolls } from '@atelier/db/seed-polls';
import { testDatabaseTargets } from '@atelier/db/testing';
import { demoPolls, EXHIBITION_POLL_ID, FRAME_POLL_ID } from '@atelier/demo-content/polls';
import { NO_CHOICE_MESSAGE } from '@atelier/form-engine/polls/poll-vote';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOf, testApp } from '../testing/test-app';
import { POLL_VOTER_COOKIE, POLL_VOTER_COOKIE_SECONDS } from './voter-cookie';

const AJAX = '/api/ajax';

interface Visitor {
  cookie: string;
  nonce: string;
  address: string;
}

let addressCounter = 0;
/** A new visitor: their own address, session and form nonce (fetched as the browser does). */
async function newVisitor(
  app: FastifyInstance,
  address = `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`,
): Promise<Visitor> {
  const response = await app.inject({
    method: 'POST',
    url: AJAX,
    remoteAddress: address,
    payload: { action: FORM_ACTIONS.getNonce },
  });
  const { data } = response.json() as { data: string };
  return { cookie: sessionCookieOf(response), nonce: data, address };
}

const voterCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === POLL_VOTER_COOKIE);

function vote(
  app: FastifyInstance,
  visitor: Visitor,
  fields: Record<string, string>,
  extraCookie = '',
) {
  return app.inject({
    method: 'POST',
    url: AJAX,
    remoteAddress: visitor.address,
    headers: {
      cookie: [visitor.cookie, extraCookie].filter(Boolean).join('; '),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      action: POLL_ACTIONS.submit,
      forminator_nonce: visitor.nonce,
      render_id: '0',
      ...fields,
    }).toString(),
  });
}

const choice = (pollId: number, answer: string) => ({
  form_id: String(pollId),
  [String(pollId)]: answer,
});

describe.each(testDatabaseTargets())('voting in a poll through the app ($name)', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await target.open();
    await seedDemoPolls(database.db);
    app = await testApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('POLL-003 POLL-004 a vote answers the original shape with the chart data and sets the voter cookie', async () => {
    const visitor = await newVisitor(app);
    const response = await vote(app, visitor, {
      ...choice(EXHIBITION_POLL_ID, 'answer-6'),
      [`${EXHIBITION_POLL_ID}-extra`]: '  Glass  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const answer = pollVoteAnswerSchema.parse(response.json());
    expect(answer.data).toMatchObject({
      form_id: EXHIBITION_POLL_ID,
      success: true,
      message: 'Thank you: your vote has been saved.',
      url: '/polls/next-exhibition/results/',
      results_behav: 'show_after',
      chart_design: 'bar',
      votes_text: 'vote(s)',
      votes_count: true,
      results_label: 'View Results',
      back_button_label: 'Back To Poll',
      total_votes: 1,
      grids_color: '#DCD6CC',
    });
    expect(answer.data.chart_data).toHaveLength(6);
    expect(answer.data.chart_data[5]).toEqual(['Something else', 1, '#b9826b']);
    expect(answer.data.results_link).toBe(
      '<a href="/polls/next-exhibition/results/" class="forminator-link">View Results</a>',
    );
    const cookie = voterCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(POLL_VOTER_COOKIE_SECONDS);
    const stored = await pollRepository(database.db).votes(EXHIBITION_POLL_ID);
    expect(stored.at(-1)).toMatchObject({ answerId: 'answer-6', extra: 'Glass' });
    // The address is kept only as a keyed hash.
    expect(stored.at(-1)?.ipHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ADR 0013 a second vote with the same voter cookie is refused with the original message, nothing stored', async () => {
    const visitor = await newVisitor(app);
    const first = await vote(app, visitor, choice(FRAME_POLL_ID, 'answer-1'));
    expect(first.statusCode).toBe(200);
    const voterCookie = `${POLL_VOTER_COOKIE}=${voterCookieOf(first)?.value ?? ''}`;
    const before = await pollRepository(database.db).tallies(FRAME_POLL_ID);
    // Another session (a new nonce) but the same voter cookie.
    const again = await newVisitor(app);
    const second = await vote(app, again, choice(FRAME_POLL_ID, 'answer-2'), voterCookie);
    expect(second.statusCode).toBe(409);
    expect(ajaxFailureSchema.parse(second.json()).data).toMatchObject({
      message: POLL_ALREADY_VOTED_MESSAGE,
      code: 'already_voted',
    });
    expect(voterCookieOf(second)).toBeUndefined();
    expect(await pollRepository(database.db).tallies(FRAME_POLL_ID)).toEqual(before);
  });

  it('ADR 0013 limited by address: a new cookie from the same address is refused; limited by visitor it is counted', async () => {
    const address = '192.0.2.77';
    const first = await newVisitor(app, address);
    expect((await vote(app, first, choice(EXHIBITION_POLL_ID, 'answer-1'))).statusCode).toBe(200);
    const sameAddress = await newVisitor(app, address);
    const refused = await vote(app, sameAddress, choice(EXHIBITION_POLL_ID, 'answer-2'));
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { data: { message: string } }).data.message).toBe(
      POLL_ALREADY_VOTED_MESSAGE,
    );
    // The frame poll says vote_limit: 'visitor': two people behind one address both count.
    expect((await vote(app, first, choice(FRAME_POLL_ID, 'answer-3'))).statusCode).toBe(200);
    expect((await vote(app, sameAddress, choice(FRAME_POLL_ID, 'answer-3'))).statusCode).toBe(200);
  });

  it('POLL-010 a vote with no choice is refused naming the poll’s fieldset, nothing stored', async () => {
    const visitor = await newVisitor(app);
    const before = await pollRepository(database.db).votes(EXHIBITION_POLL_ID);
    const response = await vote(app, visitor, { form_id: String(EXHIBITION_POLL_ID) });
    expect(response.statusCode).toBe(400);
    expect(ajaxFailureSchema.parse(response.json()).data).toMatchObject({
      message: NO_CHOICE_MESSAGE,
      code: 'no_choice',
      field: String(EXHIBITION_POLL_ID),
    });
    const unknown = await vote(app, visitor, choice(EXHIBITION_POLL_ID, 'answer-99'));
    expect(unknown.statusCode).toBe(400);
    expect(await pollRepository(database.db).votes(EXHIBITION_POLL_ID)).toHaveLength(before.length);
    expect(voterCookieOf(response)).toBeUndefined();
  });

  it('FORM nonce: a vote without the forminator nonce, or with another session’s, is refused', async () => {
    const visitor = await newVisitor(app);
    const other = await newVisitor(app);
    const missing = await app.inject({
      method: 'POST',
      url: AJAX,
      headers: { cookie: visitor.cookie },
      payload: { action: POLL_ACTIONS.submit, ...choice(EXHIBITION_POLL_ID, 'answer-1') },
    });
    expect(missing.statusCode).toBe(403);
    const foreign = await vote(
      app,
      { ...visitor, nonce: other.nonce },
      choice(EXHIBITION_POLL_ID, 'answer-1'),
    );
    expect(foreign.statusCode).toBe(403);
    expect(ajaxFailureSchema.parse(foreign.json()).data.code).toBe('invalid_nonce');
  });

  it('POLL-002 an unknown poll is a 404; a disabled or unpublished poll takes no vote', async () => {
    const visitor = await newVisitor(app);
    const unknown = await vote(app, visitor, choice(999_999, 'answer-1'));
    expect(unknown.statusCode).toBe(404);
    expect(ajaxFailureSchema.parse(unknown.json()).data.code).toBe('poll_not_found');

    const polls = pollRepository(database.db);
    const base = demoPolls[0];
    if (!base) throw new Error('no demo poll');
    await polls.upsert({
      id: 34990,
      slug: 'closed-poll',
      title: 'Closed',
      status: 'publish',
      definition: { ...base.definition, settings: { enabled: false } } as never,
    });
    await polls.upsert({
      id: 34991,
      slug: 'draft-poll',
      title: 'Draft',
      status: 'draft',
      definition: base.definition as never,
    });
    for (const id of [34990, 34991]) {
      const closed = await vote(app, visitor, choice(id, 'answer-1'));
      expect(closed.statusCode).toBe(409);
      expect(ajaxFailureSchema.parse(closed.json()).data.message).toBe(POLL_CLOSED_MESSAGE);
      expect(await polls.votes(id)).toHaveLength(0);
    }
  });

  it('ADR 0013 results are exact after 50 concurrent voters through HTTP, and one visitor sending 10 at once counts once', async () => {
    const polls = pollRepository(database.db);
    await polls.upsert({
      id: 34992,
      slug: 'race',
      title: 'Race',
      status: 'publish',
      definition: demoPolls[0]?.definition as never,
    });
    const voters = await Promise.all(Array.from({ length: 50 }, () => newVisitor(app)));
    const answers = await Promise.all(
      voters.map((visitor, index) =>
        vote(app, visitor, choice(34992, `answer-${(index % 3) + 1}`)),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect(await polls.tallies(34992)).toEqual({ 'answer-1': 17, 'answer-2': 17, 'answer-3': 16 });

    const eager = await newVisitor(app);
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => vote(app, eager, choice(34992, 'answer-4'))),
    );
    expect(burst.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(burst.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
    expect((await polls.tallies(34992))['answer-4']).toBe(1);
  });
});

describe('ERR-015 a vote the database cannot save', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    const [pglite] = testDatabaseTargets();
    if (!pglite) throw new Error('no database');
    database = await pglite.open();
    await seedDemoPolls(database.db);
    // The tally can no longer be written: the vote's transaction fails half way.
    await database.db.execute(sql`alter table poll_tallies rename to poll_tallies_gone`);
    app = await testApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('ERR-015 answers the original message, stores nothing and sets no cookie', async () => {
    const visitor = await newVisitor(app);
    const response = await vote(app, visitor, choice(EXHIBITION_POLL_ID, 'answer-1'));
    expect(response.statusCode).toBe(500);
    expect(ajaxFailureSchema.parse(response.json()).data).toMatchObject({
      message: POLL_SAVE_ERROR_MESSAGE,
      code: 'vote_not_saved',
    });
    expect(voterCookieOf(response)).toBeUndefined();
    expect(await pollRepository(database.db).votes(EXHIBITION_POLL_ID)).toHaveLength(0);
  });
});
