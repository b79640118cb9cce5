/**
 * A small seeded pseudo-random generator. Everything in the demo gallery is derived from it, so the
 * same seed always yields the same artwork, on every machine and in every run.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** True with the given probability (0..1). */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy; the input is left untouched. */
  shuffle<T>(items: readonly T[]): T[];
  /**
   * An independent generator derived from this one's seed and a label. Forking keeps one part of a
   * picture stable when another part draws more or fewer numbers.
   */
  fork(label: string): Random;
}

/** FNV-1a: turns a label into a 32-bit seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and well distributed enough for pictures and demo data. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRandom(seed: number): Random {
  if (!Number.isFinite(seed)) {
    throw new Error(`createRandom needs a finite seed, got ${seed}.`);
  }
  const baseSeed = Math.trunc(seed) >>> 0;
  const next = mulberry32(baseSeed);

  const random: Random = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => {
      if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
        throw new Error(`int(min, max) needs integers with min ≤ max, got ${min} and ${max}.`);
      }
      return min + Math.floor(next() * (max - min + 1));
    },
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) {
        throw new Error('pick() needs a non-empty list.');
      }
      return item;
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1));
        const current = copy[index] as (typeof copy)[number];
        copy[index] = copy[other] as (typeof copy)[number];
        copy[other] = current;
      }
      return copy;
    },
    fork: (label) => createRandom((baseSeed ^ hashString(label)) >>> 0),
  };
  return random;
}
