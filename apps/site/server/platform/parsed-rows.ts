/**
 * Parsing a stored definition (a form, a poll, a quiz) with the form engine is the costly part of
 * a submit or a vote, and definitions change rarely: each process keeps the parsed value of a row
 * until the row's `updated_at` moves. Keyed by id, so it holds one value per definition.
 */
export function parsedRows<Row extends { id: number; updatedAt: Date }, Parsed>(
  parse: (row: Row) => Parsed,
) {
  const parsed = new Map<number, { version: number; value: Parsed }>();
  return (row: Row | undefined): Parsed | undefined => {
    if (!row) return undefined;
    const version = row.updatedAt.getTime();
    const cached = parsed.get(row.id);
    if (cached?.version === version) return cached.value;
    const value = parse(row);
    parsed.set(row.id, { version, value });
    return value;
  };
}
