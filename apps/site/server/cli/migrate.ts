import path from 'node:path';
import { openDatabase } from '@atelier/db/connection';
import { ConfigError, loadConfig } from '../platform/config/config';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
try {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  await database.close();
  console.log(`Migrations applied (${database.kind}).`);
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Migration failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
