// `npm start`: builds the site when the build is missing or older than the sources, then runs
// the production server (which migrates the database and seeds the demo gallery on first start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const site = path.join(root, 'apps/site');
const serverBundle = path.join(site, 'build/server-main/main.js');

const sources = [
  'apps/site/app',
  'apps/site/server',
  'apps/site/public',
  'apps/site/vite.config.ts',
  'apps/site/vite.server.config.ts',
  'apps/site/react-router.config.ts',
  'packages',
  'package-lock.json',
].map((entry) => path.join(root, entry));

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestChange(path.join(entry, child)));
  }
  return newest;
}

const built = existsSync(serverBundle) ? statSync(serverBundle).mtimeMs : 0;
if (built < Math.max(...sources.map(newestChange))) {
  console.log(built ? 'Sources changed since the last build: rebuilding…' : 'Building Atelier…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [serverBundle], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
