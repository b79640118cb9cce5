import { z } from 'zod';
import { CAPTCHA_ACTION_PATTERN } from './captcha-widgets';

/** `GET /api/captcha/challenge?action=…`: the action the challenge is for (ALTCHA `data.action`). */
export const captchaChallengeQuerySchema = z.strictObject({
  action: z
    .string({ error: 'is missing' })
    .regex(CAPTCHA_ACTION_PATTERN, 'must be letters, digits, slashes or underscores (at most 64)'),
});
export type CaptchaChallengeQuery = z.infer<typeof captchaChallengeQuerySchema>;

/**
 * The widget's answer (its hidden input's value): base64 of `{ challenge, solution }` as
 * altcha-lib reads it. Checked shape by shape so a tampered token is a refusal, never a throw.
 */
export const altchaPayloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string().max(32),
        nonce: z.string().max(256),
        salt: z.string().max(256),
        cost: z.number().int().positive(),
        keyLength: z.number().int().positive().max(128),
        keyPrefix: z.string().max(256),
        keySignature: z.string().max(256).optional(),
        memoryCost: z.number().int().positive().optional(),
        parallelism: z.number().int().positive().optional(),
        expiresAt: z.number().int().positive().optional(),
        data: z
          .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
          .optional(),
      })
      .loose(),
    signature: z.string().regex(/^[0-9a-f]{64,128}$/, 'must be a hex signature'),
  }),
  solution: z
    .object({
      counter: z.number().int().nonnegative(),
      derivedKey: z.string().max(512),
      time: z.number().optional(),
    })
    .loose(),
});
export type AltchaPayload = z.infer<typeof altchaPayloadSchema>;

/** A remote provider's verify answer (reCAPTCHA siteverify, hCaptcha siteverify). */
export const remoteVerifyAnswerSchema = z
  .object({
    success: z.boolean(),
    score: z.number().optional(),
    action: z.string().optional(),
    hostname: z.string().optional(),
    'error-codes': z.array(z.string()).optional(),
  })
  .loose();
export type RemoteVerifyAnswer = z.infer<typeof remoteVerifyAnswerSchema>;
