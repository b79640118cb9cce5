import { remoteVerifyAnswerSchema } from '@atelier/contracts/captcha';
import { refused, type CaptchaVerdict, type CaptchaVerifier } from './captcha-verdict';

export interface RemoteProviderOptions {
  /** `recaptcha` checks action and score when asked for an action (v3); `hcaptcha` sends its site key. */
  kind: 'recaptcha' | 'hcaptcha';
  siteKey: string;
  secret: string;
  verifyUrl: string;
  timeoutMs: number;
  /** reCAPTCHA v3: the lowest score that passes. */
  scoreThreshold?: number;
  fetch?: typeof fetch;
}

/** A token longer than this is no provider's (theirs are about 2 KB). */
const MAX_TOKEN_CHARACTERS = 8192;

/**
 * A reCAPTCHA- or hCaptcha-style provider, asked with one plain form-encoded POST to its
 * configured verify address (the `hcaptcha` package hard-codes its host, so tests could not run
 * it against a local fake). A timeout, a network error or an answer we cannot read is never a
 * pass: it is `unavailable`, which the visitor is told in words.
 */
export function remoteCaptchaProvider(options: RemoteProviderOptions): CaptchaVerifier {
  const send = options.fetch ?? fetch;
  return {
    async verify(token, remoteIp, action): Promise<CaptchaVerdict> {
      const response = token.trim();
      if (response === '') return refused('missing');
      if (response.length > MAX_TOKEN_CHARACTERS) return refused('invalid');
      const body = new URLSearchParams({ secret: options.secret, response, remoteip: remoteIp });
      if (options.kind === 'hcaptcha') body.set('sitekey', options.siteKey);
      let json: unknown;
      try {
        const answer = await send(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(options.timeoutMs),
          redirect: 'error',
        });
        if (!answer.ok) return refused('unavailable');
        json = await answer.json();
      } catch {
        return refused('unavailable');
      }
      const parsed = remoteVerifyAnswerSchema.safeParse(json);
      if (!parsed.success) return refused('unavailable');
      const verdict = parsed.data;
      if (!verdict.success) {
        const codes = verdict['error-codes'] ?? [];
        return refused(codes.includes('timeout-or-duplicate') ? 'expired' : 'invalid');
      }
      if (options.kind === 'recaptcha' && action !== undefined) {
        // CF-045: a v3 token says which action it was made for and how human it looked.
        if (verdict.action !== action) return refused('wrong-action');
        const threshold = options.scoreThreshold ?? 0.5;
        if (verdict.score === undefined || verdict.score < threshold) return refused('low-score');
        return { ok: true, score: verdict.score };
      }
      return { ok: true };
    },
  };
}
