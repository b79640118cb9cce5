import { Form } from 'react-router';
import { STUDIO_NONCE_FIELD } from '../studio-paths';
import { KeysetPager, StudioHeader, StudioNotice, StudioTime } from '../studio-parts';
import type { loadCommentsPage } from './comments-page.server';
import type { StudioAnswer } from './moderation-answers.server';
import { ViewTabs } from './moderation-parts';
import {
  commentCheckboxName,
  COMMENT_STATUSES,
  MODERATION_PATHS,
  type CommentDecision,
  type ModeratedCommentStatus,
} from './moderation-paths';

type CommentsData = Awaited<ReturnType<typeof loadCommentsPage>>;

const STATUS_LABEL: Record<ModeratedCommentStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  spam: 'Spam',
  trash: 'Trash',
};

const DECISIONS: { value: CommentDecision; label: string; shows: ModeratedCommentStatus }[] = [
  { value: 'approve', label: 'Approve', shows: 'approved' },
  { value: 'spam', label: 'Spam', shows: 'spam' },
  { value: 'trash', label: 'Delete', shows: 'trash' },
];

/**
 * Issue 21 (ADR 0035): comments to moderate. One form holds the table: a row's button decides
 * for that comment, the bulk buttons for every ticked one (no nested forms, no JavaScript
 * needed).
 */
export function CommentsPage({
  data,
  result,
}: {
  data: CommentsData;
  result?: StudioAnswer | undefined;
}) {
  // A decision that would leave a comment where it is is not offered.
  const decisions = DECISIONS.filter((decision) => decision.shows !== data.status);
  return (
    <>
      <StudioHeader title="Comments" />
      <StudioNotice result={result} />
      <ViewTabs
        label="Comment statuses"
        views={COMMENT_STATUSES.map((status) => ({ value: status, label: STATUS_LABEL[status] }))}
        current={data.status}
        hrefOf={(status) => `${MODERATION_PATHS.comments}?status=${status}`}
      />
      {data.rows.length === 0 ? (
        <p>
          {data.status === 'pending'
            ? 'No comment is waiting for moderation.'
            : `No comment is in “${STATUS_LABEL[data.status]}”.`}
        </p>
      ) : (
        <Form method="post" className="moderation-comments">
          <input type="hidden" name={STUDIO_NONCE_FIELD} value={data.nonce} />
          <input type="hidden" name="intent" value="moderate" />
          <fieldset className="moderation-bulk">
            <legend>With the ticked comments</legend>
            {decisions.map((decision) => (
              <button
                key={decision.value}
                type="submit"
                name="bulk"
                value={decision.value}
                className="button button--small"
              >
                {decision.label}
              </button>
            ))}
          </fieldset>
          <table className="studio-table">
            <caption className="visually-hidden">
              {STATUS_LABEL[data.status]} comments, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Select</span>
                </th>
                <th scope="col">Author</th>
                <th scope="col">On</th>
                <th scope="col">Comment</th>
                <th scope="col">Date</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <input
                      type="checkbox"
                      name={commentCheckboxName(row.id)}
                      id={commentCheckboxName(row.id)}
                      aria-label={`Select the comment by ${row.authorName}`}
                    />
                  </td>
                  <td>
                    {row.authorName}
                    <br />
                    <span className="moderation-muted">{row.authorEmail}</span>
                  </td>
                  <td>
                    {row.target.path === null ? (
                      <span className="moderation-muted">
                        A {row.target.kind} that no longer exists
                      </span>
                    ) : (
                      <a href={row.target.path}>{row.target.title ?? row.target.path}</a>
                    )}
                  </td>
                  <td>
                    {row.excerpt}
                    {row.spamReason ? (
                      <>
                        <br />
                        <span className="moderation-muted">Held as spam: {row.spamReason}</span>
                      </>
                    ) : null}
                  </td>
                  <td>
                    <StudioTime value={row.createdAt} />
                  </td>
                  <td>
                    <div className="moderation-actions">
                      {decisions.map((decision) => (
                        <button
                          key={decision.value}
                          type="submit"
                          name="row"
                          value={`${decision.value}:${row.id}`}
                          className="button button--small button--ghost"
                          aria-label={`${decision.label} the comment by ${row.authorName}`}
                        >
                          {decision.label}
                        </button>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Form>
      )}
      <KeysetPager newer={data.newer} older={data.older} label="Comment pages" />
    </>
  );
}
