import { altchaPayloadSchema } from '@atelier/contracts/captcha';
import type { CaptchaChallengeRepository } from '@atelier/db/repositories/captcha-challenges';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { refused, type CaptchaVerdict, type CaptchaVerifier } from './captcha-verdict';

const ALGORITHM = 'PBKDF2/SHA-256';
/** A payload longer than this is no widget's: refused before it is decoded. */
const MAX_PAYLOAD_CHARACTERS = 4096;

export interface AltchaOptions {
  hmacKey: string;
  cost: number;
  maxCounter: number;
  ttlSeconds: number;
  spent: CaptchaChallengeRepository;
  now?: () => Date;
}

/** The two secrets altcha-lib takes (challenge and derived key), both from the one key. */
function secretsOf(hmacKey: string) {
  return { hmacSignatureSecret: `${hmacKey}:challenge`, hmacKeySignatureSecret: `${hmacKey}:key` };
}

function decodePayload(token: string) {
  if (token.length > MAX_PAYLOAD_CHARACTERS || !/^[A-Za-z0-9+/=_-]+$/.test(token)) return undefined;
  try {
    const json: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const parsed = altchaPayloadSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The self-hosted captcha (ALTCHA, issue 15): a signed proof-of-work challenge per visitor,
 * answered in the browser by the `altcha` widget. The challenge carries its action and expiry
 * under the signature, so the server keeps nothing while it is open; once answered, its signature
 * is recorded (`spent_captcha_challenges`) so the same answer never passes twice, in any process.
 */
export function altchaProvider(options: AltchaOptions): CaptchaVerifier & {
  challenge(action: string): Promise<Challenge>;
} {
  const now = options.now ?? (() => new Date());
  const secrets = secretsOf(options.hmacKey);
  return {
    async challenge(action) {
      const expiresAt = new Date(now().getTime() + options.ttlSeconds * 1000);
      return createChallenge({
        algorithm: ALGORITHM,
        cost: options.cost,
        // Deterministic mode: the answer is a known counter, so checking it costs one derivation.
        counter: randomInt(Math.max(1, Math.floor(options.maxCounter / 4)), options.maxCounter),
        deriveKey,
        data: { action },
        expiresAt,
        ...secrets,
      });
    },

    async verify(token, _remoteIp, action): Promise<CaptchaVerdict> {
      if (token.trim() === '') return refused('missing');
      const payload = decodePayload(token.trim());
      if (!payload) return refused('invalid');
      const { parameters } = payload.challenge;
      // altcha-lib compares the expiry with the real clock; ours may be a test's.
      if (parameters.expiresAt === undefined) return refused('invalid');
      if (parameters.expiresAt * 1000 < now().getTime()) return refused('expired');
      let result;
      try {
        result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          ...secrets,
        });
      } catch {
        // An algorithm or parameter the library refuses to run: not a widget's answer.
        return refused('invalid');
      }
      if (result.expired) return refused('expired');
      if (!result.verified) return refused('invalid');
      // Signed, so the action is the one the challenge was made for.
      if (action !== undefined && parameters.data?.action !== action)
        return refused('wrong-action');
      const fresh = await options.spent.spend(
        payload.challenge.signature,
        new Date(parameters.expiresAt * 1000),
      );
      return fresh ? { ok: true } : refused('replayed');
    },
  };
}
