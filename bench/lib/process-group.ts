import { spawn, type ChildProcess } from 'node:child_process';
import { registerCleanup } from './cleanup';

const OUTPUT_TAIL_LINES = 40;
const GRACEFUL_STOP_MS = 12_000;

export interface ProcessGroup {
  readonly child: ChildProcess;
  /** How it ended and the last lines it printed, for error messages. */
  describeEnd(): string;
  /** Resolves when the process has exited (immediately if it already has). */
  exited(): Promise<void>;
  hasExited(): boolean;
  /** SIGTERM to the leader, SIGKILL to the whole group if it is still alive after a grace period. */
  stop(): Promise<void>;
}

export interface SpawnGroupOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Called with each line the process prints (stdout and stderr). */
  onLine?: (line: string) => void;
}

/**
 * Spawns a command in its own process group, so stopping it also stops what it spawned
 * (`scripts/start.mjs` runs the server as a child, a build runs npm and Vite). Always stopped
 * by its own group id, also when the bench exits early.
 */
export function spawnProcessGroup(
  command: string,
  args: readonly string[],
  options: SpawnGroupOptions,
): ProcessGroup {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      options.onLine?.(line);
      tail.push(line);
      if (tail.length > OUTPUT_TAIL_LINES) tail.shift();
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  let hasExited = false;
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      tail.push(signal ? `(killed by ${signal})` : `(exited with code ${code ?? 'unknown'})`);
      hasExited = true;
      resolve();
    });
    child.once('error', (error) => {
      tail.push(`spawn failed: ${error.message}`);
      hasExited = true;
      resolve();
    });
  });

  const signal = (target: 'leader' | 'group', name: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(target === 'group' ? -child.pid : child.pid, name);
    } catch {
      // Already gone.
    }
  };
  // Last resort if the bench dies without running its cleanups: exit handlers must be synchronous.
  const killOnExit = () => signal('group', 'SIGKILL');
  process.on('exit', killOnExit);

  const stop = async () => {
    if (!hasExited) {
      // Only the leader: start.mjs forwards the signal to the server itself, and a second
      // SIGTERM would cut the server's graceful close short (its embedded database must close).
      signal('leader', 'SIGTERM');
      const graceful = await Promise.race([
        exitPromise.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), GRACEFUL_STOP_MS)),
      ]);
      if (!graceful) signal('group', 'SIGKILL');
      await exitPromise;
    }
    // The leader may exit before its children (npm → node): make sure none is left over.
    signal('group', 'SIGKILL');
    process.off('exit', killOnExit);
    unregister();
  };
  const unregister = registerCleanup(stop);

  return {
    child,
    describeEnd: () => (tail.length > 0 ? tail.join('\n') : '(no output)'),
    exited: () => exitPromise,
    hasExited: () => hasExited,
    stop,
  };
}
