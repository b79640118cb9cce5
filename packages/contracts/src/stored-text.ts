import { z } from 'zod';

/**
 * Characters PostgreSQL cannot store in text: NUL (text is NUL-terminated there) and a lone UTF-16
 * surrogate (half of a pair, which is no character at all and has no UTF-8 form). With the `u`
 * flag a well-formed pair is one code point, so `\p{Cs}` matches only the lone halves.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

export const hasUnstorableCharacters = (text: string): boolean => UNSTORABLE.test(text);

/** What a client shows beside the field; the same words wherever text is refused. */
export const UNSTORABLE_TEXT_MESSAGE =
  'contains characters that cannot be stored (a NUL character or a broken UTF-16 surrogate)';

/** A string field whose text can be stored: the schema for text that reaches the database. */
export const storableText = z.string().refine((text) => !hasUnstorableCharacters(text), {
  error: UNSTORABLE_TEXT_MESSAGE,
});

/** Where unstorable text was found: the field's path (`text-1`, `extra.layout`) and whether it was in a name. */
export interface UnstorableTextAt {
  field: string;
  inName: boolean;
}

/** A name shown in a message: no unstorable characters of its own, and not a page long. */
export function printableFieldName(name: string): string {
  const cleaned = name.replace(/[\0\p{Cs}]/gu, '\uFFFD');
  return cleaned.length > 80 ? `${cleaned.slice(0, 79)}…` : cleaned;
}

/**
 * The first string, key or value, anywhere in a parsed request (fields, JSON of any depth, lists)
 * that the database could not store; undefined when all of it can be. Walks with its own stack,
 * so a deeply nested JSON body cannot overflow the call stack.
 */
export function findUnstorableText(value: unknown): UnstorableTextAt | undefined {
  // Each item is checked name first, then value, so the first offending field in body order is
  // the one reported. Items point at their parent rather than carrying their path, so a deeply
  // nested body costs memory in proportion to its size, not to its depth squared.
  interface Item {
    value: unknown;
    name?: string;
    parent?: Item;
  }
  const at = (item: Item, inName: boolean): UnstorableTextAt => {
    const names: string[] = [];
    for (let step: Item | undefined = item; step?.name !== undefined; step = step.parent) {
      names.push(step.name);
    }
    names.reverse();
    // A field deep in nested JSON is named by its first few steps: enough to find it.
    const shown = names.slice(0, 6).map(printableFieldName);
    if (names.length > shown.length) shown.push('…');
    return { field: shown.length === 0 ? 'request' : shown.join('.'), inName };
  };
  const pending: Item[] = [{ value }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (item.name !== undefined && hasUnstorableCharacters(item.name)) return at(item, true);
    const current = item.value;
    if (typeof current === 'string') {
      if (hasUnstorableCharacters(current)) return at(item, false);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    const entries: [string, unknown][] = Array.isArray(current)
      ? current.map((child, index) => [String(index), child])
      : Object.entries(current);
    for (const [name, child] of entries.reverse()) {
      pending.push({ value: child, name, parent: item });
    }
  }
  return undefined;
}

/** A percent-decoded piece of a query string or form body; undefined when it is not UTF-8 text. */
function decodeFormComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * The first field of a query string or `application/x-www-form-urlencoded` body whose name or
 * value is not valid percent-encoded UTF-8 (`%FF%FE`, a lone `%`, `%E2%82`); undefined when every
 * field decodes. The usual parsers keep such bytes as literal text, so a value would be stored
 * as something the visitor never typed: the raw text is checked instead.
 */
export function findBadPercentEncoding(raw: string): UnstorableTextAt | undefined {
  if (!raw.includes('%')) return undefined;
  for (const piece of raw.split('&')) {
    if (!piece.includes('%')) continue;
    const equals = piece.indexOf('=');
    const rawName = equals === -1 ? piece : piece.slice(0, equals);
    const name = decodeFormComponent(rawName);
    if (name === undefined) return { field: printableFieldName(rawName), inName: true };
    if (equals !== -1 && decodeFormComponent(piece.slice(equals + 1)) === undefined) {
      return { field: printableFieldName(name), inName: false };
    }
  }
  return undefined;
}
