import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '@atelier/db/connection';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import {
  DEFAULT_MAIL_FROM,
  TEST_PAYMENTS_CONFIG,
  type AppConfig,
  type CaptchaConfig,
} from '../platform/config/config';

/** The self-hosted captcha with a proof of work a test solves in a few milliseconds. */
export const TEST_CAPTCHA_CONFIG: CaptchaConfig = {
  provider: 'altcha',
  altcha: { hmacKey: 'test-altcha-key-that-is-long-enough-0123456789', cost: 1, maxCounter: 40 },
  challengeTtlSeconds: 600,
  verifyTimeoutMs: 1000,
  recaptcha: undefined,
  recaptchaV3: undefined,
  scoreThreshold: 0.5,
  hcaptcha: undefined,
};

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    mode: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(path.join(tmpdir(), 'atelier-test-')),
    databaseUrl: undefined,
    publicUrl: new URL('http://localhost:3000'),
    sessionSecret: 'test-secret-that-is-long-enough-for-hmac-0123456789',
    logLevel: 'silent',
    writeRateLimit: 120,
    draftLifetimeDays: 30,
    serverTiming: false,
    trustProxy: false,
    databaseMaxWaiting: 16,
    databaseMaxLagMs: 0,
    mail: { smtpUrl: undefined, from: DEFAULT_MAIL_FROM, shopEmail: 'hello@atelier.example' },
    captcha: TEST_CAPTCHA_CONFIG,
    payments: TEST_PAYMENTS_CONFIG,
    ...overrides,
  };
}

export async function testApp(
  database: DatabaseHandle,
  options: Partial<Omit<AppOptions, 'database'>> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(), database, ...options });
  await app.ready();
  return app;
}

/** The session cookie a response set, ready to send back as a Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'atelier_session');
  if (!cookie) throw new Error('The response set no session cookie.');
  return `${cookie.name}=${cookie.value}`;
}

/** Starts a visitor session and returns its cookie and both theme nonces. */
export async function startVisit(app: FastifyInstance) {
  const first = await app.inject({
    method: 'POST',
    url: '/api/ajax',
    payload: { action: 'atelier_refresh_nonces' },
  });
  const cookie = sessionCookieOf(first);
  const { data } = first.json() as { data: { ajaxNonce: string; restNonce: string } };
  return { cookie, ...data };
}
