// @vitest-environment jsdom
import type { Slide } from '@atelier/gallery/slider-slide';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PictureSource } from '~/shared/ui/picture';
import { MainSlideshow } from './main-slideshow';
import { mainSlideshowShell } from './main-slideshow-shell.server';
import type { SliderView } from './slider-view';

function slide(position: number, extra: Partial<Slide<PictureSource>> = {}): Slide<PictureSource> {
  return {
    id: `1-${position}`,
    picture: {
      alt: `Work ${position + 1} in a room`,
      width: 1200,
      height: 800,
      dominantColor: '#334455',
      variants: [
        { width: 480, height: 320, format: 'webp', file: `w${position}-480.webp` },
        { width: 1200, height: 800, format: 'webp', file: `w${position}-1200.webp` },
        { width: 480, height: 320, format: 'jpeg', file: `w${position}-480.jpg` },
        { width: 1200, height: 800, format: 'jpeg', file: `w${position}-1200.jpg` },
      ],
    },
    width: 1200,
    height: 800,
    href: `/product/work-${position + 1}/`,
    blocks: [
      { kind: 'eyebrow', text: `Eyebrow ${position + 1}` },
      { kind: 'title', text: `Title ${position + 1}` },
      { kind: 'text', text: `Text ${position + 1}` },
      { kind: 'link', text: 'View the work', href: `/product/work-${position + 1}/` },
    ],
    ...extra,
  };
}

const slider = (slides: Slide<PictureSource>[], attributes: Record<string, string> = {}) =>
  ({
    kind: 'main-slideshow',
    label: 'In the gallery now',
    attributes: { width: '1280', height: '720', autoslide: '5000', ...attributes },
    slides,
  }) satisfies SliderView;

const render = (view: SliderView) => {
  const html = renderToString(
    <MemoryRouter>
      <MainSlideshow slider={view} shell={mainSlideshowShell(view)} />
    </MemoryRouter>,
  );
  const document = new DOMParser().parseFromString(html, 'text/html');
  return { html, document };
};

describe('main slideshow as the server renders it (issue 19)', () => {
  it('SLD-033 the first slide is complete before JavaScript: picture, blocks, link, reserved box', () => {
    const { document } = render(
      slider([slide(0), slide(1), slide(2, { videoUrl: 'https://youtu.be/Qm7xL2pW4sA' })]),
    );
    const region = document.querySelector('section');
    expect(region?.getAttribute('aria-roledescription')).toBe('carousel');
    expect(region?.getAttribute('aria-label')).toBe('In the gallery now');
    expect(region?.getAttribute('data-width')).toBe('1280');
    expect(region?.getAttribute('data-loop')).toBe('true');
    expect(region?.getAttribute('style')).toContain('--slideshow-ratio:1280 / 720');
    const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((element) => element.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    // Only the first slide is reachable; the others are inert until they are shown.
    expect(slides.map((element) => element.hasAttribute('inert'))).toEqual([false, true, true]);
    const first = slides[0];
    expect(first?.textContent).toContain('Eyebrow 1');
    expect(first?.textContent).toContain('Title 1');
    expect(first?.querySelector('.main-slideshow__link a')?.getAttribute('href')).toBe(
      '/product/work-1/',
    );
    // The first picture is the page's largest paint: loaded at once and first.
    const picture = first?.querySelector('img');
    expect(picture?.getAttribute('loading')).toBe('eager');
    expect(picture?.getAttribute('fetchpriority')).toBe('high');
    expect(slides[1]?.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    // The picture repeats the link block's page: for a pointer only.
    const pictureLink = first?.querySelector('.main-slideshow__media');
    expect(pictureLink?.getAttribute('aria-hidden')).toBe('true');
    expect(pictureLink?.getAttribute('tabindex')).toBe('-1');
  });

  it('SLD-009 no control that needs JavaScript, and no film player, is in the first HTML', () => {
    const { document } = render(
      slider([slide(0), slide(1, { videoUrl: 'https://www.youtube.com/watch?v=Qm7xL2pW4sA' })]),
    );
    expect(document.querySelectorAll('button')).toHaveLength(0);
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.body.innerHTML).not.toContain('youtube');
  });

  it('SLD-016 a start slide is shown first, clamped to the last slide', () => {
    const { document } = render(slider([slide(0), slide(1), slide(2)], { start: '9' }));
    const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((element) => element.hasAttribute('inert'))).toEqual([true, true, false]);
    expect(slides[2]?.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('a picture without a link block of its own is a link named by its picture', () => {
    const { document } = render(slider([slide(0, { blocks: [] })]));
    const link = document.querySelector('.main-slideshow__media');
    expect(link?.getAttribute('href')).toBe('/product/work-1/');
    expect(link?.hasAttribute('aria-hidden')).toBe(false);
    expect(link?.querySelector('img')?.getAttribute('alt')).toBe('Work 1 in a room');
  });

  it('SLD-024 a slider without slides says so', () => {
    const { document } = render(slider([]));
    expect(document.querySelector('section')?.textContent).toBe(
      'There are no slides to display. Please upload images.',
    );
    expect(document.querySelector('[aria-roledescription]')).toBeNull();
  });
});
