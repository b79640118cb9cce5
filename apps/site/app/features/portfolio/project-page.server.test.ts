import { describe, expect, it } from 'vitest';
import { projectSlides } from './project-page.server';

const picture = (key: string) => ({
  key,
  alt: key,
  width: 1200,
  height: 900,
  dominantColor: '#112233',
  variants: [],
});

describe('a project page’s photos', () => {
  it('SLD-001: the cover comes first, then the project’s pictures, each a slide with its size', () => {
    const slides = projectSlides({
      cover: picture('portfolio/lines-of-the-tide'),
      images: [picture('portfolio/lines-of-the-tide/1'), picture('portfolio/lines-of-the-tide/2')],
    });
    expect(slides.map((slide) => slide.picture.alt)).toEqual([
      'portfolio/lines-of-the-tide',
      'portfolio/lines-of-the-tide/1',
      'portfolio/lines-of-the-tide/2',
    ]);
    expect(slides.every((slide) => slide.width === 1200 && slide.height === 900)).toBe(true);
  });

  it('gives every slide an id an address fragment can name', () => {
    const slides = projectSlides({
      cover: picture('portfolio/a b'),
      images: [picture('portfolio/a b/1')],
    });
    expect(slides.map((slide) => slide.id)).toEqual(['portfolio-a-b', 'portfolio-a-b-1']);
    expect(slides.every((slide) => /^[a-z0-9-]+$/i.test(slide.id))).toBe(true);
  });
});
