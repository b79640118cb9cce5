import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IndexHeap } from './index-heap';

describe('IndexHeap', () => {
  it('CALC-022 pops queued fields in topological (ascending) order, each once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 63 })), (indexes) => {
        const heap = new IndexHeap(64);
        for (const index of indexes) heap.push(index);
        const popped: number[] = [];
        for (let index = heap.pop(); index >= 0; index = heap.pop()) popped.push(index);
        expect(popped).toEqual([...new Set(indexes)].sort((left, right) => left - right));
        expect(heap.size).toBe(0);
      }),
    );
  });

  it('CALC-022 accepts an index again once it has been popped', () => {
    const heap = new IndexHeap(4);
    heap.push(2);
    expect(heap.pop()).toBe(2);
    heap.push(2);
    expect(heap.pop()).toBe(2);
    expect(heap.pop()).toBe(-1);
  });
});
