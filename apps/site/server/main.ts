import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '@atelier/db/connection';
import { jobLockRepository } from '@atelier/db/repositories/job-locks';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { buildApp, type AppOptions } from './app';
import { ConfigError, loadConfig, storeConfigOf, type AppConfig } from './platform/config/config';
import { installGracefulShutdown } from './platform/graceful-shutdown';
import { addressToOpen, readyMessage, scrubText, terminalLogDestination } from './platform/logging';
import { scheduleHousekeeping } from './housekeeping';
import { startMailWorker } from './platform/mail/mail-worker';
import { createMailTransport } from './platform/mail/transports';
import { seedDemoContentIfEmpty } from './seed/seed-demo';
import { uploadStoreOn } from './forms/uploads/upload-store';
import { createObjectStorage, describeStorage } from './platform/storage/create-object-storage';

/** Production: the files `npm run build` wrote next to this bundle. */
async function productionPages(): Promise<NonNullable<AppOptions['pages']>> {
  const buildDir = path.resolve(import.meta.dirname, '..');
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new ConfigError(
      `The site is not built (${serverEntry} is missing). Run "npm run build" first.`,
    );
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return { build, clientDir: path.join(buildDir, 'client') };
}

/** Development: Vite compiles the app on demand, with hot reload. */
async function developmentPages(): Promise<Pick<AppOptions, 'pages' | 'beforePages'>> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: path.resolve(import.meta.dirname, '..'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  return {
    pages: {
      build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    },
    async beforePages(app: FastifyInstance) {
      const { default: middie } = await import('@fastify/middie');
      await app.register(middie);
      app.use(vite.middlewares);
      app.addHook('onClose', () => vite.close());
    },
  };
}

async function start(config: AppConfig) {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    maxRequests: config.databaseMaxWaiting,
    ...(config.databaseMaxLagMs > 0 ? { maxLagMs: config.databaseMaxLagMs } : {}),
  });
  await database.migrate();
  // Issue 21: one storage for the process: uploads, generated images and their clean-up.
  const storage = createObjectStorage(storeConfigOf(config));
  await seedDemoContentIfEmpty(database, config.dataDir, undefined, config.sessionSecret, storage);

  const pageOptions =
    config.mode === 'development' ? await developmentPages() : { pages: await productionPages() };
  const app = await buildApp({
    config,
    database,
    storage,
    ...pageOptions,
    logDestination: await terminalLogDestination(process.stdout),
  });
  const stopHousekeeping = scheduleHousekeeping(database.db, app.log, {
    uploads: uploadStoreOn(storage),
    // Issue 17: pending card/PayPal orders whose reservation ran out give their stock back.
    releaseExpiredReservations: (now) => app.releaseExpiredReservations(now),
    // Issue 21 (ADR 0031): each job runs in one process at a time when several share PostgreSQL.
    locks: jobLockRepository(database),
  });
  const mailTransport = createMailTransport({
    smtpUrl: config.mail.smtpUrl,
    dataDir: config.dataDir,
  });
  const mailWorker = startMailWorker({
    db: database.db,
    transport: mailTransport,
    from: config.mail.from,
    log: app.log,
  });
  app.log.info(`mail goes to ${mailTransport.description}`);
  // The secret key is masked; the rest says where files go.
  app.log.info({ storage: describeStorage(storeConfigOf(config)) }, 'files are stored');
  app.addHook('onClose', async () => {
    stopHousekeeping();
    // After in-flight requests (onClose runs then), before the database it writes to closes.
    await mailWorker.stop();
    await database.close();
  });

  installGracefulShutdown(app, process);

  await app.listen({ port: config.port, host: config.host });
  const address = addressToOpen(config.publicUrl, app.server.address());
  app.log.info({ url: address, database: database.kind }, readyMessage(address));
}

try {
  await start(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    // A failed migration or seed quotes its query's values; the message is scrubbed like a log.
    console.error(
      'Atelier could not start:',
      scrubText(error instanceof Error ? error.message : String(error)),
    );
  }
  process.exit(1);
}
