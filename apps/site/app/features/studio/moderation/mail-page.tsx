import { Link } from 'react-router';
import { KeysetPager, StudioForm, StudioHeader, StudioNotice, StudioTime } from '../studio-parts';
import type { loadMailPage } from './mail-page.server';
import type { StudioAnswer } from './moderation-answers.server';
import { ViewTabs } from './moderation-parts';
import { MODERATION_PATHS, type MailView } from './moderation-paths';

type MailData = Awaited<ReturnType<typeof loadMailPage>>;

const VIEWS: { value: MailView; label: string }[] = [
  { value: 'waiting', label: 'Waiting' },
  { value: 'failed', label: 'Failed' },
  { value: 'sent', label: 'Sent' },
];

const CAPTION: Record<MailView, string> = {
  waiting: 'Mail waiting to be sent, newest first',
  failed: 'Mail that could not be sent, newest first',
  sent: 'Sent mail, newest first',
};

const EMPTY: Record<MailView, string> = {
  waiting: 'No mail is waiting to be sent.',
  failed: 'No mail has failed.',
  sent: 'No mail has been sent yet (sent mail is kept for a while, then removed).',
};

/** Issue 21 (ADR 0035): the mail queue: what waits, what failed and why, what went. */
export function MailPage({ data, result }: { data: MailData; result?: StudioAnswer | undefined }) {
  const { view } = data;
  return (
    <>
      <StudioHeader title="Mail queue">
        {view === 'failed' && data.rows.length > 0 ? (
          <StudioForm
            nonce={data.nonce}
            intent="retry-all"
            confirm="Send every failed message again?"
          >
            <button type="submit" className="button button--small">
              Retry all failed
            </button>
          </StudioForm>
        ) : null}
      </StudioHeader>
      <StudioNotice result={result} />
      <ViewTabs
        label="Mail queue views"
        views={VIEWS}
        current={view}
        hrefOf={(value) => `${MODERATION_PATHS.mail}?view=${value}`}
      />
      {data.rows.length === 0 ? (
        <p>{EMPTY[view]}</p>
      ) : (
        <table className="studio-table">
          <caption className="visually-hidden">{CAPTION[view]}</caption>
          <thead>
            <tr>
              <th scope="col">Recipient</th>
              <th scope="col">Subject</th>
              <th scope="col">Purpose</th>
              <th scope="col" className="studio-table__number">
                Attempts
              </th>
              <th scope="col">
                {view === 'sent' ? 'Sent' : view === 'failed' ? 'Failed' : 'Next attempt'}
              </th>
              {view === 'failed' ? (
                <>
                  <th scope="col">Last error</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.id}>
                <td>{row.recipient}</td>
                <td>
                  <Link to={MODERATION_PATHS.mailMessage(row.id)}>
                    {row.subject || '(no subject)'}
                  </Link>
                </td>
                <td>
                  <code>{row.purpose}</code>
                </td>
                <td className="studio-table__number">{row.attempts}</td>
                <td>
                  <StudioTime
                    value={
                      (view === 'sent' ? row.sentAt : view === 'failed' ? row.failedAt : null) ??
                      row.nextAttemptAt
                    }
                  />
                </td>
                {view === 'failed' ? (
                  <>
                    <td className="moderation-error">{row.lastError ?? '—'}</td>
                    <td>
                      <StudioForm nonce={data.nonce} intent="retry">
                        <input type="hidden" name="id" value={row.id} />
                        <button
                          type="submit"
                          className="button button--small button--ghost"
                          aria-label={`Retry the message to ${row.recipient}`}
                        >
                          Retry
                        </button>
                      </StudioForm>
                    </td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <KeysetPager newer={data.newer} older={data.older} label="Mail queue pages" />
    </>
  );
}
