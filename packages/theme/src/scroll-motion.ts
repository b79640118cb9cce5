/**
 * The theme's animated scrolls as pure arithmetic: where the page is at a moment of a scroll that
 * takes `durationMs`. The browser side (`app/shared/animated-scroll.ts`) drives it with
 * requestAnimationFrame and jumps straight to the end under `prefers-reduced-motion`.
 *
 * Hand-written rather than `scrollTo({ behavior: 'smooth' })`: the spec fixes each scroll's
 * duration (one-page 600 ms, pagination 400 ms, accordion 900 ms, a notice 1000 ms), and the
 * browser's smooth scroll has no duration.
 */

/** The theme's easing: slow start, slow end (jQuery's "swing" is the same cosine curve). */
export function swing(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return 0.5 - Math.cos(t * Math.PI) / 2;
}

/** The scroll position `elapsedMs` into a scroll from `from` to `to` lasting `durationMs`. */
export function scrollPositionAt(
  from: number,
  to: number,
  elapsedMs: number,
  durationMs: number,
): number {
  if (!(durationMs > 0) || elapsedMs >= durationMs) return to;
  if (elapsedMs <= 0) return from;
  return from + (to - from) * swing(elapsedMs / durationMs);
}
