import { openDatabase, type DatabaseHandle } from '@atelier/db/connection';
import { accountRepository } from '@atelier/db/repositories/accounts';
import { auditLogRepository } from '@atelier/db/repositories/audit-log';
import { pollRepository } from '@atelier/db/repositories/polls';
import { seedDemoForms } from '@atelier/db/seed-forms';
import { seedDemoPolls } from '@atelier/db/seed-polls';
import { seedDemoQuizzes } from '@atelier/db/seed-quizzes';
import { EXHIBITION_POLL_ID } from '@atelier/demo-content/polls';
import { ARTISTS_QUIZ_ID, PRINT_QUIZ_ID } from '@atelier/demo-content/quizzes';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNonceService } from '../../platform/security/nonces';
import { createStudioServices } from '../studio-services';
import { STUDIO_NONCE_ACTION, STUDIO_NONCE_FIELD } from '~/features/studio/studio-paths';
import {
  loadStudioPoll,
  loadStudioPolls,
  studioPollAction,
} from '~/features/studio/results/polls-page.server';
import {
  loadStudioQuiz,
  loadStudioQuizLeads,
  loadStudioQuizzes,
} from '~/features/studio/results/quizzes-page.server';

const SITE = 'http://127.0.0.1:3477';
const SESSION = 'studio-session';

let handle: DatabaseHandle;
let context: AppLoadContext;
let role: 'owner' | 'customer' = 'owner';
let ownerId = 0;
const nonces = createNonceService('n'.repeat(40));

const get = (path: string) => ({ request: new Request(`${SITE}${path}`), context });

function post(path: string, fields: Record<string, string>, pollId: string) {
  const request = new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return { request, context, params: { pollId } };
}

/** What a loader threw: a Response-like `data()` carries its status in `init`. */
async function statusOf(work: Promise<unknown>): Promise<number | undefined> {
  try {
    await work;
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } }).init;
    return init?.status;
  }
}

beforeAll(async () => {
  handle = await openDatabase({});
  await handle.migrate();
  await seedDemoForms(handle.db);
  await seedDemoPolls(handle.db);
  await seedDemoQuizzes(handle.db);
  const accounts = accountRepository(handle.db);
  const created = await accounts.create('owner@example.com', 'x:y');
  if (!created) throw new Error('The owner was not created.');
  ownerId = created.id;
  await accounts.setRole(created.id, 'owner');
  const account = {
    customer: async () => ({
      id: ownerId,
      email: 'owner@example.com',
      role,
      totpSecret: 'secret',
    }),
    passedSecondFactor: async () => true,
  };
  context = {
    sessionId: SESSION,
    visitor: { sessionId: SESSION, ipHash: 'h', userAgent: 'test' },
    account,
    services: { studio: createStudioServices(handle.db), nonces },
  } as unknown as AppLoadContext;
}, 60_000);

afterAll(async () => {
  await handle.close();
});

