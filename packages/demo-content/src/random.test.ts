import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, hashString } from './random';

const seed = fc.integer({ min: 0, max: 0xffffffff });

const firstValues = (randomSeed: number, count: number): number[] => {
  const random = createRandom(randomSeed);
  return Array.from({ length: count }, () => random.next());
};

describe('seeded random', () => {
  it('repeats the same sequence for the same seed', () => {
    fc.assert(
      fc.property(seed, (value) => {
        expect(firstValues(value, 32)).toEqual(firstValues(value, 32));
      }),
    );
  });

  it('gives different sequences for different seeds', () => {
    const firsts = new Set(
      Array.from({ length: 500 }, (_, index) => firstValues(index, 4).join(',')),
    );
    expect(firsts.size).toBe(500);
  });

  it('draws floats in [0, 1) with a roughly even spread', () => {
    const values = firstValues(42, 10_000);
    for (const value of values) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
    const lowerHalf = values.filter((value) => value < 0.5).length;
    expect(lowerHalf / values.length).toBeGreaterThan(0.47);
    expect(lowerHalf / values.length).toBeLessThan(0.53);
  });

  it('range() stays within its bounds', () => {
    fc.assert(
      fc.property(
        seed,
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (value, min, span) => {
          const drawn = createRandom(value).range(min, min + span);
          expect(drawn).toBeGreaterThanOrEqual(min);
          expect(drawn).toBeLessThanOrEqual(min + span);
        },
      ),
    );
  });

  it('int() returns integers with both ends reachable', () => {
    fc.assert(
      fc.property(
        seed,
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 50 }),
        (value, min, span) => {
          const random = createRandom(value);
          const drawn = random.int(min, min + span);
          expect(Number.isInteger(drawn)).toBe(true);
          expect(drawn).toBeGreaterThanOrEqual(min);
          expect(drawn).toBeLessThanOrEqual(min + span);
        },
      ),
    );
    const random = createRandom(7);
    const seen = new Set(Array.from({ length: 200 }, () => random.int(1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('int() rejects reversed or fractional bounds with a clear message', () => {
    const random = createRandom(1);
    expect(() => random.int(5, 1)).toThrow(/min ≤ max/);
    expect(() => random.int(0.5, 2)).toThrow(/integers/);
  });

  it('pick() returns an element of the list and refuses an empty list', () => {
    fc.assert(
      fc.property(seed, fc.array(fc.string(), { minLength: 1, maxLength: 20 }), (value, items) => {
        expect(items).toContain(createRandom(value).pick(items));
      }),
    );
    expect(() => createRandom(1).pick([])).toThrow(/non-empty/);
  });

  it('shuffle() returns a permutation and leaves the input untouched', () => {
    fc.assert(
      fc.property(seed, fc.array(fc.integer(), { maxLength: 40 }), (value, items) => {
        const before = [...items];
        const shuffled = createRandom(value).shuffle(items);
        expect(items).toEqual(before);
        expect([...shuffled].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it('chance() follows its probability', () => {
    const random = createRandom(99);
    const hits = Array.from({ length: 10_000 }, () => random.chance(0.25)).filter(Boolean).length;
    expect(hits / 10_000).toBeGreaterThan(0.23);
    expect(hits / 10_000).toBeLessThan(0.27);
    expect(Array.from({ length: 100 }, () => random.chance(0)).some(Boolean)).toBe(false);
    expect(Array.from({ length: 100 }, () => random.chance(1)).every(Boolean)).toBe(true);
  });

  it('fork() depends on the seed and label only, not on numbers already drawn', () => {
    fc.assert(
      fc.property(seed, fc.string(), fc.integer({ min: 0, max: 50 }), (value, label, drawn) => {
        const fresh = createRandom(value).fork(label);
        const used = createRandom(value);
        for (let index = 0; index < drawn; index++) used.next();
        const later = used.fork(label);
        expect([later.next(), later.next()]).toEqual([fresh.next(), fresh.next()]);
      }),
    );
    const parent = createRandom(5);
    expect(parent.fork('sky').next()).not.toBe(parent.fork('sea').next());
  });

  it('hashString() is stable and spreads similar labels apart', () => {
    expect(hashString('tide-table')).toBe(hashString('tide-table'));
    expect(hashString('a')).not.toBe(hashString('b'));
    const hashes = new Set(Array.from({ length: 1000 }, (_, index) => hashString(`sku-${index}`)));
    expect(hashes.size).toBe(1000);
    fc.assert(
      fc.property(fc.string(), (text) => {
        const hash = hashString(text);
        expect(Number.isInteger(hash)).toBe(true);
        expect(hash).toBeGreaterThanOrEqual(0);
        expect(hash).toBeLessThanOrEqual(0xffffffff);
      }),
    );
  });

  it('refuses a non-finite seed', () => {
    expect(() => createRandom(Number.NaN)).toThrow(/finite seed/);
    expect(() => createRandom(Number.POSITIVE_INFINITY)).toThrow(/finite seed/);
  });
});
