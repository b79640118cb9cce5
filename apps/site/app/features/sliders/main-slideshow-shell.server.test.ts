import { readSliderSettings } from '@atelier/gallery/slider-settings';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mainSlideshowShell } from './main-slideshow-shell.server';
import type { SliderView } from './slider-view';

const picture = { alt: 'A', width: 1200, height: 800, dominantColor: '#000000', variants: [] };

function view(attributes: Record<string, string>, slides = 3): SliderView {
  return {
    kind: 'main-slideshow',
    label: 'In the gallery now',
    attributes,
    slides: Array.from({ length: slides }, (_, index) => ({
      id: `1-${index}`,
      picture,
      width: 1200,
      height: 800,
      href: `/product/${index}/`,
      blocks:
        index === 0
          ? [
              { kind: 'title' as const, text: 'Title' },
              { kind: 'link' as const, text: 'View', href: '/product/0/' },
            ]
          : [{ kind: 'link' as const, text: 'Shop', href: '/shop/' }],
    })),
  };
}

const withoutPrefix = (data: Record<string, string>) =>
  Object.fromEntries(Object.entries(data).map(([name, value]) => [name.slice(5), value]));

describe('the main slideshow shell, worked out on the server (issue 19)', () => {
  it('SLD-033 the box is 1280 × 720 by default, and the settings’ size when given', () => {
    expect(mainSlideshowShell(view({})).style).toMatchObject({
      '--slideshow-ratio': '1280 / 720',
      '--slideshow-h': 720 / 1280,
    });
    expect(mainSlideshowShell(view({ width: '1600', height: '900' })).style).toMatchObject({
      '--slideshow-ratio': '1600 / 900',
    });
    expect(mainSlideshowShell(view({ width: 'wide', height: '-3' })).style).toMatchObject({
      '--slideshow-ratio': '1280 / 720',
    });
  });

  it('SLD-028 caption blocks enter 200 ms apart, 20 px away, over 400 ms', () => {
    const shell = mainSlideshowShell(view({}));
    expect(shell.blockDelays).toEqual([0, 200]);
    expect(shell.style).toMatchObject({
      '--slide-block-offset': '20px',
      '--slide-block-speed': '400ms',
    });
  });

  it('SLD-016 the start slide is clamped to the slides there are', () => {
    expect(mainSlideshowShell(view({ start: '9' })).start).toBe(2);
    expect(mainSlideshowShell(view({ start: '-2' })).start).toBe(0);
    expect(mainSlideshowShell(view({ start: '1' })).start).toBe(1);
    expect(mainSlideshowShell(view({ start: '4' }, 0)).start).toBe(0);
  });

  it('slides are labelled "n of m", and a picture repeating its link block is hidden from reading', () => {
    const shell = mainSlideshowShell(view({}));
    expect(shell.labels).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(shell.pictureLinkHidden).toEqual([true, false, false]);
  });

  it('SLD-024 a slider without slides carries its message', () => {
    expect(mainSlideshowShell(view({}, 0)).emptyMessage).toBe(
      'There are no slides to display. Please upload images.',
    );
  });

  it('SLD-002 the data attributes on the element read back as the same settings', () => {
    fc.assert(
      fc.property(
        fc.record({
          width: fc.integer({ min: 1, max: 4000 }).map(String),
          height: fc.integer({ min: 1, max: 4000 }).map(String),
          autoslide: fc.constantFrom('5000', '800', 'false', '1500'),
          loop: fc.constantFrom('true', 'false'),
          'lock-left': fc.constantFrom('true', 'false'),
        }),
        (attributes) => {
          const { data } = mainSlideshowShell(view(attributes));
          expect(readSliderSettings('main-slideshow', withoutPrefix(data))).toEqual(
            readSliderSettings('main-slideshow', attributes),
          );
        },
      ),
    );
  });
});
