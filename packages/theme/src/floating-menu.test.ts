import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floatingMenuShouldShow } from './floating-menu';

describe('floating menu', () => {
  it('NAV-009 shows once scrolled past the header and hides when scrolled back', () => {
    expect(floatingMenuShouldShow(0, 130)).toBe(false);
    expect(floatingMenuShouldShow(129, 130)).toBe(false);
    expect(floatingMenuShouldShow(130, 130)).toBe(true);
    expect(floatingMenuShouldShow(2_000, 130)).toBe(true);
  });

  it('NAV-009 garbage shows nothing', () => {
    expect(floatingMenuShouldShow(Number.NaN, 130)).toBe(false);
    expect(floatingMenuShouldShow(500, 0)).toBe(false);
    expect(floatingMenuShouldShow(500, Number.NaN)).toBe(false);
  });

  it('NAV-009 property: shown exactly when the scroll reaches the header bottom', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 1, max: 2_000 }),
        (top, bottom) => {
          expect(floatingMenuShouldShow(top, bottom)).toBe(top >= bottom);
        },
      ),
    );
  });
});
