import path from 'node:path';
import { repoRoot } from './paths';
import { findFreePort } from './ports';
import { spawnProcessGroup } from './process-group';
import { originOf, waitForHealth } from './server';

/**
 * Starts one of the bench's own server scripts (`node --import tsx <script>`, production
 * configuration, the write rate limit lifted) as its own process, so the memory a suite reads is
 * that server's alone; waits for its health check. The upload and page-post suites use it.
 */
export async function startSourceServer(
  serverScript: string,
  dataDir: string,
  startTimeoutMs: number,
) {
  const port = await findFreePort();
  const origin = originOf(port);
  const server = spawnProcessGroup(process.execPath, ['--import', 'tsx', serverScript], {
    // The site's tsconfig (its `~/` paths) is found from here.
    cwd: path.join(repoRoot, 'apps', 'site'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      LOG_LEVEL: 'warn',
      WRITE_RATE_LIMIT: '100000',
    },
  });
  try {
    await waitForHealth(origin, server, startTimeoutMs);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { origin, server };
}
