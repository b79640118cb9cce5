import type { AnswerCheck } from './test-gateway-answers';
import { TEST_GATEWAY_BASE } from '@atelier/contracts/test-cards';
import { gatewayError } from './test-gateway-answers';

/**
 * The browser side of the test gateway's calls (`packages/contracts/src/test-gateway.ts`).
 * Answers become `{ ok, value }` or `{ ok: false, message, code }` with the gateway's own message,
 * which the buyer sees (PAY-016, PP-014); nothing here throws.
 */
export type GatewayAnswer<T> =
  { ok: true; value: T } | { ok: false; message: string; code?: string };

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export const UNREACHABLE_MESSAGE =
  'The payment service could not be reached. Check your connection and try again.';

export async function callTestGateway<T>(
  fetchImpl: FetchLike,
  path: string,
  check: AnswerCheck<T>,
  body?: unknown,
): Promise<GatewayAnswer<T>> {
  let response: Response;
  try {
    response = await fetchImpl(
      `${TEST_GATEWAY_BASE}${path}`,
      body === undefined
        ? { method: 'GET', headers: { accept: 'application/json' }, credentials: 'same-origin' }
        : {
            method: 'POST',
            headers: { accept: 'application/json', 'content-type': 'application/json' },
            credentials: 'same-origin',
            body: JSON.stringify(body),
          },
    );
  } catch {
    return { ok: false, message: UNREACHABLE_MESSAGE, code: 'network' };
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // No JSON (a proxy's HTML error page): answered below by status.
  }
  if (!response.ok) {
    const error = gatewayError(json);
    if (error !== null) return { ok: false, message: error.error.message, code: error.error.code };
    return {
      ok: false,
      message: `The payment could not be processed (error ${response.status}). Please try again.`,
      code: 'http',
    };
  }
  const parsed = check(json);
  if (parsed === null) {
    return {
      ok: false,
      message: 'The payment service gave an answer we did not understand. Please try again.',
      code: 'bad_answer',
    };
  }
  return { ok: true, value: parsed };
}
