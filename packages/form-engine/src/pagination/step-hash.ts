/**
 * PAGE-013, DEC-07: a URL hash containing `step-N` opens page N, where N is the 0-based step
 * index (`#step-0` is the first page). It is the only hash convention the form runtime reads.
 */
const STEP_IN_HASH = /step-(\d+)/i;

/** The step a hash asks for, or `undefined` when it names none. */
export function parseStepHash(hash: string): number | undefined {
  const match = STEP_IN_HASH.exec(hash);
  if (!match) return undefined;
  const step = Number(match[1]);
  return Number.isSafeInteger(step) ? step : undefined;
}

/** The hash that opens `step`. */
export function stepHash(step: number): string {
  return `#step-${step}`;
}
