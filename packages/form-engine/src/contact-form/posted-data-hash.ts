/**
 * The canonical text of a submission's posted values, which the server hashes into the feedback
 * answer's `posted_data_hash` (CF-005; the hash needs `node:crypto`, so it stays on the server and
 * this stays pure). Two submissions with the same values give the same text whatever order their
 * fields arrived in; the values of one field keep their order (a list's order is its meaning).
 *
 * Names beginning with `_` are left out: they are the plugin's own hidden inputs (`_wpcf7`,
 * `_wpcf7_unit_tag`, `_wpcf7_version`…), which the original also drops from the posted data
 * before hashing it. Only own properties are read, so a `__proto__` or `constructor` key is a
 * field name like any other.
 */
export function postedDataKey(values: Record<string, string[]>): string {
  const names = Object.keys(values)
    .filter((name) => !name.startsWith('_'))
    .sort();
  return JSON.stringify(
    names.map((name) => {
      const fieldValues: unknown = values[name];
      const list = Array.isArray(fieldValues) ? fieldValues : [fieldValues];
      return [name, list.map((value) => (typeof value === 'string' ? value : String(value)))];
    }),
  );
}
