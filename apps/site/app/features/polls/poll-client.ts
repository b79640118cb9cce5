import type { PollVoteData } from '@atelier/contracts/polls';
import { POLL_RETRY_MESSAGE } from '@atelier/contracts/poll-texts';
import { isRecord, postForJson } from '~/shared/post-for-json';

/** What a vote's call came back with, as the poll shows it. */
export type VoteCallResult =
  { ok: true; data: PollVoteData } | { ok: false; message: string; code?: string | undefined };

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
  const { json: answer } = await postForJson(endpoint, body, fetchImpl);
  if (!isRecord(answer) || !isRecord(answer.data)) {
    return { ok: false, message: POLL_RETRY_MESSAGE };
  }
  const data = answer.data;
  if (answer.success === true && data.success === true && Array.isArray(data.chart_data)) {
    return { ok: true, data: data as unknown as PollVoteData };
  }
  return {
    ok: false,
    message:
      typeof data.message === 'string' && data.message !== '' ? data.message : POLL_RETRY_MESSAGE,
    code: typeof data.code === 'string' ? data.code : undefined,
  };
}
