import type { AutoplayState, PauseReason } from '@atelier/gallery/slider-autoplay';
import { BOUNCE } from '@atelier/gallery/slider-constants';
import { bounceOffset } from '@atelier/gallery/slider-navigation';

/*
 * The live slideshow's small pure rules (only `main-slideshow-live.tsx` imports them, so they
 * load with it, after the page).
 */

/**
 * SLD-027: Embla's `duration` is a friction figure, not milliseconds (25 by default, about
 * 450 ms across one slide); 35 makes a one-slide glide take about the theme's 600 ms.
 */
export const EMBLA_DURATION = 35;

/** How far the track follows a horizontal drag: a third of the finger's way, a hint of motion. */
export const SWIPE_FEEDBACK = 1 / 3;

/** Reasons that are the visitor's or their screen's choice, not a passing moment (hover, focus). */
const STANDING_PAUSES: readonly PauseReason[] = ['visitor', 'reduced-motion', 'small-screen'];

/**
 * WCAG 2.2.2: what the pause/play button says. The rotation is "on" unless the visitor, the
 * visitor's motion setting, a small screen (SLD-032) or stopAtAction (SLD-008) stopped it; a
 * hover, focus or playing film only holds it for a moment and leaves the button as it was.
 */
export function rotationIsOn(state: AutoplayState): boolean {
  return (
    state.enabled &&
    !state.stoppedByAction &&
    !state.reasons.some((reason) => STANDING_PAUSES.includes(reason))
  );
}

/** The pauses a visitor's screen asks for when the slideshow starts (SLD-032, reduced motion). */
export function pausedByMedia(screen: {
  reducedMotion: boolean;
  smallScreen: boolean;
  hidden: boolean;
}): PauseReason[] {
  const reasons: PauseReason[] = [];
  if (screen.reducedMotion) reasons.push('reduced-motion');
  if (screen.smallScreen) reasons.push('small-screen');
  if (screen.hidden) reasons.push('hidden');
  return reasons;
}

/**
 * SLD-005: the bounce at an end as Web Animations keyframes of the track's `translate` (which
 * adds to the transform Embla sets), sampled from the engine's curve every 20 ms.
 */
export function bounceKeyframes(direction: 1 | -1): Keyframe[] {
  const samples = Math.round(BOUNCE.durationMs / 20);
  return Array.from({ length: samples + 1 }, (_, sample) => {
    const elapsed = (sample / samples) * BOUNCE.durationMs;
    // The engine's offset is along the move; the track moves the other way to show a slide
    // further on (a step to the next slide slides the track left).
    const along = bounceOffset(direction, elapsed);
    return { translate: `${along === 0 ? 0 : -along}px 0`, offset: sample / samples };
  });
}
