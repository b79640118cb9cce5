import type { CaptchaConfig } from '../config/config';

export interface CaptchaOrigins {
  script: string[];
  frame: string[];
  connect: string[];
}

/**
 * The hosts a provider's widget script pulls its own parts from, besides the one it is loaded
 * from: reCAPTCHA's script comes from www.google.com and loads more from www.gstatic.com;
 * hCaptcha spreads over subdomains of hcaptcha.com.
 */
const COMPANION_ORIGINS: Record<string, string[]> = {
  'https://www.google.com': ['https://www.gstatic.com', 'https://www.recaptcha.net'],
  'https://www.recaptcha.net': ['https://www.gstatic.com'],
  'https://js.hcaptcha.com': ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
};

/**
 * Issue 15: what the CSP must allow for the configured remote captcha providers: the origin of
 * each widget script (and its companions) may run scripts, frame its challenge and be called.
 * Nothing is added for the self-hosted one: its widget and worker are files of this site.
 */
export function captchaOrigins(config: CaptchaConfig): CaptchaOrigins {
  const origins = new Set<string>();
  for (const remote of [config.recaptcha, config.recaptchaV3, config.hcaptcha]) {
    if (!remote) continue;
    const origin = new URL(remote.scriptUrl).origin;
    origins.add(origin);
    for (const companion of COMPANION_ORIGINS[origin] ?? []) origins.add(companion);
  }
  const list = [...origins];
  return { script: list, frame: list, connect: list };
}
