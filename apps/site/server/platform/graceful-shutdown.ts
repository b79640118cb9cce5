import type { FastifyInstance } from 'fastify';

export interface ProcessLike {
  once(signal: 'SIGTERM' | 'SIGINT', listener: () => void): unknown;
  exit(code: number): void;
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests finish, close the
 * database through the onClose hooks, then exit 0. If that takes longer than `graceMs`, exit 1
 * anyway. Install before `listen` (it adds a hook).
 */
export function installGracefulShutdown(app: FastifyInstance, host: ProcessLike, graceMs = 10_000) {
  let stopping: Promise<void> | undefined;
  // A response finished during shutdown closes its keep-alive socket; otherwise the idle
  // socket would hold the server open until the client's keep-alive ran out.
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
  const stop = (signal: string) => {
    stopping ??= (async () => {
      app.log.info({ signal }, 'shutting down: finishing in-flight requests');
      const force = setTimeout(() => {
        app.log.error('in-flight requests did not finish in time; exiting');
        host.exit(1);
      }, graceMs);
      force.unref();
      try {
        await app.close();
        clearTimeout(force);
        host.exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        host.exit(1);
      }
    })();
    return stopping;
  };
  host.once('SIGTERM', () => void stop('SIGTERM'));
  host.once('SIGINT', () => void stop('SIGINT'));
  return stop;
}
