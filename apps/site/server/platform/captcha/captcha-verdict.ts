/**
 * What a captcha check says (issue 15): `ok`, or why not. Every provider answers in these terms,
 * so the forms room words a refusal without knowing which provider spoke.
 */
export type CaptchaVerdict =
  | { readonly ok: true; readonly score?: number }
  | { readonly ok: false; readonly reason: CaptchaRefusal };

export type CaptchaRefusal =
  /** No token at all. */
  | 'missing'
  /** Malformed, wrong signature, wrong solution or refused by the provider. */
  | 'invalid'
  | 'expired'
  /** A self-hosted challenge answered before (single use). */
  | 'replayed'
  /** A token made for another action (a bot-check token offered as a field's captcha…). */
  | 'wrong-action'
  /** reCAPTCHA v3: below the score threshold. */
  | 'low-score'
  /** The provider did not answer in time, or not in words we read: never taken as a pass. */
  | 'unavailable';

/** The visitor-facing words for a provider that could not be asked (never a 500). */
export const CAPTCHA_UNAVAILABLE_MESSAGE =
  'The spam check could not be completed just now. Please wait a moment and send the form again.';

export const refused = (reason: CaptchaRefusal): CaptchaVerdict => ({ ok: false, reason });

/** The one operation every provider offers (the issue's `verify(token, remoteIp, action)`). */
export interface CaptchaVerifier {
  verify(token: string, remoteIp: string, action?: string): Promise<CaptchaVerdict>;
}
