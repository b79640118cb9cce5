import { gzipSync } from 'node:zlib';
import autocannon, { type AutocannonResult } from 'autocannon';
import type { Browser, Response } from 'playwright-core';
import { launchChromium } from '../lib/browser';
import { registerCleanup } from '../lib/cleanup';
import { FORM_ENDPOINT, startFormVisitors, type FormVisitor } from '../lib/form-visitors';
import {
  assertOnlyBusyRefusals,
  fetchPatiently,
  figuresWithRefusals,
  statusCount,
} from '../lib/load';
import { measureOnBothDatabases } from '../lib/postgres';
import { startProductionServer, type RunningServer } from '../lib/server';
import type { Figures } from '../lib/table';

const CONNECTIONS = 50;
/**
 * A fixed number of votes, not a duration: every vote sent is answered before the run ends, so
 * the votes answered 200 can be compared with what the tallies grew by (a timed run stops with
 * up to one vote per connection still in flight, stored but never counted by the load tool).
 */
const MEASURE_VOTES = 3_000;
const WARM_UP_VOTES = 500;
/** As the form submit bench: on PGlite a vote queues behind the others at 50 connections. */
const VOTE_TIMEOUT_SECONDS = 30;
/**
 * The demo's frame poll: it limits votes by voter cookie only (`vote_limit: 'visitor'`), so a
 * request without a voter cookie is a new voter and every vote counts, though all come from
 * 127.0.0.1. (The home page's poll limits by address too: from one address it takes one vote.)
 */
const FRAME_POLL = { id: 34002, slug: 'favourite-frame', answers: 5 };
/** The home page's poll, for the JavaScript before and after a vote. */
const HOME_POLL_ID = 34001;

const voteBody = (visitor: FormVisitor, index: number) =>
  new URLSearchParams({
    action: 'forminator_submit_form_polls',
    form_id: String(FRAME_POLL.id),
    render_id: '0',
    forminator_nonce: visitor.nonce,
    [String(FRAME_POLL.id)]: `answer-${(index % FRAME_POLL.answers) + 1}`,
  }).toString();

/** The poll's total as its results page says it ("Total: N vote(s)"). */
async function totalVotes(origin: string): Promise<number> {
  const response = await fetchPatiently(`${origin}/polls/${FRAME_POLL.slug}/results/`);
  const html = await response.text();
  const total = /Total: (\d+) vote\(s\)/.exec(html)?.[1];
  if (response.status !== 200 || total === undefined) {
    throw new Error(`The results page answered ${response.status} without a total.`);
  }
  return Number(total);
}

