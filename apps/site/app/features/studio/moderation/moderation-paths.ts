/**
 * Issue 21 (ADR 0035): the moderation screens' addresses and the choices their filters and
 * posts take, shared by the screens and the studio's services.
 */
export const MODERATION_PATHS = {
  mail: '/studio/mail/',
  mailMessage: (id: number) => `/studio/mail/${id}/`,
  subscribers: '/studio/subscribers/',
  subscribersExport: '/studio/subscribers/export.csv',
  comments: '/studio/comments/',
} as const;

/** The three views of the mail queue. */
export const MAIL_VIEWS = ['waiting', 'failed', 'sent'] as const;
export type MailView = (typeof MAIL_VIEWS)[number];

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const COMMENT_STATUSES = ['pending', 'approved', 'spam', 'trash'] as const;
export type ModeratedCommentStatus = (typeof COMMENT_STATUSES)[number];

/** The owner's three decisions on a comment and the status each gives it. */
export const COMMENT_DECISIONS = {
  approve: 'approved',
  spam: 'spam',
  trash: 'trash',
} as const;
export type CommentDecision = keyof typeof COMMENT_DECISIONS;

/** How many comments one bulk decision may name: a page of the list. */
export const COMMENT_BULK_MAX = 50;

/** The field a comment's checkbox posts under: one name per row, so every ticked row arrives. */
export const commentCheckboxName = (id: number) => `comment-${id}`;
export const COMMENT_CHECKBOX_PATTERN = /^comment-([1-9]\d{0,9})$/;
