import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'atelier-config-'));

describe('configuration from the environment', () => {
  it('uses the documented defaults', () => {
    const dataDir = freshDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      mode: 'production',
      port: 3000,
      host: 'localhost',
      dataDir,
      databaseUrl: undefined,
      logLevel: 'info',
      writeRateLimit: 120,
    });
    expect(config.publicUrl.href).toBe('http://localhost:3000/');
  });

  it('generates a session secret once, keeps it in DATA_DIR (mode 0600) and reuses it', () => {
    const dataDir = freshDir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'session-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('prefers an explicit SESSION_SECRET and writes no file', () => {
    const dataDir = freshDir();
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
    expect(existsSync(path.join(dataDir, 'session-secret'))).toBe(false);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: freshDir(), PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('reports every bad variable at once, by name, with the value given', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: freshDir(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        SESSION_SECRET: 'short',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('Invalid configuration:');
    expect(message).toContain('PORT must be a number (got "eighty")');
    expect(message).toContain('DATABASE_URL must start with postgres://');
    expect(message).toContain(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    );
    expect(message).toContain('SESSION_SECRET must be at least 32 characters long');
    // Secrets and connection strings (which may hold a password) are never echoed.
    expect(message).not.toContain('short');
    expect(message).not.toContain('mysql://x');
  });

  it('reads a PostgreSQL URL and a public https address', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      PUBLIC_URL: 'https://gallery.example',
      PORT: '8080',
    });
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(config.publicUrl.protocol).toBe('https:');
    expect(config.port).toBe(8080);
  });

  it('sends mail to the outbox from Atelier <hello@atelier.example> unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: freshDir() }).mail).toEqual({
      smtpUrl: undefined,
      from: 'Atelier <hello@atelier.example>',
      shopEmail: 'hello@atelier.example',
    });
  });

  it('issue 12: the gallery inbox (SHOP_EMAIL) is the sender address unless set, and must be one address', () => {
    expect(
      loadConfig({ DATA_DIR: freshDir(), MAIL_FROM: '"Atelier, shop" <shop@gallery.example>' }).mail
        .shopEmail,
    ).toBe('shop@gallery.example');
    expect(
      loadConfig({ DATA_DIR: freshDir(), SHOP_EMAIL: 'orders@gallery.example' }).mail.shopEmail,
    ).toBe('orders@gallery.example');
    expect(() =>
      loadConfig({ DATA_DIR: freshDir(), SHOP_EMAIL: 'a@x.example, b@x.example' }),
    ).toThrow('SHOP_EMAIL must be one email address such as orders@gallery.example');
  });

  it('reads an SMTP server address and a sender', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      SMTP_URL: 'smtps://gallery:s3cret@mail.example:465',
      MAIL_FROM: '"Atelier, the gallery" <shop@gallery.example>',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://gallery:s3cret@mail.example:465',
      from: '"Atelier, the gallery" <shop@gallery.example>',
      shopEmail: 'shop@gallery.example',
    });
    expect(loadConfig({ DATA_DIR: freshDir(), MAIL_FROM: 'hello@gallery.example' }).mail.from).toBe(
      'hello@gallery.example',
    );
  });

  it('refuses a wrong SMTP_URL without echoing it (it may hold a password), and names a wrong MAIL_FROM', () => {
    for (const smtpUrl of ['https://user:hunter2@mail.example', 'smtp://', 'not a url hunter2']) {
      let message = '';
      try {
        loadConfig({ DATA_DIR: freshDir(), SMTP_URL: smtpUrl });
      } catch (caught) {
        expect(caught).toBeInstanceOf(ConfigError);
        message = (caught as Error).message;
      }
      expect(message).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
      expect(message).not.toContain('hunter2');
    }
    for (const from of ['Atelier', 'a@example.com, b@example.com', 'Atelier <not-an-address>']) {
      expect(() => loadConfig({ DATA_DIR: freshDir(), MAIL_FROM: from })).toThrow(
        `MAIL_FROM must be one address such as "Atelier <hello@atelier.example>" (got "${from}")`,
      );
    }
  });

  it('DRAFT: keeps drafts 30 days by default, or DRAFT_LIFETIME_DAYS, and names a wrong value', () => {
    expect(loadConfig({ DATA_DIR: freshDir() }).draftLifetimeDays).toBe(30);
    expect(loadConfig({ DATA_DIR: freshDir(), DRAFT_LIFETIME_DAYS: '7' }).draftLifetimeDays).toBe(
      7,
    );
    for (const [given, problem] of [
      ['0', 'must be at least 1'],
      ['2.5', 'must be a whole number'],
      ['a month', 'must be a number'],
    ] as const) {
      expect(() => loadConfig({ DATA_DIR: freshDir(), DRAFT_LIFETIME_DAYS: given })).toThrow(
        `DRAFT_LIFETIME_DAYS ${problem} (got "${given}")`,
      );
    }
  });

  it('issue 15: the self-hosted captcha is the default, its key derived from the session secret, so processes sharing the secret agree', () => {
    const secret = 's'.repeat(40);
    const first = loadConfig({ DATA_DIR: freshDir(), SESSION_SECRET: secret }).captcha;
    const second = loadConfig({ DATA_DIR: freshDir(), SESSION_SECRET: secret }).captcha;
    expect(first).toMatchObject({
      provider: 'altcha',
      challengeTtlSeconds: 1800,
      verifyTimeoutMs: 5000,
      scoreThreshold: 0.5,
      recaptcha: undefined,
      recaptchaV3: undefined,
      hcaptcha: undefined,
    });
    expect(first.altcha.hmacKey).toMatch(/^[0-9a-f]{64}$/);
    expect(first.altcha.hmacKey).toBe(second.altcha.hmacKey);
    // Derived, not the session secret itself.
    expect(first.altcha.hmacKey).not.toContain(secret);
    const other = loadConfig({ DATA_DIR: freshDir(), SESSION_SECRET: 't'.repeat(40) }).captcha;
    expect(other.altcha.hmacKey).not.toBe(first.altcha.hmacKey);
  });

  it('issue 15: remote providers take their keys, verify and script addresses and the v3 threshold from the environment', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      CAPTCHA_PROVIDER: 'hcaptcha',
      HCAPTCHA_SITE_KEY: 'h-site',
      HCAPTCHA_SECRET: 'h-secret',
      HCAPTCHA_VERIFY_URL: 'http://127.0.0.1:9999/siteverify',
      HCAPTCHA_SCRIPT_URL: 'http://127.0.0.1:9999/api.js',
      RECAPTCHA_V3_SITE_KEY: 'v3-site',
      RECAPTCHA_V3_SECRET: 'v3-secret',
      RECAPTCHA_SCORE_THRESHOLD: '0.7',
    }).captcha;
    expect(config.provider).toBe('hcaptcha');
    expect(config.hcaptcha).toEqual({
      siteKey: 'h-site',
      secret: 'h-secret',
      verifyUrl: 'http://127.0.0.1:9999/siteverify',
      scriptUrl: 'http://127.0.0.1:9999/api.js',
    });
    expect(config.recaptchaV3).toEqual({
      siteKey: 'v3-site',
      secret: 'v3-secret',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      scriptUrl: 'https://www.google.com/recaptcha/api.js',
    });
    expect(config.scoreThreshold).toBe(0.7);
  });

  it('issue 15: a provider chosen without its keys, or half a key pair, stops the start with a message that shows no secret', () => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(
      /CAPTCHA_PROVIDER recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET/,
    );
    let thrown: unknown;
    try {
      loadConfig({
        DATA_DIR: freshDir(),
        HCAPTCHA_SECRET: 'very-secret-value',
        ALTCHA_HMAC_KEY: 'short-secret',
        RECAPTCHA_SCORE_THRESHOLD: '2',
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const message = (thrown as Error).message;
    expect(message).toContain('ALTCHA_HMAC_KEY must be at least 32 characters long');
    expect(message).toContain('RECAPTCHA_SCORE_THRESHOLD must be between 0 and 1');
    expect(message).not.toContain('short-secret');
    expect(() =>
      loadConfig({ DATA_DIR: freshDir(), HCAPTCHA_SECRET: 'very-secret-value' }),
    ).toThrow(/HCAPTCHA_SITE_KEY and HCAPTCHA_SECRET must be set together/);
  });

  it('issue 17: without provider keys the built-in test gateway takes payments, holding stock 30 minutes', () => {
    const config = loadConfig({ DATA_DIR: freshDir() });
    expect(config.payments).toEqual({
      stripe: undefined,
      paypal: undefined,
      reservationMinutes: 30,
    });
    expect(
      loadConfig({ DATA_DIR: freshDir(), PAYMENT_RESERVATION_MINUTES: '45' }).payments
        .reservationMinutes,
    ).toBe(45);
    expect(() => loadConfig({ DATA_DIR: freshDir(), PAYMENT_RESERVATION_MINUTES: '2' })).toThrow(
      /PAYMENT_RESERVATION_MINUTES must be at least 5/,
    );
  });

  it('issue 17: Stripe and PayPal take their keys and addresses from the environment', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      PAYPAL_CLIENT_ID: 'client-id',
      PAYPAL_CLIENT_SECRET: 'client-secret',
      PAYPAL_MODE: 'live',
    });
    expect(config.payments.stripe).toEqual({
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret: 'whsec_123',
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(config.payments.paypal).toEqual({
      clientId: 'client-id',
      clientSecret: 'client-secret',
      mode: 'live',
      apiUrl: 'https://api-m.paypal.com',
      sdkUrl: 'https://www.paypal.com/sdk/js',
    });
    const sandbox = loadConfig({
      DATA_DIR: freshDir(),
      PAYPAL_CLIENT_ID: 'client-id',
      PAYPAL_CLIENT_SECRET: 'client-secret',
    });
    expect(sandbox.payments.paypal?.apiUrl).toBe('https://api-m.sandbox.paypal.com');
    expect(sandbox.payments.stripe).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: freshDir(),
        PAYPAL_CLIENT_ID: 'client-id',
        PAYPAL_CLIENT_SECRET: 'client-secret',
        PAYPAL_API_URL: 'http://127.0.0.1:9999',
      }).payments.paypal?.apiUrl,
    ).toBe('http://127.0.0.1:9999');
  });

  it('issue 17: half a provider, or Stripe without its webhook secret, stops the start; secrets are never shown', () => {
    const messageOf = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig({ DATA_DIR: freshDir(), ...env });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('the configuration was accepted');
    };
    expect(messageOf({ STRIPE_SECRET_KEY: 'sk_test_very_secret' })).toContain(
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together',
    );
    const noWebhook = messageOf({
      STRIPE_SECRET_KEY: 'sk_test_very_secret',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    });
    expect(noWebhook).toContain('STRIPE_WEBHOOK_SECRET must be set with the Stripe keys');
    expect(noWebhook).not.toContain('sk_test_very_secret');
    expect(
      messageOf({
        STRIPE_SECRET_KEY: 'not-a-key-secret',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
      }),
    ).toContain('STRIPE_SECRET_KEY must be a Stripe secret key');
    const badPublishable = messageOf({ STRIPE_PUBLISHABLE_KEY: 'sk_live_oops' });
    expect(badPublishable).toContain('STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key');
    expect(badPublishable).not.toContain('sk_live_oops');
    expect(messageOf({ PAYPAL_CLIENT_SECRET: 'paypal-very-secret' })).toContain(
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together',
    );
    const badUrls = messageOf({
      STRIPE_API_URL: 'ftp://example.com',
      PAYPAL_MODE: 'production',
      STRIPE_WEBHOOK_SECRET: 'whsec_very_secret',
    });
    expect(badUrls).toContain('STRIPE_API_URL must be an http:// or https:// URL');
    expect(badUrls).toContain('PAYPAL_MODE must be sandbox or live');
    expect(badUrls).not.toContain('whsec_very_secret');
  });
});

