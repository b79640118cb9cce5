export type TopologicalResult =
  | { readonly kind: 'ordered'; readonly order: readonly string[] }
  /** `cycle` lists the ids around the loop and repeats the first at the end: a → b → a. */
  | { readonly kind: 'cycle'; readonly cycle: readonly string[] };

/**
 * Orders `ids` so that every id comes after the ids it depends on (Kahn's algorithm), keeping the
 * given order among independent ids. Dependencies outside `ids` are ignored.
 */
export function topologicalOrder(
  ids: readonly string[],
  dependenciesOf: (id: string) => readonly string[],
): TopologicalResult {
  const count = ids.length;
  const indexOf = new Map<string, number>();
  for (let index = 0; index < count; index++) indexOf.set(ids[index] ?? '', index);
  const dependencies: number[][] = [];
  const dependants: number[][] = [];
  for (let index = 0; index < count; index++) dependants.push([]);
  const waitingFor = new Int32Array(count);
  for (let index = 0; index < count; index++) {
    const list: number[] = [];
    for (const dependency of dependenciesOf(ids[index] ?? '')) {
      const source = indexOf.get(dependency);
      // Lists are a handful of ids long: a linear duplicate check beats building a Set.
      if (source === undefined || list.includes(source)) continue;
      list.push(source);
      dependants[source]?.push(index);
    }
    dependencies.push(list);
    waitingFor[index] = list.length;
  }

  const queue: number[] = [];
  for (let index = 0; index < count; index++) if (waitingFor[index] === 0) queue.push(index);
  for (let head = 0; head < queue.length; head++) {
    for (const dependant of dependants[queue[head] ?? 0] ?? []) {
      const left = (waitingFor[dependant] ?? 0) - 1;
      waitingFor[dependant] = left;
      if (left === 0) queue.push(dependant);
    }
  }
  if (queue.length === count) {
    return { kind: 'ordered', order: queue.map((index) => ids[index] ?? '') };
  }
  return { kind: 'cycle', cycle: findCycle(ids, dependencies, waitingFor) };
}

/**
 * Every id still waiting depends on another waiting id, so following those dependencies from any
 * waiting id must come back to one already seen: that loop is the cycle.
 */
function findCycle(
  ids: readonly string[],
  dependencies: readonly (readonly number[])[],
  waitingFor: Int32Array,
): string[] {
  const isWaiting = (index: number) => (waitingFor[index] ?? 0) > 0;
  const path: number[] = [];
  const seenAt = new Map<number, number>();
  let current = waitingFor.findIndex((count) => count > 0);
  while (!seenAt.has(current)) {
    seenAt.set(current, path.length);
    path.push(current);
    current = dependencies[current]?.find(isWaiting) ?? current;
  }
  const loop = path.slice(seenAt.get(current));
  return [...loop, current].map((index) => ids[index] ?? '');
}
