/**
 * DRAFT-002, DRAFT-003: save-draft is offered only once the form differs from the values it
 * started with. A snapshot is taken at start; later values are compared with it.
 *
 * Comparison is on meaning, not representation: every empty form (undefined, null, '', false,
 * [], an object whose parts are all empty such as an untouched signature pad) is the same
 * "nothing", numbers equal their text (`5` and `'5'`), and list order matters (repeated groups
 * keep their order). A filled signature therefore counts as a change, as DRAFT-003 requires.
 */

type Normalised = string | readonly Normalised[] | { readonly [key: string]: Normalised } | null;

export interface DraftSnapshot {
  readonly values: Readonly<Record<string, Normalised>>;
}

function normalise(value: unknown): Normalised {
  if (value === null || value === undefined || value === false || value === '') return null;
  if (value === true) return 'true';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) {
    const items = value.map(normalise);
    return items.every((item) => item === null) ? null : items;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([key, part]) => [key, normalise(part)] as const)
      .filter(([, part]) => part !== null);
    return entries.length === 0 ? null : Object.fromEntries(entries);
  }
  return String(value);
}

function same(left: Normalised | undefined, right: Normalised | undefined): boolean {
  const a = left ?? null;
  const b = right ?? null;
  if (a === null || b === null || typeof a === 'string' || typeof b === 'string') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item: Normalised, index: number) => same(item, b[index]));
  }
  const objectA = a as Readonly<Record<string, Normalised>>;
  const objectB = b as Readonly<Record<string, Normalised>>;
  const keys = new Set([...Object.keys(objectA), ...Object.keys(objectB)]);
  return [...keys].every((key) => same(objectA[key], objectB[key]));
}

/** Takes the snapshot of the form's initial values (a deep, normalised copy). */
export function takeDraftSnapshot(values: Readonly<Record<string, unknown>>): DraftSnapshot {
  const normalised = normalise(values);
  return {
    values:
      normalised !== null && typeof normalised === 'object' && !Array.isArray(normalised)
        ? (normalised as Readonly<Record<string, Normalised>>)
        : {},
  };
}

/** DRAFT-002: whether `values` differ from the snapshot (a filled signature counts, DRAFT-003). */
export function hasChangedSinceSnapshot(
  snapshot: DraftSnapshot,
  values: Readonly<Record<string, unknown>>,
): boolean {
  return !same(snapshot.values, takeDraftSnapshot(values).values);
}
