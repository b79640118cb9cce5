import { z } from 'zod';
import { FORM_NONCE_FIELD } from './forms';

/**
 * Two-factor login (TFA, issue 15): the wire contract between a login form's runtime in the
 * browser and the accounts service. Names follow the original form builder where the spec gives
 * them (`authentication`, `auth_method`, `auth_token`, `auth_nav`, `lost_url`,
 * `forminator_2fa_fallback_email`); the rest is ours.
 *
 * The flow:
 * 1. The login form submits email and password with the usual submit action
 *    (`forminator_submit_form_custom-forms`). For an account with two-factor login on, the answer
 *    is `{ success: true, data: { authentication: 'show', auth_method, auth_token, auth_nav,
 *    lost_url, message } }`: no session is signed in yet. `auth_token` names a random, single-use,
 *    short-lived pending login kept on the server; it is all the second step carries (never the
 *    password again).
 * 2. The dialog submits the same action with `form_id`, the nonce and the second-step fields
 *    below. Right: the usual success answer (a redirect to the account page). Wrong, expired or
 *    locked: `{ success: false, data: { authentication: 'invalid', message } }`.
 */
export const TWO_FACTOR_ACTIONS = {
  /** TFA-006, TFA-007: mails a sign-in code for the pending login, at once and on resend. */
  fallbackEmail: 'forminator_2fa_fallback_email',
  /** TFA-008: the lost-device link's own address is a GET of this action with the token. */
  lostDevice: 'forminator_2fa_lost_device',
} as const;

/**
 * TFA-004, TFA-005: the ways to give the second factor. The code from an authenticator app is
 * the default; a code mailed to the account's address and a single-use recovery code are chosen
 * by link.
 */
export const TWO_FACTOR_METHODS = ['totp', 'fallback-email', 'backup-codes'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];
export const twoFactorMethodSchema = z.enum(TWO_FACTOR_METHODS, {
  error: `must be one of ${TWO_FACTOR_METHODS.join(', ')}`,
});

/** The `authentication` values of a submit answer (TFA-002, TFA-003). */
export const AUTHENTICATION_SHOW = 'show';
export const AUTHENTICATION_INVALID = 'invalid';

/** The request keys of the second step, as the dialog posts them beside `form_id` and the nonce. */
export const TWO_FACTOR_FIELDS = {
  token: 'auth_token',
  method: 'auth_method',
  code: 'auth-code',
} as const;

/** A pending login's token: 32 random bytes in base64url (43 characters). */
export const authTokenSchema = z
  .string({ error: 'is missing' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'is not a sign-in token' });

/**
 * The second step's own fields (the rest of the body is the submit's `action`, `form_id` and
 * nonce). A code is digits for the app and the mail, and a recovery code is letters and digits
 * with an optional dash; spaces a visitor typed are ignored.
 */
export const twoFactorStepSchema = z.object({
  [TWO_FACTOR_FIELDS.token]: authTokenSchema,
  [TWO_FACTOR_FIELDS.method]: twoFactorMethodSchema,
  [TWO_FACTOR_FIELDS.code]: z
    .string({ error: 'is missing' })
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'Please enter the code.' })
        .max(32, { error: 'That is not a code we sent or showed you.' })
        .regex(/^[A-Za-z0-9-]+$/, { error: 'A code has only letters, digits and dashes.' }),
    ),
});
export type TwoFactorStep = z.infer<typeof twoFactorStepSchema>;

/** The extra data of an answer that opens the dialog (step 1 for an account with 2FA on). */
export const twoFactorChallengeSchema = z.object({
  authentication: z.literal(AUTHENTICATION_SHOW),
  /** The method the dialog opens with: always `totp` (TFA-004) unless the account has no app. */
  auth_method: twoFactorMethodSchema,
  auth_token: authTokenSchema,
  /** The methods this account can use, comma-separated, in the order the dialog lists them. */
  auth_nav: z.string(),
  /** The lost-device link's address (TFA-008): a GET of it answers `{ success, data: { message } }`. */
  lost_url: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/**
 * TFA-006: `data` is JSON text holding the token, as the original sends it:
 * `action=forminator_2fa_fallback_email&data={"token":"…"}&forminator_nonce=…`.
 */
export const fallbackEmailRequestSchema = z.object({
  action: z.literal(TWO_FACTOR_ACTIONS.fallbackEmail),
  data: z
    .string({ error: 'is missing' })
    .max(1024, { error: 'is too long' })
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'is not JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.object({ token: authTokenSchema })),
  [FORM_NONCE_FIELD]: z.string({ error: 'is missing' }),
});

/** TFA-008: the lost-device link's query. */
export const lostDeviceRequestSchema = z.object({
  action: z.literal(TWO_FACTOR_ACTIONS.lostDevice),
  token: authTokenSchema,
});

/** TFA-006, TFA-008: both answers carry a message the dialog shows as text. */
export const twoFactorNoticeAnswerSchema = z.object({
  success: z.boolean(),
  data: z.object({ message: z.string() }),
});
export type TwoFactorNoticeAnswer = z.infer<typeof twoFactorNoticeAnswerSchema>;
