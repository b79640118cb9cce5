import { hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_MAX_LAG_MS, DEFAULT_MAX_REQUESTS } from '@atelier/db/busy-gate';
import { CAPTCHA_PROVIDERS, type CaptchaProvider } from '@atelier/contracts/captcha-widgets';
import { z } from 'zod';
import type { StorageConfig } from '../storage/create-object-storage';

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

const httpUrl = z.url({
  protocol: /^https?$/,
  error: 'must be an http:// or https:// URL',
});

/** proxy-addr's names for address ranges (what Fastify's `trustProxy` list understands). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY entry: an IP address, a CIDR range of one, or a proxy-addr name. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const width = Number(bits);
  return /^\d{1,3}$/.test(bits) && width <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY as written: `off`/`false` for none, else its comma-separated entries. */
const proxiesOf = (value: string): false | string[] =>
  value === 'off' || value === 'false' ? false : value.split(',').map((entry) => entry.trim());

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
  TRUST_PROXY: z
    .string()
    .trim()
    .transform(proxiesOf)
    .refine((proxies) => proxies === false || proxies.every(isProxyEntry), {
      error:
        'must be off, or a comma-separated list of proxy addresses, CIDR ranges (10.0.0.0/8) or ' +
        'the names loopback, linklocal, uniquelocal',
    })
    .optional(),
  THEME_LAZY_LOADING: z
    .enum(['0', '1', 'true', 'false'], { error: 'must be true (on) or false (off)' })
    .default('false'),
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
  // Issue 15 (ADR 0014): captcha providers. The self-hosted proof of work needs nothing set.
  CAPTCHA_PROVIDER: z
    .enum(CAPTCHA_PROVIDERS, { error: `must be one of ${CAPTCHA_PROVIDERS.join(', ')}` })
    .default('altcha'),
  ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters long').optional(),
  ALTCHA_COST: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1_000_000, 'must be at most 1000000')
    .default(1000),
  ALTCHA_MAX_COUNTER: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(4, 'must be at least 4')
    .max(10_000_000, 'must be at most 10000000')
    .default(4000),
  CAPTCHA_CHALLENGE_TTL_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(30, 'must be at least 30')
    .max(86_400, 'must be at most 86400')
    .default(1800),
  CAPTCHA_VERIFY_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(100, 'must be at least 100')
    .max(60_000, 'must be at most 60000')
    .default(5000),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_V3_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_V3_SECRET: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: httpUrl.default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_SCRIPT_URL: httpUrl.default('https://www.google.com/recaptcha/api.js'),
  RECAPTCHA_SCORE_THRESHOLD: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must be between 0 and 1')
    .max(1, 'must be between 0 and 1')
    .default(0.5),
  HCAPTCHA_SITE_KEY: z.string().min(1).optional(),
  HCAPTCHA_SECRET: z.string().min(1).optional(),
  HCAPTCHA_VERIFY_URL: httpUrl.default('https://api.hcaptcha.com/siteverify'),
  HCAPTCHA_SCRIPT_URL: httpUrl.default('https://js.hcaptcha.com/1/api.js'),
  // Issue 17 (ADR 0019): payment providers. Without keys the built-in test gateway takes cards
  // and the PayPal-style wallet, and pages say that no money moves.
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: httpUrl.default('https://api.stripe.com'),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_MODE: z.enum(['sandbox', 'live'], { error: 'must be sandbox or live' }).default('sandbox'),
  PAYPAL_API_URL: httpUrl.optional(),
  PAYPAL_SDK_URL: httpUrl.default('https://www.paypal.com/sdk/js'),
  PAYMENT_RESERVATION_MINUTES: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(5, 'must be at least 5')
    .max(1440, 'must be at most 1440')
    .default(30),
  // Issue 21 (ADR 0030): where uploads and generated images live. `local` is DATA_DIR.
  STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['0', '1', 'true', 'false'], { error: 'must be true (on) or false (off)' })
    .optional(),
  S3_PREFIX: z
    .string()
    .regex(
      /^(?:[A-Za-z0-9_][A-Za-z0-9._-]*\/)+$/,
      'must be folder names ending with a slash, such as atelier/ or sites/atelier/',
    )
    .optional(),
  STORAGE_SIGNED_DOWNLOADS: z
    .enum(['0', '1', 'true', 'false'], { error: 'must be 1 (on) or 0 (off)' })
    .default('0'),
});

