import { Link } from 'react-router';
import { StudioForm, StudioHeader, StudioNotice, StudioTime } from '../studio-parts';
import type { loadMailMessage } from './mail-page.server';
import type { StudioAnswer } from './moderation-answers.server';
import { MODERATION_PATHS } from './moderation-paths';

type MessageData = Awaited<ReturnType<typeof loadMailMessage>>;

/**
 * Issue 21 (ADR 0035): one queued message. The text body is shown as text; the HTML body only
 * inside a frame with `sandbox=""` (no script, no forms, no navigation, an origin of its own),
 * so nothing a message holds can act on the studio.
 */
export function MailMessagePage({
  data,
  result,
}: {
  data: MessageData;
  result?: StudioAnswer | undefined;
}) {
  const { message } = data;
  const state = message.sentAt !== null ? 'Sent' : message.failedAt !== null ? 'Failed' : 'Waiting';
  return (
    <>
      <StudioHeader title={message.subject || '(no subject)'}>
        <Link to={`${MODERATION_PATHS.mail}?view=${state.toLowerCase()}`}>Back to the queue</Link>
      </StudioHeader>
      <StudioNotice result={result} />
      <dl className="moderation-facts">
        <dt>To</dt>
        <dd>{message.recipient}</dd>
        {message.replyTo ? (
          <>
            <dt>Reply to</dt>
            <dd>{message.replyTo}</dd>
          </>
        ) : null}
        <dt>Purpose</dt>
        <dd>
          <code>{message.purpose}</code>
        </dd>
        <dt>Queued</dt>
        <dd>
          <StudioTime value={message.createdAt} />
        </dd>
        <dt>State</dt>
        <dd>
          {state}
          {message.sentAt !== null ? (
            <>
              {' '}
              <StudioTime value={message.sentAt} />
            </>
          ) : message.failedAt !== null ? (
            <>
              {' '}
              <StudioTime value={message.failedAt} />
            </>
          ) : (
            <>
              , next attempt <StudioTime value={message.nextAttemptAt} />
            </>
          )}
        </dd>
        <dt>Attempts</dt>
        <dd>{message.attempts}</dd>
        {message.lastError ? (
          <>
            <dt>Last error</dt>
            <dd className="moderation-error">{message.lastError}</dd>
          </>
        ) : null}
      </dl>
      {message.failedAt !== null ? (
        <StudioForm nonce={data.nonce} intent="retry">
          <input type="hidden" name="id" value={message.id} />
          <button type="submit" className="button button--small">
            Send again
          </button>
        </StudioForm>
      ) : null}
      <h2 className="moderation-subtitle">Text</h2>
      <pre className="moderation-body">{message.textBody}</pre>
      {message.htmlBody === null ? null : (
        <>
          <h2 className="moderation-subtitle">HTML</h2>
          <iframe
            className="moderation-html"
            title="The message's HTML version, with scripts and links turned off"
            sandbox=""
            srcDoc={message.htmlBody}
          />
        </>
      )}
    </>
  );
}
