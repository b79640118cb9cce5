// @vitest-environment jsdom
import { NO_SLIDES_MESSAGE } from '@atelier/gallery/slider-constants';
import type { Slide } from '@atelier/gallery/slider-slide';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PictureSource } from '~/shared/ui/picture';
import type { SliderView } from './slider-view';
import { ThreeLayerSlider } from './three-layer-slider';

function slide(index: number): Slide<PictureSource> {
  return {
    id: `work-${index}`,
    picture: {
      alt: `Work ${index} by Artist ${index}: oil on linen`,
      width: index % 2 === 0 ? 1600 : 1200,
      height: 1200,
      dominantColor: '#665544',
      variants: [
        { width: 400, height: 300, format: 'webp', file: `w${index}-400.webp` },
        { width: 400, height: 300, format: 'jpeg', file: `w${index}-400.jpg` },
      ],
    },
    width: index % 2 === 0 ? 1600 : 1200,
    height: 1200,
    caption: `Work ${index}, Artist ${index}`,
    href: `/product/work-${index}/`,
    blocks: [],
  };
}

const view = (count: number): SliderView => ({
  kind: 'three-layer',
  label: 'Works in the viewing room',
  attributes: { loop: 'true' },
  slides: Array.from({ length: count }, (_, index) => slide(index)),
});

const render = (count: number) => {
  const html = renderToString(<ThreeLayerSlider slider={view(count)} />);
  return new DOMParser().parseFromString(html, 'text/html');
};

describe('three-layer slider as the server renders it', () => {
  it('SLD-024: without works it says there are no slides to display', () => {
    const page = render(0);
    expect(page.body.textContent).toBe(NO_SLIDES_MESSAGE);
    expect(page.querySelectorAll('a')).toHaveLength(0);
  });

  it('every work is a link to its page, named "Title, Artist", in a slide "n of N"', () => {
    const page = render(12);
    const region = page.querySelector('section[aria-roledescription="carousel"]');
    expect(region?.getAttribute('aria-label')).toBe('Works in the viewing room');
    const slides = [...page.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((element) => element.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 12 }, (_, index) => `${index + 1} of 12`),
    );
    const links = [...page.querySelectorAll('a.three-layer__open')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      Array.from({ length: 12 }, (_, index) => `/product/work-${index}/`),
    );
    expect(links[3]?.textContent).toBe('Work 3, Artist 3');
    // Before the slider's code runs, a link is only a link: no dialog is promised.
    expect(links.every((link) => !link.hasAttribute('aria-haspopup'))).toBe(true);
  });

  it('SLD-030: the works are spread over the three layers and hung at reserved places', () => {
    const page = render(24);
    const works = [...page.querySelectorAll<HTMLElement>('.three-layer__work')];
    const layers = works.map((work) => work.dataset.layer);
    for (const layer of ['far', 'middle', 'near']) {
      expect(layers.filter((name) => name === layer)).toHaveLength(8);
    }
    for (const work of works) {
      for (const band of ['narrow', 'wide']) {
        for (const side of ['x', 'y', 'w', 'h']) {
          expect(work.style.getPropertyValue(`--${side}-${band}`)).toMatch(/^\d+(\.\d+)?cqw$/);
        }
      }
    }
    const stage = page.querySelector<HTMLElement>('.three-layer__stage');
    expect(stage?.style.getPropertyValue('--stage-wide')).toMatch(/cqw$/);
    // The settings as data attributes (SLD-002) and the timings of SLD-030 for the stylesheet.
    const section = page.querySelector<HTMLElement>('section');
    expect(section?.dataset.loop).toBe('true');
    expect(section?.style.getPropertyValue('--tl-invisible')).toBe('850ms');
    expect(section?.style.getPropertyValue('--tl-layer')).toBe('700ms');
    expect(section?.style.getPropertyValue('--tl-screen')).toBe('500ms');
    expect(section?.style.getPropertyValue('--tl-delay')).toBe('100ms');
    // No counter, no dialog before the slider's code runs (they need it).
    expect(page.querySelector('[role="progressbar"]')).toBeNull();
    expect(page.querySelector('dialog')).toBeNull();
  });
});
