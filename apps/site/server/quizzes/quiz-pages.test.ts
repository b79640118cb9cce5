import { FORM_ACTIONS } from '@atelier/contracts/forms';
import { QUIZ_ACTIONS, quizSubmitAnswerSchema } from '@atelier/contracts/quizzes';
import type { DatabaseHandle } from '@atelier/db/connection';
import { quizEntries, quizzes } from '@atelier/db/schema';
import { eq } from 'drizzle-orm';
import { ARTISTS_QUIZ_ID, PRINT_QUIZ_ID } from '@atelier/demo-content/quizzes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUIZ_SESSION_EXPIRED_MESSAGE } from '~/features/quizzes/quiz-page.server';
import { sessionCookieOf, startVisit } from '../testing/test-app';
import { seededSite } from '../testing/vite-pages';

/**
 * Issue 14: the quiz pages through the real app (pages from Vite): the quiz page is shared HTML
 * with no answers and no visitor's data in it, a result's address shows that result to whoever
 * opens it, and the quiz works as a plain form without JavaScript.
 */

const ARTISTS = '/quiz/know-the-artists/';
const PRINTS = '/quiz/which-print-suits-your-room/';
const ARTISTS_RIGHT = [1, 2, 1, 3, 2, 0];

const artistsAnswers = (picks: readonly number[]) =>
  Object.fromEntries(picks.map((pick, index) => [`answers[question-${index + 1}]`, String(pick)]));

/** The `/quiz/` page's list of quizzes, out of its HTML. */
const listOf = (html: string) => /<ul class="quiz-list">.*?<\/ul>/s.exec(html)?.[0] ?? '';

