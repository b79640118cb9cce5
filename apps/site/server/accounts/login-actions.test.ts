import { FORM_ACTIONS, formSubmitAnswerSchema } from '@atelier/contracts/forms';
import { ajaxFailureSchema } from '@atelier/contracts/ajax';
import {
  TWO_FACTOR_ACTIONS,
  twoFactorChallengeSchema,
  twoFactorNoticeAnswerSchema,
} from '@atelier/contracts/two-factor';
import type { DatabaseHandle } from '@atelier/db/connection';
import { accountRepository } from '@atelier/db/repositories/accounts';
import { carts, formEntries, mailQueue, pendingLogins, sessions } from '@atelier/db/schema';
import { seedDemoForms } from '@atelier/db/seed-forms';
import { testDatabaseTargets } from '@atelier/db/testing';
import { LOGIN_FORM_ID } from '@atelier/demo-content/forms';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../platform/security/passwords';
import { sessionCookieOf, testApp, testConfig } from '../testing/test-app';
import { ACCOUNT_MESSAGES, ACCOUNT_RULES } from './accounts-service';
import { SIGNED_IN_MARKER_COOKIE } from '~/shared/cookies';
import { SIGNED_IN_KEY } from './account-session';
import {
  encryptSecret,
  hashRecoveryCode,
  newTotpSecret,
  totpCode,
  twoFactorKeys,
} from './two-factor-codes';

/**
 * Issue 15 through the wire: the login form's submit (`forminator_submit_form_custom-forms` on a
 * form of kind login), the second step posted with the pending login's token, the dialog's
 * fallback-email and lost-device calls, as the browser's form runtime sends them.
 */

const AJAX = '/api/ajax';
const PASSWORD = 'Gallery-Visit-2026!';
const keys = twoFactorKeys(testConfig().sessionSecret);

interface Visitor {
  cookie: string;
  nonce: string;
  address: string;
}