describe('issue 21: storage settings', () => {
  const s3Env = {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'atelier-files',
    S3_ACCESS_KEY_ID: 'access-id',
    S3_SECRET_ACCESS_KEY: 'very-secret-s3-key',
  };
  const messageOf = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig({ DATA_DIR: freshDir(), ...env });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('the configuration was accepted');
  };

  it('issue 21: stores in DATA_DIR by default, downloads streamed', () => {
    const dataDir = freshDir();
    expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({
      store: { driver: 'local', directory: dataDir },
      signedDownloads: false,
    });
  });

  it('issue 21: reads an S3-compatible store; path-style by default with an endpoint', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      ...s3Env,
      S3_PREFIX: 'sites/atelier/',
      STORAGE_SIGNED_DOWNLOADS: '1',
    });
    expect(config.storage).toEqual({
      store: {
        driver: 's3',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        bucket: 'atelier-files',
        accessKeyId: 'access-id',
        secretAccessKey: 'very-secret-s3-key',
        forcePathStyle: true,
        prefix: 'sites/atelier/',
      },
      signedDownloads: true,
    });
    const aws = loadConfig({
      DATA_DIR: freshDir(),
      ...s3Env,
      S3_ENDPOINT: '',
      S3_REGION: 'eu-central-1',
    }).storage?.store;
    expect(aws).toMatchObject({
      endpoint: undefined,
      region: 'eu-central-1',
      forcePathStyle: false,
    });
  });

  it('issue 21: says what an S3 store lacks, and never echoes the secret key', () => {
    const missing = messageOf({ STORAGE_DRIVER: 's3', S3_SECRET_ACCESS_KEY: 'very-secret-s3-key' });
    expect(missing).toContain('S3_BUCKET must be set when STORAGE_DRIVER is s3');
    expect(missing).toContain('S3_ACCESS_KEY_ID must be set when STORAGE_DRIVER is s3');
    expect(missing).toContain('S3_REGION (or S3_ENDPOINT');
    expect(missing).not.toContain('very-secret-s3-key');
    expect(messageOf({ S3_BUCKET: 'atelier-files' })).toContain(
      'S3_BUCKET is set but STORAGE_DRIVER is not s3',
    );
    const bad = messageOf({
      ...s3Env,
      STORAGE_DRIVER: 'gcs',
      S3_BUCKET: 'Not_A_Bucket',
      S3_PREFIX: '../up/',
      S3_ENDPOINT: 'ftp://x',
    });
    expect(bad).toContain('STORAGE_DRIVER must be local or s3');
    expect(bad).toContain('S3_BUCKET must be a bucket name');
    expect(bad).toContain('S3_PREFIX must be folder names ending with a slash');
    expect(bad).toContain('S3_ENDPOINT must be an http:// or https:// URL');
  });
});

describe('issue 21: TRUST_PROXY', () => {
  const load = (vars: Record<string, string>) => loadConfig({ DATA_DIR: freshDir(), ...vars });

  it('unset, trusts a proxy on the loopback address only behind https', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ PUBLIC_URL: 'https://gallery.example' }).trustProxy).toEqual(['loopback']);
  });

  it('takes addresses, CIDR ranges and range names, or off', () => {
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      'fd00::/8',
    ]);
    expect(load({ TRUST_PROXY: 'off', PUBLIC_URL: 'https://gallery.example' }).trustProxy).toBe(
      false,
    );
  });

  it('refuses anything else at start, saying what it takes', () => {
    for (const bad of ['*', 'true', '10.0.0.0/33', 'proxy.example', '10.0.0.1,', '::1/129']) {
      expect(() => load({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
      expect(() => load({ TRUST_PROXY: bad }), bad).toThrow(
        /TRUST_PROXY must be off, or a comma-separated list of proxy addresses/,
      );
    }
  });
});
