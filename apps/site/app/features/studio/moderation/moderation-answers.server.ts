import { data } from 'react-router';
import { z } from 'zod';

/** Issue 21: what a studio post answers, shown above the screen by `StudioNotice`. */
export interface StudioAnswer {
  ok: boolean;
  message: string;
}

/** A post's answer with its status: 200 done, 400 a post that makes no sense, 404 nothing there. */
export const studioAnswer = (ok: boolean, message: string, status = ok ? 200 : 400) =>
  data<StudioAnswer>({ ok, message }, { status });

/** A record id as a form posts it: a positive whole number PostgreSQL's `integer` holds. */
export const recordIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647));

/** The id in a posted field, or undefined for anything else (absent, a word, a huge number). */
export function postedId(value: string | undefined): number | undefined {
  const parsed = recordIdSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** One of `allowed` read from the address, or the fallback for anything else. */
export function choiceOf<Choice extends string>(
  value: string | null | undefined,
  allowed: readonly Choice[],
  fallback: Choice,
): Choice {
  return allowed.find((choice) => choice === value) ?? fallback;
}
