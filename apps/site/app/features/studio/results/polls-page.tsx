import { Link } from 'react-router';
import { StudioForm, StudioHeader, StudioNotice } from '../studio-parts';
import type { loadStudioPoll, loadStudioPolls } from './polls-page.server';
import { ShareBar } from './share-bar';
import { studioPollPath } from './results-paths';

type PollsData = Awaited<ReturnType<typeof loadStudioPolls>>;
type PollData = Awaited<ReturnType<typeof loadStudioPoll>>;

const STATUS_LABELS = { publish: 'Published', draft: 'Draft' } as const;

/** Issue 21: every poll and how many voted in it. */
export function StudioPollsPage({ data }: { data: PollsData }) {
  return (
    <>
      <StudioHeader title="Polls" />
      {data.polls.length === 0 ? (
        <p>There is no poll on the site yet.</p>
      ) : (
        <table className="studio-table">
          <caption className="visually-hidden">Polls and their votes</caption>
          <thead>
            <tr>
              <th scope="col">Poll</th>
              <th scope="col">Status</th>
              <th scope="col" className="studio-table__number">
                Votes
              </th>
            </tr>
          </thead>
          <tbody>
            {data.polls.map((poll) => (
              <tr key={poll.id}>
                <td>
                  <Link to={studioPollPath(poll.id)}>{poll.title}</Link>
                </td>
                <td>{STATUS_LABELS[poll.status]}</td>
                <td className="studio-table__number">{poll.votes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/**
 * One poll's votes per choice: a table a screen reader reads in full, each row with a bar drawn
 * in HTML (no chart library to load; the bar is decoration, the numbers are in the cells).
 */
export function StudioPollPage({
  data,
  result,
}: {
  data: PollData;
  result?: { ok: boolean; message: string } | undefined;
}) {
  const { poll } = data;
  const total = poll.results.total;
  return (
    <>
      <StudioHeader title={poll.title}>
        <Link className="button button--small button--ghost" to="/studio/polls/">
          All polls
        </Link>
      </StudioHeader>
      <StudioNotice result={result} />
      <p className="studio-results__question">{poll.question}</p>
      <p>
        <strong>{total}</strong> {total === 1 ? 'vote' : 'votes'} · {STATUS_LABELS[poll.status]}
      </p>
      <table className="studio-table studio-results__table">
        <caption className="visually-hidden">Votes per choice</caption>
        <thead>
          <tr>
            <th scope="col">Choice</th>
            <th scope="col" className="studio-table__number">
              Votes
            </th>
            <th scope="col">Share</th>
          </tr>
        </thead>
        <tbody>
          {poll.results.answers.map((answer) => (
            <tr key={answer.id}>
              <th scope="row">{answer.label}</th>
              <td className="studio-table__number">{answer.votes}</td>
              <td className="studio-results__share">
                <ShareBar percent={answer.percent} color={answer.color} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <section className="studio-results__danger" aria-labelledby="poll-reset-heading">
        <h2 id="poll-reset-heading">Start the poll over</h2>
        <p>
          Removes every vote of this poll and lets everyone vote again. The counts removed are kept
          in the audit log.
        </p>
        <StudioForm
          nonce={data.nonce}
          intent="reset"
          confirm={`Remove all ${total} votes of “${poll.title}”? This cannot be undone.`}
        >
          <button type="submit" className="button button--small button--danger">
            Reset votes
          </button>
        </StudioForm>
      </section>
    </>
  );
}
