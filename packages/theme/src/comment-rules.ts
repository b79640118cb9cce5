/**
 * The comment form's rules (issue 20), zod-free on purpose: the browser checks a comment before
 * sending it and the server checks it again with the same function, and zod in the post page's
 * bundle would cost more than these few lines.
 *
 * API: `COMMENT_FIELDS`, `COMMENT_LIMITS`, `COMMENT_MESSAGES`, `checkComment(input)`,
 * `linkCount(text)`, `isWebsite(text)`, `commentReplyHref(path, id)`, `parseReplyTo(value)`,
 * `COMMENT_FORM_ANCHOR`, types `CommentInput`, `CommentCheck`.
 */

/** The form's field names (the original's, so a comment plugin's habits carry over). */
export const COMMENT_FIELDS = {
  author: 'author',
  email: 'email',
  url: 'url',
  comment: 'comment',
  parent: 'comment_parent',
  /** The signed moment the form was opened (a minimum fill time). */
  openedStamp: 'comment_opened',
  /** A field people never see and bots fill in. */
  honeypot: 'comment_website_confirm',
  /** The bot-check's token (only with JavaScript). */
  botCheck: 'comment_bot_check',
} as const;

export const COMMENT_LIMITS = {
  author: 100,
  email: 254,
  url: 200,
  comment: 5000,
  /** More links than this in one comment and it is held as spam. */
  links: 2,
  /** The least time, in seconds, between opening the form and sending it. */
  minFillSeconds: 3,
} as const;

export const COMMENT_MESSAGES = {
  authorMissing: 'Please enter your name.',
  authorLong: `Your name can be at most ${COMMENT_LIMITS.author} characters.`,
  emailMissing: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, such as name@example.com.',
  urlInvalid: 'The website must be an address starting with http:// or https://.',
  commentMissing: 'Please write your comment.',
  commentLong: `Your comment can be at most ${COMMENT_LIMITS.comment} characters.`,
  held: 'Thank you. Your comment is held for moderation and will appear once it is approved.',
} as const;

export interface CommentInput {
  author: string;
  email: string;
  url: string;
  comment: string;
}

export type CommentField = keyof CommentInput;

export type CommentCheck =
  | { ok: true; value: { author: string; email: string; url: string | null; comment: string } }
  | { ok: false; errors: Partial<Record<CommentField, string>> };

/** One address, the parts a mail server takes; no spaces, one @, a dot in the domain. */
const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]+$/;

/** A website as a link may carry it: http or https with a host, nothing else (no javascript:). */
export function isWebsite(text: string): boolean {
  if (text.length > COMMENT_LIMITS.url || /\s/.test(text)) return false;
  const match = /^https?:\/\/([^/?#@\s]+)(?:[/?#]|$)/i.exec(text);
  return match?.[1] !== undefined && /^[a-z0-9.-]+(?::\d{1,5})?$/i.test(match[1]);
}

/** How many links a text carries (addresses and `www.` names); many links is a spammer's mark. */
export function linkCount(text: string): number {
  return (text.match(/\bhttps?:\/\/|\bwww\./gi) ?? []).length;
}

/** Trims and normalises line ends; control characters other than line breaks and tabs go. */
const clean = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .trim();

/** Checks a comment as typed: the cleaned values, or one message per field in error. */
export function checkComment(input: CommentInput): CommentCheck {
  const author = clean(input.author).replace(/\s+/g, ' ');
  const email = clean(input.email);
  const url = clean(input.url);
  const comment = clean(input.comment);
  const errors: Partial<Record<CommentField, string>> = {};
  if (author === '') errors.author = COMMENT_MESSAGES.authorMissing;
  else if ([...author].length > COMMENT_LIMITS.author) errors.author = COMMENT_MESSAGES.authorLong;
  if (email === '') errors.email = COMMENT_MESSAGES.emailMissing;
  else if (email.length > COMMENT_LIMITS.email || !EMAIL.test(email))
    errors.email = COMMENT_MESSAGES.emailInvalid;
  if (url !== '' && !isWebsite(url)) errors.url = COMMENT_MESSAGES.urlInvalid;
  if (comment === '') errors.comment = COMMENT_MESSAGES.commentMissing;
  else if ([...comment].length > COMMENT_LIMITS.comment)
    errors.comment = COMMENT_MESSAGES.commentLong;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { author, email, url: url === '' ? null : url, comment } };
}

/** The id of the comment form on a page (the reply links point at it). */
export const COMMENT_FORM_ANCHOR = 'respond';

/** A reply link that works without JavaScript: the page again with the parent in the query. */
export function commentReplyHref(path: string, commentId: number): string {
  return `${path}?replytocom=${commentId}#${COMMENT_FORM_ANCHOR}`;
}

/** A parent id as the address or a form names it: a positive whole number, else none. */
export function parseReplyTo(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
