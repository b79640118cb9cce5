import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SLIDER_ATTRIBUTE_NAMES,
  SLIDER_KINDS,
  autoslideDelay,
  clampBlur,
  clampPosition,
  maxWidthPercent,
  readSliderSettings,
  sliderDataAttributes,
  sliderDefaults,
  withoutDataPrefix,
  type OrientationFit,
  type SliderSettings,
} from './slider-settings';

const kind = fc.constantFrom(...SLIDER_KINDS);
const anyNumber = fc.oneof(
  fc.double(),
  fc.integer({ min: -100_000, max: 100_000 }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 0, 999, 1000),
);

const whole = (min: number, max: number) => fc.integer({ min, max });
const nonNegative = fc.oneof(whole(0, 500), fc.double({ min: 0, max: 500, noNaN: true }));
const percentUpTo100 = fc.oneof(whole(0, 100), fc.double({ min: 0, max: 100, noNaN: true }));
const positivePercent = fc.oneof(whole(1, 100), fc.double({ min: 0.001, max: 100, noNaN: true }));
const orientation: fc.Arbitrary<OrientationFit> = fc
  .record({ a: percentUpTo100, b: percentUpTo100, fill: fc.boolean() })
  .map(({ a, b, fill }) => ({
    minPercent: Math.min(a, b) + 0,
    maxPercent: Math.max(a, b) + 0,
    fill,
  }));

/** Settings `readSliderSettings` can answer: what the server may render. */
const validSettings: fc.Arbitrary<SliderSettings> = fc.record({
  width: whole(1, 8000),
  height: whole(1, 8000),
  autoslideMs: fc.oneof(whole(1000, 60_000), fc.double({ min: 999.001, max: 60_000, noNaN: true })),
  autoplay: fc.boolean(),
  paused: fc.boolean(),
  loop: fc.boolean(),
  loopRewind: fc.boolean(),
  stopAtAction: fc.boolean(),
  scale: fc.constantFrom('fit' as const, 'fill' as const, 'none' as const),
  paddingSide: nonNegative.map((value) => value + 0),
  paddingTop: nonNegative.map((value) => value + 0),
  paddingBottom: nonNegative.map((value) => value + 0),
  thumbWidth: whole(1, 400),
  thumbHeight: whole(1, 400),
  showThumbnails: fc.boolean(),
  transparency: fc
    .oneof(fc.constantFrom(0, 1, 0.5), fc.double({ min: 0, max: 1, noNaN: true }))
    .map((value) => value + 0),
  columns: whole(1, 12),
  targetHeightPercent: positivePercent,
  partRow: fc.boolean(),
  imageMaxWidthPercent: positivePercent,
  landscape: orientation,
  portrait: orientation,
  startSlide: whole(-50, 500),
  lockLeft: fc.boolean(),
  lockRight: fc.boolean(),
});

/** What people and tools write into attributes: words, numbers with units, junk. */
const attributeValue = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '',
    'true',
    'false',
    '0',
    '1',
    'yes',
    'off',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e400',
    '0x10',
    ' 12 ',
    '5000ms',
    '80%',
    '300px',
    '-1',
    'fit',
    'fill',
    'none',
    'fit-if-smaller',
    'constructor',
    '__proto__',
  ),
  anyNumber.map(String),
);
const attributes = fc.dictionary(
  fc.oneof(fc.constantFrom(...SLIDER_ATTRIBUTE_NAMES), fc.string({ maxLength: 10 })),
  fc.option(attributeValue, { nil: undefined }),
);

function expectValid(settings: SliderSettings) {
  for (const key of ['width', 'height', 'thumbWidth', 'thumbHeight', 'columns'] as const) {
    expect(Number.isInteger(settings[key]) && settings[key] >= 1).toBe(true);
  }
  expect(settings.autoslideMs).toBeGreaterThan(999);
  expect(Number.isFinite(settings.autoslideMs)).toBe(true);
  for (const key of ['paddingSide', 'paddingTop', 'paddingBottom'] as const) {
    expect(settings[key] >= 0 && Number.isFinite(settings[key])).toBe(true);
  }
  expect(settings.transparency >= 0 && settings.transparency <= 1).toBe(true);
  expect(settings.targetHeightPercent > 0 && settings.targetHeightPercent <= 100).toBe(true);
  expect(settings.imageMaxWidthPercent > 0 && settings.imageMaxWidthPercent <= 100).toBe(true);
  for (const fit of [settings.landscape, settings.portrait]) {
    expect(0 <= fit.minPercent && fit.minPercent <= fit.maxPercent && fit.maxPercent <= 100).toBe(
      true,
    );
  }
  expect(Number.isInteger(settings.startSlide)).toBe(true);
  expect(['fit', 'fill', 'none']).toContain(settings.scale);
}

