import { COMMENT_FIELDS } from '@atelier/theme/comment-rules';
import { data, type AppLoadContext } from 'react-router';
import { formFields } from '~/shared/form-data';
import { pageShows } from '~/shared/page-dependencies.server';
import { postedFromThisSite } from '~/shared/page-post-origin.server';
import type { CommentPostOutcome, PageComments } from './comment-page';
import type { CommentTargetKind } from './comment-wire';

export interface CommentTargetOfPage {
  kind: CommentTargetKind;
  id: number;
  title: string;
  path: string;
}

/**
 * The approved comments of a post or project for its page (issue 20): public and the same for
 * every visitor, so the page stays shared and cached; it is tagged `comments:<kind>:<id>`, which
 * the database sends when one of its approved comments appears, changes or goes (migration 0019).
 */
export async function loadPageComments(
  context: AppLoadContext,
  target: CommentTargetOfPage,
): Promise<PageComments> {
  pageShows(context, `comments:${target.kind}:${target.id}`);
  const approved = await context.services.comments.approvedFor(target);
  return {
    target: { kind: target.kind, id: target.id, title: target.title },
    path: target.path,
    comments: approved.map((comment) => ({
      id: comment.id,
      parentId: comment.parentId,
      authorName: comment.authorName,
      authorUrl: comment.authorUrl,
      body: comment.body,
      createdAt: comment.createdAt.toISOString(),
    })),
    botCheck: context.services.captcha.botCheckConfig(),
  };
}

export const COMMENT_FOREIGN_POST_MESSAGE =
  'This comment was sent from another site. Please send it again from this page.';

/**
 * A comment posted natively (no JavaScript) to its page: the same service as the enhanced form,
 * so the rules cannot differ. Only a post the browser says came from this site is taken (the page
 * carries no nonce, page-post-origin.server.ts). The thing commented on is the page's own, never
 * the form's word. The page is rendered again with the answer, for this visitor only.
 */
export async function postPageComment(
  request: Request,
  context: AppLoadContext,
  target: CommentTargetOfPage | undefined,
) {
  if (!target) throw data(null, { status: 404 });
  let fields: Record<string, string>;
  try {
    fields = formFields(await request.formData());
  } catch {
    throw data('The form could not be read.', { status: 400 });
  }
  if (!postedFromThisSite(request)) throw data(COMMENT_FOREIGN_POST_MESSAGE, { status: 403 });
  const visitor = context.visitor;
  try {
    const outcome = await context.services.comments.submit(target, fields, 'page', {
      sessionId: visitor.sessionId,
      ipHash: visitor.ipHash,
      userAgent: visitor.userAgent,
      remoteIp: context.remoteAddress ?? '',
    });
    const values = Object.fromEntries(
      [
        COMMENT_FIELDS.author,
        COMMENT_FIELDS.email,
        COMMENT_FIELDS.url,
        COMMENT_FIELDS.comment,
        COMMENT_FIELDS.parent,
      ].map((name) => [name, (fields[name] ?? '').slice(0, 20_000)]),
    );
    const result: CommentPostOutcome =
      outcome.status === 'held'
        ? { kind: 'comment', ...outcome }
        : {
            kind: 'comment',
            status: 'invalid',
            message: outcome.message,
            errors: outcome.errors,
            values,
            ...(outcome.openedStamp !== undefined && { openedStamp: outcome.openedStamp }),
          };
    // Fields in error are a 400 (the page shows them); "send once more" is no error.
    const inError = outcome.status === 'invalid' && Object.keys(outcome.errors).length > 0;
    return data(result, inError ? 400 : 200);
  } catch (error) {
    // The service's refusals (too many comments, no such page) keep their 4xx and their words.
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      throw data((error as Error).message, { status });
    }
    throw error;
  }
}
