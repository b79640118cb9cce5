/*
 * Two-factor login on the wire (TFA-002…TFA-008, issue 15), named as @atelier/contracts/two-factor
 * names it (the server validates with those schemas). They are written out here so the browser
 * bundle carries no schema library; `two-factor-wire.test.tsx` checks they agree with the contract.
 * This module does no IO of its own: every call goes through the fetch it is handed.
 */

/** TFA-006, TFA-007: the action that mails a sign-in code for the pending login. */
export const FALLBACK_EMAIL_ACTION = 'forminator_2fa_fallback_email';

/** TFA-004, TFA-005: the ways to give the second factor; the app's code is the default. */
export const TWO_FACTOR_METHODS = ['totp', 'fallback-email', 'backup-codes'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];
export const DEFAULT_TWO_FACTOR_METHOD: TwoFactorMethod = 'totp';

/** The second step's own request keys, posted beside `action`, `form_id` and the nonce. */
export const TWO_FACTOR_FIELDS = {
  token: 'auth_token',
  method: 'auth_method',
  code: 'auth-code',
} as const;

/** TFA-002: the answer's `authentication` value that opens the dialog; TFA-003: a refused step. */
export const AUTHENTICATION_SHOW = 'show';
export const AUTHENTICATION_INVALID = 'invalid';

/** What a step-1 answer with `authentication: show` tells the dialog. */
export interface TwoFactorChallenge {
  /** The method the dialog opens with (TFA-004). */
  readonly method: TwoFactorMethod;
  /** Names the pending login on the server: all the second step carries (never the password). */
  readonly token: string;
  /** TFA-005: the methods this account can use, in the order the dialog lists them. */
  readonly methods: readonly TwoFactorMethod[];
  /** TFA-008: the lost-device link's address, as the server gave it ('' when none). */
  readonly lostUrl: string;
}

function isMethod(value: unknown): value is TwoFactorMethod {
  return TWO_FACTOR_METHODS.some((method) => method === value);
}

/**
 * TFA-002: reads the challenge out of a submit answer's `data`, field by field. Unknown methods in
 * `auth_nav` are left out; the opening method is always listed. `undefined` without a token, since
 * no second step could then be sent.
 */
export function readTwoFactorChallenge(
  data: Readonly<Record<string, unknown>>,
): TwoFactorChallenge | undefined {
  const token = data.auth_token;
  if (typeof token !== 'string' || token === '') return undefined;
  const method = isMethod(data.auth_method) ? data.auth_method : DEFAULT_TWO_FACTOR_METHOD;
  const listed =
    typeof data.auth_nav === 'string'
      ? data.auth_nav
          .split(',')
          .map((name) => name.trim())
          .filter(isMethod)
      : [];
  const methods = [...new Set([method, ...listed])];
  // Listed in the order the server gave, the opening method first only when it was not listed.
  const ordered = listed.includes(method) ? [...new Set(listed)] : methods;
  const lostUrl = typeof data.lost_url === 'string' ? data.lost_url : '';
  return { method, token, methods: ordered, lostUrl };
}

/**
 * TFA-008: the lost-device address, when it is one of this site's http(s) addresses; anything
 * else (another site, `javascript:`) is not offered, whatever the answer said.
 */
export function sameOriginUrl(address: string, base: string): string | undefined {
  if (address === '') return undefined;
  try {
    const url = new URL(address, base);
    const origin = new URL(base).origin;
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) {
      return undefined;
    }
    return url.href;
  } catch {
    return undefined;
  }
}

export interface TwoFactorStep {
  readonly action: string;
  readonly formId: number;
  readonly nonceField: string;
  readonly nonce: string;
  readonly token: string;
  readonly method: TwoFactorMethod;
  readonly code: string;
}

/**
 * TFA-002: the second step's body: the form's submit action, its id, the nonce and the three
 * two-factor fields, and nothing else: the password (and every other field) stays in the form.
 */
export function twoFactorStepBody(step: TwoFactorStep): FormData {
  const body = new FormData();
  body.set('action', step.action);
  body.set('form_id', String(step.formId));
  body.set(step.nonceField, step.nonce);
  body.set(TWO_FACTOR_FIELDS.token, step.token);
  body.set(TWO_FACTOR_FIELDS.method, step.method);
  body.set(TWO_FACTOR_FIELDS.code, step.code);
  return body;
}

/** TFA-006: `data` is JSON text holding the token, as the original form builder sends it. */
export function fallbackEmailBody(token: string, nonceField: string, nonce: string): FormData {
  const body = new FormData();
  body.set('action', FALLBACK_EMAIL_ACTION);
  body.set('data', JSON.stringify({ token }));
  body.set(nonceField, nonce);
  return body;
}

/** The answer of the fallback email and lost-device calls (TFA-006…TFA-008). */
export type TwoFactorNotice =
  | { readonly kind: 'answered'; readonly success: boolean; readonly message: string }
  /** No answer, or one that is not `{ success, data: { message } }`. */
  | { readonly kind: 'failed' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads `{ success, data: { message } }` field by field. */
export function readTwoFactorNotice(body: unknown): TwoFactorNotice {
  if (!isRecord(body) || typeof body.success !== 'boolean' || !isRecord(body.data)) {
    return { kind: 'failed' };
  }
  const { message } = body.data;
  if (typeof message !== 'string') return { kind: 'failed' };
  return { kind: 'answered', success: body.success, message };
}

async function noticeOf(request: () => Promise<Response>): Promise<TwoFactorNotice> {
  let response: Response;
  try {
    response = await request();
  } catch {
    return { kind: 'failed' };
  }
  try {
    return readTwoFactorNotice(await response.json());
  } catch {
    return { kind: 'failed' };
  }
}

/** TFA-006, TFA-007: asks the server to mail a code for the pending login; never throws. */
export function requestFallbackEmail(
  endpoint: string,
  body: FormData,
  fetchImpl: typeof fetch = fetch,
): Promise<TwoFactorNotice> {
  return noticeOf(() =>
    fetchImpl(endpoint, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    }),
  );
}

/** TFA-008: a GET of the lost-device link's own address; never throws. */
export function requestLostDevice(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<TwoFactorNotice> {
  return noticeOf(() =>
    fetchImpl(url, {
      method: 'GET',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    }),
  );
}
