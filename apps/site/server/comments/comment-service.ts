import type { Database } from '@atelier/db/connection';
import {
  commentRepository,
  type CommentStatus,
  type CommentTarget,
  type ModerationCommentRecord,
} from '@atelier/db/repositories/comments';
import { rateLimitRepository } from '@atelier/db/repositories/rate-limits';
import {
  checkComment,
  COMMENT_FIELDS,
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  linkCount,
  parseReplyTo,
  type CommentField,
} from '@atelier/theme/comment-rules';
import type { OutgoingMail } from '../platform/mail/mail-service';
import { ApiError } from '../platform/http/api-errors';
import { queueSideMail, silentMailLog, type SideMailLog } from '../platform/mail/side-mail';
import { commentOpenedAt, commentStamp } from './comment-stamp';

/** The thing a comment is on, as the page and the mail name it. */
export interface CommentTargetPage {
  title: string;
  /** Its address on the site ("/blog/a-post/"). */
  path: string;
}

/** Who sent a comment, as the stored row records it (never the raw address). */
export interface CommentSender {
  sessionId: string | null;
  ipHash: string;
  userAgent: string;
  /** For the bot-check provider only; never stored. */
  remoteIp: string;
}

/**
 * How a comment reached the server. `ajax`: the enhanced form (it has a visitor nonce, an opening
 * stamp and a bot-check token). `page`: a native post without JavaScript, which cannot run the
 * bot-check and whose first post may have no stamp.
 */
export type CommentChannel = 'ajax' | 'page';

/** Why a comment was held as spam (stored with it for the owner). */
export type CommentSpamReason =
  | 'honeypot'
  | 'no_opening_stamp'
  | 'too_fast'
  | 'bot_check_missing'
  | 'bot_check_refused'
  | 'links';

/** A comment as its author sees it in the answer: "awaiting moderation", never in the page. */
export interface HeldComment {
  id: number;
  parentId: number | null;
  authorName: string;
  body: string;
  createdAt: string;
}

export type CommentOutcome =
  | { status: 'held'; message: string; comment: HeldComment }
  | {
      status: 'invalid';
      message: string;
      errors: Partial<Record<CommentField, string>>;
      /** A native post's first send: the stamp to send again with. */
      openedStamp?: string;
    };

export const COMMENT_SERVICE_MESSAGES = {
  invalid: 'Please correct the marked fields.',
  sendAgain:
    'Almost there: to keep spam out, please check your comment and press “Post comment” once more.',
  parentGone:
    'The comment you are replying to is no longer shown. Your reply can be posted as a new comment.',
  tooMany:
    'You have posted several comments in a short time. Please wait a few minutes and try again.',
  notFound: 'Comments are not open on this page.',
} as const;

/** How many comments one address may send in the window (anything beyond is answered 429). */
export const COMMENTS_PER_VISITOR = 5;
export const COMMENT_RATE_WINDOW_MS = 10 * 60 * 1000;

export interface CommentServiceOptions {
  mail: { enqueue(mail: OutgoingMail): Promise<unknown> };
  /** The site's bot-check (as the contact form uses it): `verifyBotCheck(token, ip, action)`. */
  captcha: {
    verifyBotCheck(token: string, remoteIp: string, action: string): Promise<{ ok: boolean }>;
  };
  /** Signs the opening stamps. */
  secret: string;
  /** The gallery's inbox: it gets a plain-text notice of each comment to moderate. */
  galleryEmail: string;
  publicUrl: URL;
  log?: SideMailLog | undefined;
  now?: () => Date;
}

/** The bot-check action of the comment form (a token for the contact form does not serve). */
export const COMMENT_BOT_CHECK_ACTION = 'comment';

/** The page of a post or a project (the site's fixed addresses). */
export const commentTargetPath = (kind: CommentTarget['kind'], slug: string) =>
  kind === 'post' ? `/blog/${slug}/` : `/portfolio/${slug}/`;

export const threadOf = (target: CommentTarget) => `${target.kind}:${target.id}`;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Issue 20 (ADR 0027): comments on journal posts and portfolio projects. A submit is checked
 * (the shared rules of `@atelier/theme/comment-rules`), limited per visitor, screened for spam
 * (honeypot, a signed opening stamp and minimum fill time, the bot-check when the browser ran it,
 * too many links) and stored as `pending` (or `spam`, silently: a bot learns nothing); the
 * gallery gets a text notice of each pending one. Nothing is ever approved here but by the owner
 * (`moderate`, the CLI). Pages show approved comments only.
 */
