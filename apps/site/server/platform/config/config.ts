import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_MAX_LAG_MS, DEFAULT_MAX_REQUESTS } from '@atelier/db/busy-gate';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const DEFAULT_MAIL_FROM = 'Atelier <hello@atelier.example>';

/**
 * A From header with one address: `Name <address>`, `"Name, quoted" <address>` or a bare
 * address. An unquoted comma or semicolon would turn it into a list of addresses.
 */
const MAIL_FROM = /^(?:(?:"[^"\r\n]*"|[^<>",;\r\n]*?)\s*<([^<>\s]+)>|([^<>\s",;]+))$/;
const addressOfMailFrom = (value: string) => {
  const match = MAIL_FROM.exec(value);
  return match?.[1] ?? match?.[2];
};
const isMailFrom = (value: string) => {
  const address = addressOfMailFrom(value);
  return address !== undefined && z.email().safeParse(address).success;
};

const environmentSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('localhost'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      'must start with postgres:// (leave it unset to use the embedded database)',
    )
    .optional(),
  PUBLIC_URL: z
    .url({ error: 'must be an absolute URL such as https://gallery.example' })
    .optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  WRITE_RATE_LIMIT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(120),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      hostname: /^.+$/,
      error: 'must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example:465',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .refine(isMailFrom, 'must be one address such as "Atelier <hello@atelier.example>"')
    .default(DEFAULT_MAIL_FROM),
  SHOP_EMAIL: z
    .string()
    .trim()
    .pipe(z.email({ error: 'must be one email address such as orders@gallery.example' }))
    .optional(),
  DRAFT_LIFETIME_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(3650, 'must be at most 3650')
    .default(30),
  SERVER_TIMING: z
    .enum(['0', '1', 'true', 'false'], { error: 'must be 1 (on) or 0 (off)' })
    .default('0'),
  DATABASE_MAX_WAITING: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(10_000, 'must be at most 10000')
    .default(DEFAULT_MAX_REQUESTS),
  DATABASE_MAX_LAG_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0 (0 turns the bound off)')
    .max(60_000, 'must be at most 60000')
    .default(DEFAULT_MAX_LAG_MS),
});

export interface AppConfig {
  mode: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: URL;
  sessionSecret: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** State-changing requests allowed per minute from one address, per endpoint group. */
  writeRateLimit: number;
  /** DRAFT: a saved draft (and its link) lives this many days after its last save. */
  draftLifetimeDays: number;
  /**
   * Issue 13: answers carry `Server-Timing: db;desc="N queries";dur=<ms>` (the request's database
   * round trips). For measuring (`npm run bench -- query-budget`); off by default.
   */
  serverTiming: boolean;
  /**
   * Embedded database only: how many requests may be in progress at it before a new one is
   * refused (503 with Retry-After) rather than queued.
   */
  databaseMaxWaiting: number;
  /**
   * Embedded database only: a new request is also refused (503) while the server's thread runs
   * this many ms late, the wait it would have (0: no such bound).
   */
  databaseMaxLagMs: number;
  mail: {
    /** Unset: mail is written as .eml files to DATA_DIR/outbox. May hold a password. */
    smtpUrl: string | undefined;
    from: string;
    /** The gallery's inbox: new-order notices and form notifications go here. */
    shopEmail: string;
  };
}

/** Values that may hold credentials are never echoed back, not even in an error. */
const SECRET_VARIABLES = new Set(['SESSION_SECRET', 'DATABASE_URL', 'SMTP_URL']);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and checks the environment once at start. Every problem is reported at once, by
 * variable name, so a misconfigured deployment fails with a message instead of a stack trace.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankAsUnset = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const given = env[name];
      const shown = given === undefined || SECRET_VARIABLES.has(name) ? '' : ` (got "${given}")`;
      return `  - ${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means the folder the
  // command was typed in (INIT_CWD), so `npm run db:seed` and `npm start` share one ./data.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), vars.DATA_DIR);
  const publicUrl = new URL(vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`);
  return {
    mode: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    publicUrl,
    sessionSecret: vars.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    logLevel: vars.LOG_LEVEL,
    writeRateLimit: vars.WRITE_RATE_LIMIT,
    draftLifetimeDays: vars.DRAFT_LIFETIME_DAYS,
    serverTiming: vars.SERVER_TIMING === '1' || vars.SERVER_TIMING === 'true',
    databaseMaxWaiting: vars.DATABASE_MAX_WAITING,
    databaseMaxLagMs: vars.DATABASE_MAX_LAG_MS,
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM,
      // The sender's own address unless told otherwise: the gallery writes from its inbox.
      shopEmail: vars.SHOP_EMAIL ?? addressOfMailFrom(vars.MAIL_FROM) ?? vars.MAIL_FROM,
    },
  };
}

/**
 * A generated secret is kept in DATA_DIR so sessions survive restarts. Processes on
 * several machines must be given the same SESSION_SECRET instead (see README).
 */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
