import { MOBILE } from './slider-constants';
import type { SliderSettings } from './slider-settings';
import { autoslideDelay } from './slider-settings';

/**
 * SLD-007, SLD-008, SLD-020 and WCAG 2.2.2: whether a slider's rotation runs. A pure reducer: the
 * component owns the timer and dispatches what happened; it runs the timer while
 * `isAutoplayRunning` is true and restarts it with `slideDelay` on every slide change.
 */

/**
 * Why the rotation is paused. Several can hold at once; each is lifted by its own 'resume'.
 * 'visitor' is the pause button (sticky: only the play button, a 'toggle', lifts it);
 * 'small-screen' holds below MOBILE.autoplayBelowPx (SLD-032); 'reduced-motion' under
 * `prefers-reduced-motion: reduce`; 'focus' while keyboard focus is inside the carousel.
 */
export type PauseReason =
  | 'hover'
  | 'video'
  | 'blur'
  | 'drag'
  | 'focus'
  | 'hidden'
  | 'visitor'
  | 'reduced-motion'
  | 'small-screen';

export interface AutoplayState {
  /** The slider rotates at all (its `autoslide` setting). */
  enabled: boolean;
  stopAtAction: boolean;
  /** SLD-008: a visitor's action stopped it; the next slide change or a video stopping lifts this. */
  stoppedByAction: boolean;
  reasons: readonly PauseReason[];
}

export type AutoplayEvent =
  | { type: 'pause'; reason: PauseReason }
  | { type: 'resume'; reason: PauseReason }
  /** The visitor moved the slider (arrow, key, swipe, thumbnail, video button). */
  | { type: 'user-action' }
  | { type: 'slide-changed' }
  | { type: 'video-stopped' }
  /** The pause/play button: adds or removes 'visitor'. */
  | { type: 'toggle' };

export function initialAutoplay(
  settings: Pick<SliderSettings, 'autoplay' | 'paused' | 'stopAtAction'>,
): AutoplayState {
  return {
    enabled: settings.autoplay,
    stopAtAction: settings.stopAtAction,
    stoppedByAction: false,
    reasons: settings.paused ? ['visitor'] : [],
  };
}

function withReason(state: AutoplayState, reason: PauseReason): AutoplayState {
  return state.reasons.includes(reason) ? state : { ...state, reasons: [...state.reasons, reason] };
}

function withoutReason(state: AutoplayState, reason: PauseReason): AutoplayState {
  return state.reasons.includes(reason)
    ? { ...state, reasons: state.reasons.filter((held) => held !== reason) }
    : state;
}

function restarted(state: AutoplayState): AutoplayState {
  return state.stoppedByAction ? { ...state, stoppedByAction: false } : state;
}

/**
 * The state after `event`. Unchanged input gives the same object back, so a React state update
 * with nothing new does not render again.
 *
 * - 'pause'/'resume' add/remove a reason; 'resume' never lifts 'visitor' (only 'toggle' does:
 *   a visitor who pressed pause keeps it paused whatever the pointer or focus does, WCAG 2.2.2).
 * - 'user-action' with stopAtAction stops the rotation until 'slide-changed' or 'video-stopped'
 *   (SLD-008); without stopAtAction it changes nothing. Dispatch it before the change it causes.
 * - 'video-stopped' also lifts 'video' (SLD-007: a video pauses the rotation while it plays).
 * - 'toggle' to play also lifts a stop by action: the visitor asked for the rotation.
 */
export function autoplayReducer(state: AutoplayState, event: AutoplayEvent): AutoplayState {
  switch (event.type) {
    case 'pause':
      return withReason(state, event.reason);
    case 'resume':
      return event.reason === 'visitor' ? state : withoutReason(state, event.reason);
    case 'user-action':
      return state.stopAtAction && !state.stoppedByAction
        ? { ...state, stoppedByAction: true }
        : state;
    case 'slide-changed':
      return restarted(state);
    case 'video-stopped':
      return restarted(withoutReason(state, 'video'));
    case 'toggle':
      return state.reasons.includes('visitor')
        ? restarted(withoutReason(state, 'visitor'))
        : withReason(state, 'visitor');
  }
}

/** Rotating: enabled, nothing pausing it, not stopped by an action. */
export function isAutoplayRunning(state: AutoplayState): boolean {
  return state.enabled && state.reasons.length === 0 && !state.stoppedByAction;
}

/**
 * The carousel's live region (WAI-ARIA carousel pattern): 'off' while it rotates (a change every
 * few seconds would talk over everything), 'polite' otherwise so a visitor's own moves are heard.
 */
export function liveRegionMode(state: AutoplayState): 'off' | 'polite' {
  return isAutoplayRunning(state) ? 'off' : 'polite';
}

/** Paused by the visitor's button (what the pause/play button shows: "Start slide rotation"). */
export function isPausedByVisitor(state: AutoplayState): boolean {
  return state.reasons.includes('visitor');
}

/** SLD-032: the 'small-screen' event for a viewport width (below 740 px autoplay stops). */
export function viewportAutoplayEvent(viewportWidth: number): AutoplayEvent {
  return viewportWidth < MOBILE.autoplayBelowPx
    ? { type: 'pause', reason: 'small-screen' }
    : { type: 'resume', reason: 'small-screen' };
}

/** SLD-001, SLD-020: how long a slide stays: its own delay when above 999 ms, else the slider's. */
export function slideDelay(
  slide: { autoplayDelayMs?: number },
  settings: Pick<SliderSettings, 'autoslideMs'>,
): number {
  return autoslideDelay(slide.autoplayDelayMs, settings.autoslideMs);
}
