import { POLL_VIEW_RESULTS_LABEL } from '@atelier/contracts/poll-texts';
import { pollAddress } from '~/features/polls/poll-addresses';
import { loadPollResultsPage } from '~/features/polls/poll-page.server';
import { PollResultsList } from '~/features/polls/poll-results-list';
import type { PageIdentity } from '~/shared/page';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/poll-results';

/** POLL-007: a poll's results, counted now; personal and never cached (ADR 0013). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { poll, results } = await loadPollResultsPage(context, params.slug);
  const page: PageIdentity = { postId: poll.id, type: 'page', template: 'poll-results' };
  return { page, poll, results };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: args.data ? `${args.data.poll.title}: results` : POLL_VIEW_RESULTS_LABEL,
    description: args.data?.poll.definition.question ?? 'Poll results.',
    noindex: true,
  });

export default function PollResultsRoute({ loaderData }: Route.ComponentProps) {
  const { poll, results } = loaderData;
  const { settings } = poll.definition;
  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <p className="eyebrow">Poll results</p>
        <h1 className="page__title">{poll.title}</h1>
      </header>
      <section className="poll poll__results" aria-labelledby="poll-results-question">
        <h2 id="poll-results-question" className="poll__question">
          {poll.definition.question}
        </h2>
        <PollResultsList
          results={results}
          showVotes={settings.show_votes_count}
          votesText={settings.votes_text}
          labelledBy="poll-results-question"
        />
      </section>
      <p className="button-row poll-results__page-actions">
        <a className="button button--ghost" href={pollAddress(poll.slug)}>
          {settings.back_button_label}
        </a>
      </p>
    </main>
  );
}
