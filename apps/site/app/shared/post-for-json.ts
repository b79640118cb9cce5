/**
 * A form body POSTed to one of the site's API addresses, its answer read as JSON. Never throws:
 * `ok` is a 2xx status, `json` is undefined when no answer came (a network failure) or it was not
 * JSON, so each caller decides in one place what a failure shows. A refusal's body (a 4xx with
 * the server's message) is still read.
 */
export async function postForJson(
  endpoint: string,
  body: FormData | URLSearchParams,
  fetchImpl: typeof fetch = fetch,
): Promise<{ ok: boolean; json: unknown }> {
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = undefined;
    }
    return { ok: response.ok, json };
  } catch {
    return { ok: false, json: undefined };
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
