import { FIELD_CAPTCHA_ACTION } from '@atelier/contracts/captcha-widgets';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Anything that hands out self-hosted challenges: the captcha service, or the app's route. */
export type ChallengeSource = (action: string) => Promise<Challenge>;

/**
 * The token the altcha widget posts for a challenge: the proof of work really done (in a test's
 * cheap setting, a few milliseconds), base64 of `{ challenge, solution }`.
 */
export async function solvedToken(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The test challenge was not solved in time.');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * What the contact page's browser adds to a submit (CF-033, CF-048): the solved captcha
 * (`captcha-1`) and the bot-check's `contactform` token (`hidden-1`).
 */
export async function contactCaptchaFields(
  source: ChallengeSource,
): Promise<{ 'captcha-1': string; 'hidden-1': string }> {
  return {
    'captcha-1': await solvedToken(await source(FIELD_CAPTCHA_ACTION)),
    'hidden-1': await solvedToken(await source('contactform')),
  };
}

/** The app's challenge route as a source (`GET /api/captcha/challenge?action=…`). */
export function challengeRoute(app: {
  inject(options: { method: 'GET'; url: string }): PromiseLike<{ json(): unknown }>;
}): ChallengeSource {
  return async (action) =>
    (
      await app.inject({ method: 'GET', url: `/api/captcha/challenge?action=${action}` })
    ).json() as Challenge;
}
