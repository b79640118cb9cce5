import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEscape, keyDirection, keyRepeatDue } from './slider-keys';

describe('slider keys', () => {
  it('SLD-004, SLD-035: left arrow (37) goes back, right arrow (39) goes on', () => {
    expect(keyDirection({ key: 'ArrowLeft' })).toBe(-1);
    expect(keyDirection({ key: 'ArrowRight' })).toBe(1);
    expect(keyDirection({ keyCode: 37 })).toBe(-1);
    expect(keyDirection({ keyCode: 39 })).toBe(1);
    expect(keyDirection({ key: 'Left' })).toBe(-1);
    expect(keyDirection({ key: 'ArrowUp', keyCode: 38 })).toBeUndefined();
    expect(keyDirection({ key: 'a', keyCode: 37 })).toBeUndefined();
    expect(keyDirection({})).toBeUndefined();
  });

  it('SLD-010: Escape (27) leaves full screen', () => {
    expect(isEscape({ key: 'Escape' })).toBe(true);
    expect(isEscape({ key: 'Esc' })).toBe(true);
    expect(isEscape({ keyCode: 27 })).toBe(true);
    expect(isEscape({ key: 'Enter', keyCode: 13 })).toBe(false);
    expect(isEscape({})).toBe(false);
  });

  it('SLD-004: a held arrow moves again only every 700 ms', () => {
    expect(keyRepeatDue(undefined, 0)).toBe(true);
    expect(keyRepeatDue(1000, 1699)).toBe(false);
    expect(keyRepeatDue(1000, 1700)).toBe(true);
  });
});

describe('slider keys for any event', () => {
  it('SLD-004, SLD-010: only the arrows move and only Escape leaves, whatever else is pressed', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            key: fc.oneof(
              fc.string({ maxLength: 12 }),
              fc.constantFrom('ArrowUp', 'Enter', ' ', 'Tab'),
            ),
            keyCode: fc.integer({ min: 0, max: 255 }),
          },
          { requiredKeys: [] },
        ),
        (event) => {
          const named = event.key !== undefined && event.key !== '' && event.key !== 'Unidentified';
          const left = named
            ? ['ArrowLeft', 'Left'].includes(event.key ?? '')
            : event.keyCode === 37;
          const right = named
            ? ['ArrowRight', 'Right'].includes(event.key ?? '')
            : event.keyCode === 39;
          expect(keyDirection(event)).toBe(left ? -1 : right ? 1 : undefined);
          const escape = named ? ['Escape', 'Esc'].includes(event.key ?? '') : event.keyCode === 27;
          expect(isEscape(event)).toBe(escape);
        },
      ),
    );
  });

  it('SLD-004: however fast keydown repeats, a held arrow moves once per 700 ms, no more and no less', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 400 }), { maxLength: 60 }), (gaps) => {
        let now = 0;
        let last: number | undefined;
        const moves: number[] = [];
        for (const gap of gaps) {
          now += gap;
          if (keyRepeatDue(last, now)) {
            moves.push(now);
            last = now;
          } else {
            // A keydown that does not move comes less than 700 ms after the last move.
            expect(now - (last ?? Number.NEGATIVE_INFINITY)).toBeLessThan(700);
          }
        }
        moves
          .slice(1)
          .forEach((at, index) => expect(at - (moves[index] ?? 0)).toBeGreaterThanOrEqual(700));
        if (gaps.length > 0) expect(moves[0]).toBe(gaps[0]);
      }),
    );
  });
});
