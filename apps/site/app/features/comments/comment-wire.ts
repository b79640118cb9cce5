/**
 * Issue 20 (ADR 0027): the comment form's calls on the ajax endpoint, shared by the enhanced form
 * and the server room. Both are form-encoded posts with `action`, the visitor's ajax nonce in
 * `_ajax_nonce`, and the thing commented on (`comment_kind`, `comment_post_ID`).
 */
export const COMMENT_ACTIONS = {
  /** A fresh opening stamp for the form (the cached page cannot carry one). */
  stamp: 'atelier_comment_stamp',
  /** The comment itself. */
  post: 'atelier_post_comment',
} as const;

export const COMMENT_WIRE_FIELDS = {
  nonce: '_ajax_nonce',
  kind: 'comment_kind',
  targetId: 'comment_post_ID',
} as const;

/** What a page's comment section is on. */
export type CommentTargetKind = 'post' | 'project';

/** The answer of a posted comment: held for moderation, shown to its author only. */
export interface CommentHeldAnswer {
  success: true;
  data: {
    message: string;
    comment: {
      id: number;
      parentId: number | null;
      authorName: string;
      body: string;
      createdAt: string;
    };
  };
}

export interface CommentStampAnswer {
  success: true;
  data: { stamp: string };
}

/** A refusal: one message, and one per field when fields are in error. */
export interface CommentRefusal {
  success: false;
  data: { message: string; errors?: { field: string; message: string }[] };
}
