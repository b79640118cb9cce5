import { createServer } from 'node:net';

/** `BENCH_PORTS=3400-3449`: take ports from this range only (several benches on one machine). */
const PORT_RANGE = /^(\d{1,5})-(\d{1,5})$/;

function probe(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        resolve(address && typeof address === 'object' ? address.port : undefined),
      );
    });
  });
}

/**
 * A port that is free on 127.0.0.1 right now: the OS picks it, or the first free one of
 * `BENCH_PORTS` when that range is set.
 */
export async function findFreePort(): Promise<number> {
  const range = PORT_RANGE.exec(process.env.BENCH_PORTS ?? '');
  if (!range) {
    const port = await probe(0);
    if (port === undefined) throw new Error('Could not find a free port on 127.0.0.1.');
    return port;
  }
  const [first, last] = [Number(range[1]), Number(range[2])];
  for (let port = first; port <= last; port += 1) {
    if ((await probe(port)) !== undefined) return port;
  }
  throw new Error(`No free port on 127.0.0.1 in BENCH_PORTS=${first}-${last}.`);
}
