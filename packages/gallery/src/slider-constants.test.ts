import { describe, expect, it } from 'vitest';
import {
  BOUNCE,
  DEFAULT_AUTOSLIDE_MS,
  KEY_REPEAT_MS,
  MAIN_SLIDESHOW,
  MIN_AUTOSLIDE_MS,
  MOBILE,
  NO_SLIDES_MESSAGE,
  PHOTO_SCROLLER,
  SLIDER_GEOMETRY,
  SLIDER_THUMBNAILS,
  SLIDER_TIMING,
  SLIDE_BLOCKS,
  SWIPE,
  THREE_LAYER,
} from './slider-constants';

describe('slider constants: the theme numbers every slider takes', () => {
  it('SLD-026: slide spacing 8 px, offset 10, scale padding 4 px, fit-if-smaller, autoscale 800×400, slidesDiff 2', () => {
    expect(SLIDER_GEOMETRY).toEqual({
      slideSpacingPx: 8,
      minSlideOffset: 10,
      imageScalePaddingPx: 4,
      scaleMode: 'fit-if-smaller',
      autoscaleWidth: 800,
      autoscaleHeight: 400,
      slidesDiff: 2,
    });
  });

  it('SLD-027: transition 600 ms, preload 4, autoplay 2000 ms, drag 100…500 ms, debounces 50 and 200 ms', () => {
    expect(SLIDER_TIMING).toEqual({
      transitionMs: 600,
      preloadImages: 4,
      autoplayDelayMs: 2000,
      dragAnimationMinMs: 100,
      dragAnimationMaxMs: 500,
      resizeDebounceMs: 50,
      themeDebounceMs: 200,
    });
  });

  it('SLD-028: caption blocks slide 20 px in 400 ms, 200 ms apart', () => {
    expect(SLIDE_BLOCKS).toEqual({ offsetPx: 20, speedMs: 400, delayPerBlockMs: 200 });
  });

  it('SLD-029: thumbnails 10 apart, moving in 600 ms', () => {
    expect(SLIDER_THUMBNAILS).toEqual({ spacingPx: 10, transitionMs: 600 });
  });

  it('SLD-030: the three-layer slider’s scales, cell, corners and timings', () => {
    expect(THREE_LAYER).toEqual({
      layerScales: [0.14, 0.23, 0.35],
      cellSizePx: 300,
      cornerWidthPx: 3,
      cornerLengthPx: 30,
      layerMs: 700,
      invisibleMs: 850,
      screenMs: 500,
      delayMs: 100,
    });
  });

  it('SLD-017, SLD-031, DEC-14: swipes after 10 px (slideshows), 20 px (three-layer), 6 px (drag areas); axis lock 7 px', () => {
    expect(SWIPE).toEqual({ slideshowPx: 10, axisLockPx: 7, threeLayerPx: 20, dragAreaPx: 6 });
  });

  it('SLD-032: mobile below 740 px for autoplay and 760 px for paddings and height', () => {
    expect(MOBILE).toEqual({ autoplayBelowPx: 740, layoutBelowPx: 760 });
  });

  it('SLD-033, SLD-036: the main slideshow is 1280×720, rotates every 5000 ms, preloads 999', () => {
    expect(MAIN_SLIDESHOW).toEqual({ width: 1280, height: 720, autoslideMs: 5000, preload: 999 });
  });

  it('SLD-034, SLD-036: the photo scroller’s thumbnails are 80 px plus 10, and it preloads 6', () => {
    expect(PHOTO_SCROLLER).toEqual({ thumbnailHeightPx: 80, thumbnailPaddingPx: 10, preload: 6 });
  });

  it('SLD-004, SLD-005, SLD-020, SLD-024: key repeat, bounce, delays and the empty message', () => {
    expect(KEY_REPEAT_MS).toBe(700);
    expect(BOUNCE).toEqual({ distancePx: 30, durationMs: 200 });
    expect(DEFAULT_AUTOSLIDE_MS).toBe(5000);
    expect(MIN_AUTOSLIDE_MS).toBe(1000);
    expect(NO_SLIDES_MESSAGE).toBe('There are no slides to display. Please upload images.');
  });
});
