// Issue 15: what the browser needs to show a captcha and run the bot-check. No zod here: the
// form widgets import these names, and a value import of zod would grow every form page's bundle.

/** CAP-001: the captcha providers a site can use. `altcha` is self-hosted proof of work. */
export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'hcaptcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** Where the browser fetches a self-hosted proof-of-work challenge (GET, no-store, rate-limited). */
export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge';

/**
 * The action a form captcha field's self-hosted challenge carries, so a bot-check token (action
 * `contactform`) cannot stand in for a field's captcha, nor the other way round.
 */
export const FIELD_CAPTCHA_ACTION = 'captcha';

/** reCAPTCHA's own rule for action names: letters, digits, slashes and underscores. */
export const CAPTCHA_ACTION_PATTERN = /^[A-Za-z0-9_/]{1,64}$/;

/** The original names a widget's token is posted under; the server accepts them too. */
export const ORIGINAL_RESPONSE_FIELDS = {
  recaptcha: 'g-recaptcha-response',
  hcaptcha: 'h-captcha-response',
} as const;

/** A remote provider's public half: the site key and where its widget script comes from. */
export interface RemoteCaptchaWidget {
  readonly siteKey: string;
  readonly scriptUrl: string;
}

/**
 * The site's captcha settings as every page may show them: public, the same for every visitor
 * (no secret, no per-visitor challenge), so they can sit in a shared, cached page.
 */
export interface CaptchaWidgetConfig {
  /** The site's default provider: a field whose provider is `default` (or not set up) uses it. */
  readonly provider: CaptchaProvider;
  /** Self-hosted proof of work: always available, it needs no third party. */
  readonly altcha: { readonly challengeUrl: string };
  /** Present when reCAPTCHA keys are configured (v2 checkbox or invisible). */
  readonly recaptcha?: RemoteCaptchaWidget;
  /** Present when hCaptcha keys are configured. */
  readonly hcaptcha?: RemoteCaptchaWidget;
}

/**
 * CF-045…CF-049: the v3-style bot-check of the contact page. reCAPTCHA v3 when its keys are
 * configured, otherwise an invisible self-hosted proof of work whose challenge names the action.
 */
export type BotCheckConfig =
  | { readonly kind: 'altcha'; readonly challengeUrl: string }
  | { readonly kind: 'recaptcha-v3'; readonly siteKey: string; readonly scriptUrl: string };
