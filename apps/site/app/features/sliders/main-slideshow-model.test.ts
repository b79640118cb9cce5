import { readSliderSettings } from '@atelier/gallery/slider-settings';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataAttributes, pictureLinkRepeatsBlock, slideshowBox } from './main-slideshow-model';

describe('main slideshow shell rules (issue 19)', () => {
  it('SLD-033 the box is 1280 × 720 unless both sizes are positive whole numbers', () => {
    expect(slideshowBox({})).toEqual({ width: 1280, height: 720 });
    expect(slideshowBox({ width: '1600', height: '900' })).toEqual({ width: 1600, height: 900 });
    expect(slideshowBox({ width: '1600' })).toEqual({ width: 1280, height: 720 });
    expect(slideshowBox({ width: '0', height: '720' })).toEqual({ width: 1280, height: 720 });
    expect(slideshowBox({ width: '-5', height: '720' })).toEqual({ width: 1280, height: 720 });
    expect(slideshowBox({ width: '12.5', height: 'x' })).toEqual({ width: 1280, height: 720 });
  });

  it('SLD-002 SLD-033 the shell reserves the box the engine reads from the same attributes', () => {
    // The shell's few lines and the engine's reader agree whenever the attributes are sane
    // sizes, so the reserved box is the slideshow's box.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), (w, h) => {
        const attributes = { width: String(w), height: String(h) };
        const settings = readSliderSettings('main-slideshow', attributes);
        expect(slideshowBox(attributes)).toEqual({
          width: settings.width,
          height: settings.height,
        });
      }),
    );
    const defaults = readSliderSettings('main-slideshow', {});
    expect(slideshowBox({})).toEqual({ width: defaults.width, height: defaults.height });
  });

  it('the picture link is a pointer shortcut only when a link block names the same page', () => {
    const blocks = [
      { kind: 'title' as const, text: 'Work' },
      { kind: 'link' as const, text: 'View the work', href: '/product/a/' },
    ];
    expect(pictureLinkRepeatsBlock('/product/a/', blocks)).toBe(true);
    expect(pictureLinkRepeatsBlock('/product/b/', blocks)).toBe(false);
    expect(pictureLinkRepeatsBlock(undefined, blocks)).toBe(false);
    expect(pictureLinkRepeatsBlock('/product/a/', [{ kind: 'title', text: '/product/a/' }])).toBe(
      false,
    );
  });

  it('SLD-002 the settings go on the element as data attributes', () => {
    expect(dataAttributes({ width: '1280', 'lock-left': 'true', 'Bad name': 'x' })).toEqual({
      'data-width': '1280',
      'data-lock-left': 'true',
    });
  });
});