export function commentService(db: Database, options: CommentServiceOptions) {
  const repository = commentRepository(db);
  const rateLimits = rateLimitRepository(db);
  const now = options.now ?? (() => new Date());
  const log = options.log ?? silentMailLog;

  async function requirePage(target: CommentTarget): Promise<CommentTargetPage> {
    const found = await repository.targetOf(target);
    const page = found && { title: found.title, path: commentTargetPath(target.kind, found.slug) };
    if (!page) throw new ApiError(404, COMMENT_SERVICE_MESSAGES.notFound, 'comments_closed');
    return page;
  }

  async function spamReasonOf(
    fields: Readonly<Record<string, unknown>>,
    body: string,
    channel: CommentChannel,
    openedAt: Date,
    sender: CommentSender,
  ): Promise<CommentSpamReason | undefined> {
    if (text(fields[COMMENT_FIELDS.honeypot]).trim() !== '') return 'honeypot';
    if (now().getTime() - openedAt.getTime() < COMMENT_LIMITS.minFillSeconds * 1000)
      return 'too_fast';
    if (channel === 'ajax') {
      const token = text(fields[COMMENT_FIELDS.botCheck]).trim();
      if (token === '') return 'bot_check_missing';
      const verdict = await options.captcha.verifyBotCheck(
        token,
        sender.remoteIp,
        COMMENT_BOT_CHECK_ACTION,
      );
      if (!verdict.ok) return 'bot_check_refused';
    }
    if (linkCount(body) > COMMENT_LIMITS.links) return 'links';
    return undefined;
  }

  function noticeOf(
    page: CommentTargetPage,
    id: number,
    comment: { author: string; email: string; url: string | null; comment: string },
  ): OutgoingMail {
    const address = new URL(page.path, options.publicUrl).href;
    return {
      to: options.galleryEmail,
      subject: `New comment to moderate on “${page.title}”`.replace(/[\r\n]+/g, ' ').slice(0, 250),
      text: [
        `A new comment on “${page.title}” (${address}) is held for moderation.`,
        '',
        `Author: ${comment.author}`,
        `Email: ${comment.email}`,
        ...(comment.url ? [`Website: ${comment.url}`] : []),
        '',
        comment.comment,
        '',
        `Approve it: npm run comments -- approve ${id}`,
        `Mark it as spam: npm run comments -- spam ${id}`,
        `Delete it: npm run comments -- delete ${id}`,
      ].join('\n'),
      purpose: 'comment-notice',
    };
  }

  return {
    /** A fresh opening stamp for a thing's comment form (the enhanced form asks once). */
    async openedStamp(target: CommentTarget): Promise<string> {
      await requirePage(target);
      return commentStamp(options.secret, threadOf(target), now());
    },

    /** The approved comments of a thing, oldest first; the page threads them. */
    approvedFor(target: CommentTarget) {
      return repository.approvedFor(target);
    },

    /**
     * A visitor's comment. Answers `held` (stored pending, or silently as spam) or `invalid`
     * (one message per field); throws `ApiError` 404 (no such page) or 429 (too many).
     */
    async submit(
      target: CommentTarget,
      fields: Readonly<Record<string, unknown>>,
      channel: CommentChannel,
      sender: CommentSender,
    ): Promise<CommentOutcome> {
      const page = await requirePage(target);
      const checked = checkComment({
        author: text(fields[COMMENT_FIELDS.author]),
        email: text(fields[COMMENT_FIELDS.email]),
        url: text(fields[COMMENT_FIELDS.url]),
        comment: text(fields[COMMENT_FIELDS.comment]),
      });
      if (!checked.ok)
        return {
          status: 'invalid',
          message: COMMENT_SERVICE_MESSAGES.invalid,
          errors: checked.errors,
        };

      const parentId = parseReplyTo(text(fields[COMMENT_FIELDS.parent]) || null);
      if (parentId !== null && !(await repository.approvedParent(target, parentId)))
        return { status: 'invalid', message: COMMENT_SERVICE_MESSAGES.parentGone, errors: {} };

      const thread = threadOf(target);
      const openedAt = commentOpenedAt(
        options.secret,
        thread,
        text(fields[COMMENT_FIELDS.openedStamp]),
      );
      // A native post's first send has no stamp (the cached page cannot carry one): it is asked
      // to send again with one. The enhanced form always has one, so without it, it is spam.
      if (!openedAt && channel === 'page') {
        return {
          status: 'invalid',
          message: COMMENT_SERVICE_MESSAGES.sendAgain,
          errors: {},
          openedStamp: commentStamp(options.secret, thread, now()),
        };
      }

      const window = await rateLimits.hit(
        `comments:${sender.ipHash}`,
        COMMENT_RATE_WINDOW_MS,
        now(),
      );
      if (window.hits > COMMENTS_PER_VISITOR)
        throw new ApiError(429, COMMENT_SERVICE_MESSAGES.tooMany, 'comment_flood');

      const spamReason = openedAt
        ? await spamReasonOf(fields, checked.value.comment, channel, openedAt, sender)
        : 'no_opening_stamp';
      const createdAt = now();
      const id = await repository.insert({
        target,
        parentId,
        authorName: checked.value.author,
        authorEmail: checked.value.email,
        authorUrl: checked.value.url,
        body: checked.value.comment,
        status: spamReason ? 'spam' : 'pending',
        spamReason: spamReason ?? null,
        sessionId: sender.sessionId,
        ipHash: sender.ipHash,
        userAgent: sender.userAgent,
        createdAt,
      });
      // Spam is kept for the owner to look at, but never mailed (a flood would fill the inbox).
      if (!spamReason)
        await queueSideMail(
          options.mail,
          noticeOf(page, id, checked.value),
          log,
          'Comment notice',
          {
            commentId: id,
          },
        );
      return {
        status: 'held',
        message: COMMENT_MESSAGES.held,
        comment: {
          id,
          parentId,
          authorName: checked.value.author,
          body: checked.value.comment,
          createdAt: createdAt.toISOString(),
        },
      };
    },

    /** The newest comments for the owner, all or one status. */
    list(options: { status?: CommentStatus; limit: number }): Promise<ModerationCommentRecord[]> {
      return repository.list(options);
    },

    byId(id: number) {
      return repository.byId(id);
    },

    /** The owner's decision: approve (shown at once: the page's cache is dropped), spam, trash. */
    moderate(id: number, status: Exclude<CommentStatus, 'pending'>): Promise<boolean> {
      return repository.setStatus(id, status);
    },
  };
}

export type CommentService = ReturnType<typeof commentService>;