describe('issue 21: the studio poll and quiz screens', () => {
  it('issue 21: the polls list and a poll show their counts', async () => {
    await pollRepository(handle.db).vote({
      pollId: EXHIBITION_POLL_ID,
      answerId: 'answer-2',
      extra: null,
      voterId: 'v1',
      ipHash: 'i1',
      userAgent: 'test',
      claims: ['visitor:v1'],
    });
    const list = await loadStudioPolls(get('/studio/polls/'));
    expect(list.polls.find((poll) => poll.id === EXHIBITION_POLL_ID)?.votes).toBe(1);
    const one = await loadStudioPoll({
      ...get(`/studio/polls/${EXHIBITION_POLL_ID}/`),
      params: { pollId: String(EXHIBITION_POLL_ID) },
    });
    expect(one.poll.results.total).toBe(1);
    expect(one.nonce).not.toBe('');
  });

  it('issue 21: a poll that does not exist, or an id that is no id, is a 404', async () => {
    for (const pollId of ['999999', 'abc', '0', '1e3', '99999999999']) {
      const status = await statusOf(
        loadStudioPoll({ ...get(`/studio/polls/${pollId}/`), params: { pollId } }),
      );
      expect(status, pollId).toBe(404);
    }
  });

  it('issue 21: the reset post empties the poll and is in the audit log', async () => {
    const nonce = nonces.issue(STUDIO_NONCE_ACTION, SESSION);
    const path = `/studio/polls/${EXHIBITION_POLL_ID}/`;
    const answer = await studioPollAction(
      post(path, { [STUDIO_NONCE_FIELD]: nonce, intent: 'reset' }, String(EXHIBITION_POLL_ID)),
    );
    expect(answer).toMatchObject({ ok: true });
    expect(await pollRepository(handle.db).tallies(EXHIBITION_POLL_ID)).toEqual({});
    const audit = await auditLogRepository(handle.db).page({ limit: 1, action: 'poll.reset' });
    expect(audit.rows[0]).toMatchObject({
      actorEmail: 'owner@example.com',
      subject: `poll:${EXHIBITION_POLL_ID}`,
    });
  });

  it('issue 21: a reset without the studio nonce changes nothing (403)', async () => {
    await pollRepository(handle.db).vote({
      pollId: EXHIBITION_POLL_ID,
      answerId: 'answer-1',
      extra: null,
      voterId: 'v2',
      ipHash: 'i2',
      userAgent: 'test',
      claims: ['visitor:v2'],
    });
    const status = await statusOf(
      studioPollAction(
        post(
          `/studio/polls/${EXHIBITION_POLL_ID}/`,
          { [STUDIO_NONCE_FIELD]: 'forged', intent: 'reset' },
          String(EXHIBITION_POLL_ID),
        ),
      ),
    );
    expect(status).toBe(403);
    expect(await pollRepository(handle.db).tallies(EXHIBITION_POLL_ID)).toEqual({ 'answer-1': 1 });
  });

  it('issue 21: the quiz screens show totals, entries and leads', async () => {
    const list = await loadStudioQuizzes(get('/studio/quizzes/'));
    expect(list.quizzes.map((quiz) => quiz.id)).toEqual([ARTISTS_QUIZ_ID, PRINT_QUIZ_ID]);
    const quiz = await loadStudioQuiz({
      ...get(`/studio/quizzes/${PRINT_QUIZ_ID}/?before=abc`),
      params: { quizId: String(PRINT_QUIZ_ID) },
    });
    expect(quiz.totals.entries).toBe(0);
    expect(quiz.hasLeads).toBe(true);
    const leads = await loadStudioQuizLeads({
      ...get(`/studio/quizzes/${PRINT_QUIZ_ID}/leads/`),
      params: { quizId: String(PRINT_QUIZ_ID) },
    });
    expect(leads.leadFields.map((field) => field.label)).toEqual([
      'Your name',
      'Email address',
      'Consent',
    ]);
  });

  it('issue 21: a customer gets nothing of any screen or post (403)', async () => {
    role = 'customer';
    try {
      const pollId = String(EXHIBITION_POLL_ID);
      const quizId = String(PRINT_QUIZ_ID);
      const refusals = await Promise.all([
        statusOf(loadStudioPolls(get('/studio/polls/'))),
        statusOf(loadStudioPoll({ ...get('/studio/polls/1/'), params: { pollId } })),
        statusOf(loadStudioQuizzes(get('/studio/quizzes/'))),
        statusOf(loadStudioQuiz({ ...get('/studio/quizzes/1/'), params: { quizId } })),
        statusOf(loadStudioQuizLeads({ ...get('/studio/quizzes/1/leads/'), params: { quizId } })),
        statusOf(
          studioPollAction(
            post(
              '/studio/polls/1/',
              {
                [STUDIO_NONCE_FIELD]: nonces.issue(STUDIO_NONCE_ACTION, SESSION),
                intent: 'reset',
              },
              pollId,
            ),
          ),
        ),
      ]);
      expect(refusals).toEqual([403, 403, 403, 403, 403, 403]);
      expect(await pollRepository(handle.db).tallies(EXHIBITION_POLL_ID)).toEqual({
        'answer-1': 1,
      });
    } finally {
      role = 'owner';
    }
  });
});
