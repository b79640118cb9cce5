import {
  TWO_FACTOR_ACTIONS,
  TWO_FACTOR_METHODS,
  type TwoFactorMethod,
} from '@atelier/contracts/two-factor';
import type { Database } from '@atelier/db/connection';
import {
  accountRepository,
  type AccountTokenPurpose,
  type CustomerRecord,
} from '@atelier/db/repositories/accounts';
import { rateLimitRepository } from '@atelier/db/repositories/rate-limits';
import { validatePassword } from '@atelier/form-engine/validation/password';
import { z } from 'zod';
import { API_ADDRESSES } from '../platform/http/addresses';
import { hashAddress } from '../platform/security/visitor-address';
import { hashPassword, verifyPasswordOfAccount } from '../platform/security/passwords';
import type { AccountMailer } from './account-mail';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  matchingTotpStep,
  newMailedCode,
  newRecoveryCodes,
  newToken,
  newTotpSecret,
  qrCodeSvg,
  sameHash,
  sha256,
  totpUri,
  twoFactorKeys,
} from './two-factor-codes';

const MINUTE = 60_000;
export const ACCOUNT_RULES = {
  pendingLoginMs: 10 * MINUTE,
  mailedCodeMs: 10 * MINUTE,
  /** A new mailed code at most every 30 s, and 5 per pending login. */
  mailedCodeIntervalMs: 30_000,
  mailedCodesPerLogin: 5,
  /** Five wrong second-step codes in a row lock the step for 15 minutes. */
  wrongCodesBeforeLock: 5,
  lockMs: 15 * MINUTE,
  passwordResetMs: 60 * MINUTE,
  lostDeviceMs: 30 * MINUTE,
  claimMs: 24 * 60 * MINUTE,
  /** Sign-in attempts per account and per address in a window. */
  loginWindowMs: 15 * MINUTE,
  loginsPerAccount: 10,
  loginsPerAddress: 30,
  /** Mailed links asked for (reset, lost device) per address in a window. */
  mailRequestsPerAddress: 5,
} as const;

export const ACCOUNT_MESSAGES = {
  incorrect: 'The email address or password is incorrect.',
  signedIn: 'You are signed in.',
  twoFactor: 'Enter the code from your authenticator app to finish signing in.',
  codeWrong: 'That code is not right. Please check it and try again.',
  loginExpired:
    'This sign-in has expired. Please sign in again with your email address and password.',
  methodUnavailable: 'This account cannot use that way of signing in. Please choose another.',
  codeMailed: 'We sent a sign-in code to your email address. It works for 10 minutes.',
  codeMailWait:
    'A code was sent moments ago. Please wait 30 seconds before asking for another, and check your spam folder.',
  codeMailLimit:
    'We have sent as many codes as we can for this sign-in. Please sign in again to get a new one.',
  lostDevice:
    'If this sign-in is still open, we sent a link to your email address that signs you in once and turns two-factor login off. It works for 30 minutes.',
  resetRequested:
    'If an account uses that email address, we sent it a link to choose a new password. It works for one hour.',
  resetLinkInvalid: 'This link has expired or was already used. Please ask for a new one.',
  emailTaken: 'An account is already registered with this email address. Please sign in instead.',
} as const;

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Please enter an email address of at most 254 characters.')
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

/** Only a path of this site: `/my-account/`, never `//evil.example` or `https://…`. */
export function safeRedirect(target: unknown, fallback = '/my-account/'): string {
  if (typeof target !== 'string' || target.length > 512) return fallback;
  if (!/^\/(?![/\\])[^\s\\]*$/.test(target)) return fallback;
  return target;
}

export type LoginOutcome =
  | { kind: 'signed-in'; customerId: number; generation: number; redirectTo: string }
  | {
      kind: 'two-factor';
      token: string;
      method: TwoFactorMethod;
      methods: readonly TwoFactorMethod[];
      lostUrl: string;
    }
  | { kind: 'refused'; message: string }
  | { kind: 'limited'; message: string; retryAfterSeconds: number };

export type SecondStepOutcome =
  | {
      kind: 'signed-in';
      customerId: number;
      generation: number;
      redirectTo: string;
      secondFactor: true;
    }
  | { kind: 'invalid'; message: string };

export type FieldErrors = Record<string, string>;

