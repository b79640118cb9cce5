import { databaseBusyCause } from '@atelier/db/busy-gate';
import type { AddressInfo } from 'node:net';
import type { FastifyLoggerOptions } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

/**
 * The server's logger configuration: what a log line may hold, and how it looks.
 *
 * Logs are kept longer and seen by more people than the database, so they hold no personal data
 * and no secrets: no session ids, cookies, nonces, passwords, draft links or order keys, no
 * buyer's name, address, email or phone, no visitor IP address. Three layers keep them out:
 * - `redact` blanks known keys a log call passes (`{ email }`, `{ draftId }`…), at the top of the
 *   log object and, for the likeliest ones, one level down;
 * - the `req` serializer logs the path, and only harmless query values (`?draft=` is a secret link);
 * - the `err` serializer keeps only the fields of an error that say what went wrong: a database
 *   error's query parameters and `detail` ("Failing row contains (…)") are the visitor's input.
 * Message texts are scrubbed of email addresses and secret query values as a last net; log calls
 * still name records by id and count, never by their contents.
 */

export const REDACTED = '[redacted]';

/** Keys whose values are personal data or secrets, wherever a log call puts them. */
const SECRET_KEYS = [
  'email',
  'recipient',
  'to',
  'phone',
  'name',
  'firstName',
  'lastName',
  'address',
  'address1',
  'address2',
  'postcode',
  'billing',
  'password',
  'passwordHash',
  'account_password',
  // Issue 15: what a sign-in or the account page carries.
  'current_password',
  'new_password',
  'auth_token',
  'totpSecret',
  'recoveryCodes',
  'sessionId',
  'session',
  'nonce',
  '_wpnonce',
  'cookie',
  'cookies',
  'token',
  // Issue 15: captcha secrets and the tokens visitors post.
  'secret',
  'hmacKey',
  'g-recaptcha-response',
  'h-captcha-response',
  'draftId',
  'draft_id',
  'draftLink',
  'draft_link',
  'orderKey',
  'ip',
  'ipHash',
  'remoteAddress',
  'values',
  'params',
  'parameters',
  'customerNote',
  'order_comments',
  'billing_first_name',
  'billing_last_name',
  'billing_company',
  'billing_address_1',
  'billing_address_2',
  'billing_city',
  'billing_postcode',
  'billing_phone',
  'billing_email',
] as const;

/**
 * The keys also redacted one level down (`{ mail: { email } }`, `err.params`). A `*.key` path
 * costs pino about 0.3 µs on every line (measured: 50 of them took a request's log line from
 * 0.7 to 17 µs), so only the keys most likely to be nested get one.
 */
const NESTED_SECRET_KEYS = [
  'email',
  'recipient',
  'phone',
  'billing',
  'password',
  'sessionId',
  'nonce',
  'cookie',
  'draftId',
  'params',
  'parameters',
  'values',
] as const;

/** pino's redact paths: every secret key at the top of a log object, the likeliest one level down. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-wp-nonce"]',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS,
  ...NESTED_SECRET_KEYS.map((key) => `*.${key}`),
];

/** Query parameters whose values are safe to log (sorting, paging, filters); all others are redacted. */
const SAFE_QUERY_KEYS = new Set([
  'action',
  'orderby',
  'order',
  'page',
  'paged',
  'per_page',
  'category',
  'removed',
  'expired',
]);

/** Query parameters that carry a secret even inside an error message or a URL in a text. */
const SECRET_QUERY_VALUE = /([?&](?:draft|key|_wpnonce|nonce|token)=)[^&\s"'<>]*/gi;
const EMAIL_ADDRESS = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** drizzle's "Failed query: …\nparams: <values>" and PostgreSQL's `…: "<the value given>"`. */
const DRIZZLE_PARAMS = /\nparams: [\s\S]*$/;
const QUOTED_VALUE_AFTER_COLON = /: "(?:[^"]|"")*"/g;

/**
 * Masks what a free text may carry of a visitor's input: drizzle's parameter list, a value
 * PostgreSQL quotes back (`invalid input syntax for type uuid: "…"`), email addresses and secret
 * query values. Identifiers PostgreSQL quotes (`relation "orders"`) stay: they say what failed.
 */
