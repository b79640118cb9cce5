import { data, type AppLoadContext } from 'react-router';
import { requireOwner, requireOwnerPost } from '../studio-access.server';
import { resultsIdOf } from './results-paths';

interface StudioArgs {
  request: Request;
  context: AppLoadContext;
  params: { pollId?: string };
}

/** Issue 21: every poll with its vote count. */
export async function loadStudioPolls(args: Omit<StudioArgs, 'params'>) {
  await requireOwner(args);
  return { polls: await args.context.services.studio.results.polls.list() };
}

/** A poll's counts; the studio's 404 for an id no poll has. */
async function pollOf(args: StudioArgs) {
  const id = resultsIdOf(args.params.pollId);
  const poll =
    id === undefined ? undefined : await args.context.services.studio.results.polls.detail(id);
  if (!poll) throw data(null, { status: 404 });
  return poll;
}

/** Issue 21: one poll's votes per choice and their share. */
export async function loadStudioPoll(args: StudioArgs) {
  const { nonce } = await requireOwner(args);
  return { nonce, poll: await pollOf(args) };
}

/** Issue 21: the poll screen's one post, the reset (votes, claims and tallies go, audited). */
export async function studioPollAction(args: StudioArgs) {
  const { owner, fields } = await requireOwnerPost(args);
  if (fields.intent !== 'reset') {
    return data({ ok: false, message: 'This screen cannot do that.' }, { status: 400 });
  }
  const id = resultsIdOf(args.params.pollId);
  const result =
    id === undefined
      ? undefined
      : await args.context.services.studio.results.polls.reset(owner, id);
  if (!result) throw data(null, { status: 404 });
  return result;
}
