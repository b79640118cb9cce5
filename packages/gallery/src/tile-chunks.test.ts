import { describe, expect, it } from 'vitest';
import {
  CHUNK_PAGE_QUERY,
  LOAD_CHUNK_ACTION,
  chunkCount,
  chunkOf,
  chunkPageFromSearch,
  nextChunkPage,
  tilesThroughPage,
} from './tile-chunks';

const tiles = Array.from({ length: 23 }, (_, index) => `tile-${index + 1}`);

describe('chunks (GAL-005, GAL-006)', () => {
  it('GAL-006 a chunk is fetched with the load_chunk action; the no-JavaScript page is ftg-page', () => {
    expect(LOAD_CHUNK_ACTION).toBe('load_chunk');
    expect(CHUNK_PAGE_QUERY).toBe('ftg-page');
  });

  it('GAL-005 pages are 1-based slices of pageSize tiles, the last one shorter', () => {
    expect(chunkOf(tiles, 1, 10)).toEqual(tiles.slice(0, 10));
    expect(chunkOf(tiles, 2, 10)).toEqual(tiles.slice(10, 20));
    expect(chunkOf(tiles, 3, 10)).toEqual(['tile-21', 'tile-22', 'tile-23']);
  });

  it('GAL-005 a page past the end is empty, which ends loading', () => {
    expect(chunkOf(tiles, 4, 10)).toEqual([]);
    expect(chunkOf([], 1, 10)).toEqual([]);
  });

  it('GAL-006 a page or page size that is not a positive whole number gives no tiles', () => {
    for (const [page, size] of [
      [0, 10],
      [-1, 10],
      [1.5, 10],
      [Number.NaN, 10],
      [1, 0],
      [1, -5],
      [1, 2.5],
      [Number.POSITIVE_INFINITY, 10],
      [1, Number.POSITIVE_INFINITY],
    ] as const) {
      expect(chunkOf(tiles, page, size)).toEqual([]);
    }
  });

  it('GAL-005 the chunk count and the next page end when the tiles do', () => {
    expect(chunkCount(23, 10)).toBe(3);
    expect(chunkCount(20, 10)).toBe(2);
    expect(chunkCount(0, 10)).toBe(0);
    expect(chunkCount(23, 0)).toBe(0);
    expect(nextChunkPage(23, 1, 10)).toBe(2);
    expect(nextChunkPage(23, 2, 10)).toBe(3);
    expect(nextChunkPage(23, 3, 10)).toBeUndefined();
    expect(nextChunkPage(0, 1, 10)).toBeUndefined();
  });

  it('GAL-005 the show-more page comes from ?ftg-page=, 1 when absent or bad, at most the last page', () => {
    expect(chunkPageFromSearch('?ftg-page=2', 3)).toBe(2);
    expect(chunkPageFromSearch('?a=1&ftg-page=3', 3)).toBe(3);
    expect(chunkPageFromSearch('?ftg-page=99', 3)).toBe(3);
    expect(chunkPageFromSearch('', 3)).toBe(1);
    for (const bad of ['0', '-2', '1.5', 'two', '1e3', '', '9999999999']) {
      expect(chunkPageFromSearch(`?ftg-page=${bad}`, 3)).toBe(1);
    }
    expect(chunkPageFromSearch('?ftg-page=2', 0)).toBe(1);
  });

  it('GAL-005 a show-more page shows every tile up to the end of its page', () => {
    expect(tilesThroughPage(tiles, 2, 10)).toEqual(tiles.slice(0, 20));
    expect(tilesThroughPage(tiles, 5, 10)).toEqual(tiles);
    expect(tilesThroughPage(tiles, 0, 10)).toEqual([]);
  });
});