export function scrubText(text: string): string {
  // Most texts hold none of the marks the patterns need; they skip four regular expressions.
  if (!/[@=]|: "|\nparams: /.test(text)) return text;
  return text
    .replace(DRIZZLE_PARAMS, `\nparams: ${REDACTED}`)
    .replace(QUOTED_VALUE_AFTER_COLON, `: "${REDACTED}"`)
    .replace(EMAIL_ADDRESS, '[email]')
    .replace(SECRET_QUERY_VALUE, `$1${REDACTED}`);
}

/** A request URL as it may be logged: the path, and the values of harmless query keys only. */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  if (queryStart === -1) return scrubText(pathname);
  const query = new URLSearchParams(url.slice(queryStart + 1));
  const shown = [...query].map(([key, value]) =>
    SAFE_QUERY_KEYS.has(key)
      ? `${encodeURIComponent(key)}=${encodeURIComponent(value)}`
      : `${encodeURIComponent(key)}=${REDACTED}`,
  );
  return `${scrubText(pathname)}${shown.length > 0 ? `?${shown.join('&')}` : ''}`;
}

/**
 * The fields of an error worth logging: what failed and where, never the data it failed on.
 * (pg and PGlite errors also carry `detail`, `where`, `params`, `query` values, `internalQuery`;
 * nodemailer's carry the envelope and the rejected addresses: all left out by not being here.)
 */
const ERROR_FIELDS = [
  'code',
  'statusCode',
  'status',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'errno',
  'syscall',
  'responseCode',
  'command',
  'reason',
] as const;

/** A stack frame line as V8 writes it; anything else in a stack is the message again. */
const STACK_FRAME = /^\s+at \S/;
const MAX_QUERY_LENGTH = 2_000;
const MAX_CAUSE_DEPTH = 4;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: LoggedError | string;
  [field: string]: unknown;
}

/**
 * pino's `err` serializer: type, scrubbed message, stack frames, the query text (drizzle
 * parameterises every value, so the text holds placeholders), the descriptive fields above and
 * the cause, recursively. Also takes the plain `{ message, code }` objects the mail worker logs.
 */
export function serializeError(error: unknown, depth = 0, parentQuery?: unknown): LoggedError {
  if (typeof error !== 'object' || error === null) {
    const message = scrubText(String(error));
    return { type: typeof error, message, stack: message };
  }
  const source = error as Record<string, unknown>;
  const type = errorType(error, source);
  const rawMessage = String(source.message ?? '');
  const message = scrubText(rawMessage);
  const logged: LoggedError = { type, message, stack: `${type}: ${message}` };
  if (typeof source.stack === 'string') {
    // The stack starts with the unscrubbed message (which may hold lines that look like frames):
    // only the frames after it are kept.
    const messageAt = rawMessage === '' ? -1 : source.stack.indexOf(rawMessage);
    const afterMessage =
      messageAt === -1 ? source.stack : source.stack.slice(messageAt + rawMessage.length);
    const frames = afterMessage.split('\n').filter((line) => STACK_FRAME.test(line));
    logged.stack = [logged.stack, ...frames.map(scrubText)].join('\n');
  }
  // drizzle's error and its driver's cause both carry the statement: it is logged once.
  if (typeof source.query === 'string' && source.query !== parentQuery) {
    logged.query = scrubText(source.query).slice(0, MAX_QUERY_LENGTH);
  }
  for (const field of ERROR_FIELDS) {
    const value = source[field];
    if (typeof value === 'number' || typeof value === 'boolean') logged[field] = value;
    else if (typeof value === 'string') logged[field] = scrubText(value);
  }
  if (source.cause !== undefined && source.cause !== null) {
    logged.cause =
      depth < MAX_CAUSE_DEPTH
        ? serializeError(source.cause, depth + 1, source.query)
        : '(more causes)';
  }
  return logged;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The error's class; a PostgreSQL error is named so even where PGlite's minified class is not. */
function errorType(error: object, source: Record<string, unknown>): string {
  if (typeof source.code === 'string' && SQLSTATE.test(source.code) && 'severity' in source) {
    return 'DatabaseError';
  }
  if (!(error instanceof Error)) return 'Object';
  const className = error.constructor.name;
  return (className === 'Error' || className === '' ? error.name : className) || 'Error';
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
}

/** pino's `req` serializer: no headers, no address, no query values but harmless ones. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url ?? ''),
    host: request.host,
  };
}

export type SiteLoggerOptions = FastifyLoggerOptions & LoggerOptions;

/**
 * The options Fastify builds its pino logger from. Without a destination, pino writes JSON
 * lines to stdout; `terminalLogDestination` gives the human-readable one for a terminal.
 */
export function siteLoggerOptions(
  level: string,
  destination?: DestinationStream | undefined,
): SiteLoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest, err: (error: unknown) => serializeError(error) },
    hooks: {
      // The last net for message texts: a log call should never interpolate personal data.
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as typeof args,
        );
      },
    },
    ...(destination ? { stream: destination } : {}),
  };
}

