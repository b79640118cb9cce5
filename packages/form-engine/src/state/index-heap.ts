/**
 * A min-heap of small non-negative integers without duplicates: the queue of fields waiting to be
 * recomputed, popped in topological order.
 */
export class IndexHeap {
  private readonly items: number[] = [];
  private readonly queued: Uint8Array;

  constructor(capacity: number) {
    this.queued = new Uint8Array(capacity);
  }

  get size(): number {
    return this.items.length;
  }

  push(index: number): void {
    if (this.queued[index] === 1) return;
    this.queued[index] = 1;
    const items = this.items;
    let child = items.length;
    items.push(index);
    while (child > 0) {
      const parent = (child - 1) >> 1;
      const parentValue = items[parent] ?? 0;
      if (parentValue <= index) break;
      items[child] = parentValue;
      child = parent;
    }
    items[child] = index;
  }

  /** The smallest index, or -1 when empty. */
  pop(): number {
    const items = this.items;
    const top = items[0];
    if (top === undefined) return -1;
    this.queued[top] = 0;
    const last = items.pop() ?? 0;
    if (items.length > 0) {
      let parent = 0;
      for (;;) {
        const left = 2 * parent + 1;
        if (left >= items.length) break;
        const right = left + 1;
        const leftValue = items[left] ?? 0;
        const rightValue = items[right] ?? Number.POSITIVE_INFINITY;
        const child = right < items.length && rightValue < leftValue ? right : left;
        const childValue = items[child] ?? 0;
        if (last <= childValue) break;
        items[parent] = childValue;
        parent = child;
      }
      items[parent] = last;
    }
    return top;
  }
}
