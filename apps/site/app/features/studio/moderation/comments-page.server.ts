import type { AppLoadContext } from 'react-router';
import { requireOwner, requireOwnerPost } from '../studio-access.server';
import { keysetRequestOf } from '../studio-paths';
import { choiceOf, studioAnswer } from './moderation-answers.server';
import {
  COMMENT_BULK_MAX,
  COMMENT_CHECKBOX_PATTERN,
  COMMENT_DECISIONS,
  COMMENT_STATUSES,
  type CommentDecision,
} from './moderation-paths';

interface StudioArgs {
  request: Request;
  context: AppLoadContext;
}

/** The part of a comment the list shows; the whole text is one click away on its page. */
const EXCERPT_LENGTH = 160;

const excerptOf = (body: string) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
};

/** Issue 21: comments of one status (pending unless asked), newest first. */
export async function loadCommentsPage(args: StudioArgs) {
  const { nonce } = await requireOwner(args);
  const url = new URL(args.request.url);
  const status = choiceOf(url.searchParams.get('status'), COMMENT_STATUSES, 'pending');
  const page = await args.context.services.studio.moderation.comments.page({
    ...keysetRequestOf(url),
    status,
  });
  return {
    nonce,
    status,
    rows: page.rows.map((row) => ({
      id: row.id,
      authorName: row.authorName,
      authorEmail: row.authorEmail,
      excerpt: excerptOf(row.body),
      spamReason: row.spamReason,
      createdAt: row.createdAt.toISOString(),
      target: {
        kind: row.target.kind,
        title: row.target.title ?? null,
        path: row.target.path ?? null,
      },
    })),
    older: page.older,
    newer: page.newer,
  };
}

const isDecision = (value: string | undefined): value is CommentDecision =>
  value !== undefined && Object.hasOwn(COMMENT_DECISIONS, value);

const DONE: Record<CommentDecision, string> = {
  approve: 'approved',
  spam: 'marked as spam',
  trash: 'moved to the trash',
};

/**
 * The comment list's one form: a row's button posts `row=<decision>:<id>` (that comment only);
 * a bulk button posts `bulk=<decision>` for every ticked row (`comment-<id>` checkboxes).
 */
export async function commentsAction(args: StudioArgs) {
  const { owner, fields } = await requireOwnerPost(args);
  if (fields.intent !== 'moderate') return studioAnswer(false, 'This comment action is not known.');
  let decision: string | undefined;
  let ids: number[];
  if (fields.row !== undefined) {
    const match = /^([a-z]+):([1-9]\d{0,9})$/.exec(fields.row);
    decision = match?.[1];
    ids = match?.[2] === undefined ? [] : [Number(match[2])];
  } else {
    decision = fields.bulk;
    ids = Object.keys(fields).flatMap((name) => {
      const id = COMMENT_CHECKBOX_PATTERN.exec(name)?.[1];
      return id === undefined ? [] : [Number(id)];
    });
  }
  if (!isDecision(decision)) return studioAnswer(false, 'Choose approve, spam or delete.');
  ids = ids.filter((id) => id <= 2_147_483_647);
  if (ids.length === 0) return studioAnswer(false, 'Tick the comments to change first.');
  if (ids.length > COMMENT_BULK_MAX)
    return studioAnswer(false, `At most ${COMMENT_BULK_MAX} comments can be changed at once.`);
  const outcome = await args.context.services.studio.moderation.comments.decide(
    owner,
    ids,
    decision,
  );
  if (outcome.missing.length === ids.length)
    return studioAnswer(
      false,
      ids.length === 1 ? 'There is no such comment.' : 'There are no such comments.',
      404,
    );
  const changed = outcome.changed.length;
  const missingNote =
    outcome.missing.length === 0 ? '' : ` ${outcome.missing.length} no longer existed.`;
  return studioAnswer(
    true,
    changed === 0
      ? `Nothing to change: already ${DONE[decision]}.${missingNote}`
      : `${changed === 1 ? 'Comment' : `${changed} comments`} ${DONE[decision]}.${missingNote}`,
  );
}