let addressCounter = 0;
const nextAddress = () => `10.9.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

async function newVisitor(app: FastifyInstance, address = nextAddress()): Promise<Visitor> {
  const response = await app.inject({
    method: 'POST',
    url: AJAX,
    remoteAddress: address,
    payload: { action: FORM_ACTIONS.getNonce },
  });
  const { data } = response.json() as { data: string };
  return { cookie: sessionCookieOf(response), nonce: data, address };
}

function post(app: FastifyInstance, visitor: Visitor, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: AJAX,
    remoteAddress: visitor.address,
    headers: {
      cookie: visitor.cookie,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ forminator_nonce: visitor.nonce, ...fields }).toString(),
  });
}

const login = (app: FastifyInstance, visitor: Visitor, email: string, password = PASSWORD) =>
  post(app, visitor, {
    action: FORM_ACTIONS.submit,
    form_id: String(LOGIN_FORM_ID),
    'email-1': email,
    'password-1': password,
  });

const secondStep = (
  app: FastifyInstance,
  visitor: Visitor,
  token: string,
  method: string,
  code: string,
) =>
  post(app, visitor, {
    action: FORM_ACTIONS.submit,
    form_id: String(LOGIN_FORM_ID),
    auth_token: token,
    auth_method: method,
    'auth-code': code,
  });

const sessionIdOf = (cookie: string) => {
  const signed = decodeURIComponent(cookie.split('=')[1] ?? '');
  return signed.slice(0, signed.lastIndexOf('.'));
};

describe.each(testDatabaseTargets())('issue 15: signing in through the wire ($name)', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let accountCounter = 0;

  /** A customer with the demo password; with two-factor on, their secret and recovery codes. */
  async function customer(twoFactor: boolean) {
    const email = `buyer${++accountCounter}@example.com`;
    const accounts = accountRepository(database.db);
    const created = await accounts.create(email, await hashPassword(PASSWORD));
    if (!created) throw new Error('not created');
    const secret = newTotpSecret();
    const recoveryCodes = ['AAAA-BBBB-CCCC', 'DDDD-EEEE-FFFF'];
    if (twoFactor) {
      await accounts.enableTotp(
        created.id,
        encryptSecret(secret, keys.secretsKey),
        0,
        recoveryCodes.map((code) => hashRecoveryCode(code, keys.recoveryKey)),
      );
    }
    return { id: created.id, email, secret, recoveryCodes };
  }

  async function signedInCustomerOf(response: LightMyRequestResponse) {
    const id = sessionIdOf(sessionCookieOf(response));
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, id));
    return (row?.data[SIGNED_IN_KEY] as { customerId?: number } | undefined)?.customerId;
  }

  async function challenge(visitor: Visitor, email: string) {
    const response = await login(app, visitor, email);
    expect(response.statusCode).toBe(200);
    const answer = formSubmitAnswerSchema.parse(response.json());
    return twoFactorChallengeSchema.parse(answer.data);
  }

  async function lastMailTo(email: string, purpose: string) {
    const [row] = await database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.recipient, email), eq(mailQueue.purpose, purpose)))
      .orderBy(desc(mailQueue.id))
      .limit(1);
    return row;
  }

  beforeAll(async () => {
    database = await target.open();
    await seedDemoForms(database.db);
    app = await testApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('TFA-001 a right password without two-factor signs in: a redirect to the account page, a new session id, no form entry', async () => {
    const buyer = await customer(false);
    const visitor = await newVisitor(app);
    // Something in the cart before signing in stays in it afterwards.
    await database.db.insert(carts).values({ sessionId: sessionIdOf(visitor.cookie) });
    const response = await login(app, visitor, buyer.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(formSubmitAnswerSchema.parse(response.json())).toEqual({
      success: true,
      data: {
        message: ACCOUNT_MESSAGES.signedIn,
        behav: 'behaviour-redirect',
        url: '/my-account/',
        newtab: 'sametab',
      },
    });
    const rotated = sessionCookieOf(response);
    expect(rotated).not.toBe(visitor.cookie);
    expect(await signedInCustomerOf(response)).toBe(buyer.id);
    // The old id is gone (it signs no one in), and the cart moved to the new one.
    const old = sessionIdOf(visitor.cookie);
    expect(await database.db.select().from(sessions).where(eq(sessions.id, old))).toEqual([]);
    const [cart] = await database.db
      .select()
      .from(carts)
      .where(eq(carts.sessionId, sessionIdOf(rotated)));
    expect(cart).toBeDefined();
    expect(await database.db.select().from(formEntries)).toEqual([]);
  });

  it("TFA-001 the login form's redirect_to: a path of this site is where the sign-in lands, through the second step too; another site is never", async () => {
    const buyer = await customer(false);
    const answerUrl = async (redirectTo: string) => {
      const response = await post(app, await newVisitor(app), {
        action: FORM_ACTIONS.submit,
        form_id: String(LOGIN_FORM_ID),
        'email-1': buyer.email,
        'password-1': PASSWORD,
        redirect_to: redirectTo,
      });
      return formSubmitAnswerSchema.parse(response.json()).data;
    };
    expect(await answerUrl('/studio/orders/?status=processing')).toMatchObject({
      url: '/studio/orders/?status=processing',
    });
    for (const elsewhere of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      expect(await answerUrl(elsewhere), elsewhere).toMatchObject({ url: '/my-account/' });
    }

    const owner = await customer(true);
    const visitor = await newVisitor(app);
    const challenged = await post(app, visitor, {
      action: FORM_ACTIONS.submit,
      form_id: String(LOGIN_FORM_ID),
      'email-1': owner.email,
      'password-1': PASSWORD,
      redirect_to: '/studio/',
    });
    const token = String(formSubmitAnswerSchema.parse(challenged.json()).data.auth_token);
    const finished = await secondStep(app, visitor, token, 'totp', totpCode(owner.secret));
    expect(formSubmitAnswerSchema.parse(finished.json())).toMatchObject({
      success: true,
      data: { url: '/studio/', behav: 'behaviour-redirect' },
    });
  });

  it("ADR 0017 signing in sets the browser-readable signed-in marker (the popups' logged-in condition); a refused login does not", async () => {
    const buyer = await customer(false);
    const signedIn = await login(app, await newVisitor(app), buyer.email);
    const marker = signedIn.cookies.find((cookie) => cookie.name === SIGNED_IN_MARKER_COOKIE);
    expect(marker).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    // Readable by the page's scripts: it says only "signed in" and grants nothing.
    expect(marker?.httpOnly).toBeUndefined();
    const refused = await login(app, await newVisitor(app), 'nobody@example.com');
    expect(refused.cookies.some((cookie) => cookie.name === SIGNED_IN_MARKER_COOKIE)).toBe(false);
  });

  it('TFA-001 a wrong password and an unknown address get the same message, and no session signs in', async () => {
    const buyer = await customer(false);
    const visitor = await newVisitor(app);
    const wrong = await login(app, visitor, buyer.email, 'Not-The-Password-1!');
    const unknown = await login(app, visitor, 'nobody@example.com');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: false,
        data: { message: 'The email address or password is incorrect.' },
      });
      expect(response.cookies.find((cookie) => cookie.name === 'atelier_session')).toBeUndefined();
    }
  });

  it('TFA-001 an empty password is a field error of the login form, not a sign-in attempt', async () => {
    const visitor = await newVisitor(app);
    const response = await login(app, visitor, 'someone@example.com', '');
    expect(response.json()).toEqual({
      success: false,
      data: {
        message: 'Please correct the errors before submission.',
        errors: [{ 'password-1': 'This field is required.' }],
      },
    });
  });

  it('TFA-002 TFA-004 with two-factor on, the answer opens the dialog with the app code by default and signs no one in yet', async () => {
    const buyer = await customer(true);
    const visitor = await newVisitor(app);
    const response = await login(app, visitor, buyer.email);
    const answer = formSubmitAnswerSchema.parse(response.json());
    expect(answer.success).toBe(true);
    const shown = twoFactorChallengeSchema.parse(answer.data);
    expect(shown).toMatchObject({
      authentication: 'show',
      auth_method: 'totp',
      auth_nav: 'totp,fallback-email,backup-codes',
    });
    expect(shown.lost_url).toBe(
      `/api/ajax?action=forminator_2fa_lost_device&token=${shown.auth_token}`,
    );
    expect(response.cookies.find((cookie) => cookie.name === 'atelier_session')).toBeUndefined();
    // The server keeps only the token's hash.
    const stored = await database.db.select().from(pendingLogins);
    expect(stored.some((row) => row.tokenHash === shown.auth_token)).toBe(false);
    expect(stored.some((row) => row.customerId === buyer.id)).toBe(true);
  });

  it('TFA-002 a right app code signs in with a new session id; the token is single use and the code is never taken twice', async () => {
    const buyer = await customer(true);
    const visitor = await newVisitor(app);
    const { auth_token: token } = await challenge(visitor, buyer.email);
    const code = totpCode(buyer.secret);
    const response = await secondStep(app, visitor, token, 'totp', code);
    expect(formSubmitAnswerSchema.parse(response.json())).toMatchObject({
      success: true,
      data: { url: '/my-account/', behav: 'behaviour-redirect' },
    });
    expect(sessionCookieOf(response)).not.toBe(visitor.cookie);
    expect(await signedInCustomerOf(response)).toBe(buyer.id);

    // The same token again: the pending login is used up.
    const again = await secondStep(app, visitor, token, 'totp', code);
    expect(again.json()).toEqual({
      success: false,
      data: { authentication: 'invalid', message: ACCOUNT_MESSAGES.loginExpired },
    });
    // The same code with a new pending login: replay refused.
    const next = await challenge(await newVisitor(app), buyer.email);
    const replay = await secondStep(app, visitor, next.auth_token, 'totp', code);
    expect(replay.json()).toEqual({
      success: false,
      data: { authentication: 'invalid', message: ACCOUNT_MESSAGES.codeWrong },
    });
  });

  it('TFA-003 a wrong code, an unknown method or a malformed token answer authentication invalid', async () => {
    const buyer = await customer(true);
    const visitor = await newVisitor(app);
    const { auth_token: token } = await challenge(visitor, buyer.email);
    const wrong = await secondStep(app, visitor, token, 'totp', '000000');
    expect(wrong.json()).toEqual({
      success: false,
      data: { authentication: 'invalid', message: ACCOUNT_MESSAGES.codeWrong },
    });
    const method = await secondStep(app, visitor, token, 'sms', '123456');
    expect(method.json()).toMatchObject({ success: false, data: { authentication: 'invalid' } });
    expect((method.json() as { data: { message: string } }).data.message).toContain(
      'must be one of totp, fallback-email, backup-codes',
    );
    const malformed = await secondStep(app, visitor, 'short', 'totp', '123456');
    expect(malformed.json()).toEqual({
      success: false,
      data: { authentication: 'invalid', message: 'is not a sign-in token' },
    });
  });

  it('TFA-006 TFA-007 the email fallback mails a code at once; a resend within 30 s is refused; the mailed code signs in', async () => {
    const buyer = await customer(true);
    const visitor = await newVisitor(app);
    const { auth_token: token } = await challenge(visitor, buyer.email);
    const fallback = () =>
      post(app, visitor, {
        action: TWO_FACTOR_ACTIONS.fallbackEmail,
        data: JSON.stringify({ token }),
      });
    const sent = await fallback();
    expect(twoFactorNoticeAnswerSchema.parse(sent.json())).toEqual({
      success: true,
      data: { message: ACCOUNT_MESSAGES.codeMailed },
    });
    const mail = await lastMailTo(buyer.email, 'sign-in-code');
    const code = /\b(\d{6})\b/.exec(mail?.textBody ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The mail is stored hashed on the server, never as the code.
    const [pending] = await database.db
      .select()
      .from(pendingLogins)
      .where(eq(pendingLogins.customerId, buyer.id));
    expect(pending?.emailCodeHash).not.toContain(code);

    const resend = await fallback();
    expect(resend.json()).toEqual({
      success: false,
      data: { message: ACCOUNT_MESSAGES.codeMailWait },
    });
    const response = await secondStep(app, visitor, token, 'fallback-email', code ?? '');
    expect(formSubmitAnswerSchema.parse(response.json()).success).toBe(true);
    expect(await signedInCustomerOf(response)).toBe(buyer.id);
  });

  it('TFA-006 the fallback-email call needs the form nonce', async () => {
    const buyer = await customer(true);
    const visitor = await newVisitor(app);
    const { auth_token: token } = await challenge(visitor, buyer.email);
    const response = await post(
      app,
      { ...visitor, nonce: 'forged' },
      {
        action: TWO_FACTOR_ACTIONS.fallbackEmail,
        data: JSON.stringify({ token }),
      },
    );
    expect(response.statusCode).toBe(403);
    expect(ajaxFailureSchema.parse(response.json()).data.code).toBe('invalid_nonce');
  });

  it('issue 15: a mailed code expires after 10 minutes', async () => {
    const buyer = await customer(true);
    const visitor = await newVisitor(app);
    const { auth_token: token } = await challenge(visitor, buyer.email);
    await post(app, visitor, {
      action: TWO_FACTOR_ACTIONS.fallbackEmail,
      data: JSON.stringify({ token }),
    });
    const code = /\b(\d{6})\b/.exec(
      (await lastMailTo(buyer.email, 'sign-in-code'))?.textBody ?? '',
    )?.[1];
    await database.db
      .update(pendingLogins)
      .set({ emailCodeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingLogins.customerId, buyer.id));
    const response = await secondStep(app, visitor, token, 'fallback-email', code ?? '');
    expect(response.json()).toEqual({
      success: false,
      data: { authentication: 'invalid', message: ACCOUNT_MESSAGES.codeWrong },
    });
  });

  it('TFA-005 a recovery code signs in once; the same code never again', async () => {
    const buyer = await customer(true);
    const first = await newVisitor(app);
    const { auth_token: token } = await challenge(first, buyer.email);
    // Typed in lower case without dashes: the same code.
    const response = await secondStep(app, first, token, 'backup-codes', 'aaaabbbbcccc');
    expect(formSubmitAnswerSchema.parse(response.json()).success).toBe(true);
    const second = await newVisitor(app);
    const next = await challenge(second, buyer.email);
    const reused = await secondStep(app, second, next.auth_token, 'backup-codes', 'AAAA-BBBB-CCCC');
    expect(reused.json()).toMatchObject({ success: false, data: { authentication: 'invalid' } });
    expect(await accountRepository(database.db).unusedRecoveryCodes(buyer.id)).toBe(1);
  });

  it('issue 15: five wrong codes lock the second step for 15 minutes, even for the right code', async () => {
    const buyer = await customer(true);
    const visitor = await newVisitor(app);
    const { auth_token: token } = await challenge(visitor, buyer.email);
    const answers: unknown[] = [];
    for (let attempt = 0; attempt < ACCOUNT_RULES.wrongCodesBeforeLock; attempt++) {
      answers.push((await secondStep(app, visitor, token, 'totp', '000000')).json());
    }
    expect(answers.at(-1)).toEqual({
      success: false,
      data: {
        authentication: 'invalid',
        message: 'Too many wrong codes. Please try again in 15 minutes.',
      },
    });
    const right = await secondStep(app, visitor, token, 'totp', totpCode(buyer.secret));
    expect((right.json() as { data: { message: string } }).data.message).toContain(
      'Too many wrong codes',
    );
    // Held in the database, so every process sees it.
    const stored = await accountRepository(database.db).findById(buyer.id);
    expect(stored?.twoFactorLockedUntil?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('issue 15: a pending login expires after 10 minutes', async () => {
    const buyer = await customer(true);
    const visitor = await newVisitor(app);
    const { auth_token: token } = await challenge(visitor, buyer.email);
    await database.db
      .update(pendingLogins)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingLogins.customerId, buyer.id));
    const response = await secondStep(app, visitor, token, 'totp', totpCode(buyer.secret));
    expect(response.json()).toEqual({
      success: false,
      data: { authentication: 'invalid', message: ACCOUNT_MESSAGES.loginExpired },
    });
  });

  it('TFA-008 the lost-device link is a GET that answers a message and mails a single-use sign-in link once', async () => {
    const buyer = await customer(true);
    const visitor = await newVisitor(app);
    const { lost_url: lostUrl } = await challenge(visitor, buyer.email);
    const response = await app.inject({
      method: 'GET',
      url: lostUrl,
      remoteAddress: visitor.address,
    });
    expect(response.statusCode).toBe(200);
    expect(twoFactorNoticeAnswerSchema.parse(response.json())).toEqual({
      success: true,
      data: { message: ACCOUNT_MESSAGES.lostDevice },
    });
    const mail = await lastMailTo(buyer.email, 'lost-device');
    expect(mail?.textBody).toMatch(/\/my-account\/lost-device\/\?key=[A-Za-z0-9_-]{43}/);
    // Asked again: the same answer, no second mail.
    const again = await app.inject({ method: 'GET', url: lostUrl, remoteAddress: visitor.address });
    expect(again.json()).toEqual(response.json());
    const mails = await database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.recipient, buyer.email), eq(mailQueue.purpose, 'lost-device')));
    expect(mails).toHaveLength(1);
  });

  it('issue 15: sign-in attempts are limited per account, with a 429 saying when to try again', async () => {
    const buyer = await customer(false);
    let last: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt <= ACCOUNT_RULES.loginsPerAccount; attempt++) {
      // Each from its own address: only the account's count is reached.
      last = await login(app, await newVisitor(app), buyer.email, 'Wrong-Password-1!');
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.headers['retry-after']).toBeDefined();
    expect(last?.json()).toMatchObject({
      success: false,
      data: {
        code: 'rate_limited',
        message: 'Too many sign-in attempts for this account. Please try again in 15 minutes.',
      },
    });
    // Even the right password waits.
    const right = await login(app, await newVisitor(app), buyer.email);
    expect(right.statusCode).toBe(429);
  });

  it('issue 15: sign-in attempts are limited per address, across accounts', async () => {
    const visitor = await newVisitor(app);
    let last: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt <= ACCOUNT_RULES.loginsPerAddress; attempt++) {
      last = await login(app, visitor, `guess${attempt}@example.com`, 'Wrong-Password-1!');
    }
    expect(last?.statusCode).toBe(429);
    expect((last?.json() as { data: { message: string } }).data.message).toBe(
      'Too many sign-in attempts for your network address. Please try again in 15 minutes.',
    );
  });
});
