import type { DatabaseHandle } from '@atelier/db/connection';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-errors';

/** How long the readiness check waits for the database before calling the instance not ready. */
export const READINESS_TIMEOUT_MS = 2_000;

export const NOT_READY_MESSAGE = 'The database does not answer; this instance cannot serve pages.';

/**
 * Two checks for a process manager or a proxy:
 * - `/api/health` (liveness): the process listens and answers; no database round trip, so a busy
 *   or lost database never gets a healthy process restarted.
 * - `/api/health/ready` (readiness): the database answers a query within 2 s; 503 otherwise, so a
 *   balancer takes the instance out of rotation until it does (docs/deploy.md).
 */
export function registerHealthRoutes(api: FastifyInstance, database: DatabaseHandle) {
  api.get('/api/health', async () => ({ status: 'ok', database: database.kind }));

  api.get('/api/health/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), READINESS_TIMEOUT_MS);
    });
    const started = performance.now();
    try {
      await Promise.race([database.db.execute(sql`select 1`), timedOut]);
    } catch {
      reply.header('retry-after', '5');
      throw new ApiError(503, NOT_READY_MESSAGE, 'not_ready');
    } finally {
      clearTimeout(timer);
    }
    return {
      status: 'ready',
      database: database.kind,
      databaseMs: Math.round((performance.now() - started) * 10) / 10,
    };
  });
}
