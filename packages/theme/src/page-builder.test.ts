import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pageBuilderIntervalMs,
  WAYPOINT_OFFSET_PERCENT,
  WAYPOINT_ROOT_MARGIN,
  waypointLine,
  waypointReached,
} from './page-builder';

describe('page-builder waypoints (MISC-017)', () => {
  it('MISC-017 the waypoint sits at 85% of the viewport height, from its top', () => {
    expect(WAYPOINT_OFFSET_PERCENT).toBe(85);
    expect(waypointLine(1000)).toBe(850);
    expect(waypointLine(844)).toBeCloseTo(717.4, 5);
    expect(waypointLine(0)).toBe(0);
    expect(waypointLine(Number.NaN)).toBe(0);
    // The observer's margin draws the same line: 15% off the viewport's bottom.
    expect(WAYPOINT_ROOT_MARGIN).toBe('0px 0px -15% 0px');
  });

  it('MISC-017 a block reaches its waypoint when its top crosses the line, and stays reached above it', () => {
    expect(waypointReached(851, 1000)).toBe(false);
    expect(waypointReached(850, 1000)).toBe(true);
    expect(waypointReached(200, 1000)).toBe(true);
    expect(waypointReached(-5000, 1000)).toBe(true);
    expect(waypointReached(900, 1200)).toBe(true);
    expect(waypointReached(900, 1000)).toBe(false);
    // Nothing measurable: shown, never left hidden.
    expect(waypointReached(Number.NaN, 1000)).toBe(true);
    expect(waypointReached(500, 0)).toBe(true);
  });

  it('MISC-017 property: reached exactly when the top is at or above 85% of the height', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.integer({ min: 1, max: 5_000 }),
        (top, height) => {
          expect(waypointReached(top, height)).toBe(top * 100 <= height * 85);
        },
      ),
    );
  });
});

describe('page-builder intervals in seconds (MISC-018)', () => {
  it('MISC-018 an interval given in seconds becomes milliseconds for the timer', () => {
    expect(pageBuilderIntervalMs(5)).toBe(5000);
    expect(pageBuilderIntervalMs('5')).toBe(5000);
    expect(pageBuilderIntervalMs(' 2.5 ')).toBe(2500);
    expect(pageBuilderIntervalMs('0.25')).toBe(250);
    expect(pageBuilderIntervalMs(0.0001)).toBe(1);
  });

  it('MISC-018 0, blank, negative, garbage or beyond a day means no auto-rotation', () => {
    for (const off of [
      0,
      '0',
      '',
      '  ',
      -3,
      '-1',
      'five',
      Number.NaN,
      Infinity,
      null,
      undefined,
      {},
    ])
      expect(pageBuilderIntervalMs(off)).toBeNull();
    expect(pageBuilderIntervalMs(86_400)).toBe(86_400_000);
    expect(pageBuilderIntervalMs(86_401)).toBeNull();
  });

  it('MISC-018 property: a positive number of seconds is that many thousand ms, rounded', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 86_400, noNaN: true }), (seconds) => {
        const ms = pageBuilderIntervalMs(seconds);
        expect(ms).toBe(Math.max(1, Math.round(seconds * 1000)));
        expect(pageBuilderIntervalMs(String(seconds))).toBe(ms);
      }),
    );
  });
});