/** What a signed-in session records (issue 15): checked against the account on every request. */
export const signedInSchema = z.object({
  customerId: z.number().int().positive(),
  generation: z.number().int().nonnegative(),
  signedInAt: z.number(),
  /**
   * Issue 21: the sign-in passed the second step (a code or a recovery code). The studio asks
   * for it: an owner signed in before turning two-factor login on must sign in again.
   */
  secondFactor: z.boolean().optional(),
});
export type SignedIn = z.infer<typeof signedInSchema>;

const minutesUntil = (until: Date, now: number) =>
  Math.max(1, Math.ceil((until.getTime() - now) / MINUTE));

/**
 * Customer accounts (issue 15): register, sign in with an optional second factor, reset a lost
 * password, set two-factor login up, list and claim orders. Every rule that must hold across
 * processes (single use, counts, locks, limits) is one conditional statement in the database.
 */
export function accountsService(
  db: Database,
  options: {
    mailer: AccountMailer;
    /** The session secret: keys the address hashes and derives the two-factor keys. */
    secret: string;
    /** The number buyers see on an order (the shop's rule, handed in by the composition root). */
    orderNumber: (orderId: number) => string;
    now?: () => number;
  },
) {
  const accounts = accountRepository(db);
  const limits = rateLimitRepository(db);
  const keys = twoFactorKeys(options.secret);
  const now = options.now ?? Date.now;
  const { mailer } = options;

  const lostUrlOf = (token: string) =>
    `${API_ADDRESSES.ajax}?action=${TWO_FACTOR_ACTIONS.lostDevice}&token=${token}`;

  async function hitLimit(keysToCount: { key: string; max: number }[], windowMs: number) {
    const at = new Date(now());
    const hits = await limits.hitMany(
      keysToCount.map(({ key }) => key),
      windowMs,
      at,
    );
    const over = hits.findIndex((hit, index) => hit.hits > (keysToCount[index]?.max ?? 0));
    if (over === -1) return undefined;
    const hit = hits[over];
    const ends = (hit?.windowStartedAt.getTime() ?? at.getTime()) + windowMs;
    return {
      which: keysToCount[over]?.key ?? '',
      retryAfterSeconds: Math.max(1, Math.ceil((ends - at.getTime()) / 1000)),
    };
  }

  async function mailToken(customerId: number, purpose: AccountTokenPurpose, lifetimeMs: number) {
    const token = newToken();
    await accounts.addToken({
      tokenHash: sha256(token),
      customerId,
      purpose,
      expiresAt: new Date(now() + lifetimeMs),
    });
    return token;
  }

  const signedIn = (customer: CustomerRecord, generation = customer.sessionGeneration) => ({
    customerId: customer.id,
    generation,
  });

  async function newRecoveryCodeSet() {
    const codes = newRecoveryCodes();
    return { codes, hashes: codes.map((code) => hashRecoveryCode(code, keys.recoveryKey)) };
  }

  /** The second step's check of one code, by its method; the lock is the caller's. */
  async function codeIsRight(
    customer: CustomerRecord,
    method: TwoFactorMethod,
    code: string,
    tokenHash: string,
  ): Promise<boolean> {
    if (method === 'totp') {
      if (!customer.totpSecret) return false;
      const secret = decryptSecret(customer.totpSecret, keys.secretsKey);
      const step = matchingTotpStep(secret, code, now());
      return step !== null && (await accounts.acceptTotpStep(customer.id, step));
    }
    if (method === 'backup-codes') {
      return accounts.useRecoveryCode(
        customer.id,
        hashRecoveryCode(code, keys.recoveryKey),
        new Date(now()),
      );
    }
    const pending = await accounts.findPendingLogin(tokenHash, new Date(now()));
    if (!pending?.emailCodeHash || !pending.emailCodeExpiresAt) return false;
    if (pending.emailCodeExpiresAt.getTime() <= now()) return false;
    return sameHash(pending.emailCodeHash, sha256(code));
  }

  const methodsOf = (customer: CustomerRecord): readonly TwoFactorMethod[] =>
    customer.totpSecret ? TWO_FACTOR_METHODS : [];

  return {
    rules: ACCOUNT_RULES,

    /** The keyed hash of an address, as the limits count it (the same as a stored entry's). */
    addressHashOf: (address: string) => hashAddress(address, options.secret),

    /** Registers an account; the caller signs the new customer in. */
    async register(input: {
      email: unknown;
      password: unknown;
    }): Promise<
      { ok: true; customerId: number; generation: number } | { ok: false; errors: FieldErrors }
    > {
      const errors: FieldErrors = {};
      const email = emailSchema.safeParse(input.email);
      if (!email.success)
        errors.email = email.error.issues[0]?.message ?? 'Please enter a valid email address.';
      const password = typeof input.password === 'string' ? input.password : '';
      const weak = password === '' ? 'Please choose a password.' : validatePassword(password, {});
      if (weak) errors.password = weak;
      if (password.length > 256)
        errors.password = 'Please choose a password of at most 256 characters.';
      if (!email.success || Object.keys(errors).length > 0) return { ok: false, errors };
      const created = await accounts.create(email.data, await hashPassword(password));
      if (!created) return { ok: false, errors: { email: ACCOUNT_MESSAGES.emailTaken } };
      return { ok: true, customerId: created.id, generation: 0 };
    },

    /**
     * Step 1 of a login: the password. Limited per account and per address (counted before the
     * password is checked, so guessing costs attempts whatever the answer); one message for a
     * wrong email and a wrong password; with two-factor on, a pending login instead of a session.
     */
    async beginLogin(input: {
      email: unknown;
      password: unknown;
      /** The keyed hash of the visitor's address (`visitor.ipHash`, `addressHashOf`). */
      addressHash: string;
      redirectTo?: unknown;
    }): Promise<LoginOutcome> {
      const email =
        typeof input.email === 'string' ? input.email.trim().toLowerCase().slice(0, 254) : '';
      const password = typeof input.password === 'string' ? input.password.slice(0, 256) : '';
      if (email === '' || password === '')
        return { kind: 'refused', message: ACCOUNT_MESSAGES.incorrect };
      const limited = await hitLimit(
        [
          {
            key: `login-account:${hashAddress(email, options.secret)}`,
            max: ACCOUNT_RULES.loginsPerAccount,
          },
          { key: `login-address:${input.addressHash}`, max: ACCOUNT_RULES.loginsPerAddress },
        ],
        ACCOUNT_RULES.loginWindowMs,
      );
      if (limited) {
        const minutes = Math.ceil(limited.retryAfterSeconds / 60);
        const whose = limited.which.startsWith('login-account')
          ? 'this account'
          : 'your network address';
        return {
          kind: 'limited',
          retryAfterSeconds: limited.retryAfterSeconds,
          message: `Too many sign-in attempts for ${whose}. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
        };
      }
      const customer = await accounts.findByEmail(email);
      const right = await verifyPasswordOfAccount(password, customer?.passwordHash);
      if (!customer || !right) return { kind: 'refused', message: ACCOUNT_MESSAGES.incorrect };
      const redirectTo = safeRedirect(input.redirectTo);
      const methods = methodsOf(customer);
      if (methods.length === 0) return { kind: 'signed-in', ...signedIn(customer), redirectTo };
      const token = newToken();
      await accounts.addPendingLogin({
        tokenHash: sha256(token),
        customerId: customer.id,
        redirectTo,
        expiresAt: new Date(now() + ACCOUNT_RULES.pendingLoginMs),
      });
      return { kind: 'two-factor', token, method: 'totp', methods, lostUrl: lostUrlOf(token) };
    },

    /**
     * Step 2: the code, checked against the pending login the token names (never the password
     * again). Five wrong codes lock the step for 15 minutes; the right one ends the pending login.
     */
    async completeLogin(input: {
      token: string;
      method: TwoFactorMethod;
      code: string;
    }): Promise<SecondStepOutcome> {
      const at = new Date(now());
      const tokenHash = sha256(input.token);
      const pending = await accounts.findPendingLogin(tokenHash, at);
      if (!pending) return { kind: 'invalid', message: ACCOUNT_MESSAGES.loginExpired };
      const customer = await accounts.findById(pending.customerId);
      if (!customer || !methodsOf(customer).includes(input.method)) {
        return { kind: 'invalid', message: ACCOUNT_MESSAGES.methodUnavailable };
      }
      if (customer.twoFactorLockedUntil && customer.twoFactorLockedUntil > at) {
        const minutes = minutesUntil(customer.twoFactorLockedUntil, at.getTime());
        return {
          kind: 'invalid',
          message: `Too many wrong codes. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
        };
      }
      if (!(await codeIsRight(customer, input.method, input.code, tokenHash))) {
        const locked = await accounts.recordTwoFactorFailure(
          customer.id,
          ACCOUNT_RULES.wrongCodesBeforeLock,
          ACCOUNT_RULES.lockMs,
          at,
        );
        return {
          kind: 'invalid',
          message: locked
            ? `Too many wrong codes. Please try again in ${minutesUntil(locked, at.getTime())} minutes.`
            : ACCOUNT_MESSAGES.codeWrong,
        };
      }
      // Single use: of two requests with the right code, only one ends the pending login.
      if (!(await accounts.consumePendingLogin(tokenHash, at))) {
        return { kind: 'invalid', message: ACCOUNT_MESSAGES.loginExpired };
      }
      await accounts.clearTwoFactorFailures(customer.id);
      return {
        kind: 'signed-in',
        ...signedIn(customer),
        redirectTo: pending.redirectTo,
        secondFactor: true,
      };
    },

    /** TFA-006, TFA-007: mails a code for a pending login, at once and on resend (limited). */
    async sendEmailCode(token: string): Promise<{ success: boolean; message: string }> {
      const at = new Date(now());
      const tokenHash = sha256(token);
      const pending = await accounts.findPendingLogin(tokenHash, at);
      if (!pending) return { success: false, message: ACCOUNT_MESSAGES.loginExpired };
      const customer = await accounts.findById(pending.customerId);
      if (!customer) return { success: false, message: ACCOUNT_MESSAGES.loginExpired };
      const code = newMailedCode();
      const recorded = await accounts.setEmailCode(
        tokenHash,
        { hash: sha256(code), expiresAt: new Date(at.getTime() + ACCOUNT_RULES.mailedCodeMs) },
        {
          maxSends: ACCOUNT_RULES.mailedCodesPerLogin,
          minIntervalMs: ACCOUNT_RULES.mailedCodeIntervalMs,
        },
        at,
      );
      if (!recorded) {
        const limitReached = pending.emailCodesSent >= ACCOUNT_RULES.mailedCodesPerLogin;
        return {
          success: false,
          message: limitReached ? ACCOUNT_MESSAGES.codeMailLimit : ACCOUNT_MESSAGES.codeMailWait,
        };
      }
      await mailer.signInCode(customer.email, code);
      return { success: true, message: ACCOUNT_MESSAGES.codeMailed };
    },

    /**
     * TFA-008: the lost-device link. With a live pending login, mails (once per pending login) a
     * single-use link that signs in and turns two-factor off. The answer is the same message
     * whether or not a mail went out this time.
     */
    async lostDevice(
      token: string,
      addressHash: string,
    ): Promise<{ success: boolean; message: string; limited?: number }> {
      const limited = await hitLimit(
        [{ key: `lost-device:${addressHash}`, max: ACCOUNT_RULES.mailRequestsPerAddress }],
        ACCOUNT_RULES.loginWindowMs,
      );
      if (limited) {
        return {
          success: false,
          limited: limited.retryAfterSeconds,
          message: `Too many requests. Please try again in ${Math.ceil(limited.retryAfterSeconds / 60)} minutes.`,
        };
      }
      const at = new Date(now());
      const tokenHash = sha256(token);
      const pending = await accounts.findPendingLogin(tokenHash, at);
      if (!pending) return { success: false, message: ACCOUNT_MESSAGES.loginExpired };
      if (await accounts.markLostDeviceMailed(tokenHash, at)) {
        const customer = await accounts.findById(pending.customerId);
        if (customer) {
          const link = await mailToken(customer.id, 'lost-device', ACCOUNT_RULES.lostDeviceMs);
          await mailer.lostDevice(customer.email, link);
        }
      }
      return { success: true, message: ACCOUNT_MESSAGES.lostDevice };
    },

    /** The lost-device mail's link: signs in once and turns two-factor login off. */
    async useLostDeviceLink(key: string) {
      const customerId = await accounts.consumeToken(sha256(key), 'lost-device', new Date(now()));
      if (customerId === undefined) return undefined;
      const customer = await accounts.findById(customerId);
      if (!customer) return undefined;
      await accounts.disableTotp(customer.id);
      await mailer.twoFactorOff(customer.email);
      return signedIn(customer);
    },

    /** Always the same answer, whether or not the address has an account. */
    async requestPasswordReset(
      emailInput: unknown,
      addressHash: string,
    ): Promise<{ message: string; limited?: number }> {
      const limited = await hitLimit(
        [{ key: `password-reset:${addressHash}`, max: ACCOUNT_RULES.mailRequestsPerAddress }],
        ACCOUNT_RULES.loginWindowMs,
      );
      if (limited) {
        return {
          limited: limited.retryAfterSeconds,
          message: `Too many requests. Please try again in ${Math.ceil(limited.retryAfterSeconds / 60)} minutes.`,
        };
      }
      const email = emailSchema.safeParse(emailInput);
      if (email.success) {
        const customer = await accounts.findByEmail(email.data);
        if (customer) {
          const token = await mailToken(
            customer.id,
            'password-reset',
            ACCOUNT_RULES.passwordResetMs,
          );
          await mailer.passwordReset(customer.email, token);
        }
      }
      return { message: ACCOUNT_MESSAGES.resetRequested };
    },

    async resetKeyIsLive(key: string): Promise<boolean> {
      return (
        /^[A-Za-z0-9_-]{43}$/.test(key) &&
        accounts.tokenIsLive(sha256(key), 'password-reset', new Date(now()))
      );
    },

    /** A new password by the mailed link: the link is used up, every session of the account ends. */
    async resetPassword(
      key: string,
      password: unknown,
    ): Promise<
      | { ok: true; customerId: number; generation: number }
      | { ok: false; errors: FieldErrors; message?: string }
    > {
      const text = typeof password === 'string' ? password : '';
      const weak = text === '' ? 'Please choose a password.' : validatePassword(text, {});
      if (weak) return { ok: false, errors: { password: weak } };
      if (!/^[A-Za-z0-9_-]{43}$/.test(key))
        return { ok: false, errors: {}, message: ACCOUNT_MESSAGES.resetLinkInvalid };
      const customerId = await accounts.consumeToken(
        sha256(key),
        'password-reset',
        new Date(now()),
      );
      if (customerId === undefined)
        return { ok: false, errors: {}, message: ACCOUNT_MESSAGES.resetLinkInvalid };
      const generation = await accounts.setPassword(customerId, await hashPassword(text));
      return { ok: true, customerId, generation };
    },

    /**
     * The account a session's record names, if it still holds: the account exists and its
     * generation has not moved on (a password change or reset elsewhere ends this session).
     */
    async current(record: unknown): Promise<CustomerRecord | undefined> {
      const parsed = signedInSchema.safeParse(record);
      if (!parsed.success) return undefined;
      const customer = await accounts.findById(parsed.data.customerId);
      if (!customer || customer.sessionGeneration !== parsed.data.generation) return undefined;
      return customer;
    },

    async changePassword(
      customer: CustomerRecord,
      current: unknown,
      next: unknown,
    ): Promise<{ ok: true; generation: number } | { ok: false; errors: FieldErrors }> {
      const right = await verifyPasswordOfAccount(
        typeof current === 'string' ? current : '',
        customer.passwordHash,
      );
      if (!right)
        return { ok: false, errors: { current_password: 'Your current password is not right.' } };
      const text = typeof next === 'string' ? next : '';
      const weak = text === '' ? 'Please choose a new password.' : validatePassword(text, {});
      if (weak) return { ok: false, errors: { new_password: weak } };
      return {
        ok: true,
        generation: await accounts.setPassword(customer.id, await hashPassword(text)),
      };
    },

    /** The account page: orders, two-factor state, unused recovery codes, claimable guest orders. */
    async overview(customer: CustomerRecord) {
      const [orders, recoveryCodesLeft, guestOrders] = await Promise.all([
        accounts.ordersOf(customer.id),
        accounts.unusedRecoveryCodes(customer.id),
        accounts.guestOrdersWithEmail(customer.email),
      ]);
      return {
        email: customer.email,
        memberSince: customer.createdAt.toISOString(),
        orders: orders.map((order) => ({
          ...order,
          number: options.orderNumber(order.id),
          createdAt: order.createdAt.toISOString(),
        })),
        twoFactorOn: customer.totpSecret !== null,
        recoveryCodesLeft,
        guestOrders,
      };
    },

    /** Two-factor set-up, step 1: a new secret kept (encrypted) until a first code confirms it. */
    async startTotpSetup(customer: CustomerRecord) {
      const secret = customer.totpPendingSecret
        ? decryptSecret(customer.totpPendingSecret, keys.secretsKey)
        : newTotpSecret();
      if (!customer.totpPendingSecret) {
        await accounts.setPendingTotpSecret(customer.id, encryptSecret(secret, keys.secretsKey));
      }
      const uri = totpUri(secret, customer.email);
      return { secret, uri, qrSvg: await qrCodeSvg(uri) };
    },

    /** Step 2: the first code confirms the secret; answers the ten recovery codes, shown once. */
    async confirmTotpSetup(
      customer: CustomerRecord,
      code: string,
    ): Promise<{ ok: true; recoveryCodes: string[] } | { ok: false; message: string }> {
      if (!customer.totpPendingSecret)
        return { ok: false, message: 'Please start the set-up again.' };
      const secret = decryptSecret(customer.totpPendingSecret, keys.secretsKey);
      const step = matchingTotpStep(secret, code.replace(/\s+/g, ''), now());
      if (step === null) return { ok: false, message: ACCOUNT_MESSAGES.codeWrong };
      const { codes, hashes } = await newRecoveryCodeSet();
      await accounts.enableTotp(customer.id, encryptSecret(secret, keys.secretsKey), step, hashes);
      return { ok: true, recoveryCodes: codes };
    },

    /** Turning two-factor off takes a current code from the app (or a recovery code). */
    async disableTotp(
      customer: CustomerRecord,
      code: string,
    ): Promise<{ ok: boolean; message: string }> {
      const cleaned = code.replace(/\s+/g, '');
      const method: TwoFactorMethod = /^\d{6}$/.test(cleaned) ? 'totp' : 'backup-codes';
      if (!(await codeIsRight(customer, method, cleaned, ''))) {
        return { ok: false, message: ACCOUNT_MESSAGES.codeWrong };
      }
      await accounts.disableTotp(customer.id);
      await mailer.twoFactorOff(customer.email);
      return { ok: true, message: 'Two-factor login is off.' };
    },

    /** New recovery codes (the old ones stop working), confirmed by a current app code. */
    async regenerateRecoveryCodes(
      customer: CustomerRecord,
      code: string,
    ): Promise<{ ok: true; recoveryCodes: string[] } | { ok: false; message: string }> {
      if (!(await codeIsRight(customer, 'totp', code.replace(/\s+/g, ''), ''))) {
        return { ok: false, message: ACCOUNT_MESSAGES.codeWrong };
      }
      const { codes, hashes } = await newRecoveryCodeSet();
      await accounts.replaceRecoveryCodes(customer.id, hashes);
      return { ok: true, recoveryCodes: codes };
    },

    /** Mails the link that confirms the email address and claims its guest orders. */
    async requestClaim(customer: CustomerRecord): Promise<{ message: string }> {
      const count = await accounts.guestOrdersWithEmail(customer.email);
      if (count === 0) return { message: 'There are no earlier orders to add.' };
      const token = await mailToken(customer.id, 'claim-orders', ACCOUNT_RULES.claimMs);
      await mailer.claimOrders(customer.email, token, count);
      return {
        message: `We sent a link to ${customer.email}. Open it to add your earlier orders.`,
      };
    },

    /** The claim link: adds the guest orders of the account's (now confirmed) address. */
    async claimOrders(
      customer: CustomerRecord,
      key: string,
    ): Promise<{ ok: boolean; message: string }> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(key))
        return { ok: false, message: ACCOUNT_MESSAGES.resetLinkInvalid };
      const owner = await accounts.consumeToken(sha256(key), 'claim-orders', new Date(now()));
      if (owner !== customer.id) return { ok: false, message: ACCOUNT_MESSAGES.resetLinkInvalid };
      const claimed = await accounts.claimGuestOrders(customer.id, customer.email);
      return {
        ok: true,
        message: `${claimed} earlier ${claimed === 1 ? 'order was' : 'orders were'} added to your account.`,
      };
    },

    /** The checkout's collaborator: a new account for a buyer is made with the order itself. */
    hashPassword,

    async purgeExpired(at = new Date(now())) {
      await accounts.purgeExpired(at);
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
