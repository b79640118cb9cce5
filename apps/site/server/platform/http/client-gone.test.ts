import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installErrorHandling } from './error-handling';

/** The log lines a server wrote, as objects. */
function collectedLog() {
  const lines: { level: number; msg: string }[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  return { lines, stream };
}

describe('a visitor who closes the connection mid-request', () => {
  const servers: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it('is an info line in the log, never an "unexpected error"', async () => {
    const log = collectedLog();
    const app = Fastify({ logger: { level: 'info', stream: log.stream } });
    servers.push(app);
    installErrorHandling(app);
    app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null));
    let failed: (code: unknown) => void = () => undefined;
    const failure = new Promise((resolve) => (failed = resolve));
    app.post('/upload', async (request) => {
      try {
        // An upload read as it streams, as the form uploads are.
        await pipeline(request.raw, new Writable({ write: (_chunk, _encoding, next) => next() }));
      } catch (error) {
        failed((error as { code?: unknown }).code);
        throw error;
      }
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const client = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/upload',
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'content-length': 1_000_000 },
    });
    client.on('error', () => undefined);
    client.write(Buffer.alloc(10_000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    client.destroy();

    expect(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET']).toContain(await failure);
    await expect
      .poll(() => log.lines.some((line) => line.msg.startsWith('client closed the connection')))
      .toBe(true);
    expect(log.lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
