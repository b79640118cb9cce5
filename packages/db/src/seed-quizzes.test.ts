import { demoQuizzes } from '@atelier/demo-content/quizzes';
import { QUIZ_LEAD_FORM_ID } from '@atelier/demo-content/forms';
import { parseQuizDefinition } from '@atelier/form-engine/quizzes/quiz-definition';
import { catalogueRepository } from './repositories/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection';
import { quizRepository } from './repositories/quizzes';
import { seedDemoContent } from './seed-demo';
import { seedDemoQuizzes } from './seed-quizzes';
import { imagelessStore, testDatabaseTargets } from './testing';

describe('the demo quizzes', () => {
  it('QUIZ: a knowledge quiz of 5-6 questions and a personality quiz of 4-5 questions with 3-4 results, both valid', () => {
    const [artists, prints] = demoQuizzes.map((quiz) => parseQuizDefinition(quiz.definition));
    expect(artists?.kind).toBe('knowledge');
    expect(artists?.questions.length).toBeGreaterThanOrEqual(5);
    expect(artists?.questions.length).toBeLessThanOrEqual(6);
    expect(prints?.kind).toBe('nowrong');
    expect(prints?.questions.length).toBeGreaterThanOrEqual(4);
    if (prints?.kind !== 'nowrong') return;
    expect(prints.results.length).toBeGreaterThanOrEqual(3);
    expect(prints.results.length).toBeLessThanOrEqual(4);
    expect(prints.settings.lead).toEqual({
      hasLeads: true,
      leads_id: QUIZ_LEAD_FORM_ID,
      form_placement: 'end',
      skip_form: true,
    });
  });
});

describe.each(testDatabaseTargets())('seeding the demo quizzes on $name', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
    await seedDemoContent(handle, imagelessStore);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('QUIZ-012: the seed writes both quizzes once (idempotent) and each print result links a real product', async () => {
    const quizzes = quizRepository(handle.db);
    for (const quiz of demoQuizzes) expect((await quizzes.find(quiz.id))?.slug).toBe(quiz.slug);
    expect(await seedDemoQuizzes(handle.db)).toEqual([]);
    const prints = parseQuizDefinition(demoQuizzes[1]?.definition);
    if (prints.kind !== 'nowrong') throw new Error('expected the print quiz');
    const catalogue = catalogueRepository(handle.db);
    for (const result of prints.results) {
      const slug = /^\/product\/([^/]+)\/$/.exec(result.link?.href ?? '')?.[1] ?? '';
      expect(await catalogue.productBySlug(slug), result.id).toBeTruthy();
    }
  });
});
