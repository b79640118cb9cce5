import type { AppLoadContext } from 'react-router';
import { requireOwner, requireOwnerPost } from '../studio-access.server';
import { keysetRequestOf } from '../studio-paths';
import { choiceOf, postedId, studioAnswer } from './moderation-answers.server';
import { MODERATION_PATHS, SUBSCRIBER_STATUSES, type SubscriberStatus } from './moderation-paths';

interface StudioArgs {
  request: Request;
  context: AppLoadContext;
}

/** The longest address search kept; an address is at most 254 characters anyway. */
const SEARCH_MAX = 100;

/** Issue 21: the newsletter's subscribers, of one status or all, optionally one address's. */
export async function loadSubscribersPage(args: StudioArgs) {
  const { nonce } = await requireOwner(args);
  const url = new URL(args.request.url);
  const status = choiceOf<SubscriberStatus | ''>(
    url.searchParams.get('status'),
    SUBSCRIBER_STATUSES,
    '',
  );
  const email = (url.searchParams.get('email') ?? '').trim().slice(0, SEARCH_MAX);
  const page = await args.context.services.studio.moderation.subscribers.page({
    ...keysetRequestOf(url),
    status: status || undefined,
    email: email || undefined,
  });
  const exportQuery = new URLSearchParams({ status: status || 'all' });
  if (email) exportQuery.set('email', email);
  return {
    nonce,
    status,
    email,
    // The list's filter as an export; a plain "Export" (no filter) is the confirmed ones.
    exportHref: `${MODERATION_PATHS.subscribersExport}?${exportQuery.toString()}`,
    rows: page.rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
    })),
    older: page.older,
    newer: page.newer,
  };
}

/** `unsubscribe` and `delete` (erasure) of one subscriber, by `id`. */
export async function subscribersAction(args: StudioArgs) {
  const { owner, fields } = await requireOwnerPost(args);
  const subscribers = args.context.services.studio.moderation.subscribers;
  if (fields.intent !== 'unsubscribe' && fields.intent !== 'delete')
    return studioAnswer(false, 'This subscriber action is not known.');
  const id = postedId(fields.id);
  if (id === undefined) return studioAnswer(false, 'Say which subscriber.');
  if (fields.intent === 'unsubscribe') {
    const outcome = await subscribers.unsubscribe(owner, id);
    if (outcome.kind === 'missing') return studioAnswer(false, 'There is no such subscriber.', 404);
    if (outcome.kind === 'already-unsubscribed')
      return studioAnswer(true, `${outcome.email} was already unsubscribed.`);
    return studioAnswer(true, `${outcome.email} is unsubscribed.`);
  }
  const outcome = await subscribers.erase(owner, id);
  if (outcome.kind !== 'done') return studioAnswer(false, 'There is no such subscriber.', 404);
  return studioAnswer(true, `${outcome.email} is deleted.`);
}
