import autocannon, { type AutocannonResult } from 'autocannon';
import { registerCleanup } from '../lib/cleanup';
import { assertAllSucceeded, figuresOf, measureGet } from '../lib/load';
import { measureOnBothDatabases } from '../lib/postgres';
import type { RunningServer } from '../lib/server';
import { BARE_JSON_PATH, CONTACT_FORM_ID, CONTACT_PATH } from '../lib/site';
import type { Figures } from '../lib/table';
import { round } from '../lib/timing';

const CONNECTIONS = 50;
const MEASURE_SECONDS = 10;
const WARM_UP_SECONDS = 2;
/**
 * The embedded database runs one statement at a time, so at 50 connections a submit queues
 * behind the others: on a busy 2-core machine the slowest took over 10 s (autocannon's usual
 * time-out). A longer one keeps them in the latency figures instead of failing the run.
 */
const SUBMIT_TIMEOUT_SECONDS = 30;
const FORM_ENDPOINT = '/api/ajax';
const SUBMIT_ACTION = 'forminator_submit_form_custom-forms';
const GET_NONCE_ACTION = 'forminator_get_nonce';

interface Visitor {
  cookie: string;
  nonce: string;
}

/**
 * One visitor per connection, each as a browser makes it: the contact page (the same HTML for
 * everyone, its form without a nonce), then the form's forminator_get_nonce call, which starts
 * the session and answers the submit nonce for it (issue 13, ADR 0012).
 */
async function startVisitors(origin: string, count: number): Promise<Visitor[]> {
  const visitors: Visitor[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${origin}${CONTACT_PATH}`, {
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`${CONTACT_PATH} answered ${response.status}.`);
    await response.arrayBuffer();
    const answer = await fetch(`${origin}${FORM_ENDPOINT}`, {
      method: 'POST',
      body: new URLSearchParams({ action: GET_NONCE_ACTION }),
      signal: AbortSignal.timeout(30_000),
    });
    const cookie = answer.headers
      .getSetCookie()
      .find((value) => value.startsWith('atelier_session='));
    const body = (await answer.json()) as { data?: unknown };
    if (!cookie) throw new Error(`${GET_NONCE_ACTION} set no session cookie.`);
    if (typeof body.data !== 'string' || body.data === '') {
      throw new Error(`${GET_NONCE_ACTION} answered no submit nonce.`);
    }
    visitors.push({ cookie: cookie.split(';')[0] ?? '', nonce: body.data });
  }
  return visitors;
}

/** A contact message as the form posts it (form-encoded), valid, so every one is stored. */
function submitBody(visitor: Visitor, index: number): string {
  return new URLSearchParams({
    action: SUBMIT_ACTION,
    form_id: String(CONTACT_FORM_ID),
    render_id: '0',
    forminator_nonce: visitor.nonce,
    'text-1': `Bench visitor ${index + 1}`,
    'email-1': `visitor-${index + 1}@example.com`,
    'textarea-1': 'Is the harbour print still available in the larger size?',
  }).toString();
}

const headersOf = (visitor: Visitor) => ({
  cookie: visitor.cookie,
  'content-type': 'application/x-www-form-urlencoded',
});

/** One submit first: a refused or failing one makes the load figures meaningless. */
async function assertSubmitStored(origin: string, visitor: Visitor) {
  const response = await fetch(`${origin}${FORM_ENDPOINT}`, {
    method: 'POST',
    headers: headersOf(visitor),
    body: submitBody(visitor, 0),
    signal: AbortSignal.timeout(30_000),
  });
  const answer = (await response.json()) as { success?: unknown; data?: unknown };
  if (!response.ok || answer.success !== true) {
    throw new Error(
      `The contact form refused the bench's submit (${response.status}): ${JSON.stringify(answer)}`,
    );
  }
}

/** Each connection submits the contact form again and again, as its own visitor. */
function measureSubmits(origin: string, visitors: Visitor[], seconds: number) {
  let next = 0;
  return new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}${FORM_ENDPOINT}`,
        connections: visitors.length,
        duration: seconds,
        timeout: SUBMIT_TIMEOUT_SECONDS,
        setupClient(client) {
          const index = next % visitors.length;
          const visitor = visitors[index] as Visitor;
          next += 1;
          client.setRequests([
            { method: 'POST', headers: headersOf(visitor), body: submitBody(visitor, index) },
          ]);
        },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    registerCleanup(() => instance.stop());
  });
}

async function measureEngine(label: string, server: RunningServer): Promise<Figures> {
  const visitors = await startVisitors(server.origin, CONNECTIONS);
  await assertSubmitStored(server.origin, visitors[0] as Visitor);
  await measureSubmits(server.origin, visitors, WARM_UP_SECONDS);
  const submits = await measureSubmits(server.origin, visitors, MEASURE_SECONDS);
  assertAllSucceeded(`${label} contact form submits`, submits, SUBMIT_TIMEOUT_SECONDS);
  const bare = await measureGet(`${server.origin}${BARE_JSON_PATH}`, CONNECTIONS, MEASURE_SECONDS);
  assertAllSucceeded(`${label} bare JSON route`, bare);
  return {
    ...figuresOf(`${label}.contactSubmit-c${CONNECTIONS}`, submits),
    ...figuresOf(`${label}.bareJsonRoute-c${CONNECTIONS}`, bare),
    [`${label}.submitVsBareJson`]: round(
      submits.requests.average / Math.max(1, bare.requests.average),
      3,
    ),
  };
}

/**
 * The contact form's AJAX submit under load at 50 connections, each its own visitor (session
 * cookie and submit nonce from a page load): every request is nonce-checked, parsed, validated
 * by the form engine against the stored definition and stored as an entry. On PGlite and, when
 * a PostgreSQL server is configured, on PostgreSQL; next to the site's bare JSON route
 * (/api/health) measured in the same run.
 */
export function runFormSubmitBench(): Promise<Figures> {
  return measureOnBothDatabases(measureEngine);
}
