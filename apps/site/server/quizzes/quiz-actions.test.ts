import { FORM_ACTIONS } from '@atelier/contracts/forms';
import {
  QUIZ_ACTIONS,
  quizReloadAnswerSchema,
  quizSubmitAnswerSchema,
} from '@atelier/contracts/quizzes';
import type { DatabaseHandle } from '@atelier/db/connection';
import { formEntries, mailQueue, quizEntries } from '@atelier/db/schema';
import { seedDemoForms } from '@atelier/db/seed-forms';
import { seedDemoQuizzes } from '@atelier/db/seed-quizzes';
import { testDatabaseTargets } from '@atelier/db/testing';
import { QUIZ_LEAD_FORM_ID } from '@atelier/demo-content/forms';
import { ARTISTS_QUIZ_ID, PRINT_QUIZ_ID } from '@atelier/demo-content/quizzes';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOf, testApp } from '../testing/test-app';
import { LEAD_REQUIRED_MESSAGE } from './quiz-service';

/** The artists quiz's right answers, by question (see demo-content/quizzes.ts). */
const ARTISTS_RIGHT = {
  'question-1': 1,
  'question-2': 2,
  'question-3': 1,
  'question-4': 3,
  'question-5': 2,
  'question-6': 0,
};

const answerFields = (answers: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(answers).map(([id, index]) => [`answers[${id}]`, String(index)]),
  );

