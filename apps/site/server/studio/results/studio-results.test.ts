import type { DatabaseHandle } from '@atelier/db/connection';
import { accountRepository } from '@atelier/db/repositories/accounts';
import { auditLogRepository } from '@atelier/db/repositories/audit-log';
import { pollRepository } from '@atelier/db/repositories/polls';
import { quizRepository } from '@atelier/db/repositories/quizzes';
import { seedDemoForms } from '@atelier/db/seed-forms';
import { seedDemoPolls } from '@atelier/db/seed-polls';
import { seedDemoQuizzes } from '@atelier/db/seed-quizzes';
import { testDatabaseTargets } from '@atelier/db/testing';
import { QUIZ_LEAD_FORM_ID } from '@atelier/demo-content/forms';
import { EXHIBITION_POLL_ID, FRAME_POLL_ID } from '@atelier/demo-content/polls';
import { ARTISTS_QUIZ_ID, PRINT_QUIZ_ID } from '@atelier/demo-content/quizzes';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioOwner } from '../owner-access';
import { createStudioServices, type StudioServices } from '../studio-services';
import { registerStudioRoutes } from '../studio-routes';
import { resultsDownloads } from './results-downloads';

const visitor = { sessionId: 's', ipHash: 'h', userAgent: 'test' };

/** A site with only the studio's downloads, whose sign-in is whoever `signedIn` names. */
function downloadsApp(studio: StudioServices, signedIn: () => { role: 'owner' | 'customer' }) {
  const app = Fastify();
  registerStudioRoutes(app, {
    accountOf: () => ({
      customer: async () => ({
        id: 1,
        email: 'someone@example.com',
        role: signedIn().role,
        totpSecret: 'secret',
      }),
      passedSecondFactor: async () => true,
    }),
    downloads: resultsDownloads(studio.results.quizzes),
  });
  return app;
}

