import { KEY_REPEAT_MS } from '@atelier/gallery/slider-constants';
import {
  goToMove,
  stepMove,
  type NavigationRules,
  type SlideMove,
} from '@atelier/gallery/slider-navigation';

/**
 * The photo scroller's own small rules, next to the engine's: what autoplay does at the last
 * photo, the `sizes` its pictures ask for, and the held-arrow repeat (SLD-004). Pure or driven by
 * the timers handed in, so they are tested without a browser.
 */

/**
 * The move autoplay makes: the next photo; at the last photo of a scroller that neither loops nor
 * rewinds it starts again from the first, since a rotation that bounces at the end forever shows
 * nothing new. Locks (SLD-015) still hold: a locked direction stays.
 */
export function autoplayMove(rules: NavigationRules, current: number): SlideMove {
  const move = stepMove(rules, current, 1);
  if (move.kind !== 'bounce') return move;
  return goToMove(rules, current, 0);
}

/**
 * The `sizes` of a scroller photo: in the strip a photo is at most about 70% of the page wide
 * (most photos are landscape at the strip's height); full screen it is the whole screen, so the
 * browser picks the biggest width (SLD-010's big image).
 */
export function photoSizes(fullScreen: boolean): string {
  return fullScreen ? '100vw' : '(min-width: 760px) 70vw, 100vw';
}

export interface RepeatTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/**
 * SLD-004: an arrow key moves once when pressed and again every 700 ms while it is held, whatever
 * the system's own key repeat rate (its repeated keydowns are ignored). Letting go of the key, or
 * pressing the other arrow, stops the repeat. A fresh press (not a repeat) always starts over, so a
 * key-up lost to a window switch cannot leave a repeat running for ever.
 */
export function createKeyRepeat(step: (direction: 1 | -1) => void, timers: RepeatTimers) {
  let held: { direction: 1 | -1; handle: unknown } | undefined;
  const stop = () => {
    if (held) timers.clearInterval(held.handle);
    held = undefined;
  };
  return {
    /** A keydown of an arrow: `repeat` is the browser's own auto-repeat flag. */
    press(direction: 1 | -1, repeat: boolean) {
      // The system's repeat of the held key: our own interval does the repeating.
      if (held?.direction === direction && repeat) return;
      stop();
      step(direction);
      held = { direction, handle: timers.setInterval(() => step(direction), KEY_REPEAT_MS) };
    },
    release(direction: 1 | -1) {
      if (held?.direction === direction) stop();
    },
    stop,
    get holding(): boolean {
      return held !== undefined;
    },
  };
}
