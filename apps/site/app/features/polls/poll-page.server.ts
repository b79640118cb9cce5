import { FORM_NONCE_FIELD, FORM_SUBMIT_NONCE } from '@atelier/contracts/forms';
import { POLL_RETRY_MESSAGE } from '@atelier/contracts/poll-texts';
import { pollVoteRequestSchema } from '@atelier/contracts/polls';
import { pollChoiceField, pollExtraField } from '@atelier/form-engine/polls/poll-types';
import { data, type AppLoadContext } from 'react-router';
import { pageShows } from '~/shared/page-dependencies.server';
import { postedFromThisSite } from '~/shared/page-post-origin.server';
import type { PagePoll, PollPostOutcome, PollResultsPageData } from './poll-page';
import { formBody } from '~/shared/form-data';

/** A native vote whose session (and so its nonce) could not be vouched for. */
export const POLL_SESSION_EXPIRED_MESSAGE =
  'Your session has expired. Please reload the page and vote again.';

type LoadedPoll = NonNullable<Awaited<ReturnType<AppLoadContext['services']['polls']['load']>>>;

const pagePollOf = (poll: LoadedPoll): PagePoll => ({
  id: poll.id,
  slug: poll.slug,
  title: poll.title,
  definition: poll.definition,
  open: poll.status === 'publish' && poll.definition.settings.enabled,
});

/**
 * A poll for a page, by id (the home page's) or slug (its own page); `null` when there is none
 * or it is not published. The page is shared and cached (ADR 0011): it is tagged with the poll,
 * so an owner's change shows at once, and votes never touch it (results are not in it).
 */
export async function loadPagePoll(
  context: AppLoadContext,
  which: { id: number } | { slug: string },
): Promise<PagePoll | null> {
  const polls = context.services.polls;
  const poll = 'id' in which ? await polls.load(which.id) : await polls.loadBySlug(which.slug);
  if ('id' in which) pageShows(context, `polls:${which.id}`);
  if (!poll || poll.status !== 'publish') return null;
  pageShows(context, `polls:${poll.id}`);
  return pagePollOf(poll);
}

/** The poll of a page address, or the site's 404 page. */
export async function requirePagePoll(context: AppLoadContext, slug: string): Promise<PagePoll> {
  const poll = await loadPagePoll(context, { slug });
  if (!poll) throw data(null, { status: 404 });
  return poll;
}

const firstText = (value: unknown) =>
  typeof value === 'string' ? value : Array.isArray(value) ? String(value[0] ?? '') : undefined;

/**
 * POLL-003 without JavaScript: the poll's form posts to its own page. Checked by the same service
 * as the AJAX vote, so the rules cannot differ. A post the browser says came from this site is
 * the visitor's own; any other needs a nonce for this session (ADR 0012). The answer is the
 * results (or the link to them, POLL-007), personal as every action's answer is.
 */
export async function votePagePoll(request: Request, context: AppLoadContext, slug: string) {
  const poll = await requirePagePoll(context, slug);
  let body: Record<string, string | string[]>;
  try {
    body = formBody(await request.formData());
  } catch {
    return data<PollPostOutcome>(
      { kind: 'refused', message: POLL_RETRY_MESSAGE, code: 'invalid_body' },
      400,
    );
  }
  const chosen = firstText(body[pollChoiceField(poll.id)]);
  const extra = firstText(body[pollExtraField(poll.id)]);
  const refused = (status: number, message: string, code: string, field?: string) =>
    data<PollPostOutcome>({ kind: 'refused', message, code, field, chosen, extra }, status);

  const parsed = pollVoteRequestSchema.safeParse(body);
  if (!parsed.success || parsed.data.form_id !== poll.id) {
    return refused(400, POLL_RETRY_MESSAGE, 'invalid_input');
  }
  if (
    !postedFromThisSite(request) &&
    !context.services.nonces.verify(
      FORM_SUBMIT_NONCE,
      context.sessionId,
      parsed.data[FORM_NONCE_FIELD],
    )
  ) {
    return refused(403, POLL_SESSION_EXPIRED_MESSAGE, 'invalid_nonce');
  }
  const voter = context.pollVoter;
  if (!voter) throw new Error('The load context has no poll voter.');
  try {
    const answer = await context.services.polls.vote(poll.id, parsed.data, voter);
    voter.remember();
    return data<PollPostOutcome>({ kind: 'voted', data: answer.data }, 200);
  } catch (error) {
    // The service's refusals say what was wrong in words (POLL-009, POLL-010, ERR-015).
    if (error instanceof Error && error.name === 'PollVoteRefused') {
      const refusal = error as Error & { status: number; code: string; field?: string };
      return refused(refusal.status, refusal.message, refusal.code, refusal.field);
    }
    throw error;
  }
}

/**
 * POLL-007: a poll's results page. The counts change with every vote, so the page is personal
 * (`private, no-store`), never kept in the page cache (ADR 0013).
 */
export async function loadPollResultsPage(
  context: AppLoadContext,
  slug: string,
): Promise<PollResultsPageData> {
  context.page?.personal();
  const poll = await requirePagePoll(context, slug);
  const loaded = await context.services.polls.load(poll.id);
  if (!loaded) throw data(null, { status: 404 });
  return { poll, results: await context.services.polls.results(loaded) };
}
