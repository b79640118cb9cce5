import { Form } from 'react-router';
import { KeysetPager, StudioForm, StudioHeader, StudioNotice, StudioTime } from '../studio-parts';
import type { StudioAnswer } from './moderation-answers.server';
import { MODERATION_PATHS, SUBSCRIBER_STATUSES } from './moderation-paths';
import type { loadSubscribersPage } from './subscribers-page.server';

type SubscribersData = Awaited<ReturnType<typeof loadSubscribersPage>>;

const STATUS_LABEL = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
} as const;

/** Issue 21 (ADR 0035): the newsletter's subscribers; unsubscribe or erase one. */
export function SubscribersPage({
  data,
  result,
}: {
  data: SubscribersData;
  result?: StudioAnswer | undefined;
}) {
  const filtered = data.status !== '' || data.email !== '';
  return (
    <>
      <StudioHeader title="Subscribers">
        <a className="button button--small button--ghost" href={data.exportHref} download>
          Export CSV
        </a>
        <Form method="get" className="studio-filters" action={MODERATION_PATHS.subscribers}>
          <label>
            Status{' '}
            <select name="status" className="select" defaultValue={data.status}>
              <option value="">All</option>
              {SUBSCRIBER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABEL[status]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Email{' '}
            <input
              type="search"
              name="email"
              className="input"
              defaultValue={data.email}
              maxLength={100}
              placeholder="part of an address"
            />
          </label>
          <button type="submit" className="button button--small">
            Show
          </button>
        </Form>
      </StudioHeader>
      <StudioNotice result={result} />
      {data.rows.length === 0 ? (
        <p>{filtered ? 'No subscriber matches this filter.' : 'Nobody has signed up yet.'}</p>
      ) : (
        <table className="studio-table">
          <caption className="visually-hidden">Newsletter subscribers, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Name</th>
              <th scope="col">Status</th>
              <th scope="col">Signed up</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.id}>
                <td>{row.email}</td>
                <td>{row.name || '—'}</td>
                <td>{STATUS_LABEL[row.status]}</td>
                <td>
                  <StudioTime value={row.createdAt} />
                </td>
                <td>
                  <div className="moderation-actions">
                    {row.status === 'unsubscribed' ? null : (
                      <StudioForm
                        nonce={data.nonce}
                        intent="unsubscribe"
                        confirm={`Unsubscribe ${row.email}?`}
                      >
                        <input type="hidden" name="id" value={row.id} />
                        <button
                          type="submit"
                          className="button button--small button--ghost"
                          aria-label={`Unsubscribe ${row.email}`}
                        >
                          Unsubscribe
                        </button>
                      </StudioForm>
                    )}
                    <StudioForm
                      nonce={data.nonce}
                      intent="delete"
                      confirm={`Delete ${row.email} and everything kept about the sign-up? This cannot be undone.`}
                    >
                      <input type="hidden" name="id" value={row.id} />
                      <button
                        type="submit"
                        className="button button--small button--ghost"
                        aria-label={`Delete ${row.email}`}
                      >
                        Delete
                      </button>
                    </StudioForm>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <KeysetPager newer={data.newer} older={data.older} label="Subscriber pages" />
    </>
  );
}
