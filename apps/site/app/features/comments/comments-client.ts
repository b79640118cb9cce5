import { COMMENT_FIELDS, type CommentField } from '@atelier/theme/comment-rules';
import { forgetNonces, visitorNonces } from '~/shared/visitor-nonces';
import type { HeldComment } from './comment-page';
import {
  COMMENT_ACTIONS,
  COMMENT_WIRE_FIELDS,
  type CommentHeldAnswer,
  type CommentRefusal,
  type CommentStampAnswer,
  type CommentTargetKind,
} from './comment-wire';

/**
 * The enhanced comment form's calls (issue 20, ADR 0027), in their own chunk: loaded on the first
 * focus in the form, so a post's first load carries none of it. Each call goes to the ajax
 * endpoint with the visitor's nonce (fetched after the page: pages are cached and anonymous); a
 * nonce the server calls expired is fetched again once.
 */

interface Target {
  kind: CommentTargetKind;
  id: number;
}

const FAILED = 'Your comment could not be sent. Please check your connection and try again.';

async function call(fields: URLSearchParams): Promise<{ status: number; body: unknown }> {
  for (let attempt = 0; ; attempt++) {
    const nonces = await visitorNonces();
    fields.set(COMMENT_WIRE_FIELDS.nonce, nonces.ajaxNonce);
    const response = await fetch(window.dtLocal?.ajaxurl ?? '/api/ajax', {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: fields,
      credentials: 'same-origin',
    });
    const body: unknown = await response.json().catch(() => undefined);
    const code = (body as CommentRefusal | undefined)?.data as { code?: unknown } | undefined;
    if (response.status === 403 && code?.code === 'invalid_nonce' && attempt === 0) {
      forgetNonces();
      continue;
    }
    return { status: response.status, body };
  }
}

const targetFields = (target: Target) =>
  new URLSearchParams({
    [COMMENT_WIRE_FIELDS.kind]: target.kind,
    [COMMENT_WIRE_FIELDS.targetId]: String(target.id),
  });

/** A signed opening stamp for the form (the minimum fill time counts from it). */
export async function fetchCommentStamp(target: Target): Promise<string> {
  const fields = targetFields(target);
  fields.set('action', COMMENT_ACTIONS.stamp);
  const { body } = await call(fields);
  const stamp = (body as CommentStampAnswer | undefined)?.data?.stamp;
  if (typeof stamp !== 'string') throw new Error('No stamp in the answer.');
  return stamp;
}

export type SendOutcome =
  | { ok: true; message: string; comment: HeldComment }
  | { ok: false; message: string; errors: Partial<Record<CommentField, string>> };

const FIELD_OF: Record<string, CommentField> = {
  [COMMENT_FIELDS.author]: 'author',
  [COMMENT_FIELDS.email]: 'email',
  [COMMENT_FIELDS.url]: 'url',
  [COMMENT_FIELDS.comment]: 'comment',
};

/** Sends the form's fields (the bot-check token among them); the answer as the section shows it. */
export async function sendComment(form: HTMLFormElement, target: Target): Promise<SendOutcome> {
  try {
    const fields = targetFields(target);
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && name !== 'comment_kind' && name !== 'comment_post_ID')
        fields.set(name, value);
    }
    fields.set('action', COMMENT_ACTIONS.post);
    const { body } = await call(fields);
    const answer = body as CommentHeldAnswer | CommentRefusal | undefined;
    if (answer?.success === true) {
      return { ok: true, message: answer.data.message, comment: answer.data.comment };
    }
    const errors: Partial<Record<CommentField, string>> = {};
    for (const error of answer?.data.errors ?? []) {
      const field = FIELD_OF[error.field];
      if (field) errors[field] = error.message;
    }
    return { ok: false, message: answer?.data.message ?? FAILED, errors };
  } catch {
    return { ok: false, message: FAILED, errors: {} };
  }
}
