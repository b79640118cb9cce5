import path from 'node:path';

export const benchDir = path.resolve(import.meta.dirname, '..');
export const repoRoot = path.resolve(benchDir, '..');
export const resultsDir = path.join(benchDir, 'results');
/** Kept between runs so the demo gallery is seeded only once (git-ignored). */
export const benchDataDir = path.join(benchDir, '.data');
export const serverBundle = path.join(repoRoot, 'apps/site/build/server-main/main.js');
export const startScript = path.join(repoRoot, 'scripts/start.mjs');
export const chromiumPath = '/usr/bin/chromium';
