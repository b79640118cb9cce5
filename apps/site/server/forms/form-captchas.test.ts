import { FIELD_CAPTCHA_ACTION } from '@atelier/contracts/captcha-widgets';
import {
  FORM_ACTIONS,
  formNonceAnswerSchema,
  formSubmitAnswerSchema,
} from '@atelier/contracts/forms';
import type { DatabaseHandle } from '@atelier/db/connection';
import { formRepository } from '@atelier/db/repositories/forms';
import { seedDemoForms } from '@atelier/db/seed-forms';
import { testDatabaseTargets } from '@atelier/db/testing';
import { CONTACT_CAPTCHA_MESSAGE, CONTACT_FORM_ID } from '@atelier/demo-content/forms';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_UNAVAILABLE_MESSAGE } from '../platform/captcha/captcha-verdict';
import type { CaptchaConfig } from '../platform/config/config';
import { challengeRoute, contactCaptchaFields, solvedToken } from '../testing/captcha-tokens';
import { startFakeCaptchaVerifyServer } from '../testing/fake-captcha-verify-server';
import { sessionCookieOf, TEST_CAPTCHA_CONFIG, testApp, testConfig } from '../testing/test-app';
import { BOT_CHECK_NEEDS_JAVASCRIPT_MESSAGE, BOT_CHECK_REFUSED_MESSAGE } from './form-captchas';

const ANSWERS = {
  'text-1': 'Ana Ferreira',
  'email-1': 'ana@example.com',
  'textarea-1': 'Is the harbour print still available?',
};
const FORM_HAS_ERROR = 'Please correct the errors before submission.';

