import type { Database } from '@atelier/db/connection';
import type { CommentStatus, CommentTargetKind } from '@atelier/db/repositories/comments';
import { keysetPage, type KeysetPage, type KeysetRequest } from '@atelier/db/repositories/keyset';
import { comments, portfolioProjects, posts } from '@atelier/db/schema';
import { and, eq, inArray } from 'drizzle-orm';
import {
  COMMENT_DECISIONS,
  type CommentDecision,
} from '~/features/studio/moderation/moderation-paths';
import type { AuditService } from '../audit-service';
import type { StudioOwner } from '../owner-access';

export interface StudioCommentRow {
  id: number;
  authorName: string;
  authorEmail: string;
  body: string;
  status: CommentStatus;
  spamReason: string | null;
  createdAt: Date;
  target: {
    kind: CommentTargetKind;
    id: number;
    /** Undefined when the post or project is gone. */
    title: string | undefined;
    path: string | undefined;
  };
}

export interface CommentDecisionOutcome {
  /** The comments whose status changed (one already of that status is left, unrecorded). */
  changed: number[];
  /** The ids that name no comment. */
  missing: number[];
}

/** The public page of a post or project (the site's fixed addresses, ADR 0027). */
const targetPath = (kind: CommentTargetKind, slug: string) =>
  kind === 'post' ? `/blog/${slug}/` : `/portfolio/${slug}/`;

/**
 * Issue 21 (ADR 0035): comment moderation for the owner, one comment or many at once. The status
 * is written in the transaction of its audit entries; the comments triggers of migration 0019
 * then notify the page cache (`comments:<kind>:<id>`) at commit whenever an approved comment
 * appears or goes, so approving shows the comment on its page at once, exactly as the comment
 * service's `moderate` (the CLI) does.
 */
export function studioComments(db: Database, audit: AuditService) {
  return {
    async page(
      request: KeysetRequest & { status: CommentStatus },
    ): Promise<KeysetPage<StudioCommentRow>> {
      const page = await keysetPage(comments.id, request, ({ bound, order, limit }) =>
        db
          .select({
            id: comments.id,
            authorName: comments.authorName,
            authorEmail: comments.authorEmail,
            body: comments.body,
            status: comments.status,
            spamReason: comments.spamReason,
            createdAt: comments.createdAt,
            targetKind: comments.targetKind,
            targetId: comments.targetId,
            postTitle: posts.title,
            postSlug: posts.slug,
            projectTitle: portfolioProjects.title,
            projectSlug: portfolioProjects.slug,
          })
          .from(comments)
          .leftJoin(posts, and(eq(comments.targetKind, 'post'), eq(posts.id, comments.targetId)))
          .leftJoin(
            portfolioProjects,
            and(eq(comments.targetKind, 'project'), eq(portfolioProjects.id, comments.targetId)),
          )
          .where(and(eq(comments.status, request.status), bound))
          .orderBy(order)
          .limit(limit),
      );
      return {
        ...page,
        rows: page.rows.map(
          ({ targetKind, targetId, postTitle, postSlug, projectTitle, projectSlug, ...row }) => {
            const title = (targetKind === 'post' ? postTitle : projectTitle) ?? undefined;
            const slug = targetKind === 'post' ? postSlug : projectSlug;
            return {
              ...row,
              target: {
                kind: targetKind,
                id: targetId,
                title,
                path: slug === null ? undefined : targetPath(targetKind, slug),
              },
            };
          },
        ),
      };
    },

    /** One decision for one or more comments, each change with its own audit entry. */
    decide(
      owner: StudioOwner,
      ids: readonly number[],
      decision: CommentDecision,
    ): Promise<CommentDecisionOutcome> {
      const status = COMMENT_DECISIONS[decision];
      const wanted = [...new Set(ids)].sort((a, b) => a - b);
      return db.transaction(async (tx) => {
        const found = await tx
          .select({ id: comments.id, status: comments.status, thread: comments.thread })
          .from(comments)
          .where(inArray(comments.id, wanted))
          .orderBy(comments.id)
          .for('update');
        const toChange = found.filter((row) => row.status !== status);
        if (toChange.length > 0) {
          await tx
            .update(comments)
            .set({ status })
            .where(
              inArray(
                comments.id,
                toChange.map((row) => row.id),
              ),
            );
        }
        for (const row of toChange) {
          await audit.recordIn(tx, owner, {
            action: `comment.${decision}`,
            subject: `comment:${row.id}`,
            before: { status: row.status, on: row.thread },
            after: { status },
          });
        }
        const seen = new Set(found.map((row) => row.id));
        return {
          changed: toChange.map((row) => row.id),
          missing: wanted.filter((id) => !seen.has(id)),
        };
      });
    },
  };
}

export type StudioComments = ReturnType<typeof studioComments>;
