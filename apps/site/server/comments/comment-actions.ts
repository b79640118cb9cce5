import { COMMENT_FIELDS } from '@atelier/theme/comment-rules';
import { z } from 'zod';
import {
  COMMENT_ACTIONS,
  COMMENT_WIRE_FIELDS,
  type CommentHeldAnswer,
  type CommentStampAnswer,
} from '~/features/comments/comment-wire';
import { defineAjaxAction } from '../platform/http/ajax-endpoint';
import { ApiError } from '../platform/http/api-errors';
import { NONCE_ACTIONS } from '../platform/security/nonces';
import { visitorOf } from '../platform/security/visitor-address';
import type { CommentService } from './comment-service';

export interface CommentActionOptions {
  /** Keys the hash of the visitor's address (the session secret). */
  addressHashSecret: string;
}

/** The longest value any comment field may carry on the wire (the rules say less, per field). */
const FIELD_LIMIT = 20_000;
const optionalText = z.string().max(FIELD_LIMIT).optional();

const targetSchema = {
  [COMMENT_WIRE_FIELDS.kind]: z.enum(['post', 'project']),
  [COMMENT_WIRE_FIELDS.targetId]: z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().positive()),
};

const stampInputSchema = z.object(targetSchema);

const commentInputSchema = z.object({
  ...targetSchema,
  ...Object.fromEntries(Object.values(COMMENT_FIELDS).map((name) => [name, optionalText])),
});

/**
 * Issue 20 (ADR 0027): the enhanced comment form's calls, guarded by the visitor's ajax nonce.
 * A comment in error is refused 400 with one message per field; one held for moderation is
 * answered with the comment as its author sees it ("awaiting moderation").
 */
export function commentActions(comments: CommentService, options: CommentActionOptions) {
  return [
    defineAjaxAction({
      action: COMMENT_ACTIONS.stamp,
      guard: { nonce: NONCE_ACTIONS.ajax, field: COMMENT_WIRE_FIELDS.nonce },
      input: stampInputSchema,
      async handle(input) {
        const stamp = await comments.openedStamp({
          kind: input[COMMENT_WIRE_FIELDS.kind],
          id: input[COMMENT_WIRE_FIELDS.targetId],
        });
        const answer: CommentStampAnswer = { success: true, data: { stamp } };
        return { json: answer };
      },
    }),
    defineAjaxAction({
      action: COMMENT_ACTIONS.post,
      guard: { nonce: NONCE_ACTIONS.ajax, field: COMMENT_WIRE_FIELDS.nonce },
      input: commentInputSchema,
      async handle(input, { request, session }) {
        const visitor = visitorOf(request, session, options.addressHashSecret);
        const outcome = await comments.submit(
          { kind: input[COMMENT_WIRE_FIELDS.kind], id: input[COMMENT_WIRE_FIELDS.targetId] },
          input,
          'ajax',
          { ...visitor, remoteIp: request.ip },
        );
        if (outcome.status === 'invalid') {
          throw new ApiError(
            400,
            outcome.message,
            'invalid_comment',
            Object.entries(outcome.errors).map(([field, message]) => ({ field, message })),
          );
        }
        const answer: CommentHeldAnswer = {
          success: true,
          data: { message: outcome.message, comment: outcome.comment },
        };
        return { json: answer };
      },
    }),
  ];
}
