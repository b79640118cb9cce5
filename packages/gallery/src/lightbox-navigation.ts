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
 * counts it) is loaded now: the current one and the two after it, none before.
 */
export function inPreloadWindow(offset: number, count: number): boolean {
  if (count <= 0) return false;
  // In a short gallery the item two ahead may be the one just behind: wrapping makes it "after".
  const ahead = wrapIndex(offset, count);
  return ahead <= LIGHTBOX_PRELOAD.after || offset === 0;
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
