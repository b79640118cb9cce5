import { data, type AppLoadContext } from 'react-router';
import { requireOwner, requireOwnerPost } from '../studio-access.server';
import { keysetRequestOf } from '../studio-paths';
import { choiceOf, postedId, studioAnswer } from './moderation-answers.server';
import { MAIL_VIEWS, type MailView } from './moderation-paths';

interface StudioArgs {
  request: Request;
  context: AppLoadContext;
}

type MailQueueRow = Awaited<
  ReturnType<AppLoadContext['services']['studio']['moderation']['mail']['page']>
>['rows'][number];

const rowOf = (row: MailQueueRow) => ({
  id: row.id,
  recipient: row.recipient,
  subject: row.subject,
  purpose: row.purpose,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  failedAt: row.failedAt?.toISOString() ?? null,
  // Already passed through the SMTP redactor by the worker; the screen shows it as text.
  lastError: row.lastError,
});

/** Issue 21: the mail queue, one view at a time (waiting, failed, sent), newest first. */
export async function loadMailPage(args: StudioArgs) {
  const { nonce } = await requireOwner(args);
  const url = new URL(args.request.url);
  const view: MailView = choiceOf(url.searchParams.get('view'), MAIL_VIEWS, 'waiting');
  const page = await args.context.services.studio.moderation.mail.page({
    ...keysetRequestOf(url),
    view,
  });
  return { nonce, view, rows: page.rows.map(rowOf), older: page.older, newer: page.newer };
}

/** One message: its headers, the text body, the HTML body for a sandboxed frame. */
export async function loadMailMessage(args: StudioArgs & { params: { mailId?: string } }) {
  const { nonce } = await requireOwner(args);
  const id = postedId(args.params.mailId);
  const message =
    id === undefined ? undefined : await args.context.services.studio.moderation.mail.message(id);
  if (!message) throw data({ message: 'There is no such message.' }, { status: 404 });
  return {
    nonce,
    message: {
      ...rowOf(message),
      createdAt: message.createdAt.toISOString(),
      replyTo: message.replyTo,
      textBody: message.textBody,
      htmlBody: message.htmlBody,
    },
  };
}

/**
 * The mail queue's posts: `retry` (one failed message, by `id`) and `retry-all` (every failed
 * one). Both hand the rows back to the worker, which sends them at its next poll.
 */
export async function mailAction(args: StudioArgs) {
  const { owner, fields } = await requireOwnerPost(args);
  const mail = args.context.services.studio.moderation.mail;
  if (fields.intent === 'retry-all') {
    const count = await mail.retryAllFailed(owner);
    return studioAnswer(
      true,
      count === 0
        ? 'No message had failed.'
        : `${count} failed ${count === 1 ? 'message goes' : 'messages go'} back to the queue.`,
    );
  }
  if (fields.intent === 'retry') {
    const id = postedId(fields.id);
    if (id === undefined) return studioAnswer(false, 'Say which message to send again.');
    const outcome = await mail.retry(owner, id);
    if (outcome.kind === 'missing') return studioAnswer(false, 'There is no such message.', 404);
    if (outcome.kind === 'not-failed')
      return studioAnswer(false, `Message ${id} has not failed: it is sent or still being tried.`);
    return studioAnswer(true, `Message ${id} goes back to the queue and is sent shortly.`);
  }
  return studioAnswer(false, 'This mail queue action is not known.');
}
