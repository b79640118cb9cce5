import { EventEmitter } from 'node:events';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installGracefulShutdown } from './graceful-shutdown';

class FakeProcess extends EventEmitter {
  exitCode: number | undefined;
  exit(code: number) {
    this.exitCode = code;
  }
}

describe('graceful shutdown', () => {
  it('finishes an in-flight request after SIGTERM, refuses new connections, then exits 0', async () => {
    const app = Fastify({ forceCloseConnections: 'idle' });
    let closedHooks = 0;
    app.addHook('onClose', async () => {
      closedHooks += 1;
    });
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { finished: true };
    });
    const host = new FakeProcess();
    installGracefulShutdown(app, host);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/slow`).then(async (response) => ({
      status: response.status,
      body: await response.json(),
    }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    host.emit('SIGTERM');

    expect(await inFlight).toEqual({ status: 200, body: { finished: true } });
    await expect.poll(() => host.exitCode).toBe(0);
    expect(closedHooks).toBe(1);
    await expect(fetch(`${address}/slow`)).rejects.toThrow();
  });

  it('a second signal does not start a second shutdown', async () => {
    const app = Fastify();
    const host = new FakeProcess();
    const stop = installGracefulShutdown(app, host);
    await app.listen({ port: 0, host: '127.0.0.1' });
    await Promise.all([stop('SIGTERM'), stop('SIGINT')]);
    expect(host.exitCode).toBe(0);
  });
});
