import { columnsFor } from '@atelier/gallery/tile-columns';
import { layoutTiles, type TileSize } from '@atelier/gallery/tile-layout';
import { round } from '../lib/timing';

/**
 * Tile gallery layout bench (issue 18). `layoutTiles` for 1,000 tiles of mixed aspect ratios
 * (seeded, so every run lays out the same tiles) at container widths 320, 800, 1240 and 1920, the
 * columns following the viewport rule (GAL-010). Pure CPU: no server, no browser. Each width is
 * warmed up, then timed run by run. The layout runs on the server for the first paint and in the
 * browser 500 ms after a resize, so one layout of a long gallery should stay far under a frame.
 */

const TILE_COUNT = 1000;
const WIDTHS = [320, 800, 1240, 1920] as const;
const WARM_UP_RUNS = 300;
const MEASURED_RUNS = 3000;

/** Aspect ratios of a gallery's pictures: portraits, squares, landscapes, a few panoramas. */
const ASPECTS = [2 / 3, 3 / 4, 4 / 5, 1, 1, 5 / 4, 4 / 3, 3 / 2, 16 / 9, 2, 3] as const;

/** mulberry32: a seeded generator, so every run lays out the same tiles. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function syntheticTiles(): TileSize[] {
  const random = seededRandom(20261127);
  return Array.from({ length: TILE_COUNT }, () => {
    const aspect = ASPECTS[Math.floor(random() * ASPECTS.length)] ?? 1;
    // Natural sizes as stored pictures have them, a little off the nominal ratio.
    const height = 800 + Math.floor(random() * 1600);
    const width = Math.round(height * aspect * (0.95 + random() * 0.1));
    return { width, height };
  });
}

function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export async function runGalleryLayoutBench(): Promise<Record<string, number>> {
  const tiles = syntheticTiles();
  const figures: Record<string, number> = {};
  let checksum = 0;
  for (const width of WIDTHS) {
    const options = { containerWidth: width, columns: columnsFor(width) };
    for (let run = 0; run < WARM_UP_RUNS; run++) checksum += layoutTiles(tiles, options).height;
    const samples: number[] = [];
    for (let run = 0; run < MEASURED_RUNS; run++) {
      const start = performance.now();
      const layout = layoutTiles(tiles, options);
      samples.push(performance.now() - start);
      checksum += layout.height;
    }
    const layout = layoutTiles(tiles, options);
    if (layout.placements.length !== TILE_COUNT) {
      throw new Error(`The layout at ${width} px placed ${layout.placements.length} tiles.`);
    }
    samples.sort((left, right) => left - right);
    const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
    const row = `width${width}`;
    figures[`${row}.columns`] = options.columns;
    figures[`${row}.rows`] = new Set(layout.placements.map((placement) => placement.top)).size;
    figures[`${row}.meanMs`] = round(mean, 4);
    figures[`${row}.p50Ms`] = round(percentile(samples, 0.5), 4);
    figures[`${row}.p99Ms`] = round(percentile(samples, 0.99), 4);
    figures[`${row}.tilesPerMs`] = Math.round(TILE_COUNT / mean);
  }
  // Keeps the work observable, so no run can be optimised away.
  if (checksum <= 0) throw new Error('The layouts had no height.');
  console.log(
    `Tile layout: ${TILE_COUNT} tiles, ${MEASURED_RUNS} runs per width after ${WARM_UP_RUNS} warm-up runs`,
  );
  return figures;
}