describe('slider settings properties', () => {
  it('SLD-002: the attributes the server renders read back to the very same settings', () => {
    fc.assert(
      fc.property(kind, validSettings, (sliderKind, settings) => {
        const rendered = sliderDataAttributes(sliderKind, settings);
        expect(Object.keys(rendered).every((name) => name.startsWith('data-'))).toBe(true);
        expect(readSliderSettings(sliderKind, withoutDataPrefix(rendered))).toEqual(settings);
      }),
      { numRuns: 300 },
    );
  });

  it('SLD-002: any attributes, however garbled, read without throwing into valid settings', () => {
    fc.assert(
      fc.property(kind, attributes, (sliderKind, given) => {
        expectValid(readSliderSettings(sliderKind, given));
      }),
      { numRuns: 500 },
    );
    SLIDER_KINDS.forEach((sliderKind) => expectValid(sliderDefaults(sliderKind)));
  });

  it('SLD-002: an unreadable attribute leaves the kind’s default in place', () => {
    fc.assert(
      fc.property(
        kind,
        fc.constantFrom(...SLIDER_ATTRIBUTE_NAMES),
        fc.constantFrom('x', 'NaN', '1e400', '0x10', '--1', 'Infinity'),
        (sliderKind, name, junk) => {
          expect(readSliderSettings(sliderKind, { [name]: junk })).toEqual(
            sliderDefaults(sliderKind),
          );
        },
      ),
    );
  });

  it('SLD-020: a configured delay counts exactly when above 999 ms; else the fallback', () => {
    fc.assert(
      fc.property(
        fc.option(anyNumber, { nil: undefined }),
        whole(1000, 10_000),
        (configured, fallback) => {
          const delay = autoslideDelay(configured, fallback);
          if (configured !== undefined && Number.isFinite(configured) && configured > 999)
            expect(delay).toBe(configured);
          else expect(delay).toBe(fallback);
        },
      ),
    );
  });

  it('SLD-020, DEC-15: a delay attribute at or under 999 ms gives 5000 ms, above it is used', () => {
    fc.assert(
      fc.property(kind, whole(-5000, 20_000), (sliderKind, delay) => {
        const read = readSliderSettings(sliderKind, { delay: String(delay) }).autoslideMs;
        expect(read).toBe(delay > 999 ? delay : 5000);
      }),
    );
  });

  it('SLD-021: any position becomes 0 … 1, and one already inside stays', () => {
    fc.assert(
      fc.property(anyNumber, (value) => {
        const position = clampPosition(value);
        expect(position >= 0 && position <= 1).toBe(true);
        if (value >= 0 && value <= 1) expect(position).toBe(value + 0);
        if (value > 1) expect(position).toBe(1);
        if (!(value > 0)) expect(position).toBe(0);
      }),
    );
  });

  it('SLD-022: any maximum width of 0 or less (or not a number) becomes 100; the rest at most 100', () => {
    fc.assert(
      fc.property(anyNumber, (value) => {
        const percent = maxWidthPercent(value);
        if (!(value > 0)) expect(percent).toBe(100);
        else expect(percent).toBe(Math.min(100, value));
      }),
    );
  });

  it('SLD-023: any blur becomes 0 … 5 px, and one already inside stays', () => {
    fc.assert(
      fc.property(anyNumber, (value) => {
        const blur = clampBlur(value);
        expect(blur >= 0 && blur <= 5).toBe(true);
        if (value >= 0 && value <= 5) expect(blur).toBe(value + 0);
        if (value > 5) expect(blur).toBe(5);
        if (!(value > 0)) expect(blur).toBe(0);
      }),
    );
  });
});
