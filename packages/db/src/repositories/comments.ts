import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../connection';
import { comments, portfolioProjects, posts } from '../schema';

/** What a comment is on (issue 20): a journal post or a portfolio project, by id. */
export type CommentTargetKind = (typeof comments.targetKind.enumValues)[number];
export type CommentStatus = (typeof comments.status.enumValues)[number];

export interface CommentTarget {
  kind: CommentTargetKind;
  id: number;
}

/** An approved comment as a page shows it: never the email, the address hash or the agent. */
export interface PublicCommentRecord {
  id: number;
  parentId: number | null;
  authorName: string;
  authorUrl: string | null;
  body: string;
  createdAt: Date;
}

/** A comment as the owner moderates it (the CLI): everything but who sent it. */
export interface ModerationCommentRecord extends PublicCommentRecord {
  target: CommentTarget;
  authorEmail: string;
  status: CommentStatus;
  spamReason: string | null;
}

export interface NewComment {
  target: CommentTarget;
  parentId: number | null;
  authorName: string;
  authorEmail: string;
  authorUrl: string | null;
  body: string;
  /** A visitor's comment is `pending` or `spam`; only the demo seed writes approved ones. */
  status: CommentStatus;
  spamReason: string | null;
  sessionId: string | null;
  ipHash: string;
  userAgent: string;
  createdAt?: Date;
}

const publicColumns = {
  id: comments.id,
  parentId: comments.parentId,
  authorName: comments.authorName,
  authorUrl: comments.authorUrl,
  body: comments.body,
  createdAt: comments.createdAt,
};

const moderationColumns = {
  ...publicColumns,
  targetKind: comments.targetKind,
  targetId: comments.targetId,
  authorEmail: comments.authorEmail,
  status: comments.status,
  spamReason: comments.spamReason,
};

type ModerationRow = Omit<ModerationCommentRecord, 'target'> & {
  targetKind: CommentTargetKind;
  targetId: number;
};

const moderationRecord = ({ targetKind, targetId, ...row }: ModerationRow) => ({
  ...row,
  target: { kind: targetKind, id: targetId },
});

const ofTarget = (target: CommentTarget) =>
  and(eq(comments.targetKind, target.kind), eq(comments.targetId, target.id));

/**
 * Issue 20 (ADR 0027): comments on posts and projects. Pages read only approved ones, in thread
 * order (the partial index `comments_approved_thread_idx`); the owner lists pending ones newest
 * first (`comments_pending_idx`) and changes a comment's status. The triggers of migration 0019
 * drop the cached page of a thing whenever one of its approved comments appears, changes or goes.
 */
export function commentRepository(db: Database) {
  return {
    async insert(comment: NewComment): Promise<number> {
      const [row] = await db
        .insert(comments)
        .values({
          targetKind: comment.target.kind,
          targetId: comment.target.id,
          parentId: comment.parentId,
          authorName: comment.authorName,
          authorEmail: comment.authorEmail,
          authorUrl: comment.authorUrl,
          body: comment.body,
          status: comment.status,
          spamReason: comment.spamReason,
          sessionId: comment.sessionId,
          ipHash: comment.ipHash,
          userAgent: comment.userAgent,
          ...(comment.createdAt && { createdAt: comment.createdAt }),
        })
        .returning({ id: comments.id });
      if (!row) throw new Error('The comment was not stored.');
      return row.id;
    },

    /** The post or project a comment is on: its title and slug; undefined when there is none. */
    async targetOf(target: CommentTarget): Promise<{ title: string; slug: string } | undefined> {
      const table = target.kind === 'post' ? posts : portfolioProjects;
      const [row] = await db
        .select({ title: table.title, slug: table.slug })
        .from(table)
        .where(eq(table.id, target.id));
      return row;
    },

    /** Whether a thing has any comment at all (the demo seed writes a thread only once). */
    async hasAny(target: CommentTarget): Promise<boolean> {
      const [row] = await db
        .select({ id: comments.id })
        .from(comments)
        .where(ofTarget(target))
        .limit(1);
      return row !== undefined;
    },

    /** The approved comments of a thing, oldest first (threaded by `@atelier/theme`). */
    approvedFor(target: CommentTarget): Promise<PublicCommentRecord[]> {
      return db
        .select(publicColumns)
        .from(comments)
        .where(and(ofTarget(target), eq(comments.status, 'approved')))
        .orderBy(asc(comments.createdAt), asc(comments.id));
    },

    /** A comment a reply may name: approved, on the same thing. */
    async approvedParent(target: CommentTarget, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: comments.id })
        .from(comments)
        .where(and(eq(comments.id, id), ofTarget(target), eq(comments.status, 'approved')));
      return row !== undefined;
    },

    async byId(id: number): Promise<ModerationCommentRecord | undefined> {
      const [row] = await db.select(moderationColumns).from(comments).where(eq(comments.id, id));
      return row && moderationRecord(row);
    },

    /** The newest comments first, of one status or of all. */
    async list(options: {
      status?: CommentStatus;
      limit: number;
    }): Promise<ModerationCommentRecord[]> {
      const rows = await db
        .select(moderationColumns)
        .from(comments)
        .where(options.status ? eq(comments.status, options.status) : undefined)
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(options.limit);
      return rows.map(moderationRecord);
    },

    /** Sets a comment's status; false when there is no such comment. */
    async setStatus(id: number, status: CommentStatus): Promise<boolean> {
      const rows = await db
        .update(comments)
        .set({ status })
        .where(eq(comments.id, id))
        .returning({ id: comments.id });
      return rows.length > 0;
    },
  };
}

export type CommentRepository = ReturnType<typeof commentRepository>;
