import { inspect } from 'node:util';
import { FORM_ACTIONS, formNonceAnswerSchema } from '@atelier/contracts/forms';
import type { DatabaseHandle } from '@atelier/db/connection';
import { catalogueRepository } from '@atelier/db/repositories/catalogue';
import { seedDemoContent } from '@atelier/db/seed-demo';
import { seedDemoForms } from '@atelier/db/seed-forms';
import { imagelessStore, testDatabaseTargets } from '@atelier/db/testing';
import { artworks } from '@atelier/demo-content/catalogue';
import { COMMISSION_FORM_ID } from '@atelier/demo-content/forms';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { createElement } from 'react';
import { Outlet, type ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as entryServer from '~/entry.server';
import * as checkoutRoute from '~/routes/checkout';
import { buildApp } from '../app';
import { sessionCookieOf, startVisit, testConfig } from '../testing/test-app';
import {
  addressToOpen,
  loggableUrl,
  logFormatFor,
  prettyMessage,
  readyMessage,
  scrubText,
  serializeError,
  siteLoggerOptions,
  terminalLogDestination,
} from './logging';

/** A buyer whose every detail must stay out of the logs. */
const BUYER = {
  billing_first_name: 'Perpétua',
  billing_last_name: 'Quaresma-Vilhena',
  billing_company: '',
  billing_country: 'PT',
  billing_address_1: 'Rua das Gaivotas 417',
  billing_address_2: '',
  billing_city: 'Lisboa',
  billing_postcode: '1200-208',
  billing_phone: '912 604 377',
  billing_email: 'perpetua.quaresma@example.com',
  order_comments: 'Ring twice, the bell is broken',
  payment_method: 'bacs',
  terms: 'on',
};
const BUYER_VALUES = [
  'Perpétua',
  'Quaresma-Vilhena',
  'Rua das Gaivotas 417',
  '1200-208',
  '912 604 377',
  '912604377',
  'perpetua.quaresma@example.com',
  'perpetua.quaresma',
  'Ring twice',
];

/**
 * A page build with the real entry module and the real checkout route under a bare root: the
 * checkout action runs as in production, and React Router reports its errors through the
 * entry module's handleError, as it does in production.
 */
function checkoutOnlyBuild(): ServerBuild {
  const root = {
    default: () => createElement(Outlet),
    ErrorBoundary: () => createElement('p', null, 'Something went wrong.'),
  };
  const entryRoute = (id: string, path: string, parentId?: string) => ({
    id,
    path,
    parentId,
    module: `/${id}.js`,
    imports: [],
    css: [],
    hasAction: id !== 'root',
    hasLoader: id !== 'root',
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: id === 'root',
  });
  return {
    entry: { module: entryServer },
    routes: {
      root: { id: 'root', path: '', module: root },
      'routes/checkout': {
        id: 'routes/checkout',
        parentId: 'root',
        path: 'checkout',
        module: checkoutRoute,
      },
    },
    assets: {
      entry: { imports: [], module: '/entry.client.js' },
      routes: {
        root: entryRoute('root', ''),
        'routes/checkout': entryRoute('routes/checkout', 'checkout', 'root'),
      },
      url: '/manifest.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

describe.each(testDatabaseTargets())('the logs hold no personal data ($name)', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const lines: string[] = [];
  const logText = () => lines.join('\n');
  const logged = () => lines.flatMap((line) => (line.startsWith('{') ? [JSON.parse(line)] : []));

  beforeAll(async () => {
    database = await target.open();
    await seedDemoContent(database, imagelessStore);
    await seedDemoForms(database.db);
    app = await buildApp({
      config: testConfig({ logLevel: 'trace' }),
      database,
      logDestination: { write: (line: string) => void lines.push(line) },
      pages: { build: checkoutOnlyBuild() },
    });
    await app.ready();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** Whatever reaches the console (React Router's own error report among it) counts as logged. */
  function captureConsole() {
    for (const method of ['error', 'warn', 'info', 'log'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg))).join(' '));
      });
    }
  }

  it('the session cookie, the session id and the nonces sent with a request are not logged; its request id is', async () => {
    captureConsole();
    const visit = await startVisit(app);
    const cookieValue = visit.cookie.slice(visit.cookie.indexOf('=') + 1);
    // A signed cookie is "<value>.<signature>".
    const signed = decodeURIComponent(cookieValue);
    const sessionId = signed.slice(0, signed.lastIndexOf('.'));
    expect(sessionId).not.toBe('');

    const response = await app.inject({
      method: 'POST',
      url: `/api/ajax?_wpnonce=${visit.restNonce}&orderby=price`,
      headers: { cookie: visit.cookie, 'x-wp-nonce': visit.restNonce },
      payload: { action: 'atelier_refresh_nonces', nonce: visit.ajaxNonce },
    });
    expect(response.statusCode).toBe(200);

    const text = logText();
    for (const secret of [cookieValue, sessionId, visit.ajaxNonce, visit.restNonce]) {
      expect(text).not.toContain(secret);
    }
    const requestId = String(response.headers['x-request-id']);
    const incoming = logged().find(
      (line) => line.reqId === requestId && line.msg === 'incoming request',
    );
    expect(incoming?.req).toEqual({
      method: 'POST',
      url: '/api/ajax?_wpnonce=[redacted]&orderby=price',
      host: 'localhost:80',
    });
    expect(logged().some((line) => line.reqId === requestId && line.res?.statusCode === 200)).toBe(
      true,
    );
  });

  it('DRAFT-009 a draft link (?draft=<id>) is logged without its id, and a failed draft mail logs neither the address nor the link', async () => {
    captureConsole();
    const nonceAnswer = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      payload: { action: FORM_ACTIONS.getNonce },
    });
    const cookie = sessionCookieOf(nonceAnswer);
    const nonce = formNonceAnswerSchema.parse(nonceAnswer.json()).data;
    const saved = await app.inject({
      method: 'POST',
      url: '/api/ajax',
      headers: { cookie },
      payload: {
        action: FORM_ACTIONS.submit,
        form_id: String(COMMISSION_FORM_ID),
        render_id: '0',
        forminator_nonce: nonce,
        save_draft: 'true',
        'text-1': BUYER.billing_first_name,
        'email-1': BUYER.billing_email,
      },
    });
    const draftId = String(saved.json().data.draft_id);
    expect(draftId).toMatch(/^[\w-]{22}$/);

    const opened = await app.inject({ method: 'GET', url: `/commission/?draft=${draftId}` });
    const openedId = String(opened.headers['x-request-id']);

    // The mail queue refuses every row, so queuing the link fails in the database.
    await database.db.execute(
      sql`alter table mail_queue add constraint atelier_test_no_mail check (false)`,
    );
    try {
      const mailed = await app.inject({
        method: 'POST',
        url: '/api/ajax',
        headers: { cookie },
        payload: {
          action: 'forminator_email_draft_link',
          form_id: String(COMMISSION_FORM_ID),
          draft_id: draftId,
          draft_link: `http://localhost:3000/commission/?draft=${draftId}`,
          forminator_nonce: nonce,
          'email-1': BUYER.billing_email,
        },
      });
      expect(mailed.statusCode).toBe(200);
      expect(mailed.json().data.draft_mail_sent).toBe(false);
      const mailedId = String(mailed.headers['x-request-id']);

      const text = logText();
      expect(text).not.toContain(draftId);
      for (const value of BUYER_VALUES) expect(text).not.toContain(value);
      expect(
        logged().find((line) => line.reqId === openedId && line.msg === 'incoming request')?.req
          .url,
      ).toBe('/commission/?draft=[redacted]');
      const failure = logged().find((line) => line.reqId === mailedId && line.level === 50);
      expect(failure?.msg).toBe('the draft link mail could not be queued');
      // What failed stays readable: the statement, the constraint and PostgreSQL's code.
      expect(failure?.err.query).toMatch(/insert into "mail_queue"/);
      expect(failure?.err.cause).toMatchObject({
        code: '23514',
        constraint: 'atelier_test_no_mail',
      });
    } finally {
      await database.db.execute(
        sql`alter table mail_queue drop constraint if exists atelier_test_no_mail`,
      );
    }
  });

  it('MISC-008 a checkout that fails in the database is logged with its request id and the failure, never the buyer’s details', async () => {
    captureConsole();
    const visit = await startVisit(app);
    const artwork = artworks.find((candidate) => candidate.kind === 'original');
    const product = await catalogueRepository(database.db).productBySlug(artwork?.slug ?? '');
    const added = await app.inject({
      method: 'POST',
      url: '/api/shop-ajax',
      headers: { cookie: visit.cookie },
      payload: {
        action: 'add_to_cart',
        security: visit.ajaxNonce,
        product_id: product?.id,
        quantity: 1,
      },
    });
    expect(added.json().cart.itemCount).toBe(1);

    // Every new order breaks a rule of the database, as a bug or a broken migration would.
    await database.db.execute(
      sql`alter table orders add constraint atelier_test_no_orders check (false)`,
    );
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/checkout/',
        headers: {
          cookie: visit.cookie,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ ...BUYER, _wpnonce: visit.ajaxNonce }).toString(),
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).toContain('Something went wrong.');
      const requestId = String(response.headers['x-request-id']);

      const text = logText();
      for (const value of BUYER_VALUES) expect(text).not.toContain(value);
      const failure = logged().find((line) => line.reqId === requestId && line.level === 50);
      expect(failure?.msg).toBe('page request failed');
      expect(failure?.err.cause).toMatchObject({
        code: '23514',
        constraint: 'atelier_test_no_orders',
        table: 'orders',
      });
    } finally {
      await database.db.execute(
        sql`alter table orders drop constraint if exists atelier_test_no_orders`,
      );
    }
  });
});

