// Each project has its own tsconfig so that pure packages typecheck without DOM or Node
// types: a stray `window` or `fs` in a pure package fails here, not in production. Their tests
// (which pull in Node types through Vitest) are checked separately by tsconfig.test.json.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/form-engine/tsconfig.json',
  'packages/form-engine/tsconfig.test.json',
  'packages/shop/tsconfig.json',
  'packages/shop/tsconfig.test.json',
  'packages/popups/tsconfig.json',
  'packages/popups/tsconfig.test.json',
  'packages/gallery/tsconfig.json',
  'packages/gallery/tsconfig.test.json',
  'packages/theme/tsconfig.json',
  'packages/theme/tsconfig.test.json',
  'packages/demo-content/tsconfig.json',
  'packages/demo-content/tsconfig.test.json',
  'packages/contracts/tsconfig.json',
  'packages/contracts/tsconfig.test.json',
  'packages/db/tsconfig.json',
  'packages/form-ui/tsconfig.json',
  'packages/form-ui/tsconfig.test.json',
  'packages/payment-ui/tsconfig.json',
  'packages/payment-ui/tsconfig.test.json',
  'packages/lightbox/tsconfig.json',
  'packages/lightbox/tsconfig.test.json',
  'apps/site/tsconfig.json',
  'e2e/tsconfig.json',
  'bench/tsconfig.json',
].filter((file) => existsSync(file));

// React Router writes the route modules' types (./+types/*) into a gitignored folder; a fresh
// clone has none until they are generated.
const typegen = spawnSync('npx', ['react-router', 'typegen'], {
  cwd: 'apps/site',
  stdio: 'inherit',
});
if (typegen.status !== 0) {
  console.error('react-router typegen failed');
  process.exit(1);
}

let failed = false;
for (const file of projects) {
  const result = spawnSync('npx', ['tsc', '-p', file], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`typecheck failed: ${file}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
