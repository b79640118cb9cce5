import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockDelays, lightboxCaption, slideLabel, type Slide } from './slider-slide';

describe('slider slide', () => {
  it('SLD-001: a slide carries picture, big picture, video, size, caption, thumbnail, delay and blocks', () => {
    const slide: Slide<string> = {
      id: 's1',
      picture: 'harbour.jpg',
      bigPicture: 'harbour-big.jpg',
      width: 1600,
      height: 900,
      caption: 'Harbour at dusk',
      href: '/works/harbour',
      thumbnail: 'harbour-thumb.jpg',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      autoplayDelayMs: 3000,
      blocks: [
        { kind: 'eyebrow', text: 'New' },
        { kind: 'title', text: 'Harbour' },
        { kind: 'link', text: 'See the work', href: '/works/harbour' },
      ],
    };
    expect(slide.blocks.map((block) => block.kind)).toEqual(['eyebrow', 'title', 'link']);
  });

  it('SLD-003: slides are announced 1-based: the third of twelve is "3 of 12"', () => {
    expect(slideLabel(2, 12)).toBe('3 of 12');
    expect(slideLabel(0, 1)).toBe('1 of 1');
  });

  it('SLD-025: the slider lightbox shows the image’s alt text as the caption, else the slide caption', () => {
    expect(lightboxCaption('A red boat on a grey sea', 'Harbour')).toBe('A red boat on a grey sea');
    expect(lightboxCaption('  ', 'Harbour')).toBe('Harbour');
    expect(lightboxCaption(undefined, '  Harbour ')).toBe('Harbour');
    expect(lightboxCaption(undefined)).toBeUndefined();
    expect(lightboxCaption('', '   ')).toBeUndefined();
  });

  it('SLD-028: block i starts its entrance i × 200 ms after the slide shows', () => {
    expect(blockDelays(4)).toEqual([0, 200, 400, 600]);
    expect(blockDelays(0)).toEqual([]);
    expect(blockDelays(-3)).toEqual([]);
    expect(blockDelays(Number.NaN)).toEqual([]);
    expect(blockDelays(2.7)).toEqual([0, 200]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (count) => {
        const delays = blockDelays(count);
        expect(delays).toHaveLength(count);
        delays.forEach((delay, index) => expect(delay).toBe(index * 200));
      }),
    );
  });
});
