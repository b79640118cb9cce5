import type { BotCheckConfig } from '@atelier/contracts/captcha-widgets';
import type { CommentField } from '@atelier/theme/comment-rules';
import type { CommentTargetKind } from './comment-wire';

/** An approved comment as a page shows it (never the email). */
export interface PageComment {
  id: number;
  parentId: number | null;
  authorName: string;
  authorUrl: string | null;
  body: string;
  /** ISO 8601. */
  createdAt: string;
}

/** What a post's or project's loader hands the comments section: public, the same for all. */
export interface PageComments {
  target: { kind: CommentTargetKind; id: number; title: string };
  /** The page's address: the form posts there, reply links point there. */
  path: string;
  comments: PageComment[];
  /** The invisible bot-check the enhanced form runs before sending (as the contact form's). */
  botCheck: BotCheckConfig;
}

/** A comment just posted, as its author sees it: awaiting moderation, never in the cached page. */
export interface HeldComment {
  id: number;
  parentId: number | null;
  authorName: string;
  body: string;
  createdAt: string;
}

/** A native post's answer, rendered into the page it was sent from (for that visitor only). */
export type CommentPostOutcome =
  | { kind: 'comment'; status: 'held'; message: string; comment: HeldComment }
  | {
      kind: 'comment';
      status: 'invalid';
      message: string;
      errors: Partial<Record<CommentField, string>>;
      /** The values as sent, so nothing typed is lost. */
      values: Record<string, string>;
      /** A first native post's opening stamp, to send again with. */
      openedStamp?: string;
    };

export const isCommentPostOutcome = (value: unknown): value is CommentPostOutcome =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'comment';