/** PayPal's API address for each mode, unless PAYPAL_API_URL says otherwise. */
export const PAYPAL_API_URLS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

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
   * Which proxies' `X-Forwarded-For`/`-Proto` the app believes (Fastify's `trustProxy`): `false`
   * for none, else addresses, CIDR ranges or proxy-addr's names. TRUST_PROXY sets it; unset, an
   * https:// PUBLIC_URL trusts a proxy on the loopback address and plain http trusts none.
   */
  trustProxy: false | string[];
  /**
   * Issue 20 (DEC-18, LIST-010): the theme settings' lazy-loading flag, which makes "Load more"
   * load by itself as the visitor nears it. Off in the demo; tests turn it on.
   */
  themeLazyLoading?: boolean;
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
  captcha: CaptchaConfig;
  /** Issue 17: payment providers; absent ones fall back to the built-in test gateway. */
  payments: PaymentsConfig;
  /**
   * Issue 21 (ADR 0030): where uploads and generated images are stored; unset means the local
   * folder DATA_DIR. The S3 secret key is never logged (`describeStorage` masks it).
   */
  storage?: StorageSettings;
  mail: {
    /** Unset: mail is written as .eml files to DATA_DIR/outbox. May hold a password. */
    smtpUrl: string | undefined;
    from: string;
    /** The gallery's inbox: new-order notices and form notifications go here. */
    shopEmail: string;
  };
}

/**
 * Issue 17 (ADR 0019): the payment providers. `stripe` and `paypal` are undefined when their
 * keys are not set, and the built-in test gateway (no money moves) takes their place.
 */
export interface PaymentsConfig {
  stripe:
    | {
        /** Never logged, never sent to the browser. */
        secretKey: string;
        publishableKey: string;
        /** Checks webhook signatures; never logged. */
        webhookSecret: string;
        /** Stripe's API address (a local fake in tests). */
        apiUrl: string;
      }
    | undefined;
  paypal:
    | {
        clientId: string;
        /** Never logged, never sent to the browser. */
        clientSecret: string;
        mode: 'sandbox' | 'live';
        apiUrl: string;
        /** The PayPal JS SDK script's address. */
        sdkUrl: string;
      }
    | undefined;
  /** How long a pending card/PayPal order holds its stock (minutes). */
  reservationMinutes: number;
}

/** Issue 21: the store and how uploads are downloaded from it. */
export interface StorageSettings {
  store: StorageConfig;
  /**
   * STORAGE_SIGNED_DOWNLOADS: after the owner check, an upload's download redirects to a signed
   * address valid about a minute (stores that can sign: S3), instead of streaming through.
   */
  signedDownloads: boolean;
}

/** The store to build: the configured one, or DATA_DIR when the settings say nothing. */
export const storeConfigOf = (config: Pick<AppConfig, 'dataDir' | 'storage'>): StorageConfig =>
  config.storage?.store ?? { driver: 'local', directory: config.dataDir };

/** No provider keys: the test gateway for cards and wallet (scripts, tests, a fresh install). */
export const TEST_PAYMENTS_CONFIG: PaymentsConfig = {
  stripe: undefined,
  paypal: undefined,
  reservationMinutes: 30,
};

/** A remote captcha provider's keys and addresses (issue 15). */
export interface RemoteCaptchaConfig {
  siteKey: string;
  /** Never logged, never sent to the browser. */
  secret: string;
  verifyUrl: string;
  scriptUrl: string;
}

export interface CaptchaConfig {
  /** The site's default provider (form fields whose provider is `default` or not set up). */
  provider: CaptchaProvider;
  altcha: {
    /** Signs challenges; derived from the session secret when ALTCHA_HMAC_KEY is unset. */
    hmacKey: string;
    /** PBKDF2 iterations per attempt. */
    cost: number;
    /** The answer is a random counter in [maxCounter / 4, maxCounter]: the attempts needed. */
    maxCounter: number;
  };
  challengeTtlSeconds: number;
  verifyTimeoutMs: number;
  recaptcha: RemoteCaptchaConfig | undefined;
  /** CF-045: the bot-check's reCAPTCHA v3 keys; unset, the bot-check is self-hosted. */
  recaptchaV3: RemoteCaptchaConfig | undefined;
  /** CF-045: a v3 token scoring below this is refused (0.5 as in the original). */
  scoreThreshold: number;
  hcaptcha: RemoteCaptchaConfig | undefined;
}

/** Values that may hold credentials are never echoed back, not even in an error. */
export const SECRET_VARIABLES = new Set([
  'SESSION_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'ALTCHA_HMAC_KEY',
  'RECAPTCHA_SECRET',
  'RECAPTCHA_V3_SECRET',
  'HCAPTCHA_SECRET',
  'STRIPE_SECRET_KEY',
  // Public, but a secret key pasted here by mistake must not be echoed either.
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'PAYPAL_CLIENT_SECRET',
  'S3_SECRET_ACCESS_KEY',
]);

