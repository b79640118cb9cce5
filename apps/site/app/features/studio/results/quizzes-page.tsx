import { Link } from 'react-router';
import { KeysetPager, StudioHeader, StudioTime } from '../studio-parts';
import type { loadStudioQuiz, loadStudioQuizLeads, loadStudioQuizzes } from './quizzes-page.server';
import {
  studioQuizExportPath,
  studioQuizLeadsExportPath,
  studioQuizLeadsPath,
  studioQuizPath,
} from './results-paths';
import { ShareBar } from './share-bar';

type QuizzesData = Awaited<ReturnType<typeof loadStudioQuizzes>>;
type QuizData = Awaited<ReturnType<typeof loadStudioQuiz>>;
type LeadsData = Awaited<ReturnType<typeof loadStudioQuizLeads>>;

const KIND_LABELS = { knowledge: 'Knowledge', nowrong: 'Personality' } as const;

/** Issue 21: every quiz and how many finished it. */
export function StudioQuizzesPage({ data }: { data: QuizzesData }) {
  return (
    <>
      <StudioHeader title="Quizzes and leads" />
      {data.quizzes.length === 0 ? (
        <p>There is no quiz on the site yet.</p>
      ) : (
        <table className="studio-table">
          <caption className="visually-hidden">Quizzes and their entries</caption>
          <thead>
            <tr>
              <th scope="col">Quiz</th>
              <th scope="col">Kind</th>
              <th scope="col">Status</th>
              <th scope="col" className="studio-table__number">
                Entries
              </th>
            </tr>
          </thead>
          <tbody>
            {data.quizzes.map((quiz) => (
              <tr key={quiz.id}>
                <td>
                  <Link to={studioQuizPath(quiz.id)}>{quiz.title}</Link>
                </td>
                <td>{KIND_LABELS[quiz.kind]}</td>
                <td>{quiz.status === 'publish' ? 'Published' : 'Draft'}</td>
                <td className="studio-table__number">{quiz.entries}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** Issue 21: a quiz's totals, the distribution of scores or results, and its entries. */
export function StudioQuizPage({ data }: { data: QuizData }) {
  const { quiz, totals } = data;
  return (
    <>
      <StudioHeader title={quiz.title}>
        <Link className="button button--small button--ghost" to="/studio/quizzes/">
          All quizzes
        </Link>
        {data.hasLeads ? (
          <Link className="button button--small button--ghost" to={studioQuizLeadsPath(quiz.id)}>
            Leads
          </Link>
        ) : null}
        <a
          className="button button--small button--ghost"
          href={studioQuizExportPath(quiz.id)}
          download
        >
          Export CSV
        </a>
      </StudioHeader>
      <dl className="studio-results__totals">
        <div>
          <dt>Entries</dt>
          <dd>{totals.entries}</dd>
        </div>
        {quiz.kind === 'knowledge' ? (
          <div>
            <dt>Average score</dt>
            <dd>
              {totals.averageScore === null ? '—' : `${totals.averageScore} / ${totals.outOf}`}
            </dd>
          </div>
        ) : null}
      </dl>
      {totals.distribution.length === 0 ? null : (
        <table className="studio-table studio-results__table">
          <caption>{quiz.kind === 'knowledge' ? 'Entries by score' : 'Entries by result'}</caption>
          <thead>
            <tr>
              <th scope="col">{quiz.kind === 'knowledge' ? 'Score' : 'Result'}</th>
              <th scope="col" className="studio-table__number">
                Entries
              </th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {totals.distribution.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className="studio-table__number">{row.entries}</td>
                <td className="studio-results__share">
                  <ShareBar percent={row.percent} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>Entries</h2>
      {data.entries.length === 0 ? (
        <p>Nobody has finished this quiz yet.</p>
      ) : (
        <table className="studio-table">
          <caption className="visually-hidden">Entries, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">{quiz.kind === 'knowledge' ? 'Score' : 'Result'}</th>
              <th scope="col">Lead</th>
            </tr>
          </thead>
          <tbody>
            {data.entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <StudioTime value={entry.createdAt} />
                </td>
                <td>{entry.outcome}</td>
                <td>
                  {entry.lead === null ? (
                    '—'
                  ) : (
                    <>
                      {entry.leadName ?? ''}
                      {entry.leadName && entry.leadEmail ? ' · ' : ''}
                      {entry.leadEmail ?? ''}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <KeysetPager newer={data.newer} older={data.older} label="Entry pages" />
    </>
  );
}

/** Issue 21: the visitors who left their details with a quiz, every lead field by its label. */
export function StudioQuizLeadsPage({ data }: { data: LeadsData }) {
  const { quiz } = data;
  return (
    <>
      <StudioHeader title={`Leads: ${quiz.title}`}>
        <Link className="button button--small button--ghost" to={studioQuizPath(quiz.id)}>
          Results
        </Link>
        <a
          className="button button--small button--ghost"
          href={studioQuizLeadsExportPath(quiz.id)}
          download
        >
          Export leads CSV
        </a>
      </StudioHeader>
      {data.entries.length === 0 ? (
        <p>No visitor has left their details with this quiz yet.</p>
      ) : (
        <table className="studio-table">
          <caption className="visually-hidden">Leads, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              {data.leadFields.map((field) => (
                <th scope="col" key={field.id}>
                  {field.label}
                </th>
              ))}
              <th scope="col">{quiz.kind === 'knowledge' ? 'Score' : 'Result'}</th>
            </tr>
          </thead>
          <tbody>
            {data.entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <StudioTime value={entry.createdAt} />
                </td>
                {data.leadFields.map((field) => (
                  <td key={field.id}>{entry.lead?.[field.id] ?? ''}</td>
                ))}
                <td>{entry.outcome}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <KeysetPager newer={data.newer} older={data.older} label="Lead pages" />
    </>
  );
}
