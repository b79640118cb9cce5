import { connect, type AddressInfo, type Socket } from 'node:net';
import { openDatabase, type DatabaseHandle } from '@atelier/db/connection';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/test-app';
import { testPageBuild } from './test-page-build';
import { HTTP_TIMEOUTS, type HttpTimeouts } from './timeouts';

const GIB = 1024 ** 3;

/** What a raw connection saw: everything the server sent, and whether (and when) it closed. */
interface Watched {
  socket: Socket;
  received: () => string;
  closed: Promise<number>;
}

function open(port: number, opened: Socket[]): Watched {
  const socket = connect(port, '127.0.0.1');
  opened.push(socket);
  const started = Date.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => {
    socket.once('close', () => resolve(Date.now() - started));
  });
  return { socket, received: () => received, closed };
}

/** Resolves with the time to close, or rejects when the server keeps the connection longer. */
function closedWithin(watched: Watched, ms: number): Promise<number> {
  return Promise.race([
    watched.closed,
    new Promise<number>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`The server kept the connection over ${ms} ms.`)), ms),
    ),
  ]);
}

describe('client timeouts', () => {
  let database: DatabaseHandle;
  const apps: FastifyInstance[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  afterAll(async () => {
    await database.close();
  });

  async function listening(timeouts: Partial<HttpTimeouts>) {
    const app = await testApp(database, { pages: { build: testPageBuild().build }, timeouts });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, port: (app.server.address() as AddressInfo).port };
  }

  it('the server runs with the documented timeouts, and a 1 GiB upload at 1.25 Mbit/s fits the request allowance', async () => {
    const app = await testApp(database);
    apps.push(app);
    expect(app.server.timeout).toBe(HTTP_TIMEOUTS.idleMs);
    expect(app.server.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
    expect(app.server.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
    expect(app.server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveMs);
    expect(HTTP_TIMEOUTS).toEqual({
      idleMs: 60_000,
      headersMs: 30_000,
      requestMs: 7_200_000,
      keepAliveMs: 72_000,
      pageBodyMs: 60_000,
      checkIntervalMs: 5_000,
    });
    const oneGibAtSlowUplinkMs = ((GIB * 8) / 1_250_000) * 1000;
    expect(oneGibAtSlowUplinkMs).toBeLessThan(HTTP_TIMEOUTS.requestMs);
  });

  it('an upload that stalls mid-body is cut off once the connection has been silent too long', async () => {
    const { port } = await listening({ idleMs: 300 });
    const upload = open(port, sockets);
    upload.socket.write(
      'POST /api/ajax HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000000\r\n\r\n--x\r\n',
    );
    // Without an idle timeout the connection, and its descriptors, would be held for ever.
    const after = await closedWithin(upload, 3_000);
    expect(after).toBeGreaterThanOrEqual(250);
  });

  it('a page form trickling in slower than its allowance gets the 408 page and the connection ends', async () => {
    const { port } = await listening({ pageBodyMs: 400 });
    const form = open(port, sockets);
    form.socket.write(
      'POST /checkout/ HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\n',
    );
    // One byte every 50 ms: never silent long enough for the idle timeout, far too slow a form.
    const drip = setInterval(() => form.socket.write('a'), 50);
    try {
      await closedWithin(form, 3_000);
    } finally {
      clearInterval(drip);
    }
    expect(form.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(form.received()).toMatch(/connection: close/i);
    expect(form.received()).toContain('<h1>The form took too long to arrive</h1>');
  });

  it('a request trickling in past the whole-request allowance is answered 408 and closed', async () => {
    const { port } = await listening({ requestMs: 600, headersMs: 600, checkIntervalMs: 100 });
    const upload = open(port, sockets);
    upload.socket.write(
      'POST /api/ajax HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\n',
    );
    const drip = setInterval(() => upload.socket.write('a'), 50);
    try {
      await closedWithin(upload, 3_000);
    } finally {
      clearInterval(drip);
    }
    expect(upload.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a client that sends half its headers and stops is closed after the headers allowance', async () => {
    const { port } = await listening({ headersMs: 400, checkIntervalMs: 100 });
    const slow = open(port, sockets);
    slow.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    const drip = setInterval(() => slow.socket.write('X-A: b\r\n'), 50);
    try {
      await closedWithin(slow, 3_000);
    } finally {
      clearInterval(drip);
    }
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  });
});