describe('what a log line may hold', () => {
  it('a request URL keeps its path and harmless query values; secret ones are redacted', () => {
    expect(loggableUrl('/shop/?orderby=price&paged=2')).toBe('/shop/?orderby=price&paged=2');
    expect(loggableUrl('/commission/?draft=AbCdEfGhIjKlMnOpQrStUv')).toBe(
      '/commission/?draft=[redacted]',
    );
    expect(loggableUrl('/checkout/order-received/7/?key=order_secret&utm_source=x')).toBe(
      '/checkout/order-received/7/?key=[redacted]&utm_source=[redacted]',
    );
    expect(loggableUrl('/cart/?remove_item=abc&_wpnonce=n0nce')).toBe(
      '/cart/?remove_item=[redacted]&_wpnonce=[redacted]',
    );
    expect(loggableUrl('/api/users/ana@example.com/')).toBe('/api/users/[email]/');
  });

  it('a database error keeps its query text, code and constraint, and loses the values it carried', () => {
    const cause = Object.assign(
      new Error('new row for relation "orders" violates check constraint "c"'),
      {
        code: '23514',
        table: 'orders',
        constraint: 'c',
        detail: 'Failing row contains (1, ana@example.com, Ana, 912 345 678).',
        where: "unnamed portal parameter $1 = 'Ana'",
        params: ['ana@example.com', 'Ana'],
      },
    );
    const error = Object.assign(
      new Error(
        'Failed query: insert into "orders" ("email") values ($1)\nparams: ana@example.com,Ana',
      ),
      { query: 'insert into "orders" ("email") values ($1)', params: ['ana@example.com'], cause },
    );
    const serialized = serializeError(error);
    expect(JSON.stringify(serialized)).not.toMatch(/ana@example|Ana\b|912 345/);
    expect(serialized).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into "orders" ("email") values ($1)\nparams: [redacted]',
      query: 'insert into "orders" ("email") values ($1)',
      cause: { code: '23514', table: 'orders', constraint: 'c' },
    });
    expect(serialized.stack).toMatch(/^Error: Failed query: [^\n]+\nparams: \[redacted\]\n\s+at /);
  });

  it('a value PostgreSQL quotes back, an email address and a secret link in a text are masked', () => {
    expect(scrubText('invalid input syntax for type uuid: "ana@example.com"')).toBe(
      'invalid input syntax for type uuid: "[redacted]"',
    );
    expect(scrubText('550 5.1.1 <rui.costa@example.pt>: Recipient address rejected')).toBe(
      '550 5.1.1 <[email]>: Recipient address rejected',
    );
    expect(scrubText('see https://atelier.example/commission/?draft=Abc123&x=1')).toBe(
      'see https://atelier.example/commission/?draft=[redacted]&x=1',
    );
    expect(scrubText('relation "secret_table" does not exist')).toBe(
      'relation "secret_table" does not exist',
    );
  });

  it('personal keys passed to a log call are redacted, at the top and one level down', () => {
    const lines: string[] = [];
    const log = pino(siteLoggerOptions('info'), { write: (line: string) => void lines.push(line) });
    log.info(
      {
        email: 'ana@example.com',
        draftId: 'AbCdEfGhIjKlMnOpQrStUv',
        mail: { recipient: 'x@y.pt' },
      },
      'queued a mail for ana@example.com',
    );
    const line = JSON.parse(lines[0] ?? '{}');
    expect(line).toMatchObject({
      email: '[redacted]',
      draftId: '[redacted]',
      mail: { recipient: '[redacted]' },
      msg: 'queued a mail for [email]',
    });
  });

  it('a refused mail delivery is logged with its SMTP code and reply, without the recipient’s address', () => {
    const lines: string[] = [];
    const log = pino(siteLoggerOptions('info'), { write: (line: string) => void lines.push(line) });
    // What the mail worker logs of a nodemailer failure (mail-worker.ts describeFailure).
    log.error(
      {
        mailId: 7,
        err: {
          message:
            "Can't send mail - all recipients were rejected: 550 5.1.1 <rui.costa@example.pt>: Recipient address rejected",
          code: 'EENVELOPE',
          responseCode: 550,
          command: 'RCPT TO',
        },
      },
      'mail 7 refused by the server; not retrying',
    );
    expect(lines[0]).not.toContain('rui.costa');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      mailId: 7,
      err: {
        message:
          "Can't send mail - all recipients were rejected: 550 5.1.1 <[email]>: Recipient address rejected",
        code: 'EENVELOPE',
        responseCode: 550,
        command: 'RCPT TO',
      },
    });
  });
});

