// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NO_SLIDES_MESSAGE, PHOTO_SCROLLER } from '@atelier/gallery/slider-constants';
import type { Slide } from '@atelier/gallery/slider-slide';
import type { PictureSource } from '~/shared/ui/picture';
import { PhotoScroller } from './photo-scroller';
import { photoScrollerData } from './photo-scroller.server';
import type { SliderView } from './slider-view';

function photo(n: number, width = 1200, height = 900): Slide<PictureSource> {
  return {
    id: `project-${n}`,
    picture: {
      alt: `View ${n}`,
      width,
      height,
      dominantColor: '#334455',
      variants: [
        { width: 480, height: (480 * height) / width, format: 'jpeg', file: `p${n}-480.jpg` },
        { width: 1200, height: (1200 * height) / width, format: 'jpeg', file: `p${n}-1200.jpg` },
        { width: 480, height: (480 * height) / width, format: 'webp', file: `p${n}-480.webp` },
        { width: 1200, height: (1200 * height) / width, format: 'webp', file: `p${n}-1200.webp` },
      ],
    },
    width,
    height,
    blocks: [],
  };
}

const view = (slides: Slide<PictureSource>[]): SliderView => ({
  kind: 'photo-scroller',
  label: 'Photos of Lines of the Tide',
  attributes: { autoslide: 'true', paused: 'true', 'show-thumbnails': 'true' },
  slides,
});

/** What the server sends, as a document fragment to query. */
function serverMarkup(scroller: SliderView): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<PhotoScroller scroller={photoScrollerData(scroller)} />);
  return host;
}

describe('photo scroller as the server renders it', () => {
  const slides = [
    photo(1),
    photo(2, 900, 1200),
    ...Array.from({ length: 8 }, (_, n) => photo(n + 3)),
  ];
  const host = serverMarkup(view(slides));

  it('is a carousel region of slides named "n of count" (WAI-ARIA carousel)', () => {
    const region = host.querySelector('section');
    expect(region?.getAttribute('aria-roledescription')).toBe('carousel');
    expect(region?.getAttribute('aria-label')).toBe('Photos of Lines of the Tide');
    const labels = [...host.querySelectorAll('[aria-roledescription="slide"]')].map((slide) =>
      slide.getAttribute('aria-label'),
    );
    expect(labels).toEqual(slides.map((_, index) => `${index + 1} of ${slides.length}`));
  });

  it('without JavaScript every photo is a link to its big image', () => {
    const links = [...host.querySelectorAll('.photo-scroller__photo')].map((link) =>
      link.getAttribute('href'),
    );
    expect(links).toEqual(slides.map((_, index) => `/images/p${index + 1}-1200.jpg`));
  });

  it('reserves every photo’s box before it loads, landscape and portrait alike (no layout shift)', () => {
    const boxes = [...host.querySelectorAll<HTMLElement>('.photo-scroller__slide')];
    expect(Number(boxes[0]?.style.getPropertyValue('--ps-ratio'))).toBeCloseTo(4 / 3);
    expect(Number(boxes[1]?.style.getPropertyValue('--ps-ratio'))).toBeCloseTo(3 / 4);
    expect(boxes[1]?.style.getPropertyValue('--ps-natural-height')).toBe('1200px');
    expect(boxes[1]?.dataset.orientation).toBe('portrait');
    const image = boxes[1]?.querySelector('img');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['900', '1200']);
  });

  it('loads the first photos at once, the first two first, and the rest only when near', () => {
    const loading = [...host.querySelectorAll('.photo-scroller__slide img')].map((image) => [
      image.getAttribute('loading'),
      image.getAttribute('fetchpriority'),
    ]);
    expect(loading.slice(0, 3)).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'auto'],
    ]);
    expect(loading.slice(3).every(([how]) => how === 'lazy')).toBe(true);
  });

  it('shows no control that needs JavaScript, and its thumbnails link to their photos', () => {
    expect(host.querySelectorAll('button')).toHaveLength(0);
    const thumbnails = [...host.querySelectorAll('.photo-scroller__thumb')];
    expect(thumbnails).toHaveLength(slides.length);
    const target = thumbnails[3]?.getAttribute('href') ?? '';
    expect(host.querySelector(target)?.getAttribute('aria-label')).toBe(`4 of ${slides.length}`);
  });

  it('SLD-034: the thumbnail strip is 80 px high with 10 px padding', () => {
    const region = host.querySelector<HTMLElement>('section');
    expect(region?.style.getPropertyValue('--ps-thumb-height')).toBe(
      `${PHOTO_SCROLLER.thumbnailHeightPx}px`,
    );
    expect(region?.style.getPropertyValue('--ps-thumb-padding')).toBe(
      `${PHOTO_SCROLLER.thumbnailPaddingPx}px`,
    );
  });

  it('SLD-002: carries its settings as data attributes on the scroller', () => {
    const region = host.querySelector<HTMLElement>('section');
    expect(region?.dataset.paused).toBeDefined();
    expect(region?.dataset.showThumbnails).toBeDefined();
  });

  it('SLD-024: a scroller without photos says so', () => {
    const empty = serverMarkup(view([]));
    expect(empty.textContent).toBe(NO_SLIDES_MESSAGE);
    expect(empty.querySelector('section')).toBeNull();
  });
});
