import type { DatabaseHandle } from '@atelier/db/connection';
import { testDatabaseTargets } from '@atelier/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, testConfig } from '../../testing/test-app';
import { testPageBuild } from './test-page-build';

/**
 * TRUST_PROXY: behind a proxy on another machine, per-address limits count each visitor (the
 * address in X-Forwarded-For), not the proxy; a forwarded header from anyone else is ignored, so a
 * visitor cannot pick their own address to slip a limit.
 */
describe.each(testDatabaseTargets())('visitor addresses behind a proxy ($name)', (target) => {
  const PROXY = '10.0.0.5';
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await target.open();
    app = await testApp(database, {
      config: testConfig({ writeRateLimit: 1, trustProxy: ['10.0.0.0/8'] }),
      pages: { build: testPageBuild().build },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (remoteAddress: string, forwardedFor?: string) =>
    app.inject({
      method: 'POST',
      url: '/cart.data',
      remoteAddress,
      headers: {
        accept: '*/*',
        'content-type': 'application/x-www-form-urlencoded',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      payload: 'cart[1]=2',
    });

  it("issue 21: a trusted proxy's visitors are limited one by one, by their forwarded address", async () => {
    expect((await post(PROXY, '203.0.113.7')).statusCode).not.toBe(429);
    // Another visitor through the same proxy has a limit of their own.
    expect((await post(PROXY, '198.51.100.20')).statusCode).not.toBe(429);
    // The first visitor's second write is over their limit of one a minute.
    const refused = await post(PROXY, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, data: { code: 'rate_limited' } });
  });

  it('issue 21: a forwarded address from a machine that is not a trusted proxy counts for nothing', async () => {
    const stranger = '192.0.2.50';
    expect((await post(stranger, '203.0.113.80')).statusCode).not.toBe(429);
    // Claiming to be someone else does not reset the stranger's own limit.
    expect((await post(stranger, '203.0.113.81')).statusCode).toBe(429);
  });
});
