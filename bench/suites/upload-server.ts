// The server the upload suite measures, run as its own process (`node --import tsx`) so its
// memory is the server's alone: the site's HTTP API from source (no pages, so no build is
// needed), production configuration, an in-memory database holding one form whose upload field
// takes files up to 64 MiB. Serves on PORT until stopped.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase, type DatabaseHandle } from '@atelier/db/connection';
import { formRepository } from '@atelier/db/repositories/forms';
import { repoRoot } from '../lib/paths';

export const BENCH_UPLOAD_FORM_ID = 990_601;
export const BENCH_UPLOAD_FIELD = 'upload-1';
export const BENCH_UPLOAD_LIMIT_BYTES = 64 * 1024 * 1024;

interface SiteApp {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
}

interface SiteModules {
  buildApp(options: { config: unknown; database: DatabaseHandle }): Promise<SiteApp>;
  loadConfig(env: NodeJS.ProcessEnv): { port: number; host: string };
}

/** Computed specifiers: the bench's typecheck does not compile the site (JSX, DOM types). */
async function siteModules(): Promise<SiteModules> {
  const load = (file: string) =>
    import(pathToFileURL(path.join(repoRoot, 'apps/site/server', file)).href) as Promise<
      Record<string, unknown>
    >;
  const [app, config] = await Promise.all([load('app.ts'), load('platform/config/config.ts')]);
  return {
    buildApp: app.buildApp as SiteModules['buildApp'],
    loadConfig: config.loadConfig as SiteModules['loadConfig'],
  };
}

async function main() {
  const { buildApp, loadConfig } = await siteModules();
  const config = loadConfig(process.env);
  const database = await openDatabase({});
  await database.migrate();
  await formRepository(database.db).upsert({
    id: BENCH_UPLOAD_FORM_ID,
    slug: 'bench-upload',
    title: 'Bench upload form',
    status: 'publish',
    definition: {
      fields: [
        {
          id: BENCH_UPLOAD_FIELD,
          type: 'upload',
          label: 'Large files',
          multiple: true,
          file_types: ['pdf'],
          max_file_size: BENCH_UPLOAD_LIMIT_BYTES,
          max_files: 100,
        },
      ],
      settings: {},
    },
    successBehaviour: { behav: 'behaviour-thankyou', message: 'Thanks.' },
  });
  const app = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });
  const stop = () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

// Run only as the entry point: the suite imports the constants above.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
