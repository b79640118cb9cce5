import { describe, expect, it } from 'vitest';
import {
  SLIDER_ATTRIBUTE_NAMES,
  attributesFromDataset,
  autoslideDelay,
  clampBlur,
  clampPosition,
  maxWidthPercent,
  readSliderSettings,
  sliderDataAttributes,
  sliderDefaults,
  withoutDataPrefix,
} from './slider-settings';

describe('slider settings from data attributes', () => {
  it('SLD-002: reads every attribute the spec names', () => {
    const settings = readSliderSettings('photo-scroller', {
      width: '1000',
      height: '560px',
      autoslide: 'true',
      delay: '4000',
      loop: 'true',
      'loop-rewind': '1',
      'stop-at-action': 'false',
      scale: 'fill',
      paused: '',
      'padding-side': '20',
      'padding-top': '30',
      'padding-bottom': '40',
      'thumb-width': '120',
      'thumb-height': '70',
      'show-thumbnails': 'false',
      transparency: '0.3',
      columns: '3',
      'target-height': '80%',
      'part-row': 'true',
      'image-max-width': '90',
      'ls-min': '30',
      'ls-max': '90',
      'ls-fill': 'false',
      'pt-min': '10',
      'pt-max': '50',
      'pt-fill': 'true',
      start: '4',
      'lock-left': 'true',
      'lock-right': 'no',
    });
    expect(settings).toEqual({
      width: 1000,
      height: 560,
      autoslideMs: 4000,
      autoplay: true,
      paused: true,
      loop: true,
      loopRewind: true,
      stopAtAction: false,
      scale: 'fill',
      paddingSide: 20,
      paddingTop: 30,
      paddingBottom: 40,
      thumbWidth: 120,
      thumbHeight: 70,
      showThumbnails: false,
      transparency: 0.3,
      columns: 3,
      targetHeightPercent: 80,
      partRow: true,
      imageMaxWidthPercent: 90,
      landscape: { minPercent: 30, maxPercent: 90, fill: false },
      portrait: { minPercent: 10, maxPercent: 50, fill: true },
      startSlide: 4,
      lockLeft: true,
      lockRight: false,
    });
  });

  it('SLD-033: the main slideshow defaults to 1280 × 720 with a 5000 ms rotation', () => {
    const settings = readSliderSettings('main-slideshow', {});
    expect(settings).toEqual(sliderDefaults('main-slideshow'));
    expect([settings.width, settings.height, settings.autoslideMs]).toEqual([1280, 720, 5000]);
  });

  it('DEC-15: the other sliders rotate every 2000 ms when nothing is configured', () => {
    expect(readSliderSettings('photo-scroller', { autoslide: 'true' }).autoslideMs).toBe(2000);
    expect(readSliderSettings('three-layer', {}).autoslideMs).toBe(2000);
  });

  it('SLD-020: a configured delay counts only above 999 ms, otherwise 5000 ms', () => {
    expect(readSliderSettings('photo-scroller', { delay: '1000' }).autoslideMs).toBe(1000);
    expect(readSliderSettings('photo-scroller', { delay: '999' }).autoslideMs).toBe(5000);
    expect(readSliderSettings('photo-scroller', { delay: '0' }).autoslideMs).toBe(5000);
    expect(readSliderSettings('main-slideshow', { delay: '300' }).autoslideMs).toBe(5000);
    // A number in `autoslide` turns the rotation on with that delay.
    const numeric = readSliderSettings('three-layer', { autoslide: '3500' });
    expect([numeric.autoplay, numeric.autoslideMs]).toEqual([true, 3500]);
    // "1" and "0" in `autoslide` only switch the rotation: the kind's delay stays.
    expect(readSliderSettings('photo-scroller', { autoslide: '1' })).toMatchObject({
      autoplay: true,
      autoslideMs: 2000,
    });
    expect(readSliderSettings('photo-scroller', { autoslide: '0' })).toMatchObject({
      autoplay: false,
      autoslideMs: 2000,
    });
    expect(readSliderSettings('photo-scroller', { autoslide: '400' }).autoslideMs).toBe(5000);
    expect(autoslideDelay(999.5, 5000)).toBe(999.5);
    expect(autoslideDelay(999, 5000)).toBe(5000);
    expect(autoslideDelay(undefined, 2000)).toBe(2000);
    expect(autoslideDelay(Number.NaN, 2000)).toBe(2000);
    expect(autoslideDelay(Number.POSITIVE_INFINITY, 2000)).toBe(2000);
  });

  it('SLD-002: autoplay is on when `autoslide` is present and not "false" or "0"', () => {
    expect(readSliderSettings('main-slideshow', {}).autoplay).toBe(false);
    expect(readSliderSettings('main-slideshow', { autoslide: '' }).autoplay).toBe(true);
    expect(readSliderSettings('main-slideshow', { autoslide: 'false' }).autoplay).toBe(false);
    expect(readSliderSettings('main-slideshow', { autoslide: '0' }).autoplay).toBe(false);
  });

  it('SLD-021: a percentage position stays within 0 … 1', () => {
    expect(clampPosition(0.4)).toBe(0.4);
    expect(clampPosition(-2)).toBe(0);
    expect(clampPosition(7)).toBe(1);
    expect(clampPosition(Number.NaN)).toBe(0);
    expect(clampPosition(Number.POSITIVE_INFINITY)).toBe(1);
    expect(clampPosition(Number.NEGATIVE_INFINITY)).toBe(0);
  });

  it('SLD-022: a maximum width of 0 or less becomes 100', () => {
    expect(maxWidthPercent(0)).toBe(100);
    expect(maxWidthPercent(-5)).toBe(100);
    expect(maxWidthPercent(60)).toBe(60);
    expect(maxWidthPercent(Number.NaN)).toBe(100);
    expect(
      readSliderSettings('photo-scroller', { 'image-max-width': '0' }).imageMaxWidthPercent,
    ).toBe(100);
    expect(
      readSliderSettings('photo-scroller', { 'image-max-width': '-20' }).imageMaxWidthPercent,
    ).toBe(100);
  });

  it('SLD-023: image blur stays within 0 … 5 px', () => {
    expect(clampBlur(3)).toBe(3);
    expect(clampBlur(-1)).toBe(0);
    expect(clampBlur(12)).toBe(5);
    expect(clampBlur(Number.NaN)).toBe(0);
    expect(clampBlur(Number.POSITIVE_INFINITY)).toBe(5);
  });

  it('SLD-002: garbage takes the kind’s default and never throws', () => {
    const garbage = Object.fromEntries(SLIDER_ATTRIBUTE_NAMES.map((name) => [name, 'x<script>']));
    // Unknown words in flag attributes keep the default too.
    expect(readSliderSettings('three-layer', garbage)).toEqual(sliderDefaults('three-layer'));
    expect(
      readSliderSettings('main-slideshow', { width: '-10', height: '0x20', columns: '0' }),
    ).toEqual(sliderDefaults('main-slideshow'));
  });

  it('SLD-002: the rendered attributes read back to the same settings', () => {
    const settings = {
      ...sliderDefaults('photo-scroller'),
      autoplay: true,
      autoslideMs: 3200,
      startSlide: 3,
    };
    const attributes = sliderDataAttributes('photo-scroller', settings);
    expect(attributes['data-delay']).toBe('3200');
    expect(attributes['data-autoslide']).toBe('true');
    expect(readSliderSettings('photo-scroller', withoutDataPrefix(attributes))).toEqual(settings);
  });

  it('SLD-002: an element’s dataset reads like its data attributes', () => {
    const settings = {
      ...sliderDefaults('photo-scroller'),
      paddingSide: 24,
      landscape: { minPercent: 20, maxPercent: 80, fill: false },
    };
    const dataset = Object.fromEntries(
      Object.entries(sliderDataAttributes('photo-scroller', settings)).map(([name, value]) => [
        name.slice(5).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
        value,
      ]),
    );
    expect(dataset['paddingSide']).toBe('24');
    expect(dataset['lsMin']).toBe('20');
    expect(readSliderSettings('photo-scroller', attributesFromDataset(dataset))).toEqual(settings);
  });
});