/** Both halves of a key pair, or neither: one without the other is a mistake worth stopping for. */
const KEY_PAIRS = [
  ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET'],
  ['RECAPTCHA_V3_SITE_KEY', 'RECAPTCHA_V3_SECRET'],
  ['HCAPTCHA_SITE_KEY', 'HCAPTCHA_SECRET'],
  ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'],
  ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
] as const;

/**
 * ALTCHA's HMAC key when none is configured: derived (HKDF-SHA256) from the session secret, so a
 * fresh install works and every process given the same secret signs and checks alike, while the
 * session secret itself never signs anything a visitor sees.
 */
export function derivedAltchaKey(sessionSecret: string): string {
  return Buffer.from(
    hkdfSync('sha256', sessionSecret, 'atelier', 'altcha challenge signatures', 32),
  ).toString('hex');
}

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
  const stripeKeys =
    vars.STRIPE_SECRET_KEY !== undefined && vars.STRIPE_PUBLISHABLE_KEY !== undefined;
  const stripeKeyGiven =
    vars.STRIPE_SECRET_KEY !== undefined || vars.STRIPE_PUBLISHABLE_KEY !== undefined;
  const startProblems = [
    ...KEY_PAIRS.filter(
      ([key, secret]) => (vars[key] === undefined) !== (vars[secret] === undefined),
    ).map(([key, secret]) => `  - ${key} and ${secret} must be set together`),
    ...(vars.CAPTCHA_PROVIDER === 'recaptcha' && vars.RECAPTCHA_SITE_KEY === undefined
      ? ['  - CAPTCHA_PROVIDER recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET']
      : []),
    ...(vars.CAPTCHA_PROVIDER === 'hcaptcha' && vars.HCAPTCHA_SITE_KEY === undefined
      ? ['  - CAPTCHA_PROVIDER hcaptcha needs HCAPTCHA_SITE_KEY and HCAPTCHA_SECRET']
      : []),
    ...(stripeKeys && vars.STRIPE_WEBHOOK_SECRET === undefined
      ? [
          '  - STRIPE_WEBHOOK_SECRET must be set with the Stripe keys (the webhook endpoint signing secret, whsec_…)',
        ]
      : []),
    ...(!stripeKeyGiven && vars.STRIPE_WEBHOOK_SECRET !== undefined
      ? [
          '  - STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are not',
        ]
      : []),
    ...(stripeKeys && !/^(sk|rk)_(test|live)_/.test(vars.STRIPE_SECRET_KEY ?? '')
      ? ['  - STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)']
      : []),
  ];
  startProblems.push(...storageProblems(vars));
  if (startProblems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${startProblems.join('\n')}`);
  }
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means the folder the
  // command was typed in (INIT_CWD), so `npm run db:seed` and `npm start` share one ./data.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), vars.DATA_DIR);
  const publicUrl = new URL(vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`);
  const sessionSecret = vars.SESSION_SECRET ?? readOrCreateSecret(dataDir);
  const remote = (
    siteKey: string | undefined,
    secret: string | undefined,
    urls: { verifyUrl: string; scriptUrl: string },
  ): RemoteCaptchaConfig | undefined =>
    siteKey === undefined || secret === undefined ? undefined : { siteKey, secret, ...urls };
  const recaptchaUrls = {
    verifyUrl: vars.RECAPTCHA_VERIFY_URL,
    scriptUrl: vars.RECAPTCHA_SCRIPT_URL,
  };
  return {
    mode: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    publicUrl,
    sessionSecret,
    logLevel: vars.LOG_LEVEL,
    writeRateLimit: vars.WRITE_RATE_LIMIT,
    draftLifetimeDays: vars.DRAFT_LIFETIME_DAYS,
    serverTiming: vars.SERVER_TIMING === '1' || vars.SERVER_TIMING === 'true',
    // Unset: a proxy on the loopback address behind https, none otherwise.
    trustProxy: vars.TRUST_PROXY ?? (publicUrl.protocol === 'https:' ? ['loopback'] : false),
    themeLazyLoading: vars.THEME_LAZY_LOADING === '1' || vars.THEME_LAZY_LOADING === 'true',
    databaseMaxWaiting: vars.DATABASE_MAX_WAITING,
    databaseMaxLagMs: vars.DATABASE_MAX_LAG_MS,
    captcha: {
      provider: vars.CAPTCHA_PROVIDER,
      altcha: {
        hmacKey: vars.ALTCHA_HMAC_KEY ?? derivedAltchaKey(sessionSecret),
        cost: vars.ALTCHA_COST,
        maxCounter: vars.ALTCHA_MAX_COUNTER,
      },
      challengeTtlSeconds: vars.CAPTCHA_CHALLENGE_TTL_SECONDS,
      verifyTimeoutMs: vars.CAPTCHA_VERIFY_TIMEOUT_MS,
      recaptcha: remote(vars.RECAPTCHA_SITE_KEY, vars.RECAPTCHA_SECRET, recaptchaUrls),
      recaptchaV3: remote(vars.RECAPTCHA_V3_SITE_KEY, vars.RECAPTCHA_V3_SECRET, recaptchaUrls),
      scoreThreshold: vars.RECAPTCHA_SCORE_THRESHOLD,
      hcaptcha: remote(vars.HCAPTCHA_SITE_KEY, vars.HCAPTCHA_SECRET, {
        verifyUrl: vars.HCAPTCHA_VERIFY_URL,
        scriptUrl: vars.HCAPTCHA_SCRIPT_URL,
      }),
    },
    payments: {
      stripe:
        vars.STRIPE_SECRET_KEY !== undefined &&
        vars.STRIPE_PUBLISHABLE_KEY !== undefined &&
        vars.STRIPE_WEBHOOK_SECRET !== undefined
          ? {
              secretKey: vars.STRIPE_SECRET_KEY,
              publishableKey: vars.STRIPE_PUBLISHABLE_KEY,
              webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
              apiUrl: vars.STRIPE_API_URL,
            }
          : undefined,
      paypal:
        vars.PAYPAL_CLIENT_ID !== undefined && vars.PAYPAL_CLIENT_SECRET !== undefined
          ? {
              clientId: vars.PAYPAL_CLIENT_ID,
              clientSecret: vars.PAYPAL_CLIENT_SECRET,
              mode: vars.PAYPAL_MODE,
              apiUrl: vars.PAYPAL_API_URL ?? PAYPAL_API_URLS[vars.PAYPAL_MODE],
              sdkUrl: vars.PAYPAL_SDK_URL,
            }
          : undefined,
      reservationMinutes: vars.PAYMENT_RESERVATION_MINUTES,
    },
    storage: {
      store: storageOf(vars, dataDir),
      signedDownloads:
        vars.STORAGE_SIGNED_DOWNLOADS === '1' || vars.STORAGE_SIGNED_DOWNLOADS === 'true',
    },
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM,
      // The sender's own address unless told otherwise: the gallery writes from its inbox.
      shopEmail: vars.SHOP_EMAIL ?? addressOfMailFrom(vars.MAIL_FROM) ?? vars.MAIL_FROM,
    },
  };
}

