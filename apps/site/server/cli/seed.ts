import path from 'node:path';
import { openDatabase } from '@atelier/db/connection';
import { DEMO_CUSTOMER } from '@atelier/demo-content/accounts';
import { ConfigError, loadConfig, storeConfigOf } from '../platform/config/config';
import { createObjectStorage } from '../platform/storage/create-object-storage';
import { seedDemoContentIfEmpty } from '../seed/seed-demo';

/** `npm run db:seed`: migrates, then adds the demo gallery if the database has none (idempotent). */
try {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  const outcome = await seedDemoContentIfEmpty(
    database,
    config.dataDir,
    undefined,
    config.sessionSecret,
    // Issue 21: with S3 the pictures go to the shared bucket.
    createObjectStorage(storeConfigOf(config)),
  );
  if (outcome === 'already-seeded')
    console.log('The demo gallery is already there; nothing to do.');
  // Issue 15: the demo customer's public sign-in details, for trying the two-factor login.
  console.log(
    [
      'Demo customer (two-factor login on):',
      `  email        ${DEMO_CUSTOMER.email}`,
      `  password     ${DEMO_CUSTOMER.password}`,
      `  TOTP secret  ${DEMO_CUSTOMER.totpSecret} (SHA-1, 6 digits, 30 s: add it to an authenticator app)`,
    ].join('\n'),
  );
  await database.close();
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Seeding failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
