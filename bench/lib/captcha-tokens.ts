import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { fetchPatiently } from './load';

/** Where the self-hosted captcha hands out challenges (ADR 0014). */
const CHALLENGE_PATH = '/api/captcha/challenge';

/**
 * The server settings a write bench runs with when it posts a form with a captcha: the
 * derivation cost stays the site's default (1000), so the server's check costs what it costs a
 * visitor's submit, but the answer is among the first few counters, so the bench can solve
 * thousands of challenges up front in seconds instead of a visitor's second or two each.
 */
export const CHEAP_CAPTCHA_ENV = { ALTCHA_MAX_COUNTER: '4' } as const;

/**
 * A solved self-hosted captcha token for `action`, as the altcha widget posts it: a fresh
 * challenge from the site's route, really solved (the proof of work done here, not forged).
 */
export async function solvedCaptchaToken(origin: string, action: string): Promise<string> {
  const response = await fetchPatiently(
    `${origin}${CHALLENGE_PATH}?action=${encodeURIComponent(action)}`,
    { signal: AbortSignal.timeout(30_000) },
  );
  if (!response.ok) throw new Error(`The captcha challenge route answered ${response.status}.`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error(`The bench could not solve a "${action}" challenge.`);
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** `count` solved tokens for `action`, fetched and solved a few at a time. */
export async function solvedCaptchaTokens(
  origin: string,
  action: string,
  count: number,
): Promise<string[]> {
  const tokens: string[] = [];
  const inFlight = 8;
  while (tokens.length < count) {
    const batch = Math.min(inFlight, count - tokens.length);
    tokens.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () => solvedCaptchaToken(origin, action)),
      )),
    );
  }
  return tokens;
}
