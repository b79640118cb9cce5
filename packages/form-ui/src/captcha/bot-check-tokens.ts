// The bot-check's token makers, in their own chunk: loaded only by a form that has a bot-check.
import { solveChallengeWorkers, type Challenge } from 'altcha/lib';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import type { BotCheckConfig } from '@atelier/contracts/captcha-widgets';
import { loadScript, withQuery } from './provider-widget';

interface GrecaptchaV3 {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/**
 * CF-045: an invisible self-hosted check: a signed challenge that names the action, solved in
 * workers; the token is what the altcha widget would post (base64 of challenge and solution).
 */
async function altchaToken(challengeUrl: string, action: string): Promise<string> {
  const response = await fetch(withQuery(challengeUrl, { action }), {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`The bot-check challenge was refused (${response.status}).`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2)),
    createWorker: () => new Pbkdf2Worker(),
  });
  if (!solution) throw new Error('The bot-check challenge was not solved in time.');
  return btoa(JSON.stringify({ challenge, solution }));
}

/** CF-045: reCAPTCHA v3, `grecaptcha.execute(siteKey, { action })`, script from the configuration. */
async function recaptchaV3Token(siteKey: string, scriptUrl: string, action: string) {
  await loadScript(withQuery(scriptUrl, { render: siteKey }));
  const api = (window as unknown as { grecaptcha?: GrecaptchaV3 }).grecaptcha;
  if (!api) throw new Error('The reCAPTCHA script defined no grecaptcha.');
  await new Promise<void>((resolve) => api.ready(resolve));
  return api.execute(siteKey, { action });
}

export function botCheckToken(config: BotCheckConfig, action: string): Promise<string> {
  return config.kind === 'altcha'
    ? altchaToken(config.challengeUrl, action)
    : recaptchaV3Token(config.siteKey, config.scriptUrl, action);
}
