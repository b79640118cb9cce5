import type { PollVoteData } from '@atelier/contracts/polls';
import { POLL_RETRY_MESSAGE } from '@atelier/contracts/poll-texts';

/** What a vote's call came back with, as the poll shows it. */
export type VoteCallResult =
  { ok: true; data: PollVoteData } | { ok: false; message: string; code?: string | undefined };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * POLL-003: sends the poll's form, serialised as the browser posts it (form-encoded), to the
 * form AJAX endpoint. Never throws: a network failure, a body that is not JSON or an answer
 * without a message of its own is 'Please try again' (DEC-20, ERR-009).
 */
export async function sendVote(
  endpoint: string,
  form: HTMLFormElement,
  fetchImpl: typeof fetch = fetch,
): Promise<VoteCallResult> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') body.append(name, value);
  }
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    const answer: unknown = await response.json();
    if (!isRecord(answer) || !isRecord(answer.data)) {
      return { ok: false, message: POLL_RETRY_MESSAGE };
    }
    const data = answer.data;
    if (answer.success === true && data.success === true && Array.isArray(data.chart_data)) {
      return { ok: true, data: data as unknown as PollVoteData };
    }
    const message = typeof data.message === 'string' && data.message !== '' ? data.message : '';
    return {
      ok: false,
      message: message || POLL_RETRY_MESSAGE,
      code: typeof data.code === 'string' ? data.code : undefined,
    };
  } catch {
    return { ok: false, message: POLL_RETRY_MESSAGE };
  }
}
