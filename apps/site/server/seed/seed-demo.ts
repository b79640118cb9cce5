import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '@atelier/db/connection';
import { seedDemoContent } from '@atelier/db/seed-demo';
import { renderImage } from './render-images';

export interface SeedLog {
  info(message: string): void;
}

/**
 * The demo gallery on first start: pictures rendered into DATA_DIR/images (only those missing),
 * rows written once into an empty database.
 */
export async function seedDemoContentIfEmpty(
  database: DatabaseHandle,
  dataDir: string,
  log: SeedLog = { info: (message) => console.log(message) },
) {
  const imagesDir = path.join(dataDir, 'images');
  const started = Date.now();
  const outcome = await seedDemoContent(database, {
    render: (request) => renderImage(request, imagesDir),
    has: (file) => existsSync(path.join(imagesDir, file)),
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (outcome === 'seeded') log.info(`Seeded the demo gallery in ${seconds} s.`);
  if (outcome === 'not-empty')
    log.info('The database already holds a catalogue: the demo gallery was not added.');
  return outcome;
}
