// drizzle-kit writes foreign keys as "public"."table". Migrations stay schema-relative instead,
// so that they apply inside whatever schema search_path names (one private schema per test suite,
// or a dedicated schema on a shared server).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const folder = new URL('../migrations/', import.meta.url);
for (const name of readdirSync(folder)) {
  if (!name.endsWith('.sql')) continue;
  const file = new URL(name, folder);
  const sql = readFileSync(file, 'utf8');
  const unqualified = sql.replaceAll('"public".', '');
  if (unqualified !== sql) writeFileSync(file, unqualified);
}
