/**
 * Moving through a lightbox gallery: it wraps from the last item to the first and back (LBX-002),
 * and preloads no item before the current one and two after it (LBX-015).
 */
export const LIGHTBOX_PRELOAD = { before: 0, after: 2 } as const;

/** Any integer index brought into `[0, count)`, wrapping both ways; 0 for an empty gallery. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

/** The index `steps` away from `current` (negative = backwards), wrapping (LBX-002). */
export function stepIndex(current: number, steps: number, count: number): number {
  return wrapIndex(current + steps, count);
}

/**
 * Whether the slide at `offset` from the current one (negative = before, as the lightbox library
 * places them) is mounted now: the current one and up to two after it, none before. In a short
 * gallery the wrapped copy of an item may sit on both sides; only the one after is mounted.
 */
export function inPreloadWindow(offset: number): boolean {
  return (
    Number.isInteger(offset) &&
    offset >= -LIGHTBOX_PRELOAD.before &&
    offset <= LIGHTBOX_PRELOAD.after
  );
}

/** The indexes loaded while `current` is shown, current first, then the ones after it (wrapping). */
export function preloadIndexes(current: number, count: number): number[] {
  if (count <= 0) return [];
  const indexes: number[] = [];
  for (let step = -LIGHTBOX_PRELOAD.before; step <= LIGHTBOX_PRELOAD.after; step += 1) {
    const index = stepIndex(current, step, count);
    if (!indexes.includes(index)) indexes.push(index);
  }
  return indexes;
}
