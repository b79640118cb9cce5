import autocannon, { type AutocannonResult } from 'autocannon';
import { registerCleanup } from './cleanup';
import type { Figures } from './table';
import { round } from './timing';

/** autocannon's own time-out per request, in seconds. */
export const REQUEST_TIMEOUT_SECONDS = 10;

/** GET `url` at `connections` for `seconds`. */
export function measureGet(url: string, connections: number, seconds: number) {
  return new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, timeout: REQUEST_TIMEOUT_SECONDS },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    registerCleanup(() => instance.stop());
  });
}

export const figuresOf = (prefix: string, result: AutocannonResult): Figures => ({
  [`${prefix}.requestsPerSecond`]: round(result.requests.average, 1),
  [`${prefix}.latencyP50Ms`]: result.latency.p50,
  [`${prefix}.latencyP99Ms`]: result.latency.p99,
  [`${prefix}.non2xx`]: result.non2xx,
  [`${prefix}.errors`]: result.errors,
  [`${prefix}.timeouts`]: result.timeouts,
  [`${prefix}.requests`]: result.requests.total,
});

/** A run that measured refusals instead of work is not a measurement. */
export function assertAllSucceeded(
  what: string,
  result: AutocannonResult,
  timeoutSeconds = REQUEST_TIMEOUT_SECONDS,
) {
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${what}: ${result.non2xx} non-2xx answers and ${result.errors} errors (${result.timeouts} of them time-outs after ${timeoutSeconds} s; p99 ${result.latency.p99} ms); the figures would be wrong.`,
    );
  }
}

/** How many answers had this status. */
export const statusCount = (result: AutocannonResult, status: number): number =>
  result.statusCodeStats?.[String(status)]?.count ?? 0;

/**
 * Issue 13: the embedded database refuses work past its bound with a clean 503 (and
 * Retry-After); those are counted on their own (`busy503`), next to the other refusals
 * (`otherNon2xx`), which should stay 0.
 */
export const figuresWithRefusals = (
  prefix: string,
  result: AutocannonResult,
  alsoExpected: readonly number[] = [],
): Figures => {
  const busy = statusCount(result, 503);
  const expected = alsoExpected.reduce((sum, status) => sum + statusCount(result, status), 0);
  return {
    ...figuresOf(prefix, result),
    [`${prefix}.busy503`]: busy,
    [`${prefix}.otherNon2xx`]: result.non2xx - busy - expected,
  };
};

/**
 * A run whose only refusals are the database's clean 503s (and statuses `alsoExpected`, which
 * follow from one) measured the work; any other refusal or error means it did not.
 */
export function assertOnlyBusyRefusals(
  what: string,
  result: AutocannonResult,
  alsoExpected: readonly number[] = [],
  timeoutSeconds = REQUEST_TIMEOUT_SECONDS,
) {
  const busy = statusCount(result, 503);
  const expected = alsoExpected.reduce((sum, status) => sum + statusCount(result, status), 0);
  const other = result.non2xx - busy - expected;
  if (other > 0 || result.errors > 0) {
    throw new Error(
      `${what}: ${other} refused answers other than 503, and ${result.errors} errors (${result.timeouts} of them time-outs after ${timeoutSeconds} s; p99 ${result.latency.p99} ms); the figures would be wrong.`,
    );
  }
}

/**
 * fetch, retrying a 503 (the busy embedded database) after its Retry-After, as a browser's
 * visitor would: a bench's set-up requests must not fail because the previous run's load
 * has not faded yet.
 */
export async function fetchPatiently(url: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000), ...init });
    if (response.status !== 503 || attempt >= 20) return response;
    await response.body?.cancel();
    const seconds = Number(response.headers.get('retry-after') ?? 1);
    await new Promise((resolve) => setTimeout(resolve, Math.min(5, seconds || 1) * 1000));
  }
}
