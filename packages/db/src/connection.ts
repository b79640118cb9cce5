import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { busyGate, DEFAULT_MAX_WAITING, type BusyGateOptions } from './busy-gate';
import { instrumentPglite, instrumentPool } from './instrument';
import * as schema from './schema';

export type Schema = typeof schema;

/** The one database type the rest of the code sees, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * PGlite: operations admitted and not finished (the running one included); they are refused
   * with DatabaseBusyError past `maxWaiting` waiting. PostgreSQL: the pool keeps its own line.
   */
  load?: { readonly pending: number; readonly maxWaiting: number } | undefined;
  /** Applies the committed SQL migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /**
   * Calls `onNotice` with the payload of every NOTIFY on `channel`, from any process sharing
   * the database, after the notifying transaction commits. On PostgreSQL the listening
   * connection may drop: `onGap` is called once it is listening again, since notices sent
   * meanwhile are lost. Resolves once listening; the returned function stops.
   */
  listen(channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface NoticeHandlers {
  onNotice(payload: string): void;
  onGap?(): void;
}

/** A channel name is an SQL identifier; ours are plain words. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid notification channel "${channel}".`);
}

export interface DatabaseOptions {
  /** `postgres://…`: use a PostgreSQL server. Absent: embedded PGlite. */
  url?: string | undefined;
  /** Where PGlite keeps its files. Absent (and no url): an in-memory database, for tests. */
  dataDir?: string | undefined;
  /** PostgreSQL only: isolate everything in this schema (tests use one schema per suite). */
  schemaName?: string | undefined;
  poolSize?: number | undefined;
  /**
   * PGlite only: how many operations may wait behind the running one before a new one is
   * refused at once with DatabaseBusyError (default DEFAULT_MAX_WAITING).
   */
  maxWaiting?: number | undefined;
  /**
   * PGlite only: refuse a new request (a unit of work with a query tally) while this many are
   * in progress (busy-gate.ts). Absent: no such bound.
   */
  maxRequests?: number | undefined;
  /**
   * PGlite only: also refuse a new request while the server's thread runs this many ms late
   * (busy-gate.ts). Absent: no such bound.
   */
  maxLagMs?: number | undefined;
}

/*
 * The migrations folder is found next to this module. When the server is bundled, this
 * module lives in build/server-main/, so the build copies the folder to build/migrations.
 */
const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'migrations',
);

/** Any constant works; it only has to be the same in every process of this application. */
const MIGRATION_LOCK_ID = 7_305_112;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options);
  return openPglite(options.dataDir, options.maxWaiting ?? DEFAULT_MAX_WAITING, {
    maxRequests: options.maxRequests,
    maxLagMs: options.maxLagMs,
  });
}

async function openPglite(
  dataDir: string | undefined,
  maxWaiting: number,
  bounds: BusyGateOptions,
): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // unaccent folds accents in site search (migration 0005); PGlite ships it as a contrib module
  // that must be named here before `create extension` can find it.
  const extensions = { unaccent };
  const client = dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  // Every statement is counted for the request that sent it (query-tally.ts), and the line of
  // callers waiting for the engine is bounded (busy-gate.ts).
  const gate = busyGate(maxWaiting, bounds);
  instrumentPglite(client, gate);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    load: gate,
    async migrate() {
      // PGlite is single-process by construction, so no lock is needed.
      await migratePglite(db as never, { migrationsFolder });
    },
    async listen(channel, handlers) {
      checkChannel(channel);
      const stop = await client.listen(channel, (payload) => handlers.onNotice(payload));
      return async () => {
        if (!client.closed) await stop();
      };
    },
    async close() {
      gate.close();
      await client.close();
    },
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const schemaName = options.schemaName;
  if (schemaName !== undefined && !SCHEMA_NAME.test(schemaName)) {
    throw new Error(`Invalid schema name "${schemaName}": use lower-case letters, digits and _.`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // search_path is how one test suite gets a private copy of every table.
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  // A dropped connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  instrumentPool(pool);
  if (schemaName) await pool.query(`create schema if not exists "${schemaName}"`);
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        // Several processes may start together: the advisory lock lets one migrate while the
        // others wait and then find nothing left to do.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client, { schema }), {
          migrationsFolder,
          ...(schemaName ? { migrationsSchema: schemaName } : {}),
        });
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
          .catch(() => undefined);
        client.release();
      }
    },
    listen: (channel, handlers) => listenOnPostgres(url, schemaName, channel, handlers),
    async close() {
      // Only throw-away test schemas are dropped; a configured schema is the site's data.
      if (schemaName?.startsWith('test_')) {
        await pool.query(`drop schema if exists "${schemaName}" cascade`);
      }
      await pool.end();
    },
  };
}

const RELISTEN_DELAYS_MS = [100, 500, 1_000, 5_000];

/**
 * LISTEN needs a connection of its own, held for the process's life (a pooled one would be
 * handed back). When it drops, it is opened again with a growing delay and `onGap` reports
 * that notices may have been missed in between.
 */
async function listenOnPostgres(
  url: string,
  schemaName: string | undefined,
  channel: string,
  handlers: NoticeHandlers,
): Promise<() => Promise<void>> {
  checkChannel(channel);
  let stopped = false;
  let current: pg.Client | undefined;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({
      connectionString: url,
      ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
    });
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotice(message.payload ?? '');
    });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (stopped || current !== client) return;
      current = undefined;
      reconnect();
    });
    await client.connect();
    await client.query(`listen ${channel}`);
    current = client;
    attempt = 0;
  };

  const reconnect = () => {
    const delay = RELISTEN_DELAYS_MS[Math.min(attempt, RELISTEN_DELAYS_MS.length - 1)] ?? 5_000;
    attempt += 1;
    setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => handlers.onGap?.(),
        () => reconnect(),
      );
    }, delay).unref();
  };

  await connect();
  return async () => {
    stopped = true;
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}
