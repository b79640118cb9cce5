import { FORM_ACTIONS } from '@atelier/contracts/forms';
import { POLL_ACTIONS } from '@atelier/contracts/polls';
import { POLL_ALREADY_VOTED_MESSAGE } from '@atelier/contracts/poll-texts';
import { pollRepository } from '@atelier/db/repositories/polls';
import { EXHIBITION_POLL_ID, FRAME_POLL_ID } from '@atelier/demo-content/polls';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLL_SESSION_EXPIRED_MESSAGE } from '~/features/polls/poll-page.server';
import { seededSite } from '../testing/vite-pages';
import { POLL_VOTER_COOKIE } from './voter-cookie';

/**
 * Polls on shared pages (ADR 0011, ADR 0013), through the real app and pages: the pages that
 * show a poll are the same for everyone and cached; a native vote (no JavaScript) and the results
 * page are personal; none of a visitor's data reaches a shared page.
 */

const voterCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === POLL_VOTER_COOKIE);

const voteFields = (pollId: number, answer: string, extra: Record<string, string> = {}) =>
  new URLSearchParams({
    action: POLL_ACTIONS.submit,
    form_id: String(pollId),
    render_id: '0',
    forminator_nonce: '',
    [String(pollId)]: answer,
    ...extra,
  }).toString();

describe('polls on shared pages (pglite)', () => {
  let site: Awaited<ReturnType<typeof seededSite>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = await seededSite();
    ({ app } = site);
  });
  afterAll(async () => {
    await site?.close();
  });

  const postPoll = (
    slug: string,
    body: string,
    headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' },
    remoteAddress = '203.0.113.10',
  ) =>
    app.inject({
      method: 'POST',
      url: `/polls/${slug}/`,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: body,
    });

  it('POLL-001 POLL-002 ADR 0013 the home page shows the poll as a real form, shared and cached, with no results and no nonce', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toContain('public');
    expect(home.cookies).toEqual([]);
    const html = home.body;
    expect(html).toContain('action="/polls/next-exhibition/"');
    expect(html).toMatch(
      /<legend[^>]*>Which medium should our next exhibition feature\?<\/legend>/,
    );
    expect(html.match(/type="radio" [^>]*name="34001"/g)).toHaveLength(6);
    expect(html).toContain('name="34001-extra"');
    expect(html).toMatch(/name="forminator_nonce" value=""/);
    expect(html).not.toContain('poll-results__list');
    const again = await app.inject({ method: 'GET', url: '/' });
    expect(again.headers.etag).toBe(home.headers.etag);
  });

  it('POLL-003 POLL-005 a native vote answers the results as HTML bars, personal, and sets the voter cookie', async () => {
    const response = await postPoll(
      'next-exhibition',
      voteFields(EXHIBITION_POLL_ID, 'answer-6', { '34001-extra': 'Glass' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.body).toContain('Thank you: your vote has been saved.');
    expect(response.body).toContain('poll-results__list');
    expect(response.body).toMatch(/Something else<\/span><span class="poll-results__figures">100%/);
    // Without JavaScript there is no chart; the back button is a link to the poll's page.
    expect(response.body).not.toContain('<canvas');
    expect(response.body).toMatch(
      /<a class="button button--ghost" href="\/polls\/next-exhibition\/">Back To Poll<\/a>/,
    );
    const cookie = voterCookieOf(response);
    expect(cookie?.httpOnly).toBe(true);
    const votes = await pollRepository(site.database.db).votes(EXHIBITION_POLL_ID);
    expect(votes.map((vote) => [vote.answerId, vote.extra])).toEqual([['answer-6', 'Glass']]);

    // The same browser again: refused with the original's words.
    const again = await postPoll(
      'next-exhibition',
      voteFields(EXHIBITION_POLL_ID, 'answer-1'),
      { 'sec-fetch-site': 'same-origin', cookie: `${POLL_VOTER_COOKIE}=${cookie?.value ?? ''}` },
      '203.0.113.11',
    );
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(POLL_ALREADY_VOTED_MESSAGE);
    // The shared home page still holds no results.
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('poll-results__list');
  });

  it('POLL-010 a native vote with no choice comes back with the fieldset’s error', async () => {
    const response = await postPoll(
      'favourite-frame',
      voteFields(FRAME_POLL_ID, ''),
      undefined,
      '203.0.113.20',
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('poll__choices--error');
    expect(response.body).toContain('You need to select a poll option');
    expect(voterCookieOf(response)).toBeUndefined();
  });

  it('ADR 0012 a native vote the browser does not vouch for needs a nonce of the session', async () => {
    const refused = await postPoll(
      'favourite-frame',
      voteFields(FRAME_POLL_ID, 'answer-2'),
      {},
      '203.0.113.21',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(POLL_SESSION_EXPIRED_MESSAGE);
    const nonceAnswer = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      payload: { action: FORM_ACTIONS.getNonce },
    });
    const session = nonceAnswer.cookies.find((cookie) => cookie.name === 'atelier_session');
    const nonce = (nonceAnswer.json() as { data: string }).data;
    const accepted = await postPoll(
      'favourite-frame',
      voteFields(FRAME_POLL_ID, 'answer-2').replace(
        'forminator_nonce=',
        `forminator_nonce=${nonce}`,
      ),
      { cookie: `atelier_session=${session?.value ?? ''}` },
      '203.0.113.21',
    );
    expect(accepted.statusCode).toBe(200);
    // POLL-007: the frame poll offers its results as a link.
    expect(accepted.body).toMatch(/href="\/polls\/favourite-frame\/results\/"[^>]*>View Results</);
  });

  it('POLL-007 the results page counts now and is never cached; an unknown poll is the 404 page', async () => {
    const results = await app.inject({ method: 'GET', url: '/polls/favourite-frame/results/' });
    expect(results.statusCode).toBe(200);
    expect(results.headers['cache-control']).toContain('no-store');
    expect(results.body).toMatch(/Black ash<\/span><span class="poll-results__figures">100%/);
    const missing = await app.inject({ method: 'GET', url: '/polls/no-such-poll/' });
    expect(missing.statusCode).toBe(404);
    const missingResults = await app.inject({ method: 'GET', url: '/polls/no-such-poll/results/' });
    expect(missingResults.statusCode).toBe(404);
  });
});
