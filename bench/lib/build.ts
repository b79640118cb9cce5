import { existsSync } from 'node:fs';
import { repoRoot, serverBundle } from './paths';
import { spawnProcessGroup } from './process-group';

/** Builds the site (`npm run build` at the repository root) when its server bundle is missing. */
export async function ensureSiteBuilt(): Promise<void> {
  if (existsSync(serverBundle)) return;
  console.log(`${serverBundle} is missing: running "npm run build" first…`);
  const build = spawnProcessGroup('npm', ['run', 'build'], {
    cwd: repoRoot,
    env: process.env,
    onLine: (line) => console.log(`  [build] ${line}`),
  });
  await build.exited();
  const exitCode = build.child.exitCode;
  await build.stop();
  if (exitCode !== 0 || !existsSync(serverBundle)) {
    throw new Error(
      `"npm run build" failed (exit code ${exitCode ?? 'none'}), so the site cannot be measured.`,
    );
  }
}
