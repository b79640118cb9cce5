import { Form } from 'react-router';
import type { loadAuditPage } from './audit-page.server';
import { KeysetPager, StudioHeader, StudioTime } from './studio-parts';

type AuditData = Awaited<ReturnType<typeof loadAuditPage>>;

/** Issue 21: every owner action: who, what, when, the record before and after. */
export function AuditPage({ data }: { data: AuditData }) {
  return (
    <>
      <StudioHeader title="Audit log">
        <a className="button button--small button--ghost" href="/studio/audit/export.csv" download>
          Export CSV
        </a>
        <Form method="get" className="studio-filters">
          <label>
            Action{' '}
            <select name="action" className="select" defaultValue={data.action}>
              <option value="">All actions</option>
              {data.actions.map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </select>
          </label>
          <label>
            Subject{' '}
            <input
              name="subject"
              className="input"
              defaultValue={data.subject}
              placeholder="e.g. order:12"
              maxLength={100}
            />
          </label>
          <button type="submit" className="button button--small">
            Show
          </button>
        </Form>
      </StudioHeader>
      {data.entries.length === 0 ? (
        <p>
          No owner action is recorded{data.action || data.subject ? ' for this filter' : ' yet'}.
        </p>
      ) : (
        <table className="studio-table">
          <caption className="visually-hidden">Owner actions, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Subject</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {data.entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <StudioTime value={entry.createdAt} />
                </td>
                <td>{entry.actorEmail}</td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td>
                  <code>{entry.subject}</code>
                </td>
                <td>
                  {entry.before === null && entry.after === null ? (
                    '—'
                  ) : (
                    <details>
                      <summary>Before and after</summary>
                      <div className="studio-diff">
                        <div>
                          <p className="studio-diff__label">Before</p>
                          <pre>{entry.before ?? '—'}</pre>
                        </div>
                        <div>
                          <p className="studio-diff__label">After</p>
                          <pre>{entry.after ?? '—'}</pre>
                        </div>
                      </div>
                    </details>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <KeysetPager newer={data.newer} older={data.older} label="Audit log pages" />
    </>
  );
}
