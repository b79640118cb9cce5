import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoplayReducer,
  initialAutoplay,
  isAutoplayRunning,
  slideDelay,
  type AutoplayEvent,
  type PauseReason,
} from './slider-autoplay';

const REASONS: PauseReason[] = [
  'hover',
  'video',
  'blur',
  'drag',
  'focus',
  'hidden',
  'visitor',
  'reduced-motion',
  'small-screen',
];
const reason = fc.constantFrom(...REASONS);
const event: fc.Arbitrary<AutoplayEvent> = fc.oneof(
  reason.map((held) => ({ type: 'pause', reason: held }) as const),
  reason.map((held) => ({ type: 'resume', reason: held }) as const),
  fc.constantFrom<AutoplayEvent>(
    { type: 'user-action' },
    { type: 'slide-changed' },
    { type: 'video-stopped' },
    { type: 'toggle' },
  ),
);
const settings = fc.record({
  autoplay: fc.boolean(),
  paused: fc.boolean(),
  stopAtAction: fc.boolean(),
});

describe('slider autoplay properties', () => {
  it('SLD-007, SLD-008: after any events it runs exactly when enabled, unpaused and not stopped by an action', () => {
    fc.assert(
      fc.property(settings, fc.array(event, { maxLength: 40 }), (initial, events) => {
        let state = initialAutoplay(initial);
        // An independent model: the set of reasons that hold and whether an action stopped it.
        const held = new Set<PauseReason>(initial.paused ? ['visitor'] : []);
        let stopped = false;
        for (const next of events) {
          const before = state;
          state = autoplayReducer(state, next);
          switch (next.type) {
            case 'pause':
              held.add(next.reason);
              break;
            case 'resume':
              if (next.reason !== 'visitor') held.delete(next.reason);
              break;
            case 'user-action':
              if (initial.stopAtAction) stopped = true;
              break;
            case 'slide-changed':
              stopped = false;
              break;
            case 'video-stopped':
              held.delete('video');
              stopped = false;
              break;
            case 'toggle':
              if (held.has('visitor')) {
                held.delete('visitor');
                stopped = false;
              } else held.add('visitor');
              break;
          }
          expect(new Set(state.reasons)).toEqual(held);
          expect(state.reasons.length).toBe(held.size);
          expect(state.stoppedByAction).toBe(stopped);
          expect(isAutoplayRunning(state)).toBe(initial.autoplay && held.size === 0 && !stopped);
          // The settings never change under events.
          expect([state.enabled, state.stopAtAction]).toEqual([
            before.enabled,
            before.stopAtAction,
          ]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('SLD-014, WCAG 2.2.2: only the pause/play button adds or removes the visitor’s pause', () => {
    fc.assert(
      fc.property(settings, fc.array(event, { maxLength: 30 }), (initial, events) => {
        let state = initialAutoplay(initial);
        for (const next of events) {
          const wasPaused = state.reasons.includes('visitor');
          state = autoplayReducer(state, next);
          const isPaused = state.reasons.includes('visitor');
          if (next.type === 'toggle') expect(isPaused).toBe(!wasPaused);
          else if (next.type === 'pause' && next.reason === 'visitor') expect(isPaused).toBe(true);
          else expect(isPaused).toBe(wasPaused);
        }
      }),
    );
  });

  it('SLD-008: without stopAtAction no sequence of actions ever stops the rotation', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const state = events.reduce(
          autoplayReducer,
          initialAutoplay({ autoplay: true, paused: false, stopAtAction: false }),
        );
        expect(state.stoppedByAction).toBe(false);
      }),
    );
  });

  it('SLD-008: with stopAtAction, an action stops it until the slide changes or a video stops', () => {
    fc.assert(
      fc.property(
        fc.array(
          event.filter((next) => !['slide-changed', 'video-stopped', 'toggle'].includes(next.type)),
          { maxLength: 20 },
        ),
        fc.constantFrom<AutoplayEvent>({ type: 'slide-changed' }, { type: 'video-stopped' }),
        (between, lifting) => {
          let state = autoplayReducer(
            initialAutoplay({ autoplay: true, paused: false, stopAtAction: true }),
            {
              type: 'user-action',
            },
          );
          state = between.reduce(autoplayReducer, state);
          expect(isAutoplayRunning(state)).toBe(false);
          state = autoplayReducer(state, lifting);
          expect(state.stoppedByAction).toBe(false);
        },
      ),
    );
  });

  it('SLD-020: a slide’s delay is its own above 999 ms, otherwise the slider’s', () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(fc.integer({ min: -1000, max: 60_000 }), fc.double()), {
          nil: undefined,
        }),
        fc.integer({ min: 1000, max: 10_000 }),
        (own, sliders) => {
          const delay = slideDelay({ autoplayDelayMs: own }, { autoslideMs: sliders });
          expect(delay).toBe(
            own !== undefined && Number.isFinite(own) && own > 999 ? own : sliders,
          );
        },
      ),
    );
  });
});