/** Each connection votes again and again as its own visitor (no voter cookie: a new voter). */
function measureVotes(origin: string, visitors: FormVisitor[], amount: number) {
  let next = 0;
  return new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}${FORM_ENDPOINT}`,
        connections: visitors.length,
        amount,
        timeout: VOTE_TIMEOUT_SECONDS,
        setupClient(client) {
          const index = next % visitors.length;
          const visitor = visitors[index] as FormVisitor;
          next += 1;
          client.setRequests([
            {
              method: 'POST',
              headers: {
                cookie: visitor.cookie,
                'content-type': 'application/x-www-form-urlencoded',
              },
              body: voteBody(visitor, index),
            },
          ]);
        },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    registerCleanup(() => instance.stop());
  });
}

async function measureEngine(label: string, server: RunningServer): Promise<Figures> {
  const visitors = await startFormVisitors(server.origin, CONNECTIONS);
  const before = await totalVotes(server.origin);
  const warmUp = await measureVotes(server.origin, visitors, WARM_UP_VOTES);
  const votes = await measureVotes(server.origin, visitors, MEASURE_VOTES);
  assertOnlyBusyRefusals(`${label} poll votes`, votes, [], VOTE_TIMEOUT_SECONDS);
  const after = await totalVotes(server.origin);
  const stored = statusCount(warmUp, 200) + statusCount(votes, 200);
  const counted = after - before;
  if (counted !== stored) {
    throw new Error(
      `${label}: ${stored} votes were answered 200 but the tallies grew by ${counted}: counts are not exact.`,
    );
  }
  return {
    ...figuresWithRefusals(`${label}.vote-c${CONNECTIONS}`, votes),
    [`${label}.votesAnswered200`]: stored,
    [`${label}.talliesGrewBy`]: counted,
    [`${label}.countsExact`]: counted === stored ? 'yes' : 'NO',
  };
}

const isScript = (response: Response) =>
  (response.headers()['content-type'] ?? '').includes('javascript') ||
  /\.m?js$/.test(new URL(response.url()).pathname);

/**
 * ADR 0013: the JavaScript the home page (which shows a poll) loads before a vote, the poll's own
 * code included (it loads when the poll nears the screen), and what the vote adds (Chart.js only
 * then), gzip level 9 as page-weight counts it.
 */
async function measureChartWeight(browser: Browser, origin: string): Promise<Figures> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = new Map<string, Promise<Buffer | undefined>>();
    let voted = false;
    const before: string[] = [];
    const after: string[] = [];
    page.on('response', (response) => {
      if (!isScript(response) || response.status() >= 300 || scripts.has(response.url())) return;
      (voted ? after : before).push(response.url());
      scripts.set(
        response.url(),
        response.body().then(
          (body) => body,
          () => undefined,
        ),
      );
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    const poll = page.locator(`#poll-${HOME_POLL_ID}`);
    // The poll's own code loads when it nears the screen: counted as before the vote.
    await poll.scrollIntoViewIfNeeded();
    await poll
      .locator('form[data-enhanced="true"]')
      .waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    voted = true;
    await poll.getByRole('radio').first().check();
    await poll.getByRole('button', { name: 'Vote' }).click();
    // A vote, or the refusal of a second one from this address: the chart comes with the first.
    await Promise.race([
      poll.locator('canvas').waitFor({ timeout: 30_000 }),
      poll.getByRole('alert').waitFor({ timeout: 30_000 }),
    ]);
    await page.waitForLoadState('networkidle');
    const gzipOf = async (urls: string[]) => {
      let total = 0;
      for (const url of urls) {
        const body = await scripts.get(url);
        if (body) total += gzipSync(body, { level: 9 }).byteLength;
      }
      return total;
    };
    const chartShown = (await poll.locator('canvas').count()) > 0;
    return {
      'homeWithPoll.jsFilesBeforeVote': before.length,
      'homeWithPoll.jsGzipBytesBeforeVote': await gzipOf(before),
      'homeWithPoll.chartCodeBeforeVote': before.some((url) => url.includes('poll-chart'))
        ? 'LOADED'
        : 'not loaded',
      'homeWithPoll.jsFilesAddedByVote': after.length,
      'homeWithPoll.jsGzipBytesAddedByVote': await gzipOf(after),
      'homeWithPoll.chartShownAfterVote': chartShown
        ? 'yes'
        : 'no (this address had voted: run with a fresh bench/.data)',
    };
  } finally {
    await context.close();
  }
}

/**
 * Poll votes (issue 14) at 50 connections on PGlite and, when configured, on PostgreSQL: each
 * connection its own session and nonce, each vote a new voter on a poll limited by voter cookie,
 * so every vote is stored (vote, claim, tally in one transaction). The poll's total before and
 * after must grow by exactly the votes answered 200. Then, in Chromium, the JavaScript of the
 * home page before a vote and what the vote adds (the chart's chunk).
 */
export async function runPollVoteBench(): Promise<Figures> {
  const figures = await measureOnBothDatabases(measureEngine);
  const server = await startProductionServer();
  const chromium = await launchChromium();
  try {
    Object.assign(figures, await measureChartWeight(chromium.browser, server.origin));
  } finally {
    await chromium.close();
    await server.stop();
  }
  return figures;
}
