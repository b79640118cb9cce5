import { formatPercent, type PollResults } from '@atelier/form-engine/polls/poll-results';

export interface PollResultsListProps {
  readonly results: PollResults;
  readonly showVotes: boolean;
  readonly votesText: string;
  /** The id of the element that names the list (the poll's question). */
  readonly labelledBy?: string;
}

/**
 * The results as plain HTML bars with their numbers: what a visitor without JavaScript, a screen
 * reader and the first paint before the chart loads all get (ADR 0013). The bars are drawn for
 * the eye only; the text beside each says the same in words.
 */
export function PollResultsList({
  results,
  showVotes,
  votesText,
  labelledBy,
}: PollResultsListProps) {
  return (
    <div className="poll-results">
      <ul className="poll-results__list" aria-labelledby={labelledBy}>
        {results.answers.map((answer) => (
          <li key={answer.id} className="poll-results__item">
            <span className="poll-results__label">{answer.label}</span>
            <span className="poll-results__figures">
              {formatPercent(answer.percent)}
              {showVotes ? (
                <span className="poll-results__votes">{` · ${answer.votes} ${votesText}`}</span>
              ) : null}
            </span>
            <span className="poll-results__bar" aria-hidden="true">
              <span
                className="poll-results__fill"
                style={{ width: `${answer.percent}%`, backgroundColor: answer.color }}
              />
            </span>
          </li>
        ))}
      </ul>
      {showVotes ? (
        <p className="poll-results__total">{`Total: ${results.total} ${votesText}`}</p>
      ) : null}
    </div>
  );
}
