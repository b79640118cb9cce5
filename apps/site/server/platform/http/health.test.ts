import type { DatabaseHandle } from '@atelier/db/connection';
import { testDatabaseTargets } from '@atelier/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp } from '../../testing/test-app';
import { NOT_READY_MESSAGE, READINESS_TIMEOUT_MS } from './health';

describe.each(testDatabaseTargets())('health checks ($name)', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await target.open();
    app = await testApp(database);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('issue 21: ready means the database answered a query; never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ status: 'ready', database: database.kind });
    expect(response.json().databaseMs).toBeGreaterThanOrEqual(0);
  });

  it('issue 21: a database that fails makes the instance not ready (503, JSON, Retry-After) while it stays alive', async () => {
    vi.spyOn(database.db, 'execute').mockRejectedValue(new Error('connection refused'));
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({
      success: false,
      data: { message: NOT_READY_MESSAGE, code: 'not_ready' },
    });
    // Liveness asks nothing of the database: the process is not restarted for the database.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('issue 21: a database that hangs is given up on after the readiness timeout', async () => {
    vi.spyOn(database.db, 'execute').mockReturnValue(new Promise(() => undefined) as never);
    const started = Date.now();
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(READINESS_TIMEOUT_MS - 50);
  });
});