describe.each(testDatabaseTargets())('issue 21: studio poll and quiz results ($name)', (target) => {
  let handle: DatabaseHandle;
  let studio: StudioServices;
  let owner: StudioOwner;
  let app: FastifyInstance;
  let role: 'owner' | 'customer' = 'owner';

  beforeAll(async () => {
    handle = await target.open();
    await seedDemoForms(handle.db);
    await seedDemoPolls(handle.db);
    await seedDemoQuizzes(handle.db);
    const accounts = accountRepository(handle.db);
    const created = await accounts.create('owner@example.com', 'x:y');
    if (!created) throw new Error('The owner was not created.');
    await accounts.setRole(created.id, 'owner');
    owner = { id: created.id, email: 'owner@example.com' };
    studio = createStudioServices(handle.db);
    app = downloadsApp(studio, () => ({ role }));
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('issue 21: counts votes per poll and per choice, with shares that add up to 100', async () => {
    const polls = pollRepository(handle.db);
    const votes = ['answer-1', 'answer-1', 'answer-2'];
    for (const [index, answerId] of votes.entries()) {
      const outcome = await polls.vote({
        pollId: EXHIBITION_POLL_ID,
        answerId,
        extra: null,
        voterId: `voter-${index}`,
        ipHash: `ip-${index}`,
        userAgent: 'test',
        claims: [`visitor:voter-${index}`],
      });
      expect(outcome.stored).toBe(true);
    }
    const list = await studio.results.polls.list();
    expect(list.find((poll) => poll.id === EXHIBITION_POLL_ID)?.votes).toBe(3);
    expect(list.find((poll) => poll.id === FRAME_POLL_ID)?.votes).toBe(0);

    const detail = await studio.results.polls.detail(EXHIBITION_POLL_ID);
    expect(detail?.results.total).toBe(3);
    const byId = new Map(detail?.results.answers.map((answer) => [answer.id, answer]));
    expect(byId.get('answer-1')).toMatchObject({ votes: 2, percent: 66.7 });
    expect(byId.get('answer-2')).toMatchObject({ votes: 1, percent: 33.3 });
    expect(await studio.results.polls.detail(999_999)).toBeUndefined();
  });

  it('issue 21: a reset drops votes, claims and tallies together and audits the counts', async () => {
    const result = await studio.results.polls.reset(owner, EXHIBITION_POLL_ID);
    expect(result?.ok).toBe(true);
    expect(result?.message).toContain('3 votes removed');
    const polls = pollRepository(handle.db);
    expect(await polls.tallies(EXHIBITION_POLL_ID)).toEqual({});
    expect(await polls.votes(EXHIBITION_POLL_ID)).toEqual([]);
    // The claims went too: the same visitor may vote again.
    expect(await polls.holdsAnyClaim(EXHIBITION_POLL_ID, ['visitor:voter-0'])).toBe(false);

    const audit = await auditLogRepository(handle.db).page({
      limit: 5,
      action: 'poll.reset',
    });
    const entry = audit.rows[0];
    expect(entry).toMatchObject({
      actorEmail: 'owner@example.com',
      subject: `poll:${EXHIBITION_POLL_ID}`,
      before: { total: 3, votes: { 'answer-1': 2, 'answer-2': 1 } },
      after: { total: 0 },
    });
    expect(await studio.results.polls.reset(owner, 999_999)).toBeUndefined();
  });

  describe('quizzes', () => {
    beforeAll(async () => {
      const quizzes = quizRepository(handle.db);
      // Knowledge quiz: scores 4, 4 and 1 out of 6; the newest with a lead.
      for (const correct of [4, 1]) {
        await quizzes.addEntry({
          ...visitor,
          quizId: ARTISTS_QUIZ_ID,
          answers: {},
          outcome: { type: 'knowledge', correct, total: 6, finalText: '', questions: {} },
        });
      }
      await quizzes.addEntry({
        ...visitor,
        quizId: ARTISTS_QUIZ_ID,
        answers: {},
        outcome: { type: 'knowledge', correct: 4, total: 6, finalText: '', questions: {} },
      });
      // Personality quiz: two "botanical", one "calm-coast" whose lead typed a formula.
      for (const [result, lead] of [
        ['botanical', { 'text-1': 'Ana Ferreira', 'email-1': 'ana@example.com' }],
        ['botanical', undefined],
        ['calm-coast', { 'text-1': '=HYPERLINK("x")', 'email-1': 'bo@example.com' }],
      ] as const) {
        await quizzes.addEntry({
          ...visitor,
          quizId: PRINT_QUIZ_ID,
          answers: {},
          outcome: { type: 'nowrong', result: { id: result, title: result, description: '' } },
          ...(lead
            ? {
                lead: {
                  formId: QUIZ_LEAD_FORM_ID,
                  values: { ...lead, 'consent-1': true },
                  calculations: {},
                },
              }
            : {}),
        });
      }
    });

    it('issue 21: lists every quiz with its entries', async () => {
      const list = await studio.results.quizzes.list();
      expect(list.find((quiz) => quiz.id === ARTISTS_QUIZ_ID)).toMatchObject({
        kind: 'knowledge',
        entries: 3,
      });
      expect(list.find((quiz) => quiz.id === PRINT_QUIZ_ID)).toMatchObject({
        kind: 'nowrong',
        entries: 3,
      });
    });

    it('issue 21: a knowledge quiz totals its entries, average score and scores', async () => {
      const quiz = await studio.results.quizzes.load(ARTISTS_QUIZ_ID);
      if (!quiz) throw new Error('The demo quiz is missing.');
      const totals = await studio.results.quizzes.totals(quiz);
      expect(totals).toEqual({
        entries: 3,
        averageScore: 3,
        outOf: 6,
        distribution: [
          { label: '4 / 6', entries: 2, percent: 66.7 },
          { label: '1 / 6', entries: 1, percent: 33.3 },
        ],
      });
      const page = await studio.results.quizzes.entries(quiz, { limit: 2 });
      expect(page.rows.map((row) => row.outcome)).toEqual(['4 / 6', '1 / 6']);
      expect(page.older).toBeDefined();
      const older = await studio.results.quizzes.entries(quiz, { limit: 2, before: page.older });
      expect(older.rows.map((row) => row.outcome)).toEqual(['4 / 6']);
      expect(older.older).toBeUndefined();
    });

    it('issue 21: a personality quiz totals by result (with those nobody got) and names its leads', async () => {
      const quiz = await studio.results.quizzes.load(PRINT_QUIZ_ID);
      if (!quiz) throw new Error('The demo quiz is missing.');
      const totals = await studio.results.quizzes.totals(quiz);
      expect(totals.entries).toBe(3);
      expect(totals.averageScore).toBeNull();
      expect(totals.distribution[0]).toEqual({
        label: 'Something growing: Fig Leaves',
        entries: 2,
        percent: 66.7,
      });
      expect(totals.distribution).toContainEqual({
        label: 'Bold geometry: Bauhaus Suite No. 2',
        entries: 0,
        percent: 0,
      });
      const page = await studio.results.quizzes.entries(quiz, { limit: 50 });
      expect(page.rows.map((row) => [row.result, row.leadName, row.leadEmail])).toEqual([
        ['A quiet sea: Lofoten, Blue Hour', '=HYPERLINK("x")', 'bo@example.com'],
        ['Something growing: Fig Leaves', null, null],
        ['Something growing: Fig Leaves', 'Ana Ferreira', 'ana@example.com'],
      ]);
      const leads = await studio.results.quizzes.entries(quiz, { limit: 50, leadsOnly: true });
      expect(leads.rows).toHaveLength(2);
      expect(leads.rows[1]?.lead).toMatchObject({ 'text-1': 'Ana Ferreira', 'consent-1': 'yes' });
    });

    it('issue 21: the entries CSV streams every entry with its lead, formulas defused', async () => {
      role = 'owner';
      const response = await app.inject({ url: `/studio/quizzes/${PRINT_QUIZ_ID}/export.csv` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toBe('Entry,When (UTC),Result,Lead name,Lead email');
      expect(lines).toHaveLength(4);
      expect(lines[1]).toContain(`"'=HYPERLINK(""x"")",bo@example.com`);
      expect(lines[3]).toContain('Something growing: Fig Leaves,Ana Ferreira,ana@example.com');
    });

    it('issue 21: the leads CSV names the lead form fields by their labels', async () => {
      role = 'owner';
      const response = await app.inject({ url: `/studio/quizzes/${PRINT_QUIZ_ID}/leads.csv` });
      expect(response.statusCode).toBe(200);
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toBe('Entry,When (UTC),Result,Your name,Email address,Consent');
      expect(lines).toHaveLength(3);
      expect(lines[2]).toMatch(/Something growing: Fig Leaves,Ana Ferreira,ana@example\.com,yes$/);
    });

    it('issue 21: an export of a quiz that does not exist is a 404, a bad id too', async () => {
      role = 'owner';
      for (const id of ['999999', 'abc', '99999999999', '-1']) {
        const response = await app.inject({ url: `/studio/quizzes/${id}/export.csv` });
        expect(response.statusCode, id).toBe(404);
      }
    });

    it('issue 21: a customer gets no export', async () => {
      role = 'customer';
      for (const file of ['export.csv', 'leads.csv']) {
        const response = await app.inject({ url: `/studio/quizzes/${PRINT_QUIZ_ID}/${file}` });
        expect(response.statusCode).toBe(403);
        expect(response.body).not.toContain('ana@example.com');
      }
      role = 'owner';
    });
  });
});