describe.each(testDatabaseTargets())('quiz calls on the form endpoint ($name)', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let cookie: string;
  let nonce: string;

  const post = (payload: Record<string, string>, withNonce = true) =>
    app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { cookie, 'user-agent': 'AtelierTest/1.0' },
      payload: withNonce ? { forminator_nonce: nonce, nonce, ...payload } : payload,
    });

  const submit = (
    quizId: number,
    answers: Record<string, number>,
    extra: Record<string, string> = {},
  ) =>
    post({
      action: QUIZ_ACTIONS.submit,
      form_id: String(quizId),
      ...answerFields(answers),
      ...extra,
    });

  const mailsTo = (recipient: string) =>
    database.db.select().from(mailQueue).where(eq(mailQueue.recipient, recipient));

  beforeAll(async () => {
    database = await target.open();
    await seedDemoForms(database.db);
    await seedDemoQuizzes(database.db);
    app = await testApp(database);
    const issued = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      payload: { action: FORM_ACTIONS.getNonce },
    });
    cookie = sessionCookieOf(issued);
    nonce = (issued.json() as { data: string }).data;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('QUIZ-005: a knowledge quiz is scored by the server, answered with the original names, and stored', async () => {
    const answers = { ...ARTISTS_RIGHT, 'question-1': 0, 'question-4': 0 };
    const response = await submit(ARTISTS_QUIZ_ID, answers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const { data } = quizSubmitAnswerSchema.parse(response.json());
    if (data.type !== 'knowledge') throw new Error('expected a knowledge answer');
    expect(data.score).toEqual({ correct: 4, total: 6 });
    expect(data.finalText).toBe('You got 4 of 6: you know the gallery well.');
    expect(data.result['question-1']).toEqual({
      isCorrect: false,
      message: expect.stringContaining('Not quite: it is Inês Valadares.'),
      answer: 'question-1-0',
      answers: ['question-1-1'],
    });
    expect(data.result['question-2']).toMatchObject({ isCorrect: true, answer: 'question-2-2' });
    expect(data.result_url).toMatch(/^\/quiz\/know-the-artists\/result\/[A-Za-z0-9_-]{24}\/$/);
    const token = data.result_url.split('/')[4] ?? '';
    const [stored] = await database.db
      .select()
      .from(quizEntries)
      .where(eq(quizEntries.token, token));
    expect(stored).toMatchObject({
      quizId: ARTISTS_QUIZ_ID,
      answers,
      leadEntryId: null,
      userAgent: 'AtelierTest/1.0',
    });
    expect(stored?.ipHash).toMatch(/^[a-f0-9]{64}$/);
  });

  it('QUIZ-005: a personality quiz answers the most chosen result, ties to the first listed, and may be sent without its skippable lead', async () => {
    const response = await submit(
      PRINT_QUIZ_ID,
      { 'question-1': 2, 'question-2': 2, 'question-3': 0, 'question-4': 3, 'question-5': 2 },
      { lead_skipped: '1' },
    );
    const { data } = quizSubmitAnswerSchema.parse(response.json());
    if (data.type !== 'nowrong') throw new Error('expected a personality answer');
    expect(data.result).toMatchObject({ id: 'botanical', title: 'Something growing: Fig Leaves' });
    expect(data.result.link).toEqual({ href: '/product/fig-leaves/', label: 'See Fig Leaves' });
    expect(data.lead_stored).toBe(false);
    // Two for calm, two for ink: calm is listed first.
    const tie = await submit(
      PRINT_QUIZ_ID,
      { 'question-1': 0, 'question-2': 0, 'question-3': 3, 'question-4': 3, 'question-5': 2 },
      { lead_skipped: '1' },
    );
    expect(quizSubmitAnswerSchema.parse(tie.json()).data.result).toMatchObject({
      id: 'calm-coast',
    });
  });

  it('QUIZ-012: the lead is checked with the lead form’s rules, stored with the quiz entry, and mailed the result with its link', async () => {
    const answers = {
      'question-1': 1,
      'question-2': 1,
      'question-3': 1,
      'question-4': 0,
      'question-5': 1,
    };
    const invalid = await submit(PRINT_QUIZ_ID, answers, {
      'text-1': 'Rui',
      'email-1': 'not an address',
    });
    expect(invalid.statusCode).toBe(400);
    const refused = invalid.json() as {
      success: boolean;
      data: { message: string; errors: Record<string, string>[] };
    };
    expect(refused.success).toBe(false);
    expect(refused.data.message).toBe('Please correct the errors before submission.');
    expect(refused.data.errors.map((error) => Object.keys(error)[0])).toEqual([
      'email-1',
      'consent-1',
    ]);
    expect(await mailsTo('not an address')).toEqual([]);

    const leadsBefore = await database.db
      .select()
      .from(formEntries)
      .where(eq(formEntries.formId, QUIZ_LEAD_FORM_ID));
    const response = await submit(PRINT_QUIZ_ID, answers, {
      'text-1': 'Rui Pereira',
      'email-1': 'rui@example.com',
      'consent-1': 'on',
    });
    expect(response.statusCode).toBe(200);
    const { data } = quizSubmitAnswerSchema.parse(response.json());
    expect(data).toMatchObject({
      type: 'nowrong',
      lead_stored: true,
      result: { id: 'bold-geometry' },
    });
    const token = data.result_url.split('/')[4] ?? '';
    const [entry] = await database.db
      .select()
      .from(quizEntries)
      .where(eq(quizEntries.token, token));
    const leads = await database.db
      .select()
      .from(formEntries)
      .where(eq(formEntries.formId, QUIZ_LEAD_FORM_ID));
    expect(leads).toHaveLength(leadsBefore.length + 1);
    const lead = leads.find((row) => row.id === entry?.leadEntryId);
    expect(lead?.values).toMatchObject({ 'text-1': 'Rui Pereira', 'email-1': 'rui@example.com' });

    const [mail, ...others] = await mailsTo('rui@example.com');
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Your result: Which print suits your room?');
    expect(mail?.textBody).toContain('Dear Rui Pereira,');
    expect(mail?.textBody).toContain('Your result: Bold geometry: Bauhaus Suite No. 2');
    expect(mail?.textBody).toContain(`http://localhost:3000${data.result_url}`);
    expect(mail?.textBody).toContain('http://localhost:3000/product/bauhaus-suite-no-2/');
    // The lead form's own notification goes to the gallery, not to the lead.
    const gallery = await mailsTo('hello@atelier.example');
    expect(
      gallery.some((row) => row.subject === 'Print quiz: Rui Pereira left their address'),
    ).toBe(true);
  });

  it('QUIZ-014: a quiz whose lead may not be skipped refuses a skip; DEC-20: unanswered questions are refused in words', async () => {
    const unanswered = await submit(ARTISTS_QUIZ_ID, { 'question-1': 1 });
    expect(unanswered.statusCode).toBe(400);
    expect(unanswered.json()).toMatchObject({
      success: false,
      data: { message: 'Please answer all the questions', code: 'unanswered' },
    });
    const outOfRange = await submit(ARTISTS_QUIZ_ID, { ...ARTISTS_RIGHT, 'question-6': 9 });
    expect(outOfRange.statusCode).toBe(400);
    expect((outOfRange.json() as { data: { message: string } }).data.message).toMatch(/question 6/);
    expect(LEAD_REQUIRED_MESSAGE).toMatch(/fill in/);
  });

  it('QUIZ-005: an unknown quiz is a 404 in JSON; a submit without a nonce is refused and stores nothing', async () => {
    const before = await database.db.select().from(quizEntries);
    const unknown = await submit(99999, ARTISTS_RIGHT);
    expect(unknown.statusCode).toBe(404);
    expect((unknown.json() as { data: { message: string } }).data.message).toMatch(/not available/);
    const noNonce = await post(
      {
        action: QUIZ_ACTIONS.submit,
        form_id: String(ARTISTS_QUIZ_ID),
        ...answerFields(ARTISTS_RIGHT),
      },
      false,
    );
    expect(noNonce.statusCode).toBe(403);
    expect(await database.db.select().from(quizEntries)).toHaveLength(before.length);
  });

  it('QUIZ-011, DEC-23: reload answers the quiz page’s address for pageId and nonce; an unknown quiz is a 404', async () => {
    const response = await post({ action: QUIZ_ACTIONS.reload, pageId: String(PRINT_QUIZ_ID) });
    expect(response.statusCode).toBe(200);
    expect(quizReloadAnswerSchema.parse(response.json())).toEqual({
      success: true,
      html: '/quiz/which-print-suits-your-room/',
      data: { html: '/quiz/which-print-suits-your-room/' },
    });
    expect((await post({ action: QUIZ_ACTIONS.reload, pageId: '99999' })).statusCode).toBe(404);
    expect(
      (await post({ action: QUIZ_ACTIONS.reload, pageId: String(PRINT_QUIZ_ID) }, false))
        .statusCode,
    ).toBe(403);
  });
});