describe.each(testDatabaseTargets())(
  'captcha and bot-check on the contact form ($name)',
  (target) => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let fake: Awaited<ReturnType<typeof startFakeCaptchaVerifyServer>>;

    beforeAll(async () => {
      database = await target.open();
      await seedDemoForms(database.db);
      app = await testApp(database);
      fake = await startFakeCaptchaVerifyServer();
    });
    afterAll(async () => {
      await app.close();
      await database.close();
      await fake.close();
    });

    const entryCount = () => formRepository(database.db).countEntries(CONTACT_FORM_ID);

    async function submit(site: FastifyInstance, fields: Record<string, string>) {
      const visit = await site.inject({
        method: 'POST',
        url: '/api/ajax',
        payload: { action: FORM_ACTIONS.getNonce },
      });
      const cookie = sessionCookieOf(visit);
      const { data: nonce } = formNonceAnswerSchema.parse(visit.json());
      const response = await site.inject({
        method: 'POST',
        url: '/api/ajax',
        remoteAddress: '203.0.113.9',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          action: FORM_ACTIONS.submit,
          form_id: String(CONTACT_FORM_ID),
          render_id: '0',
          forminator_nonce: nonce,
          ...fields,
        }).toString(),
      });
      return { status: response.statusCode, answer: formSubmitAnswerSchema.parse(response.json()) };
    }

    it('CAP-003: the challenge route gives a signed proof-of-work challenge for the action, never cached, starting no session', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/captcha/challenge?action=homepage',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.cookies).toEqual([]);
      const challenge = response.json() as {
        parameters: Record<string, unknown>;
        signature: string;
      };
      expect(challenge.parameters).toMatchObject({
        algorithm: 'PBKDF2/SHA-256',
        data: { action: 'homepage' },
      });
      expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
      // Nothing secret travels: neither key appears.
      expect(response.body).not.toContain(TEST_CAPTCHA_CONFIG.altcha.hmacKey);
    });

    it('CAP-003: a challenge asked for a malformed action is a 400 naming it, not a 500', async () => {
      for (const url of [
        '/api/captcha/challenge',
        '/api/captcha/challenge?action=',
        `/api/captcha/challenge?action=${encodeURIComponent('<script>')}`,
        `/api/captcha/challenge?action=${'a'.repeat(65)}`,
      ]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(400);
        expect(response.json().data.message).toMatch(/^Invalid value for action/);
      }
    });

    it('CAP-003 CF-033: a message with a solved captcha and bot-check is stored; the tokens are not', async () => {
      const before = await entryCount();
      const { answer } = await submit(app, {
        ...ANSWERS,
        ...(await contactCaptchaFields(challengeRoute(app))),
      });
      expect(answer.success).toBe(true);
      expect(await entryCount()).toBe(before + 1);
      const stored = (await formRepository(database.db).entries(CONTACT_FORM_ID)).at(-1);
      expect(stored?.values).toEqual(ANSWERS);
    });

    it('CAP-003: without a captcha answer the visitor sees the captcha field’s message and nothing is stored', async () => {
      const before = await entryCount();
      const tokens = await contactCaptchaFields(challengeRoute(app));
      const { answer } = await submit(app, { ...ANSWERS, 'hidden-1': tokens['hidden-1'] });
      expect(answer).toEqual({
        success: false,
        data: { message: FORM_HAS_ERROR, errors: [{ 'captcha-1': CONTACT_CAPTCHA_MESSAGE }] },
      });
      expect(await entryCount()).toBe(before);
    });

    it('CAP-003: a captcha answer used twice is refused the second time with the field’s message', async () => {
      const first = await contactCaptchaFields(challengeRoute(app));
      expect((await submit(app, { ...ANSWERS, ...first })).answer.success).toBe(true);
      const before = await entryCount();
      const again = await contactCaptchaFields(challengeRoute(app));
      const { answer } = await submit(app, {
        ...ANSWERS,
        ...again,
        'captcha-1': first['captcha-1'],
      });
      expect(answer.data.errors).toEqual([{ 'captcha-1': CONTACT_CAPTCHA_MESSAGE }]);
      expect(await entryCount()).toBe(before);
    });

    it('CAP-003: a bot-check token cannot stand in for the captcha (another action)', async () => {
      const tokens = await contactCaptchaFields(challengeRoute(app));
      const botToken = await solvedToken(await challengeRoute(app)('contactform'));
      const { answer } = await submit(app, { ...ANSWERS, ...tokens, 'captcha-1': botToken });
      expect(answer.data.errors).toEqual([{ 'captcha-1': CONTACT_CAPTCHA_MESSAGE }]);
    });

    it('CAP-003: a token posted under the original widget names (g-recaptcha-response) counts as the captcha', async () => {
      const tokens = await contactCaptchaFields(challengeRoute(app));
      const { answer } = await submit(app, {
        ...ANSWERS,
        'hidden-1': tokens['hidden-1'],
        'g-recaptcha-response': tokens['captcha-1'],
      });
      expect(answer.success).toBe(true);
    });

    it('CF-045 CF-047: a missing bot-check token is refused with a whole-form message; an invalid one, or one made at page load (homepage), too', async () => {
      const before = await entryCount();
      const captcha = async () => solvedToken(await challengeRoute(app)(FIELD_CAPTCHA_ACTION));
      const missing = await submit(app, { ...ANSWERS, 'captcha-1': await captcha() });
      expect(missing.answer).toEqual({
        success: false,
        data: { message: BOT_CHECK_NEEDS_JAVASCRIPT_MESSAGE },
      });
      const homepage = await solvedToken(await challengeRoute(app)('homepage'));
      const early = await submit(app, {
        ...ANSWERS,
        'captcha-1': await captcha(),
        'hidden-1': homepage,
      });
      expect(early.answer).toEqual({
        success: false,
        data: { message: BOT_CHECK_REFUSED_MESSAGE },
      });
      const garbage = await submit(app, {
        ...ANSWERS,
        'captcha-1': await captcha(),
        'hidden-1': 'x',
      });
      expect(garbage.answer.data.message).toBe(BOT_CHECK_REFUSED_MESSAGE);
      expect(await entryCount()).toBe(before);
    });

    describe('with remote providers configured against a local verify server', () => {
      let remote: FastifyInstance;
      beforeAll(async () => {
        const captcha: CaptchaConfig = {
          ...TEST_CAPTCHA_CONFIG,
          provider: 'recaptcha',
          verifyTimeoutMs: 300,
          recaptcha: {
            siteKey: 'v2-site-key',
            secret: 'v2-secret',
            verifyUrl: fake.recaptchaVerifyUrl,
            scriptUrl: `${fake.origin}/recaptcha/api.js`,
          },
          recaptchaV3: {
            siteKey: 'v3-site-key',
            secret: 'v3-secret',
            verifyUrl: fake.recaptchaVerifyUrl,
            scriptUrl: `${fake.origin}/recaptcha/api.js`,
          },
        };
        remote = await testApp(database, { config: testConfig({ captcha }) });
      });
      afterAll(async () => {
        await remote.close();
      });

      it('CAP-001 CF-045: a valid reCAPTCHA answer and a v3 bot-check scoring 0.9 for contactform are accepted; the verify server hears the visitor’s address', async () => {
        const before = await entryCount();
        const { answer } = await submit(remote, {
          ...ANSWERS,
          'captcha-1': 'pass',
          'hidden-1': 'pass:contactform:0.9',
        });
        expect(answer.success).toBe(true);
        expect(await entryCount()).toBe(before + 1);
        const calls = fake.received.slice(-2);
        expect(calls.map((call) => [call.secret, call.response, call.remoteip])).toEqual([
          ['v3-secret', 'pass:contactform:0.9', '203.0.113.9'],
          ['v2-secret', 'pass', '203.0.113.9'],
        ]);
      });

      it('CF-045: a v3 bot-check below the 0.5 threshold is refused with a clear message', async () => {
        const { answer } = await submit(remote, {
          ...ANSWERS,
          'captcha-1': 'pass',
          'hidden-1': 'pass:contactform:0.2',
        });
        expect(answer).toEqual({ success: false, data: { message: BOT_CHECK_REFUSED_MESSAGE } });
      });

      it('CAP-003: an answer the provider rejects gets the field’s message', async () => {
        const { answer } = await submit(remote, {
          ...ANSWERS,
          'captcha-1': 'fail',
          'hidden-1': 'pass:contactform:0.9',
        });
        expect(answer.data.errors).toEqual([{ 'captcha-1': CONTACT_CAPTCHA_MESSAGE }]);
      });

      it('CAP-003: a verify server that times out refuses the message with words saying so: a 200 answer, never a 500, nothing stored', async () => {
        const before = await entryCount();
        const { status, answer } = await submit(remote, {
          ...ANSWERS,
          'captcha-1': 'slow',
          'hidden-1': 'pass:contactform:0.9',
        });
        expect(status).toBe(200);
        expect(answer.data.errors).toEqual([{ 'captcha-1': CAPTCHA_UNAVAILABLE_MESSAGE }]);
        const botCheckDown = await submit(remote, {
          ...ANSWERS,
          'captcha-1': 'pass',
          'hidden-1': 'slow',
        });
        expect(botCheckDown.answer).toEqual({
          success: false,
          data: { message: CAPTCHA_UNAVAILABLE_MESSAGE },
        });
        expect(await entryCount()).toBe(before);
      });
    });
  },
);
