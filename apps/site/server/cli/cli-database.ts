import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@atelier/db/connection';
import { ConfigError, loadConfig, type AppConfig } from '../platform/config/config';

/**
 * Runs an owner's command-line task against the site's database (`npm run entries`,
 * `npm run orders`): loads the configuration, refuses the embedded database while the server
 * holds it, migrates, runs, closes. Errors become a message and exit code 1, never a stack
 * trace; `expectedError` names the task's own errors whose message is for the owner as it is.
 */
export async function runWithCliDatabase(
  task: (database: DatabaseHandle, config: AppConfig) => Promise<number>,
  options: { failure: string; expectedError?: (error: unknown) => error is Error },
): Promise<number> {
  try {
    const config = loadConfig();
    const dataDir = path.join(config.dataDir, 'pglite');
    if (!config.databaseUrl && existsSync(path.join(dataDir, 'postmaster.pid'))) {
      console.error(
        `The embedded database in ${dataDir} is open in another process (the server?). ` +
          'Stop the server first, or use PostgreSQL (DATABASE_URL). If nothing is running, ' +
          'a crash left postmaster.pid behind: delete that file and try again.',
      );
      return 1;
    }
    const database = await openDatabase({ url: config.databaseUrl, dataDir });
    try {
      await database.migrate();
      return await task(database, config);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof ConfigError || options.expectedError?.(error)) {
      console.error((error as Error).message);
      return 1;
    }
    console.error(`${options.failure}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
