import { describe, expect, it } from 'vitest';
import { topologicalOrder } from './topological-order';

describe('topologicalOrder', () => {
  it('CALC-022 COND-013 puts every id after what it depends on, keeping the given order otherwise', () => {
    const dependencies: Record<string, string[]> = { a: ['c'], b: [], c: ['b'], d: [] };
    expect(topologicalOrder(['a', 'b', 'c', 'd'], (id) => dependencies[id] ?? [])).toEqual({
      kind: 'ordered',
      order: ['b', 'd', 'c', 'a'],
    });
  });

  it('CALC-022 ignores dependencies outside the list and repeated ones', () => {
    expect(topologicalOrder(['a', 'b'], (id) => (id === 'a' ? ['b', 'b', 'zzz'] : []))).toEqual({
      kind: 'ordered',
      order: ['b', 'a'],
    });
  });

  it('CALC-022 COND-013 reports a cycle as the loop of ids, closed on its first', () => {
    const dependencies: Record<string, string[]> = { a: ['b'], b: ['c'], c: ['b'], d: ['a'] };
    expect(topologicalOrder(['a', 'b', 'c', 'd'], (id) => dependencies[id] ?? [])).toEqual({
      kind: 'cycle',
      cycle: ['b', 'c', 'b'],
    });
  });
});