describe('logs in a terminal', () => {
  it('stdout on a terminal gets pretty lines; a pipe, a file or a collector gets JSON', async () => {
    expect(logFormatFor({ isTTY: true })).toBe('pretty');
    expect(logFormatFor({ isTTY: false })).toBe('json');
    expect(logFormatFor({})).toBe('json');
    expect(await terminalLogDestination({})).toBeUndefined();
    expect(await terminalLogDestination({ isTTY: true })).toBeDefined();
  });

  it('a pretty line is one readable line per request event, with the request id to quote', () => {
    expect(
      prettyMessage({
        msg: 'incoming request',
        reqId: 'r-1',
        req: { method: 'GET', url: '/shop/' },
      }),
    ).toBe('→ GET /shop/ (r-1)');
    expect(
      prettyMessage({
        msg: 'request completed',
        reqId: 'r-1',
        res: { statusCode: 200 },
        responseTime: 12.4,
      }),
    ).toBe('← 200 in 12 ms (r-1)');
    expect(prettyMessage({ msg: 'housekeeping done' })).toBe('housekeeping done');
  });

  it('the ready line names the address to open: PUBLIC_URL, or the port the system gave for PORT=0', () => {
    const listening = { address: '127.0.0.1', family: 'IPv4', port: 41234 };
    expect(readyMessage(addressToOpen(new URL('http://localhost:3000'), listening))).toBe(
      'Atelier is ready: open http://localhost:3000/',
    );
    expect(addressToOpen(new URL('http://localhost:0'), listening)).toBe('http://localhost:41234/');
    expect(addressToOpen(new URL('https://gallery.example/'), listening)).toBe(
      'https://gallery.example/',
    );
  });
});