/** The part of a request's logger a page error report needs (React Router's handleError). */
export interface PageErrorLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Reports an error a page's loader, action or render threw. React Router's default report is
 * `console.error(error)`, which prints a database error with every value of its query (a failed
 * checkout: the buyer's name, address, email and phone). Here it goes through the request's
 * logger, so it carries the request id and passes the serializers above. Without a logger (a
 * context built by hand), one scrubbed JSON line goes to stderr instead.
 */
export function logPageError(
  error: unknown,
  log: PageErrorLog | undefined,
  refusedStatus?: number,
): void {
  // Issue 13: a refusal of the busy embedded database is answered 503 (http/server-timing.ts);
  // it is expected under a spike, so it is a line, not an error with its stack.
  const busy = databaseBusyCause(error);
  if (busy && log !== undefined) {
    log.warn({ waiting: busy.waiting }, 'database busy: page answered 503');
  } else if (log === undefined) {
    console.error(JSON.stringify({ msg: 'page request failed', err: serializeError(error) }));
  } else if (refusedStatus !== undefined && refusedStatus < 500) {
    // A visitor's bad request (a POST to a page without an action…): worth a warning only.
    log.warn({ err: error, status: refusedStatus }, 'page request refused');
  } else {
    log.error({ err: error }, 'page request failed');
  }
}

export type LogFormat = 'pretty' | 'json';

/** People read a terminal; everything else (a file, journald, a log collector) reads JSON lines. */
export function logFormatFor(stdout: { isTTY?: boolean | undefined }): LogFormat {
  return stdout.isTTY === true ? 'pretty' : 'json';
}

interface PrettyLine {
  msg?: unknown;
  reqId?: unknown;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** One line per request event, "→ GET /shop/ (id)" and "← 200 in 12 ms (id)", id to quote. */
export function prettyMessage(line: PrettyLine): string {
  const message = typeof line.msg === 'string' ? line.msg : '';
  const reference = typeof line.reqId === 'string' ? ` (${line.reqId})` : '';
  if (line.req && message === 'incoming request') {
    return `→ ${line.req.method ?? ''} ${line.req.url ?? ''}${reference}`;
  }
  if (line.res && message === 'request completed') {
    const time = line.responseTime === undefined ? '' : ` in ${Math.round(line.responseTime)} ms`;
    return `← ${line.res.statusCode ?? ''}${time}${reference}`;
  }
  return `${message}${reference}`;
}

/**
 * Where the logs go: undefined for pino's own JSON on stdout, or a pino-pretty stream when
 * stdout is a terminal. pino-pretty is imported only then, so a server whose output is
 * collected never loads it; it runs in this process (no worker thread) and writes synchronously
 * so the last lines before an exit are not lost.
 */
export async function terminalLogDestination(
  stdout: { isTTY?: boolean | undefined } = process.stdout,
): Promise<DestinationStream | undefined> {
  if (logFormatFor(stdout) === 'json') return undefined;
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (line) => prettyMessage(line as PrettyLine),
  });
}

/**
 * The address to open once the server listens: PUBLIC_URL, or with PORT=0 the port the system
 * gave (the default public address then names port 0, which no browser can open).
 */
export function addressToOpen(
  publicUrl: URL,
  listening: AddressInfo | string | null | undefined,
): string {
  const url = new URL(publicUrl.href);
  if (url.port === '0' && typeof listening === 'object' && listening !== null) {
    url.port = String(listening.port);
  }
  return url.href;
}

export const readyMessage = (address: string) => `Atelier is ready: open ${address}`;
