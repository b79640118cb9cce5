/**
 * How many characters a value counts for, in the contact-form flow: the length limits of the
 * schema (CF-026, `minlength`/`maxlength`) and the `[count]` counter (CF-027) use this one
 * measure, so the counter turns "too long" exactly when the rule would refuse the value.
 *
 * Measure: UTF-16 code units of the value with surrounding white space trimmed. Code units, not
 * code points, because that is what the browser's own `maxlength`/`minlength` attributes on the
 * input count and what the original counts on both sides (`text.length` in its browser rules,
 * `wpcf7_count_code_units` on the server): an emoji counts 2 everywhere, and a value the input
 * let the visitor type is never refused for its length. Trimmed, because the original trims every
 * value before its rules see it (white space alone is an empty field).
 *
 * This deliberately differs from the form-builder flow (`validation/text.ts`), which counts code
 * points: those forms have no browser-side length attribute to agree with.
 */
export function countedLength(value: string): number {
  return value.trim().length;
}

export interface CharacterCountLimits {
  maxlength?: number;
  minlength?: number;
  /** The `[count … down]` option: the counter shows what is left of `maxlength`. */
  countDown?: boolean;
}

export interface CharacterCount {
  /** Characters in all of the field's values together. */
  current: number;
  /** Where the counter starts: `maxlength` when counting down (0 without one), else 0. */
  starting: number;
  tooLong: boolean;
  /** An empty field is never "too short": emptiness is the required rule's to report. */
  tooShort: boolean;
  /** The number the counter displays: `starting - current` counting down, else `current`. */
  shown: number;
}

/** A limit the owner set: a whole number, 0 or more; anything else sets no limit. */
function limitOf(limit: number | undefined): number | undefined {
  return typeof limit === 'number' && Number.isSafeInteger(limit) && limit >= 0 ? limit : undefined;
}

/** CF-027: the `[count]` tag's reading of a field's values against its length limits. */
export function characterCount(
  values: readonly string[],
  limits: CharacterCountLimits,
): CharacterCount {
  const current = values.reduce(
    (total, value) => total + (typeof value === 'string' ? countedLength(value) : 0),
    0,
  );
  const maxlength = limitOf(limits.maxlength);
  const minlength = limitOf(limits.minlength);
  const starting = limits.countDown === true ? (maxlength ?? 0) : 0;
  return {
    current,
    starting,
    tooLong: maxlength !== undefined && current > maxlength,
    tooShort: minlength !== undefined && current > 0 && current < minlength,
    shown: limits.countDown === true ? starting - current : current,
  };
}
