import { mkdirSync } from 'node:fs';
import { benchDataDir, repoRoot, serverBundle } from './paths';
import { findFreePort } from './ports';
import { spawnProcessGroup, type ProcessGroup } from './process-group';
import { sleep } from './timing';

const HOST = '127.0.0.1';
/** The first start seeds the demo gallery (database rows and generated images). */
const HEALTH_TIMEOUT_MS = 5 * 60_000;
const HEALTH_POLL_MS = 250;
const PROGRESS_EVERY_MS = 15_000;

export interface RunningServer {
  /** Base address without a trailing slash, e.g. http://127.0.0.1:41234 */
  readonly origin: string;
  readonly port: number;
  stop(): Promise<void>;
}

/** The environment the production server is configured by; shared with the cold-start suite. */
export function serverEnvironment(port: number, dataDir = benchDataDir): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://${HOST}:${port}`,
  };
}

export function originOf(port: number): string {
  return `http://${HOST}:${port}`;
}

async function isHealthy(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) });
    if (!response.ok) return false;
    const body = (await response.json()) as { status?: unknown };
    return body.status === 'ok';
  } catch {
    return false;
  }
}

/** Polls /api/health until it answers ok, the process dies, or the time is up. */
export async function waitForHealth(origin: string, server: ProcessGroup, timeoutMs: number) {
  const started = Date.now();
  let lastProgress = started;
  while (Date.now() - started < timeoutMs) {
    if (server.hasExited()) {
      throw new Error(
        `The server exited before answering ${origin}/api/health. Its last output:\n${server.describeEnd()}`,
      );
    }
    if (await isHealthy(origin)) return;
    if (Date.now() - lastProgress >= PROGRESS_EVERY_MS) {
      lastProgress = Date.now();
      const seconds = Math.round((lastProgress - started) / 1000);
      console.log(
        `  …still waiting for the server (${seconds} s; the first start seeds the gallery)`,
      );
    }
    await sleep(HEALTH_POLL_MS);
  }
  throw new Error(
    `The server did not answer ${origin}/api/health within ${timeoutMs / 1000} s. Its last output:\n${server.describeEnd()}`,
  );
}

/**
 * Starts the built production server (`apps/site/build/server-main/main.js`) on a free port of
 * 127.0.0.1 with the bench's persistent DATA_DIR, and waits until it is healthy.
 */
export async function startProductionServer(
  options: { dataDir?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? benchDataDir;
  mkdirSync(dataDir, { recursive: true });
  const port = await findFreePort();
  const origin = originOf(port);
  const server = spawnProcessGroup(process.execPath, [serverBundle], {
    cwd: repoRoot,
    env: { ...serverEnvironment(port, dataDir), ...options.env },
  });
  try {
    await waitForHealth(origin, server, HEALTH_TIMEOUT_MS);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { origin, port, stop: () => server.stop() };
}
