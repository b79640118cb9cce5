import path from 'node:path';
import { openDatabase } from '@atelier/db/connection';
import { DEMO_CUSTOMER } from '@atelier/demo-content/accounts';
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
  const outcome = await seedDemoContentIfEmpty(
    database,
    config.dataDir,
    undefined,
    config.sessionSecret,
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