describe('issue 14: quiz pages (pglite)', () => {
  let site: Awaited<ReturnType<typeof seededSite>>;
  let app: FastifyInstance;
  let database: DatabaseHandle;

  beforeAll(async () => {
    site = await seededSite();
    ({ app, database } = site);
  });

  afterAll(async () => {
    await site?.close();
  });

  it('issue 14: /quiz/ lists every published quiz with its page, shared by every visitor', async () => {
    const response = await app.inject({ method: 'GET', url: '/quiz/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('public');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toContain('<h1 class="page__title">Quizzes</h1>');
    // The list itself (the main menu links the quizzes too).
    const html = listOf(response.body);
    for (const [path, title, questions] of [
      [ARTISTS, 'How well do you know our artists?', '6 questions'],
      [PRINTS, 'Which print suits your room?', '5 questions'],
    ] as const) {
      expect(html).toContain(`href="${path}"`);
      expect(html).toContain(title);
      expect(html).toContain(questions);
    }
    // A quiz taken off the site leaves the list at once (the page cache hears of the change).
    await database.db.update(quizzes).set({ status: 'draft' }).where(eq(quizzes.id, PRINT_QUIZ_ID));
    try {
      // The change notice is asynchronous: ask again until it has arrived, for at most 2 s.
      await vi.waitFor(
        async () => {
          const after = listOf((await app.inject({ method: 'GET', url: '/quiz/' })).body);
          expect(after).toContain(`href="${ARTISTS}"`);
          expect(after).not.toContain(`href="${PRINTS}"`);
        },
        { timeout: 2_000, interval: 20 },
      );
    } finally {
      await database.db
        .update(quizzes)
        .set({ status: 'publish' })
        .where(eq(quizzes.id, PRINT_QUIZ_ID));
    }
  });

  const nativePost = (
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string>,
  ) =>
    app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });

  /** A quiz submitted over the AJAX endpoint by a visitor of their own. */
  async function submitted(quizId: number, fields: Record<string, string>) {
    const issued = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      payload: { action: FORM_ACTIONS.getNonce },
    });
    const answer = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { cookie: sessionCookieOf(issued) },
      payload: {
        action: QUIZ_ACTIONS.submit,
        form_id: String(quizId),
        forminator_nonce: (issued.json() as { data: string }).data,
        ...fields,
      },
    });
    return quizSubmitAnswerSchema.parse(answer.json()).data;
  }

  it('ADR 0011, ADR 0013: every visitor gets the same quiz page, with no nonce, no right answers and no result mapping', async () => {
    const first = await startVisit(app);
    const second = await startVisit(app);
    const pages = await Promise.all(
      [first.cookie, second.cookie].map((cookie) =>
        app.inject({ method: 'GET', url: ARTISTS, headers: { cookie } }),
      ),
    );
    expect(pages.map((page) => page.statusCode)).toEqual([200, 200]);
    const main = (body: string) => body.slice(body.indexOf('<main'), body.indexOf('</main>'));
    expect(main(pages[0]?.body ?? '')).toBe(main(pages[1]?.body ?? ''));
    expect(pages[0]?.body).toContain('name="forminator_nonce" value=""');
    expect(pages[0]?.body).toContain('Who paints slow colour fields');
    for (const secret of ['"correct"', 'Not quite', 'a perfect score', '%YourNum%']) {
      expect(pages[0]?.body).not.toContain(secret);
    }
    const prints = await app.inject({ method: 'GET', url: PRINTS });
    expect(prints.statusCode).toBe(200);
    // The lead form's fields are on the page; its mail and the answers' results are not.
    expect(prints.body).toContain('name="email-1"');
    for (const secret of [
      '"result"',
      'bold-geometry',
      'Mireille Castagne’s flat',
      '{site_email}',
    ]) {
      expect(prints.body).not.toContain(secret);
    }
    expect((await app.inject({ method: 'GET', url: '/quiz/no-such-quiz/' })).statusCode).toBe(404);
  });

  it('QUIZ-009: the result address shows the same result to anyone, privately, never the lead; a wrong token is a 404', async () => {
    const data = await submitted(PRINT_QUIZ_ID, {
      ...artistsAnswers([1, 1, 1, 0, 1]),
      'text-1': 'Rui Pereira',
      'email-1': 'rui@example.com',
      'consent-1': 'on',
    });
    const page = await app.inject({ method: 'GET', url: data.result_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toMatch(/private|no-store/);
    expect(page.body).toContain('Bold geometry: Bauhaus Suite No. 2');
    expect(page.body).not.toContain('rui@example.com');
    expect(page.body).not.toContain('Rui Pereira');
    // Nor that a lead was left: whoever opens a shared link gets no mail.
    expect(data.lead_stored).toBe(true);
    expect(page.body).not.toContain('on its way to your inbox');
    const token = data.result_url.split('/')[4] ?? '';
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await app.inject({ method: 'GET', url: `${PRINTS}result/${wrong}/` })).statusCode).toBe(
      404,
    );
    // Another quiz's address does not open this result.
    expect(
      (await app.inject({ method: 'GET', url: `${ARTISTS}result/${token}/` })).statusCode,
    ).toBe(404);
  });

  it('QUIZ-005 without JavaScript: the quiz posted from its page goes (303) to its result; an unanswered one comes back with the message and the answers', async () => {
    const before = (await database.db.select().from(quizEntries)).length;
    const partial = await nativePost(
      ARTISTS,
      {
        action: QUIZ_ACTIONS.submit,
        form_id: String(ARTISTS_QUIZ_ID),
        forminator_nonce: '',
        ...artistsAnswers(ARTISTS_RIGHT.slice(0, 5)),
      },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(partial.statusCode).toBe(422);
    expect(partial.body).toContain('Please answer all the questions');
    expect(partial.body).toContain('Question 6 is not answered.');
    expect(partial.body).toContain(
      'id="quiz-34001-question-1-1" name="answers[question-1]" checked=""',
    );
    expect((await database.db.select().from(quizEntries)).length).toBe(before);

    const sent = await nativePost(
      ARTISTS,
      {
        action: QUIZ_ACTIONS.submit,
        form_id: String(ARTISTS_QUIZ_ID),
        forminator_nonce: '',
        ...artistsAnswers(ARTISTS_RIGHT),
      },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toMatch(
      /^\/quiz\/know-the-artists\/result\/[A-Za-z0-9_-]{24}\/$/,
    );
    const result = await app.inject({ method: 'GET', url: String(sent.headers.location) });
    expect(result.body).toContain('You got <!-- -->6<!-- --> of <!-- -->6<!-- --> right');
  });

  it('QUIZ-005 a cross-site native post without a nonce is refused and stores nothing', async () => {
    const before = (await database.db.select().from(quizEntries)).length;
    const refused = await nativePost(
      ARTISTS,
      {
        action: QUIZ_ACTIONS.submit,
        form_id: String(ARTISTS_QUIZ_ID),
        forminator_nonce: '',
        ...artistsAnswers(ARTISTS_RIGHT),
      },
      { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(QUIZ_SESSION_EXPIRED_MESSAGE);
    expect((await database.db.select().from(quizEntries)).length).toBe(before);
  });
});
