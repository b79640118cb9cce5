import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEVICE_FLAGS, deviceFlagAttributes, deviceKind } from './device-flags';

describe('device flags (THEME-010)', () => {
  it('THEME-010 a finger-first device is a phone below 768 px, a tablet below 1280, else a desktop', () => {
    const finger = { touch: true, coarsePointer: true };
    expect(deviceKind({ width: 375, ...finger })).toBe('phone');
    expect(deviceKind({ width: 767, ...finger })).toBe('phone');
    expect(deviceKind({ width: 768, ...finger })).toBe('tablet');
    expect(deviceKind({ width: 1279, ...finger })).toBe('tablet');
    expect(deviceKind({ width: 1280, ...finger })).toBe('desktop');
  });

  it('THEME-010 a mouse-first device is a desktop at any width (a narrowed window, a touch laptop)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.boolean(), (width, touch) => {
        expect(deviceKind({ width, touch, coarsePointer: false })).toBe('desktop');
      }),
    );
  });

  it('THEME-010 garbage widths fall back to a phone for a finger-first device, never throw', () => {
    expect(deviceKind({ width: Number.NaN, touch: true, coarsePointer: false })).toBe('phone');
    expect(deviceKind({ width: -4, touch: true, coarsePointer: true })).toBe('phone');
  });

  it('THEME-010 the root element carries data-device and data-touch; resize debounce 200 ms', () => {
    expect(deviceFlagAttributes({ width: 390, touch: true, coarsePointer: true })).toEqual({
      'data-device': 'phone',
      'data-touch': 'true',
    });
    expect(deviceFlagAttributes({ width: 1400, touch: false, coarsePointer: false })).toEqual({
      'data-device': 'desktop',
      'data-touch': 'false',
    });
    expect(DEVICE_FLAGS.resizeDebounceMs).toBe(200);
    expect(DEVICE_FLAGS.resizeEvent).toBe('atelier:resize');
  });
});
