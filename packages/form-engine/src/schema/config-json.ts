/**
 * FORM-010: configuration JSON that cannot be parsed falls back to an empty object or an empty
 * list, so one broken attribute never breaks the page.
 */

function parseOrUndefined(json: string | null | undefined): unknown {
  if (json === null || json === undefined) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The parsed object, or `{}` when `json` is missing, malformed, or not an object. */
export function parseConfigObject(json: string | null | undefined): Record<string, unknown> {
  const parsed = parseOrUndefined(json);
  return isPlainObject(parsed) ? parsed : {};
}

/** The parsed list, or `[]` when `json` is missing, malformed, or not a list. */
export function parseConfigList(json: string | null | undefined): unknown[] {
  const parsed = parseOrUndefined(json);
  return Array.isArray(parsed) ? (parsed as unknown[]) : [];
}
