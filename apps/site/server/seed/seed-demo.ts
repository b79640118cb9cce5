import path from 'node:path';
import type { DatabaseHandle } from '@atelier/db/connection';
import { seedDemoContent } from '@atelier/db/seed-demo';
import { DEMO_CUSTOMER } from '@atelier/demo-content/accounts';
import type { ObjectStorage } from '../platform/storage/object-storage';
import { folderImageOutput, renderImage, storageImageOutput } from './render-images';
import { seedDemoCustomer } from './seed-demo-customer';

export interface SeedLog {
  info(message: string): void;
}

/**
 * The demo gallery on first start: pictures rendered into DATA_DIR/images or the shared store
 * (only those missing),
 * rows written once into an empty database.
 */
export async function seedDemoContentIfEmpty(
  database: DatabaseHandle,
  dataDir: string,
  log: SeedLog = { info: (message) => console.log(message) },
  /** With the session secret, the demo customer is added too (issue 15). */
  sessionSecret?: string,
  /** Issue 21: a shared store (S3) takes the pictures; a local one leaves them in DATA_DIR/images. */
  storage?: ObjectStorage,
) {
  const output =
    storage !== undefined && storage.driver !== 'local'
      ? await storageImageOutput(storage)
      : folderImageOutput(path.join(dataDir, 'images'));
  const started = Date.now();
  const outcome = await seedDemoContent(database, {
    render: (request) => renderImage(request, output),
    has: (file) => output.has(file),
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (outcome === 'seeded') log.info(`Seeded the demo gallery in ${seconds} s.`);
  if (outcome === 'not-empty')
    log.info('The database already holds a catalogue: the demo gallery was not added.');
  if (sessionSecret !== undefined && outcome !== 'not-empty') {
    if (await seedDemoCustomer(database.db, sessionSecret)) {
      // Its password and secret are public demo values; `npm run db:seed` prints them.
      log.info(`Added the demo customer ${DEMO_CUSTOMER.email} with two-factor login on.`);
    }
  }
  return outcome;
}
