import { describe, expect, it } from 'vitest';
import { artworks, mediaItems } from './catalogue';
import { DEMO_HOME_SLIDES, DEMO_HOME_SLIDESHOW } from './home-slideshow';

describe('the home slideshow demo (issue 19)', () => {
  it('SLD-001 has five slides, each with its four caption blocks and a link that leads somewhere', () => {
    expect(DEMO_HOME_SLIDES).toHaveLength(5);
    for (const slide of DEMO_HOME_SLIDES) {
      expect(slide.blocks.map((block) => block.kind)).toEqual(['eyebrow', 'title', 'text', 'link']);
      expect(slide.blocks.every((block) => block.text.trim().length > 0)).toBe(true);
      expect(slide.blocks[3]?.href).toMatch(/^\/(product\/[a-z0-9-]+\/|shop\/|media\/)/);
    }
  });

  it('SLD-001 shows pictures the demo paints: works in a room, and the film on its poster', () => {
    const known = new Set([
      ...artworks.map((artwork) => `artwork/${artwork.slug}/in-situ`),
      ...mediaItems.map((item) => `media/${item.slug}`),
    ]);
    expect(DEMO_HOME_SLIDES.every((slide) => known.has(slide.imageKey))).toBe(true);
  });

  it('SLD-019 SLD-020 one slide plays a YouTube film and one keeps its own delay above 999 ms', () => {
    const films = DEMO_HOME_SLIDES.filter((slide) => slide.videoUrl !== undefined);
    expect(films).toHaveLength(1);
    expect(films[0]?.videoUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    const delays = DEMO_HOME_SLIDES.flatMap((slide) => slide.autoplayDelayMs ?? []);
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeGreaterThan(999);
  });

  it('SLD-033 is a 1280 × 720 main slideshow turning every 5000 ms', () => {
    expect(DEMO_HOME_SLIDESHOW).toMatchObject({
      kind: 'main-slideshow',
      settings: { width: '1280', height: '720', autoslide: '5000' },
    });
  });
});
