/**
 * Everything the bench starts (servers, browsers) registers how to stop it here, so Ctrl-C or a
 * SIGTERM never leaves a server holding a port or a browser running. Normal runs release their
 * resources in try/finally; this is only for interruptions.
 */
type Cleanup = () => Promise<void> | void;

const pending = new Set<Cleanup>();
const CLEANUP_TIMEOUT_MS = 15_000;

export function registerCleanup(cleanup: Cleanup): () => void {
  pending.add(cleanup);
  return () => pending.delete(cleanup);
}

export async function runAllCleanups(): Promise<void> {
  const all = [...pending];
  pending.clear();
  const settled = Promise.allSettled(all.map(async (cleanup) => cleanup()));
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, CLEANUP_TIMEOUT_MS).unref());
  await Promise.race([settled, timeout]);
}

export function installSignalHandlers(): void {
  for (const [signal, exitCode] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers and browsers the bench started…`);
      void runAllCleanups().finally(() => process.exit(exitCode));
    });
  }
}
