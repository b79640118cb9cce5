import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection';
import { formEntries, quizEntries } from '../schema';
import { testDatabaseTargets } from '../testing';
import { formRepository } from './forms';
import { quizRepository, type QuizWrite } from './quizzes';

const quiz = (overrides: Partial<QuizWrite> = {}): QuizWrite => ({
  id: 51001,
  slug: 'test-quiz',
  title: 'Test quiz',
  status: 'publish',
  definition: {
    kind: 'nowrong',
    intro: { title: 'Which?' },
    questions: [
      {
        id: 'question-1',
        title: 'A?',
        answers: [
          { title: 'x', result: 'a' },
          { title: 'y', result: 'a' },
        ],
      },
    ],
    results: [{ id: 'a', title: 'A' }],
  },
  ...overrides,
});

const visitor = { sessionId: 'session-1', ipHash: 'a'.repeat(64), userAgent: 'Test/1.0' };

describe.each(testDatabaseTargets())('quiz storage on $name', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
    await formRepository(handle.db).upsert({
      id: 41101,
      slug: 'lead-form',
      title: 'Lead',
      status: 'publish',
      definition: { fields: [{ id: 'email-1', type: 'email' }], settings: {} },
      successBehaviour: { behav: 'behaviour-thankyou', message: 'Thanks' },
    });
    await quizRepository(handle.db).upsert(quiz());
  });
  afterAll(async () => {
    await handle.close();
  });

  it('QUIZ-001: a quiz keeps its id, is found by id and slug, and an unchanged upsert writes nothing', async () => {
    const quizzes = quizRepository(handle.db);
    const found = await quizzes.find(51001);
    expect(found).toMatchObject({
      id: 51001,
      slug: 'test-quiz',
      status: 'publish',
      definition: quiz().definition,
    });
    expect((await quizzes.findBySlug('test-quiz'))?.id).toBe(51001);
    expect(await quizzes.findBySlug('missing')).toBeUndefined();
    expect(await quizzes.upsert(quiz())).toBe(false);
    expect((await quizzes.find(51001))?.updatedAt).toEqual(found?.updatedAt);
    expect(await quizzes.upsert(quiz({ title: 'Renamed' }))).toBe(true);
    expect((await quizzes.find(51001))?.title).toBe('Renamed');
  });

  it('QUIZ-009: an entry gets an unguessable URL-safe token and is found only by its quiz and token', async () => {
    const quizzes = quizRepository(handle.db);
    const tokens = new Set<string>();
    for (let index = 0; index < 20; index += 1) {
      const stored = await quizzes.addEntry({
        quizId: 51001,
        answers: { 'question-1': 0 },
        outcome: { type: 'nowrong', result: { id: 'a' } },
        ...visitor,
      });
      expect(stored.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(stored.leadEntryId).toBeNull();
      tokens.add(stored.token);
    }
    expect(tokens.size).toBe(20);
    const [token] = [...tokens];
    const found = await quizzes.findEntry(51001, token ?? '');
    expect(found).toMatchObject({ quizId: 51001, answers: { 'question-1': 0 }, leadEntryId: null });
    expect(await quizzes.findEntry(51001, `${token}x`)).toBeUndefined();
    expect(await quizzes.findEntry(51002, token ?? '')).toBeUndefined();
  });

  it('QUIZ-012: the lead entry and the quiz entry are stored in one transaction, both or neither', async () => {
    const quizzes = quizRepository(handle.db);
    const lead = { formId: 41101, values: { 'email-1': 'ana@example.com' }, calculations: {} };
    const stored = await quizzes.addEntry({
      quizId: 51001,
      answers: {},
      outcome: {},
      lead,
      ...visitor,
    });
    expect(stored.leadEntryId).toEqual(expect.any(Number));
    const [leadRow] = await handle.db
      .select()
      .from(formEntries)
      .where(eq(formEntries.id, stored.leadEntryId ?? 0));
    expect(leadRow).toMatchObject({ formId: 41101, values: lead.values, sessionId: 'session-1' });
    expect((await quizzes.findEntry(51001, stored.token))?.leadEntryId).toBe(stored.leadEntryId);

    // A quiz that does not exist fails the second insert: the lead written before it goes too.
    const leadsBefore = (await handle.db.select().from(formEntries)).length;
    const entriesBefore = (await handle.db.select().from(quizEntries)).length;
    await expect(
      quizzes.addEntry({ quizId: 59999, answers: {}, outcome: {}, lead, ...visitor }),
    ).rejects.toThrow();
    expect((await handle.db.select().from(formEntries)).length).toBe(leadsBefore);
    expect((await handle.db.select().from(quizEntries)).length).toBe(entriesBefore);
  });
});
