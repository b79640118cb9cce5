/** A file chosen in an upload field: what the engine needs to check it (UPL-007…UPL-010). */
export interface FileValue {
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  readonly type?: string;
}

/**
 * What a field holds. Text-like fields hold a string; number fields a number or the string typed;
 * radio and single select the chosen option's value; checkbox and multi-select the chosen values;
 * a range slider its two handles; uploads their files; consent a boolean; name and address their
 * parts. `null` is "nothing entered".
 */
export type FieldValue =
  | string
  | number
  | boolean
  | null
  | readonly string[]
  | readonly number[]
  | readonly FileValue[]
  | Readonly<Record<string, string>>;

/** Nothing entered: null, an empty string, an empty list, or parts that are all empty. */
export function isEmptyValue(value: FieldValue | undefined): boolean {
  if (value === null || value === undefined || value === '' || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every((part) => part === '');
  return false;
}

/** Structural equality, so setting the same list twice is not reported as a change. */
export function sameValue(left: FieldValue | undefined, right: FieldValue | undefined): boolean {
  if (left === right) return true;
  if (Array.isArray(left) && Array.isArray(right)) {
    return (
      left.length === right.length &&
      left.every((item: unknown, index) => {
        const other: unknown = right[index];
        return typeof item === 'object' && item !== null && typeof other === 'object'
          ? JSON.stringify(item) === JSON.stringify(other)
          : item === other;
      })
    );
  }
  if (
    typeof left === 'object' &&
    typeof right === 'object' &&
    left !== null &&
    right !== null &&
    !Array.isArray(left) &&
    !Array.isArray(right)
  ) {
    const leftRecord = left as Readonly<Record<string, string>>;
    const rightRecord = right as Readonly<Record<string, string>>;
    const keys = Object.keys(leftRecord);
    return (
      keys.length === Object.keys(rightRecord).length &&
      keys.every((key) => leftRecord[key] === rightRecord[key])
    );
  }
  return false;
}
