import { Link } from 'react-router';
import { KeysetPager, StudioForm, StudioHeader, StudioNotice, StudioTime } from '../studio-parts';
import type {
  loadDraftsPage,
  loadEntriesIndex,
  loadEntryDetail,
  loadEntryList,
} from './entries-pages.server';
import { sizeText } from './entries-paths';

type ActionResult = { ok: boolean; message: string } | undefined;

/** Issue 21 (ADR 0033): every form of the three kinds, with its entry count. */
export function EntriesIndexPage({ data }: { data: Awaited<ReturnType<typeof loadEntriesIndex>> }) {
  return (
    <>
      <StudioHeader title="Form entries" />
      {data.forms.length === 0 ? (
        <p>There are no forms yet.</p>
      ) : (
        <table className="studio-table">
          <caption className="visually-hidden">Forms and their entries</caption>
          <thead>
            <tr>
              <th scope="col">Form</th>
              <th scope="col">Kind</th>
              <th scope="col">Entries</th>
            </tr>
          </thead>
          <tbody>
            {data.forms.map((form) => (
              <tr key={form.href}>
                <td>
                  <Link to={form.href}>{form.title}</Link>
                </td>
                <td>{form.kindName}</td>
                <td>{form.entries.toLocaleString('en-GB')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** A form's entries, newest first; the first fields as columns. */
export function EntryListPage({ data }: { data: Awaited<ReturnType<typeof loadEntryList>> }) {
  return (
    <>
      <p className="studio-breadcrumb">
        <Link to="/studio/entries/">Form entries</Link>
      </p>
      <StudioHeader title={`${data.form.title}: entries`}>
        <a className="button button--small button--ghost" href={data.exportHref} download>
          Export CSV
        </a>
      </StudioHeader>
      <StudioNotice result={data.notice} />
      {data.entries.length === 0 ? (
        <p>This form has no entries.</p>
      ) : (
        <table className="studio-table">
          <caption className="visually-hidden">
            Entries of {data.form.title}, newest first
            {data.hiddenColumns > 0
              ? `; ${data.hiddenColumns} more fields on each entry's page`
              : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Entry</th>
              <th scope="col">Received</th>
              {data.form.kind === 'contact-forms' ? <th scope="col">Outcome</th> : null}
              {data.columns.map((label) => (
                <th scope="col" key={label}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <Link to={entry.href}>#{entry.id}</Link>
                </td>
                <td>
                  <StudioTime value={entry.createdAt} />
                </td>
                {data.form.kind === 'contact-forms' ? <td>{entry.status}</td> : null}
                {entry.cells.map((cell, index) => (
                  <td key={data.columns[index] ?? index} className="studio-entry-cell">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <KeysetPager newer={data.newer} older={data.older} label="Entry pages" />
    </>
  );
}

/** One entry: every field with its label, calculations, files; delete. */
export function EntryDetailPage({
  data,
  result,
}: {
  data: Awaited<ReturnType<typeof loadEntryDetail>>;
  result: ActionResult;
}) {
  const { entry } = data;
  return (
    <>
      <p className="studio-breadcrumb">
        <Link to="/studio/entries/">Form entries</Link> ›{' '}
        <Link to={data.listHref}>{data.form.title}</Link>
      </p>
      <StudioHeader title={`Entry #${entry.id}`} />
      <StudioNotice result={result} />
      <dl className="studio-entry">
        <div className="studio-entry__field">
          <dt>Received</dt>
          <dd>
            <StudioTime value={entry.createdAt} />
          </dd>
        </div>
        {entry.status === null ? null : (
          <div className="studio-entry__field">
            <dt>Outcome</dt>
            <dd>{entry.status}</dd>
          </div>
        )}
        {entry.fields.map((field) => (
          <div key={field.key} className="studio-entry__field">
            <dt>
              {field.label}
              {field.calculation ? <span className="studio-entry__note"> (calculated)</span> : null}
            </dt>
            <dd>
              {field.files.length > 0 ? (
                <ul className="studio-entry__files">
                  {field.files.map((file) => (
                    <li key={file.href}>
                      <a href={file.href} download>
                        {file.name}
                      </a>{' '}
                      ({sizeText(file.sizeBytes)})
                    </li>
                  ))}
                </ul>
              ) : (
                field.text || <span className="studio-entry__note">Not filled in</span>
              )}
            </dd>
          </div>
        ))}
        {entry.others.map((other) => (
          <div key={other.key} className="studio-entry__field">
            <dt>
              <code>{other.key}</code>
            </dt>
            <dd>{other.text}</dd>
          </div>
        ))}
      </dl>
      <StudioForm
        nonce={data.nonce}
        intent="delete"
        confirm={`Delete entry #${entry.id} and its files? This cannot be undone.`}
      >
        <button type="submit" className="button button--small button--danger">
          Delete this entry
        </button>
      </StudioForm>
    </>
  );
}

/** Saved drafts per form, the lifetime setting, one form's drafts; delete the expired now. */
export function DraftsPage({
  data,
  result,
}: {
  data: Awaited<ReturnType<typeof loadDraftsPage>>;
  result: ActionResult;
}) {
  return (
    <>
      <StudioHeader title="Drafts">
        <StudioForm
          nonce={data.nonce}
          intent="delete-expired"
          confirm="Delete every expired draft now?"
        >
          <button type="submit" className="button button--small">
            Delete expired drafts now
          </button>
        </StudioForm>
      </StudioHeader>
      <StudioNotice result={result} />
      <p>
        A draft lives {data.lifetimeDays} days after its last save (<code>DRAFT_LIFETIME_DAYS</code>
        ); expired drafts are also deleted by the regular housekeeping.
      </p>
      {data.forms.length === 0 ? (
        <p>No form has saved drafts.</p>
      ) : (
        <table className="studio-table">
          <caption className="visually-hidden">Saved drafts per form</caption>
          <thead>
            <tr>
              <th scope="col">Form</th>
              <th scope="col">Drafts</th>
              <th scope="col">Expired</th>
              <th scope="col">Nearest expiry</th>
              <th scope="col">Furthest expiry</th>
            </tr>
          </thead>
          <tbody>
            {data.forms.map((form) => (
              <tr key={form.formId}>
                <td>
                  <Link to={`/studio/drafts/?form=${form.formId}`}>{form.title}</Link>
                </td>
                <td>{form.drafts}</td>
                <td>{form.expired}</td>
                <td>{form.nearestExpiry ? <StudioTime value={form.nearestExpiry} /> : '—'}</td>
                <td>{form.furthestExpiry ? <StudioTime value={form.furthestExpiry} /> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data.chosen ? (
        <section aria-labelledby="drafts-of-form">
          <h2 id="drafts-of-form">Drafts of {data.chosen.title}</h2>
          <table className="studio-table">
            <caption className="visually-hidden">
              Drafts of {data.chosen.title}, the soonest to expire first
            </caption>
            <thead>
              <tr>
                <th scope="col">Saved first</th>
                <th scope="col">Expires</th>
                <th scope="col">Page reached</th>
              </tr>
            </thead>
            <tbody>
              {data.chosen.drafts.map((draft) => (
                <tr key={draft.key}>
                  <td>
                    <StudioTime value={draft.createdAt} />
                  </td>
                  <td>
                    <StudioTime value={draft.expiresAt} />
                  </td>
                  <td>{draft.pageReached}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.chosen.next ? (
            <nav className="studio-pager" aria-label="Draft pages">
              <Link
                to={`/studio/drafts/?form=${data.chosen.formId}&from=${encodeURIComponent(data.chosen.next)}`}
                rel="next"
              >
                Later →
              </Link>
            </nav>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
