import { describe, expect, it } from 'vitest';
import { DEMO_TILE_GALLERY, DEMO_TILES, TILE_FILTER_SETS } from './tile-gallery';

describe('the demo tile gallery (issue 18)', () => {
  it('GAL-001 has at least 60 tiles in the four filter sets, each set well filled', () => {
    expect(DEMO_TILES.length).toBeGreaterThanOrEqual(60);
    for (const set of TILE_FILTER_SETS) {
      expect(DEMO_TILES.filter((tile) => tile.filterSets.includes(set)).length).toBeGreaterThan(10);
    }
    for (const tile of DEMO_TILES) {
      expect(tile.filterSets.every((set) => /^[a-z0-9-]{1,40}$/.test(set))).toBe(true);
      expect(tile.title.trim()).not.toBe('');
    }
  });

  it('GAL-001 has two video (iframe) tiles, one YouTube and one Vimeo, and only they have a film', () => {
    const films = DEMO_TILES.filter((tile) => tile.type === 'iframe');
    expect(films).toHaveLength(2);
    expect(films.map((tile) => new URL(tile.videoUrl ?? '').hostname).sort()).toEqual([
      'vimeo.com',
      'www.youtube.com',
    ]);
    expect(DEMO_TILES.filter((tile) => tile.type === 'image' && tile.videoUrl)).toEqual([]);
  });

  it('GAL-005 shows each picture once and loads in more than one chunk', () => {
    expect(new Set(DEMO_TILES.map((tile) => tile.imageKey)).size).toBe(DEMO_TILES.length);
    expect(DEMO_TILES.length).toBeGreaterThan(
      DEMO_TILE_GALLERY.settings.firstChunkSize + DEMO_TILE_GALLERY.settings.pageSize,
    );
  });

  it('deals the sets in turn, so the first chunk mixes all four', () => {
    const first = DEMO_TILES.slice(0, DEMO_TILE_GALLERY.settings.firstChunkSize);
    for (const set of TILE_FILTER_SETS) {
      expect(first.some((tile) => tile.filterSets.includes(set))).toBe(true);
    }
  });
});
