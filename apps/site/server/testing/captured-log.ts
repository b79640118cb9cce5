import { Writable } from 'node:stream';
import pino from 'pino';

/** pino writing JSON lines into memory, so a test can read exactly what would be logged. */
export function capturedLog() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const log = pino({ level: 'info' }, sink);
  return {
    log,
    text: () => lines.join('\n'),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
