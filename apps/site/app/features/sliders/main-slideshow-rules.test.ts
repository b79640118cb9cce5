import { autoplayReducer, initialAutoplay } from '@atelier/gallery/slider-autoplay';
import { BOUNCE } from '@atelier/gallery/slider-constants';
import { describe, expect, it } from 'vitest';
import { bounceKeyframes, pausedByMedia, rotationIsOn } from './main-slideshow-rules';

const rotating = () => initialAutoplay({ autoplay: true, paused: false, stopAtAction: false });

describe('main slideshow live rules (issue 19)', () => {
  it('WCAG 2.2.2: the button says "stop" while the rotation is on, even when a hover holds it', () => {
    expect(rotationIsOn(rotating())).toBe(true);
    expect(rotationIsOn(autoplayReducer(rotating(), { type: 'pause', reason: 'hover' }))).toBe(
      true,
    );
    expect(rotationIsOn(autoplayReducer(rotating(), { type: 'pause', reason: 'focus' }))).toBe(
      true,
    );
    expect(rotationIsOn(autoplayReducer(rotating(), { type: 'toggle' }))).toBe(false);
  });

  it('SLD-032 reduced motion or a small screen turns the rotation off, as the button shows', () => {
    for (const reason of ['reduced-motion', 'small-screen'] as const) {
      expect(rotationIsOn(autoplayReducer(rotating(), { type: 'pause', reason }))).toBe(false);
    }
    expect(
      rotationIsOn(initialAutoplay({ autoplay: false, paused: false, stopAtAction: false })),
    ).toBe(false);
  });

  it('SLD-007 SLD-032 the screen pauses the start: reduced motion, below 740 px, a hidden tab', () => {
    expect(pausedByMedia({ reducedMotion: false, smallScreen: false, hidden: false })).toEqual([]);
    expect(pausedByMedia({ reducedMotion: true, smallScreen: true, hidden: true })).toEqual([
      'reduced-motion',
      'small-screen',
      'hidden',
    ]);
  });

  it('SLD-005 the bounce goes out up to 30 px and comes back within 200 ms', () => {
    for (const direction of [1, -1] as const) {
      const frames = bounceKeyframes(direction);
      const offsets = frames.map((frame) => Number.parseFloat(String(frame.translate)));
      expect(frames[0]?.offset).toBe(0);
      expect(frames.at(-1)?.offset).toBe(1);
      expect(offsets[0]).toBeCloseTo(0);
      expect(offsets.at(-1)).toBeCloseTo(0);
      const furthest = Math.max(...offsets.map(Math.abs));
      expect(furthest).toBeGreaterThan(BOUNCE.distancePx / 2);
      expect(furthest).toBeLessThanOrEqual(BOUNCE.distancePx);
    }
    // The two ends nudge opposite ways.
    const out = (direction: 1 | -1) =>
      Number.parseFloat(String(bounceKeyframes(direction)[5]?.translate));
    expect(Math.sign(out(1))).toBe(-Math.sign(out(-1)));
  });
});
