import { BOUNCE } from './slider-constants';
import type { SliderSettings } from './slider-settings';

/**
 * SLD-003, 005, 006, 015, 016, 018: which slide a move leads to. Every way of moving (next,
 * previous, go-to, drag, click, keys, autoplay) asks these rules, so the arithmetic is written once
 * and the components only animate the answer.
 */

export interface NavigationRules {
  /** How many slides, a whole number ≥ 0. */
  count: number;
  loop: boolean;
  rewind: boolean;
  lockLeft: boolean;
  lockRight: boolean;
}

export type SlideMove =
  /** Show `index`; `wrapped` when the move went round an end (loop) or jumped to the other end (rewind). */
  | { kind: 'go'; index: number; direction: 1 | -1; wrapped: boolean }
  /** Nowhere to go that way: show the BOUNCE nudge (`bounceOffset`), the index stays. */
  | { kind: 'bounce'; direction: 1 | -1 }
  /** Locked, no slides, or already there: nothing happens. */
  | { kind: 'stay' };

function wholeCount(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/**
 * The rules for `count` slides. SLD-006: exactly two slides turn loop off and rewind on (a loop of
 * two would show the same slide on both sides).
 */
export function navigationRules(
  count: number,
  settings: Pick<SliderSettings, 'loop' | 'loopRewind' | 'lockLeft' | 'lockRight'>,
): NavigationRules {
  const slides = wholeCount(count);
  const two = slides === 2;
  return {
    count: slides,
    loop: two ? false : settings.loop,
    rewind: two ? true : settings.loopRewind,
    lockLeft: settings.lockLeft,
    lockRight: settings.lockRight,
  };
}

/** SLD-016: the start slide, clamped to [0, count - 1] (NaN → 0, +Infinity → the last slide). */
export function startIndex(count: number, requested: number): number {
  const slides = wholeCount(count);
  if (slides === 0 || Number.isNaN(requested)) return 0;
  return Math.min(slides - 1, Math.max(0, Math.trunc(requested))) || 0;
}

function locked(rules: NavigationRules, direction: 1 | -1): boolean {
  return direction === 1 ? rules.lockRight : rules.lockLeft;
}

/** SLD-015: whether the previous (-1) or next (1) arrow is enabled. At an end without loop it
 * stays enabled: pressing it bounces (SLD-005), which tells the visitor it is the end. */
export function canStep(rules: NavigationRules, direction: 1 | -1): boolean {
  return rules.count >= 2 && !locked(rules, direction);
}

/**
 * One step to the next (1) or previous (-1) slide from `current` (clamped into the slides first).
 * Past an end: with loop, round to the other end; with rewind, jump to it (SLD-005); otherwise a
 * bounce. A single slide bounces (there is nowhere to go); a lock gives 'stay' (SLD-015).
 */
export function stepMove(rules: NavigationRules, current: number, direction: 1 | -1): SlideMove {
  if (rules.count === 0 || locked(rules, direction)) return { kind: 'stay' };
  if (rules.count === 1) return { kind: 'bounce', direction };
  const from = startIndex(rules.count, current);
  const next = from + direction;
  if (next >= 0 && next < rules.count) {
    return { kind: 'go', index: next, direction, wrapped: false };
  }
  if (rules.loop || rules.rewind) {
    return { kind: 'go', index: next < 0 ? rules.count - 1 : 0, direction, wrapped: true };
  }
  return { kind: 'bounce', direction };
}

/**
 * A jump to `target` (a thumbnail, a dot): clamped into the slides; 'stay' when already there, when
 * `target` is not a number, or when the move's direction is locked (SLD-015).
 */
export function goToMove(rules: NavigationRules, current: number, target: number): SlideMove {
  if (rules.count === 0 || Number.isNaN(target)) return { kind: 'stay' };
  const from = startIndex(rules.count, current);
  const to = startIndex(rules.count, target);
  if (to === from) return { kind: 'stay' };
  const direction = to > from ? 1 : -1;
  if (locked(rules, direction)) return { kind: 'stay' };
  return { kind: 'go', index: to, direction, wrapped: false };
}

/**
 * Autoplay's next slide: a step forward, and from the last slide back to the first even without
 * loop or rewind (a rotation goes on rather than bouncing at the end). A lock still holds it.
 */
export function autoplayMove(rules: NavigationRules, current: number): SlideMove {
  const move = stepMove(rules, current, 1);
  if (move.kind !== 'bounce') return move;
  return rules.count < 2 ? { kind: 'stay' } : { kind: 'go', index: 0, direction: 1, wrapped: true };
}

/**
 * SLD-005: the bounce nudge, in px along the attempted move (`direction` gives the sign),
 * `elapsedMs` after it began: a half sine, 0 → 30 px at 100 ms → 0 at 200 ms, and 0 outside
 * [0, 200] ms. A sine because it starts and ends at rest with no easing library.
 */
export function bounceOffset(direction: 1 | -1, elapsedMs: number): number {
  if (!(elapsedMs > 0 && elapsedMs < BOUNCE.durationMs)) return 0;
  const offset = BOUNCE.distancePx * Math.sin((Math.PI * elapsedMs) / BOUNCE.durationMs);
  // A sine of a sub-normal time underflows to 0: answer +0, never -0.
  return offset === 0 ? 0 : direction * offset;
}

/**
 * SLD-018, SLD-036: the slides to load around `current`: itself, then up to `preload` on each
 * side, nearest first and the next before the previous. With loop they wrap round the ends;
 * without, they stop there. Never more than `count` indices, never one twice.
 */
export function preloadIndices(rules: NavigationRules, current: number, preload: number): number[] {
  if (rules.count === 0) return [];
  const from = startIndex(rules.count, current);
  const reach =
    Number.isNaN(preload) || preload < 0 ? 0 : Math.min(Math.floor(preload), rules.count);
  const indices = [from];
  const seen = new Set(indices);
  for (let distance = 1; distance <= reach && indices.length < rules.count; distance += 1) {
    for (const candidate of [from + distance, from - distance]) {
      const index = rules.loop
        ? ((candidate % rules.count) + rules.count) % rules.count
        : candidate;
      if (index < 0 || index >= rules.count || seen.has(index)) continue;
      seen.add(index);
      indices.push(index);
    }
  }
  return indices;
}
