import autocannon, { type AutocannonResult } from 'autocannon';
import { CHEAP_CAPTCHA_ENV, solvedCaptchaTokens } from '../lib/captcha-tokens';
import { registerCleanup } from '../lib/cleanup';
import { FORM_ENDPOINT, startFormVisitors, type FormVisitor } from '../lib/form-visitors';
import {
  assertAllSucceeded,
  assertOnlyBusyRefusals,
  figuresOf,
  fetchPatiently,
  figuresWithRefusals,
  measureGet,
} from '../lib/load';
import { measureOnBothDatabases } from '../lib/postgres';
import type { RunningServer } from '../lib/server';
import { BARE_JSON_PATH, CONTACT_FORM_ID } from '../lib/site';
import type { Figures } from '../lib/table';
import { round } from '../lib/timing';

const CONNECTIONS = 50;
const MEASURE_SECONDS = 10;
/**
 * Every contact submit carries two single-use captcha tokens (issue 15: the captcha field and the
 * `contactform` bot-check), solved before the run; so the runs are counted in submits, not
 * seconds: enough for several seconds of load on either database.
 */
const WARM_UP_SUBMITS = 300;
const MEASURED_SUBMITS = 3000;
/**
 * The embedded database runs one statement at a time, so at 50 connections a submit queues
 * behind the others: on a busy 2-core machine the slowest took over 10 s (autocannon's usual
 * time-out). A longer one keeps them in the latency figures instead of failing the run.
 */
const SUBMIT_TIMEOUT_SECONDS = 30;
const SUBMIT_ACTION = 'forminator_submit_form_custom-forms';

/** The proof of work a contact submit carries: the captcha field's and the bot-check's. */
interface SolvedCaptchas {
  'captcha-1': string;
  'hidden-1': string;
}

async function solveCaptchas(origin: string, count: number): Promise<SolvedCaptchas[]> {
  const [fields, botChecks] = [
    await solvedCaptchaTokens(origin, 'captcha', count),
    await solvedCaptchaTokens(origin, 'contactform', count),
  ];
  return fields.map((field, index) => ({
    'captcha-1': field,
    'hidden-1': botChecks[index] as string,
  }));
}

/** A contact message as the form posts it (form-encoded), valid, so every one is stored. */
function submitBody(visitor: FormVisitor, index: number, captchas: SolvedCaptchas): string {
  return new URLSearchParams({
    ...captchas,
    action: SUBMIT_ACTION,
    form_id: String(CONTACT_FORM_ID),
    render_id: '0',
    forminator_nonce: visitor.nonce,
    'text-1': `Bench visitor ${index + 1}`,
    'email-1': `visitor-${index + 1}@example.com`,
    'textarea-1': 'Is the harbour print still available in the larger size?',
  }).toString();
}

const headersOf = (visitor: FormVisitor) => ({
  cookie: visitor.cookie,
  'content-type': 'application/x-www-form-urlencoded',
});

/** One submit first: a refused or failing one makes the load figures meaningless. */
async function assertSubmitStored(origin: string, visitor: FormVisitor) {
  const [captchas] = await solveCaptchas(origin, 1);
  const response = await fetchPatiently(`${origin}${FORM_ENDPOINT}`, {
    method: 'POST',
    headers: headersOf(visitor),
    body: submitBody(visitor, 0, captchas as SolvedCaptchas),
    signal: AbortSignal.timeout(30_000),
  });
  const answer = (await response.json()) as { success?: unknown; data?: unknown };
  if (!response.ok || answer.success !== true) {
    throw new Error(
      `The contact form refused the bench's submit (${response.status}): ${JSON.stringify(answer)}`,
    );
  }
}

/**
 * Each connection submits the contact form again and again, as its own visitor, each submit with
 * its own solved captchas (a token passes once), until every solved pair is spent.
 */
function measureSubmits(origin: string, visitors: FormVisitor[], solved: SolvedCaptchas[]) {
  let nextClient = 0;
  let nextCaptchas = 0;
  return new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}${FORM_ENDPOINT}`,
        connections: visitors.length,
        amount: solved.length,
        timeout: SUBMIT_TIMEOUT_SECONDS,
        setupClient(client) {
          const index = nextClient % visitors.length;
          const visitor = visitors[index] as FormVisitor;
          nextClient += 1;
          client.setRequests([
            {
              method: 'POST',
              headers: headersOf(visitor),
              setupRequest: (request) => {
                const captchas = solved[nextCaptchas % solved.length] as SolvedCaptchas;
                nextCaptchas += 1;
                return { ...request, body: submitBody(visitor, index, captchas) };
              },
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
  await assertSubmitStored(server.origin, visitors[0] as FormVisitor);
  const warmUp = await solveCaptchas(server.origin, WARM_UP_SUBMITS);
  const measured = await solveCaptchas(server.origin, MEASURED_SUBMITS);
  await measureSubmits(server.origin, visitors, warmUp);
  const submits = await measureSubmits(server.origin, visitors, measured);
  assertOnlyBusyRefusals(`${label} contact form submits`, submits, [], SUBMIT_TIMEOUT_SECONDS);
  const bare = await measureGet(`${server.origin}${BARE_JSON_PATH}`, CONNECTIONS, MEASURE_SECONDS);
  assertAllSucceeded(`${label} bare JSON route`, bare);
  return {
    ...figuresWithRefusals(`${label}.contactSubmit-c${CONNECTIONS}`, submits),
    ...figuresOf(`${label}.bareJsonRoute-c${CONNECTIONS}`, bare),
    [`${label}.submitVsBareJson`]: round(
      submits.requests.average / Math.max(1, bare.requests.average),
      3,
    ),
  };
}

/**
 * The contact form's AJAX submit under load at 50 connections, each its own visitor (session
 * cookie and submit nonce from the nonce calls): every request is nonce-checked, parsed, validated
 * by the form engine against the stored definition, its two captcha tokens checked and spent
 * (issue 15), and stored as an entry. On PGlite and, when
 * a PostgreSQL server is configured, on PostgreSQL; next to the site's bare JSON route
 * (/api/health) measured in the same run.
 */
export function runFormSubmitBench(): Promise<Figures> {
  return measureOnBothDatabases(measureEngine, CHEAP_CAPTCHA_ENV);
}
