import { fetchPatiently } from './load';

/** The form AJAX endpoint every form, poll and quiz posts to. */
export const FORM_ENDPOINT = '/api/ajax';

/** A visitor of a write suite: their session cookie and the form nonce issued to it. */
export interface FormVisitor {
  cookie: string;
  nonce: string;
}

/**
 * One visitor per connection, set up as a form's or poll's script does it: page HTML carries no
 * per-visitor nonce (issue 13), so `forminator_get_nonce` is the way in; it starts the session
 * (its cookie) and answers the submit nonce for it.
 */
export async function startFormVisitors(origin: string, count: number): Promise<FormVisitor[]> {
  const visitors: FormVisitor[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetchPatiently(`${origin}${FORM_ENDPOINT}`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'forminator_get_nonce' }),
      signal: AbortSignal.timeout(30_000),
    });
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('atelier_session='))
      ?.split(';')[0];
    const answer = (await response.json()) as { success?: unknown; data?: unknown };
    if (!response.ok || !cookie || answer.success !== true || typeof answer.data !== 'string') {
      throw new Error(
        `forminator_get_nonce answered ${response.status}: ${JSON.stringify(answer)}`,
      );
    }
    visitors.push({ cookie, nonce: answer.data });
  }
  return visitors;
}
