import { describe, expect, it } from 'vitest';
import {
  autoplayReducer,
  initialAutoplay,
  isAutoplayRunning,
  isPausedByVisitor,
  liveRegionMode,
  slideDelay,
  viewportAutoplayEvent,
  type AutoplayEvent,
  type AutoplayState,
} from './slider-autoplay';

const on = { autoplay: true, paused: false, stopAtAction: false };
const run = (state: AutoplayState, ...events: AutoplayEvent[]) =>
  events.reduce(autoplayReducer, state);

describe('slider autoplay', () => {
  it('SLD-002, SLD-003: rotates when autoplay is on and nothing pauses it; not when off or starting paused', () => {
    expect(isAutoplayRunning(initialAutoplay(on))).toBe(true);
    expect(isAutoplayRunning(initialAutoplay({ ...on, autoplay: false }))).toBe(false);
    const paused = initialAutoplay({ ...on, paused: true });
    expect(isAutoplayRunning(paused)).toBe(false);
    expect(isPausedByVisitor(paused)).toBe(true);
    expect(isAutoplayRunning(run(paused, { type: 'toggle' }))).toBe(true);
  });

  it('SLD-007: hover, a playing video, window blur and dragging pause it until each ends', () => {
    for (const reason of ['hover', 'video', 'blur', 'drag'] as const) {
      const paused = run(initialAutoplay(on), { type: 'pause', reason });
      expect(isAutoplayRunning(paused)).toBe(false);
      expect(isAutoplayRunning(run(paused, { type: 'resume', reason }))).toBe(true);
    }
    const both = run(
      initialAutoplay(on),
      { type: 'pause', reason: 'hover' },
      { type: 'pause', reason: 'drag' },
    );
    expect(isAutoplayRunning(run(both, { type: 'resume', reason: 'drag' }))).toBe(false);
  });

  it('SLD-008: with stopAtAction, a visitor’s action stops it until the slide changes', () => {
    const stopping = initialAutoplay({ ...on, stopAtAction: true });
    const acted = run(stopping, { type: 'user-action' });
    expect(isAutoplayRunning(acted)).toBe(false);
    expect(isAutoplayRunning(run(acted, { type: 'slide-changed' }))).toBe(true);
  });

  it('SLD-008: with stopAtAction, a stopped video lets it resume', () => {
    const acted = run(
      initialAutoplay({ ...on, stopAtAction: true }),
      { type: 'pause', reason: 'video' },
      { type: 'user-action' },
    );
    expect(isAutoplayRunning(acted)).toBe(false);
    expect(isAutoplayRunning(run(acted, { type: 'video-stopped' }))).toBe(true);
  });

  it('SLD-008: without stopAtAction, an action does not stop it', () => {
    expect(isAutoplayRunning(run(initialAutoplay(on), { type: 'user-action' }))).toBe(true);
  });

  it('SLD-014, WCAG 2.2.2: the pause button holds whatever hover or focus do; only play lifts it', () => {
    const paused = run(
      initialAutoplay(on),
      { type: 'toggle' },
      { type: 'pause', reason: 'hover' },
      { type: 'resume', reason: 'hover' },
      { type: 'resume', reason: 'visitor' },
      { type: 'slide-changed' },
    );
    expect(isAutoplayRunning(paused)).toBe(false);
    expect(isAutoplayRunning(run(paused, { type: 'toggle' }))).toBe(true);
  });

  it('SLD-003: screen readers hear manual changes: the live region is off only while rotating', () => {
    const rotating = initialAutoplay(on);
    expect(liveRegionMode(rotating)).toBe('off');
    expect(liveRegionMode(run(rotating, { type: 'toggle' }))).toBe('polite');
    expect(liveRegionMode(initialAutoplay({ ...on, autoplay: false }))).toBe('polite');
  });

  it('SLD-032: below 740 px the rotation pauses; from 740 px it may run', () => {
    expect(viewportAutoplayEvent(739)).toEqual({ type: 'pause', reason: 'small-screen' });
    expect(viewportAutoplayEvent(740)).toEqual({ type: 'resume', reason: 'small-screen' });
  });

  it('SLD-007: an event that changes nothing gives the same state object back', () => {
    const state = initialAutoplay(on);
    expect(autoplayReducer(state, { type: 'resume', reason: 'hover' })).toBe(state);
    expect(autoplayReducer(state, { type: 'slide-changed' })).toBe(state);
  });

  it('SLD-020: a slide’s own delay counts above 999 ms, else the slider’s', () => {
    expect(slideDelay({ autoplayDelayMs: 8000 }, { autoslideMs: 5000 })).toBe(8000);
    expect(slideDelay({ autoplayDelayMs: 999 }, { autoslideMs: 5000 })).toBe(5000);
    expect(slideDelay({}, { autoslideMs: 2000 })).toBe(2000);
  });
});
