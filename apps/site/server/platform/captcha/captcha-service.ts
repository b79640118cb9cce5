import {
  CAPTCHA_CHALLENGE_PATH,
  type BotCheckConfig,
  type CaptchaProvider,
  type CaptchaWidgetConfig,
} from '@atelier/contracts/captcha-widgets';
import type { CaptchaChallengeRepository } from '@atelier/db/repositories/captcha-challenges';
import type { CaptchaConfig } from '../config/config';
import { altchaProvider } from './altcha-provider';
import { refused, type CaptchaVerdict, type CaptchaVerifier } from './captcha-verdict';
import { remoteCaptchaProvider } from './remote-provider';

/** A form field's provider choice: a named provider, or the site's own (`default`). */
export type FieldCaptchaProvider = CaptchaProvider | 'default';

export interface CaptchaServiceOptions {
  spent: CaptchaChallengeRepository;
  /** The remote providers' HTTP client (tests may hand in their own); the global fetch else. */
  fetch?: typeof fetch;
  now?: () => Date;
}

/**
 * The site's captchas (issue 15, ADR 0014): the self-hosted proof of work (always there, the
 * default on a fresh install) and the remote providers whose keys are configured, behind one
 * `verify(token, remoteIp, action)`. Built once by the composition root; the forms room asks it
 * through the `FormCaptchas` collaborator, the page loaders for the public widget settings.
 */
export function captchaService(config: CaptchaConfig, options: CaptchaServiceOptions) {
  const altcha = altchaProvider({
    hmacKey: config.altcha.hmacKey,
    cost: config.altcha.cost,
    maxCounter: config.altcha.maxCounter,
    ttlSeconds: config.challengeTtlSeconds,
    spent: options.spent,
    now: options.now,
  });
  const remote = (kind: 'recaptcha' | 'hcaptcha', keys: CaptchaConfig['recaptcha']) =>
    keys &&
    remoteCaptchaProvider({
      kind,
      siteKey: keys.siteKey,
      secret: keys.secret,
      verifyUrl: keys.verifyUrl,
      timeoutMs: config.verifyTimeoutMs,
      scoreThreshold: config.scoreThreshold,
      fetch: options.fetch,
    });
  const providers: Record<CaptchaProvider, CaptchaVerifier | undefined> = {
    altcha,
    recaptcha: remote('recaptcha', config.recaptcha),
    hcaptcha: remote('hcaptcha', config.hcaptcha),
  };
  const botCheckProvider = remote('recaptcha', config.recaptchaV3) ?? altcha;

  /**
   * The provider a field really uses: the one it names when that one is set up here, else the
   * site's default. A form copied from a site with reCAPTCHA keys still gets a working captcha
   * on one without them, rather than a widget nobody can complete (ADR 0014).
   */
  const resolve = (wanted: FieldCaptchaProvider): CaptchaProvider =>
    wanted !== 'default' && providers[wanted] !== undefined ? wanted : config.provider;

  const widgetConfig: CaptchaWidgetConfig = {
    provider: config.provider,
    altcha: { challengeUrl: CAPTCHA_CHALLENGE_PATH },
    ...(config.recaptcha && {
      recaptcha: { siteKey: config.recaptcha.siteKey, scriptUrl: config.recaptcha.scriptUrl },
    }),
    ...(config.hcaptcha && {
      hcaptcha: { siteKey: config.hcaptcha.siteKey, scriptUrl: config.hcaptcha.scriptUrl },
    }),
  };
  const botCheck: BotCheckConfig = config.recaptchaV3
    ? {
        kind: 'recaptcha-v3',
        siteKey: config.recaptchaV3.siteKey,
        scriptUrl: config.recaptchaV3.scriptUrl,
      }
    : { kind: 'altcha', challengeUrl: CAPTCHA_CHALLENGE_PATH };

  return {
    /** What a page shows the browser: public, the same for every visitor. */
    widgetConfig(): CaptchaWidgetConfig {
      return widgetConfig;
    },

    botCheckConfig(): BotCheckConfig {
      return botCheck;
    },

    resolveProvider: resolve,

    /** A fresh self-hosted challenge for one action (the challenge route). */
    challenge(action: string) {
      return altcha.challenge(action);
    },

    /** CAP-003: a form field's token, checked by the provider the field uses. */
    async verifyField(
      wanted: FieldCaptchaProvider,
      token: string,
      remoteIp: string,
      action: string,
    ): Promise<CaptchaVerdict> {
      const provider = resolve(wanted);
      const verifier = providers[provider];
      if (!verifier) return refused('unavailable');
      // A remote v2 token names no action; the self-hosted one must be a field's challenge.
      return verifier.verify(token, remoteIp, provider === 'altcha' ? action : undefined);
    },

    /** CF-045…CF-049: the bot-check's token for `action`, with its score when reCAPTCHA v3. */
    verifyBotCheck(token: string, remoteIp: string, action: string): Promise<CaptchaVerdict> {
      return botCheckProvider.verify(token, remoteIp, action);
    },
  };
}

export type CaptchaService = ReturnType<typeof captchaService>;
