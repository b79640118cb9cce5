import { readSubmitAnswer, type SubmitAnswer } from '../runtime/submit-form';

/*
 * Save-draft on the wire (DRAFT-005…DRAFT-009), named as the original form builder names it. The
 * same names are in @atelier/contracts/form-drafts, which the server validates with; they are
 * written out here so the browser bundle carries no schema library (a site test checks they agree).
 */

/** DRAFT-005: the draft flag a save adds to the form's submit. */
export const SAVE_DRAFT_FIELD = 'save_draft';
/** DRAFT-006: the page a paged form was on. */
export const DRAFT_PAGE_FIELD = 'draft_page';
/** The draft a form was opened from or saved as: saving again updates it, submitting deletes it. */
export const PREVIOUS_DRAFT_FIELD = 'previous_draft_id';
/** The page address's query parameter a draft link carries. */
export const DRAFT_QUERY_PARAMETER = 'draft';
/** DRAFT-005: the submit answer's type for a saved draft. */
export const SAVE_DRAFT_TYPE = 'save_draft';
/** DRAFT-009: the draft-email form's action and its address input. */
export const DRAFT_EMAIL_ACTION = 'forminator_email_draft_link';
export const DRAFT_EMAIL_FIELD = 'email-1';

/** DRAFT-008: the link that opens the draft: this page's address with `?draft=<id>`, no hash. */
export function draftLinkFor(pageUrl: string, draftId: string): string {
  const link = new URL(pageUrl);
  link.hash = '';
  link.searchParams.set(DRAFT_QUERY_PARAMETER, draftId);
  return link.href;
}

export type DraftSaveResult =
  | { readonly kind: 'saved'; readonly draftId: string; readonly message: string }
  /** The server answered without saving: field errors or a refusal, read as a submit answer. */
  | { readonly kind: 'refused'; readonly answer: SubmitAnswer }
  | { readonly kind: 'unreadable'; readonly status: number }
  | { readonly kind: 'network-error' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** DRAFT-005: reads a save's answer: type save_draft with its draft_id, or why not. */
export function readDraftSaveAnswer(body: unknown, status: number): DraftSaveResult {
  if (isRecord(body) && body.success === true && isRecord(body.data)) {
    const { type, draft_id: draftId, message } = body.data;
    if (type === SAVE_DRAFT_TYPE && typeof draftId === 'string' && draftId !== '') {
      return { kind: 'saved', draftId, message: typeof message === 'string' ? message : '' };
    }
  }
  const answer = readSubmitAnswer(body);
  if (answer === undefined || answer.success) return { kind: 'unreadable', status };
  return { kind: 'refused', answer };
}

/** Posts a form body and reads the JSON answer; never throws. */
async function postJson(
  endpoint: string,
  body: FormData,
  fetchImpl: typeof fetch,
): Promise<{ readonly body: unknown; readonly status: number } | 'network-error'> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    return 'network-error';
  }
  try {
    return { body: (await response.json()) as unknown, status: response.status };
  } catch {
    return { body: undefined, status: response.status };
  }
}

/** DRAFT-005, DRAFT-006: posts the whole form with the draft flag (and its page). */
export async function postDraftSave(
  endpoint: string,
  body: FormData,
  fetchImpl: typeof fetch = fetch,
): Promise<DraftSaveResult> {
  const answer = await postJson(endpoint, body, fetchImpl);
  if (answer === 'network-error') return { kind: 'network-error' };
  return readDraftSaveAnswer(answer.body, answer.status);
}

export type DraftEmailResult =
  /** The server took the request: `sent` says whether the mail was queued. */
  | { readonly kind: 'answered'; readonly sent: boolean; readonly message: string }
  /** DRAFT-010: the address was refused, with the message for its field. */
  | { readonly kind: 'field-error'; readonly field: string; readonly message: string }
  /** Refused as a whole (an expired draft, an old page), with the server's words when it gave any. */
  | { readonly kind: 'failed'; readonly message: string | undefined };

/** DRAFT-009: reads the draft-email answer: field, message, draft_mail_sent, draft_mail_message. */
export function readDraftEmailAnswer(body: unknown): DraftEmailResult {
  if (!isRecord(body) || !isRecord(body.data)) return { kind: 'failed', message: undefined };
  const data = body.data;
  const message = typeof data.message === 'string' ? data.message : undefined;
  if (body.success === true) {
    const mailMessage =
      typeof data.draft_mail_message === 'string' ? data.draft_mail_message : (message ?? '');
    return { kind: 'answered', sent: data.draft_mail_sent === true, message: mailMessage };
  }
  if (typeof data.field === 'string' && data.field === DRAFT_EMAIL_FIELD && message) {
    return { kind: 'field-error', field: data.field, message };
  }
  return { kind: 'failed', message };
}

/** DRAFT-009: the draft-email form, sent as multipart. */
export async function postDraftEmail(
  endpoint: string,
  body: FormData,
  fetchImpl: typeof fetch = fetch,
): Promise<DraftEmailResult> {
  const answer = await postJson(endpoint, body, fetchImpl);
  if (answer === 'network-error') return { kind: 'failed', message: undefined };
  return readDraftEmailAnswer(answer.body);
}
