import { Poll } from '~/features/polls/poll';
import { requirePagePoll, votePagePoll } from '~/features/polls/poll-page.server';
import type { PageIdentity } from '~/shared/page';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/poll';

/** A poll's own page: shared and cached like every page (it holds no results). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const poll = await requirePagePoll(context, params.slug);
  const page: PageIdentity = { postId: poll.id, type: 'page', template: 'poll' };
  return { page, poll };
}

/** POLL-003 without JavaScript: the poll's form posts here and the answer shows the results. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return votePagePoll(request, context, params.slug);
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: args.data?.poll.title ?? 'Poll',
    description: args.data?.poll.definition.question ?? 'A poll of the Atelier gallery.',
  });

export default function PollRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <p className="eyebrow">Have your say</p>
        <h1 className="page__title">{loaderData.poll.title}</h1>
      </header>
      <Poll poll={loaderData.poll} outcome={actionData} headingLevel={2} hideTitle />
    </main>
  );
}
