import { describe, expect, it } from 'vitest';
import { smoothScrollApplies } from './smooth-scroll';

describe('smooth scrolling (THEME-009)', () => {
  // setting, touch, parallax stripe → smooth?
  const table: [string, boolean, boolean, boolean][] = [
    ['off', false, false, false],
    ['off', false, true, false],
    ['off', true, false, false],
    ['off', true, true, false],
    ['on', false, false, true],
    ['on', false, true, true],
    ['on', true, false, false],
    ['on', true, true, false],
    ['on_parallax', false, false, false],
    ['on_parallax', false, true, true],
    ['on_parallax', true, false, false],
    ['on_parallax', true, true, false],
    ['yes', false, true, false],
    ['', false, true, false],
  ];
  it.each(table)(
    'THEME-009 setting %s, touch %s, parallax stripe %s → smooth %s',
    (setting, touch, parallaxStripe, expected) => {
      expect(smoothScrollApplies({ setting, touch, parallaxStripe })).toBe(expected);
    },
  );

  it("THEME-009 with the demo's setting (off) smooth scrolling never applies", () => {
    for (const touch of [true, false])
      for (const parallaxStripe of [true, false])
        expect(smoothScrollApplies({ setting: 'off', touch, parallaxStripe })).toBe(false);
  });
});
