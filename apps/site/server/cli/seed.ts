import path from 'node:path';
import { openDatabase } from '@atelier/db/connection';
import { ConfigError, loadConfig } from '../platform/config/config';
import { seedDemoContentIfEmpty } from '../seed/seed-demo';

/** `npm run db:seed`: migrates, then adds the demo gallery if the database has none (idempotent). */
try {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  const outcome = await seedDemoContentIfEmpty(database, config.dataDir);
  if (outcome === 'already-seeded')
    console.log('The demo gallery is already there; nothing to do.');
  await database.close();
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Seeding failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
