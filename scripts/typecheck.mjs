// Each project has its own tsconfig so that pure packages typecheck without DOM or Node
// types: a stray `window` or `fs` in a pure package fails here, not in production.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/form-engine',
  'packages/shop',
  'packages/demo-content',
  'packages/contracts',
  'packages/db',
  'apps/site',
  'e2e',
  'bench',
].filter((dir) => existsSync(`${dir}/tsconfig.json`));

let failed = false;
for (const dir of projects) {
  const result = spawnSync('npx', ['tsc', '-p', `${dir}/tsconfig.json`], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`typecheck failed in ${dir}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
