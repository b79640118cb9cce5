import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/** How often the resident memory is sampled where the kernel keeps no resettable peak. */
const SAMPLE_EVERY_MS = 10;

/** A process's resident memory now, and its peak since the last reset, in bytes. */
export async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: kib('VmRSS') * 1024, peak: kib('VmHWM') * 1024 };
}

/** Resets VmHWM, so it holds the peak of what follows; false where the kernel does not allow it. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `work` while the process's memory is watched: VmHWM where it can be reset, else samples.
 * `peakRss` is the highest resident memory seen, `rise` how far it went above the memory just
 * before the work started. The upload and page-post suites measure their servers with it.
 */
export async function watchPeakMemory<Result>(
  pid: number,
  work: () => Promise<Result>,
): Promise<{ result: Result; peakRss: number; rise: number }> {
  const exactPeak = resetPeak(pid);
  const before = (await memoryOf(pid)).rss;
  let sampledPeak = before;
  const sampler = setInterval(() => {
    void memoryOf(pid).then(
      ({ rss }) => (sampledPeak = Math.max(sampledPeak, rss)),
      () => undefined,
    );
  }, SAMPLE_EVERY_MS);
  try {
    const result = await work();
    const after = await memoryOf(pid);
    const peakRss = Math.max(sampledPeak, after.rss, exactPeak ? after.peak : 0);
    return { result, peakRss, rise: peakRss - before };
  } finally {
    clearInterval(sampler);
  }
}
