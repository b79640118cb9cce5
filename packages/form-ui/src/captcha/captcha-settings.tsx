import {
  CAPTCHA_CHALLENGE_PATH,
  type BotCheckConfig,
  type CaptchaProvider,
  type CaptchaWidgetConfig,
} from '@atelier/contracts/captcha-widgets';
import type { FieldOf } from '@atelier/form-engine/schema/fields';
import { createContext, useContext } from 'react';

/**
 * The site's captcha settings as a page hands them to its forms (issue 15): which provider, the
 * public site keys, where scripts and challenges come from, and the bot-check's kind. Public and
 * the same for every visitor, so a shared page can carry them.
 */
export interface CaptchaSettings {
  readonly widgets: CaptchaWidgetConfig;
  readonly botCheck?: BotCheckConfig;
}

/** A fresh install's settings: the self-hosted proof of work, which needs no key. */
export const SELF_HOSTED_CAPTCHA: CaptchaSettings = {
  widgets: { provider: 'altcha', altcha: { challengeUrl: CAPTCHA_CHALLENGE_PATH } },
  botCheck: { kind: 'altcha', challengeUrl: CAPTCHA_CHALLENGE_PATH },
};

export const CaptchaSettingsContext = createContext<CaptchaSettings>(SELF_HOSTED_CAPTCHA);

export function useCaptchaSettings(): CaptchaSettings {
  return useContext(CaptchaSettingsContext);
}

/**
 * The provider a field is shown with: the one it names when the site has it set up, else the
 * site's own (the server resolves it the same way, ADR 0014).
 */
export function shownProvider(
  field: FieldOf<'captcha'>,
  widgets: CaptchaWidgetConfig,
): CaptchaProvider {
  const wanted = field.provider;
  if (wanted === 'altcha') return 'altcha';
  if (wanted === 'recaptcha' && widgets.recaptcha) return 'recaptcha';
  if (wanted === 'hcaptcha' && widgets.hcaptcha) return 'hcaptcha';
  return widgets.provider;
}