type EnvironmentVariables = z.infer<typeof environmentSchema>;

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Issue 21: an S3 store needs its bucket and keys; S3 settings without the driver are a slip. */
function storageProblems(vars: EnvironmentVariables): string[] {
  if (vars.STORAGE_DRIVER === 's3') {
    return [
      ...S3_REQUIRED.filter((name) => vars[name] === undefined).map(
        (name) => `  - ${name} must be set when STORAGE_DRIVER is s3`,
      ),
      ...(vars.S3_ENDPOINT === undefined && vars.S3_REGION === undefined
        ? [
            '  - S3_REGION (or S3_ENDPOINT for an S3-compatible store) must be set when STORAGE_DRIVER is s3',
          ]
        : []),
    ];
  }
  const given = [...S3_REQUIRED, 'S3_ENDPOINT'].filter(
    (name) => vars[name as keyof EnvironmentVariables] !== undefined,
  );
  return given.length > 0
    ? [
        `  - ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set but STORAGE_DRIVER is not s3`,
      ]
    : [];
}

function storageOf(vars: EnvironmentVariables, dataDir: string): StorageConfig {
  if (
    vars.STORAGE_DRIVER !== 's3' ||
    vars.S3_BUCKET === undefined ||
    vars.S3_ACCESS_KEY_ID === undefined ||
    vars.S3_SECRET_ACCESS_KEY === undefined
  ) {
    return { driver: 'local', directory: dataDir };
  }
  return {
    driver: 's3',
    endpoint: vars.S3_ENDPOINT,
    // Self-hosted stores ignore the region but the signature names one.
    region: vars.S3_REGION ?? 'us-east-1',
    bucket: vars.S3_BUCKET,
    accessKeyId: vars.S3_ACCESS_KEY_ID,
    secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
    // Path-style is what self-hosted stores expect; AWS itself prefers virtual hosts.
    forcePathStyle:
      vars.S3_FORCE_PATH_STYLE === undefined
        ? vars.S3_ENDPOINT !== undefined
        : vars.S3_FORCE_PATH_STYLE === '1' || vars.S3_FORCE_PATH_STYLE === 'true',
    prefix: vars.S3_PREFIX ?? '',
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
