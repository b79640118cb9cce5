import {
  buildCommentThread,
  countThread,
  type ThreadedComment,
} from '@atelier/theme/comment-thread';
import {
  checkComment,
  COMMENT_FIELDS,
  COMMENT_FORM_ANCHOR,
  commentReplyHref,
  parseReplyTo,
  type CommentField,
} from '@atelier/theme/comment-rules';
import {
  CaptchaSettingsContext,
  SELF_HOSTED_CAPTCHA,
} from '@atelier/form-ui/captcha/captcha-settings';
import { useBotCheck } from '@atelier/form-ui/captcha/use-bot-check';
import {
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useSearchParams } from 'react-router';
import { formatLongDate } from '~/shared/format';
import { useHydrated } from '~/shared/use-hydrated';
import type { CommentPostOutcome, HeldComment, PageComment, PageComments } from './comment-page';

/** A page comment as the threading reads it: its time as a number. */
interface ThreadEntry {
  id: number;
  parentId: number | null;
  createdAt: number;
  page: PageComment;
}

type Threaded = ThreadedComment<ThreadEntry>;

const TEXT_FIELDS: {
  name: CommentField;
  label: string;
  type: string;
  autoComplete: string;
  required: boolean;
  hint?: string;
}[] = [
  { name: 'author', label: 'Name', type: 'text', autoComplete: 'name', required: true },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    required: true,
    hint: 'Never shown; we write only about your comment.',
  },
  { name: 'url', label: 'Website (optional)', type: 'url', autoComplete: 'url', required: false },
];

const countLabel = (count: number) =>
  count === 0 ? 'No comments yet' : count === 1 ? '1 comment' : `${count} comments`;

function CommentItem({
  node,
  path,
  onReply,
}: {
  node: Threaded;
  path: string;
  onReply: (event: MouseEvent<HTMLAnchorElement>, id: number) => void;
}) {
  const comment = node.comment.page;
  const author = comment.authorUrl ? (
    <a href={comment.authorUrl} rel="nofollow ugc noopener" className="comment__author-link">
      {comment.authorName}
    </a>
  ) : (
    comment.authorName
  );
  return (
    <li className={`comment comment--depth-${node.depth}`}>
      <article
        id={`comment-${comment.id}`}
        className="comment__body"
        aria-label={`Comment by ${comment.authorName}`}
      >
        <footer className="comment__meta">
          <span className="comment__author">{author}</span>{' '}
          <time dateTime={comment.createdAt} className="comment__date">
            {formatLongDate(comment.createdAt)}
          </time>
        </footer>
        {/* Text only: a comment is never HTML; its line breaks are kept by CSS. */}
        <p className="comment__text">{comment.body}</p>
        <a
          className="comment__reply"
          href={commentReplyHref(path, comment.id)}
          aria-label={`Reply to ${comment.authorName}`}
          onClick={(event) => onReply(event, comment.id)}
        >
          Reply
        </a>
      </article>
      {node.replies.length > 0 ? (
        <ol className="comment-list comment-list--replies">
          {node.replies.map((reply) => (
            <CommentItem key={reply.comment.id} node={reply} path={path} onReply={onReply} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

function HeldCommentPreview({ comment }: { comment: HeldComment }) {
  return (
    <div className="comment comment--held" id={`comment-${comment.id}`}>
      <p className="comment__moderation">Your comment is awaiting moderation.</p>
      <p className="comment__meta">
        <span className="comment__author">{comment.authorName}</span>{' '}
        <time dateTime={comment.createdAt}>{formatLongDate(comment.createdAt)}</time>
      </p>
      <p className="comment__text">{comment.body}</p>
    </div>
  );
}

type Errors = Partial<Record<CommentField, string>>;

interface FormState {
  message: string;
  tone: 'success' | 'error' | '';
  errors: Errors;
  held: HeldComment | undefined;
}

const loadClient = () => import('./comments-client');

/** The bot-check's settings for the comment form (the contact form's check, its own actions). */
const BOT_CHECK_SETTINGS = {
  response_field: COMMENT_FIELDS.botCheck,
  page_action: 'comment_form',
  // The server verifies this action (`COMMENT_BOT_CHECK_ACTION`).
  submit_action: 'comment',
};

/**
 * Issue 20 (ADR 0027, MISC-007/015/016): a post's or project's comments: the heading with the
 * count, the approved comments threaded (text only, "Reply" links that work without JavaScript:
 * `?replytocom=<id>#respond`), and the form. The form posts natively to the page (the route's
 * action answers with a notice and keeps the values); once hydrated it is sent with fetch and the
 * visitor's nonce instead, and its notice is read out. A new comment is shown to its author only,
 * as "awaiting moderation", never in the cached page.
 */
export function CommentsSection({
  comments,
  posted,
}: {
  comments: PageComments;
  posted?: CommentPostOutcome | undefined;
}) {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const thread = useMemo(
    () =>
      buildCommentThread<ThreadEntry>(
        comments.comments.map((comment) => ({
          id: comment.id,
          parentId: comment.parentId,
          createdAt: Date.parse(comment.createdAt),
          page: comment,
        })),
      ),
    [comments.comments],
  );
  const count = countThread(thread);
  const postedValues = posted?.status === 'invalid' ? posted.values : {};
  const [parentId, setParentId] = useState<number | null>(() =>
    parseReplyTo(postedValues[COMMENT_FIELDS.parent] ?? searchParams.get('replytocom')),
  );
  const parent = comments.comments.find((comment) => comment.id === parentId);

  // With JavaScript a reply link sets the parent in place and takes the visitor to the comment box.
  function onReply(event: MouseEvent<HTMLAnchorElement>, commentId: number) {
    if (!hydrated) return;
    event.preventDefault();
    setParentId(commentId);
    const box = formRef.current?.querySelector<HTMLTextAreaElement>('textarea');
    box?.focus();
    box?.scrollIntoView({ block: 'center' });
  }

  return (
    <section
      id="comments"
      className="comments container container--narrow"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="comments__title">
        {countLabel(count)}
      </h2>
      {thread.length > 0 ? (
        <ol className="comment-list">
          {thread.map((node) => (
            <CommentItem key={node.comment.id} node={node} path={comments.path} onReply={onReply} />
          ))}
        </ol>
      ) : null}
      <div id={COMMENT_FORM_ANCHOR} className="comment-respond">
        <h3 id={`${id}-reply-title`} className="comment-respond__title">
          {parent ? `Reply to ${parent.authorName}` : 'Leave a comment'}
          {parent ? (
            <>
              {' '}
              <a
                className="comment-respond__cancel"
                href={`${comments.path}#${COMMENT_FORM_ANCHOR}`}
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  setParentId(null);
                }}
              >
                Cancel reply
              </a>
            </>
          ) : null}
        </h3>
        <CaptchaSettingsContext
          value={{ widgets: SELF_HOSTED_CAPTCHA.widgets, botCheck: comments.botCheck }}
        >
          <CommentForm
            comments={comments}
            posted={posted}
            formRef={formRef}
            titleId={`${id}-reply-title`}
            // A reply names only a comment the page shows (a stale link leaves a plain comment).
            parentId={parent ? parent.id : null}
            onSent={() => setParentId(null)}
          />
        </CaptchaSettingsContext>
      </div>
    </section>
  );
}

function CommentForm({
  comments,
  posted,
  formRef,
  titleId,
  parentId,
  onSent,
}: {
  comments: PageComments;
  posted: CommentPostOutcome | undefined;
  formRef: RefObject<HTMLFormElement | null>;
  titleId: string;
  parentId: number | null;
  onSent: () => void;
}) {
  const hydrated = useHydrated();
  const noticeRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const postedValues = posted?.status === 'invalid' ? posted.values : {};
  const [state, setState] = useState<FormState>(() => ({
    message: posted?.message ?? '',
    tone: posted ? (posted.status === 'held' ? 'success' : 'error') : '',
    errors: posted?.status === 'invalid' ? posted.errors : {},
    held: posted?.status === 'held' ? posted.comment : undefined,
  }));
  const [sending, setSending] = useState(false);
  const [stamp, setStamp] = useState(
    posted?.status === 'invalid' ? (posted.openedStamp ?? '') : '',
  );
  // The bot-check starts on the first focus in the form, not for every reader of the page.
  const [started, setStarted] = useState(false);
  // The token is the hidden field's controlled value (as in the contact form: a value written to
  // the element alone would be wiped by the next render); the element is written at once too.
  const [botCheckToken, setBotCheckToken] = useState('');
  const writeToken = useCallback(
    (field: string, token: string) => {
      const input = formRef.current?.elements.namedItem(field);
      if (input instanceof HTMLInputElement) input.value = token;
      setBotCheckToken(token);
    },
    [formRef],
  );
  const botCheck = useBotCheck(BOT_CHECK_SETTINGS, formRef, started, writeToken);

  const fieldId = (name: string) => `${id}-${name}`;

  function focusFirstError(errors: Errors) {
    const first = (['author', 'email', 'url', 'comment'] as const).find((name) => errors[name]);
    if (first)
      formRef.current?.querySelector<HTMLElement>(`[name="${COMMENT_FIELDS[first]}"]`)?.focus();
  }

  // The stamp is asked for on the first focus in the form: the minimum fill time counts from there.
  function onFirstFocus() {
    if (!hydrated || started) return;
    setStarted(true);
    if (stamp !== '') return;
    void loadClient()
      .then((client) => client.fetchCommentStamp(comments.target))
      .then(setStamp, (error: unknown) => console.error('No comment stamp:', error));
  }

  function clearFields(event: MouseEvent<HTMLAnchorElement>) {
    // MISC-015: empties the text inputs and the textarea (without JS the link loads an empty form).
    if (!hydrated || !formRef.current) return;
    event.preventDefault();
    for (const field of formRef.current.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[type="text"]:not([tabindex="-1"]), input[type="email"], input[type="url"], textarea',
    )) {
      field.value = '';
    }
    setState((current) => ({ ...current, errors: {} }));
    formRef.current.querySelector<HTMLElement>(`[name="${COMMENT_FIELDS.author}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const checked = checkComment({
      author: text(COMMENT_FIELDS.author),
      email: text(COMMENT_FIELDS.email),
      url: text(COMMENT_FIELDS.url),
      comment: text(COMMENT_FIELDS.comment),
    });
    if (!checked.ok) {
      setState({
        message: 'Please correct the marked fields.',
        tone: 'error',
        errors: checked.errors,
        held: undefined,
      });
      focusFirstError(checked.errors);
      return;
    }
    setSending(true);
    setState((current) => ({ ...current, message: 'Sending your comment…', tone: '' }));
    try {
      await botCheck.beforeSubmit();
      const client = await loadClient();
      const answer = await client.sendComment(form, comments.target);
      botCheck.spent();
      if (answer.ok) {
        setState({ message: answer.message, tone: 'success', errors: {}, held: answer.comment });
        const textarea = form.querySelector<HTMLTextAreaElement>('textarea');
        if (textarea) textarea.value = '';
        onSent();
        noticeRef.current?.focus();
      } else {
        setState({
          message: answer.message,
          tone: 'error',
          errors: answer.errors,
          held: undefined,
        });
        if (Object.keys(answer.errors).length > 0) focusFirstError(answer.errors);
        else noticeRef.current?.focus();
      }
    } finally {
      setSending(false);
    }
  }

  const noticeClass =
    state.message === '' || state.tone === ''
      ? 'comment-respond__notice'
      : `notice comment-respond__notice${state.tone === 'error' ? ' notice--error' : ''}`;

  return (
    <>
      <div ref={noticeRef} tabIndex={-1} role="status" aria-live="polite" className={noticeClass}>
        {state.message ? <p>{state.message}</p> : null}
      </div>
      {state.held ? <HeldCommentPreview comment={state.held} /> : null}
      <form
        ref={formRef}
        method="post"
        action={`${comments.path}#${COMMENT_FORM_ANCHOR}`}
        className="comment-form"
        noValidate={hydrated}
        aria-labelledby={titleId}
        onSubmit={(event) => void onSubmit(event)}
        onFocus={onFirstFocus}
      >
        <input type="hidden" name="comment_kind" value={comments.target.kind} />
        <input type="hidden" name="comment_post_ID" value={comments.target.id} />
        <input type="hidden" name={COMMENT_FIELDS.parent} value={parentId ?? ''} />
        <input type="hidden" name={COMMENT_FIELDS.openedStamp} value={stamp} />
        <input type="hidden" name={COMMENT_FIELDS.botCheck} value={botCheckToken} />
        {/* A field people never see (nor reach by keyboard) and bots fill in. */}
        <div className="comment-form__trap" aria-hidden="true">
          <label htmlFor={fieldId('trap')}>Leave this empty</label>
          <input
            id={fieldId('trap')}
            type="text"
            name={COMMENT_FIELDS.honeypot}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <p className="comment-form__note">
          Your email address is never shown. Comments appear once approved. Required fields are
          marked *.
        </p>
        <div className="field-grid">
          {TEXT_FIELDS.map((field) => {
            const error = state.errors[field.name];
            const described = [
              field.hint ? fieldId(`${field.name}-hint`) : '',
              error ? fieldId(`${field.name}-error`) : '',
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <div
                key={field.name}
                className={`field field--half${error ? ' field--invalid' : ''}`}
              >
                <label htmlFor={fieldId(field.name)}>
                  {field.label}
                  {field.required ? <span aria-hidden="true"> *</span> : null}
                </label>
                <input
                  id={fieldId(field.name)}
                  className="input"
                  type={field.type}
                  name={COMMENT_FIELDS[field.name]}
                  autoComplete={field.autoComplete}
                  required={field.required}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described || undefined}
                  defaultValue={postedValues[COMMENT_FIELDS[field.name]] ?? ''}
                />
                {field.hint ? (
                  <span id={fieldId(`${field.name}-hint`)} className="field__hint">
                    {field.hint}
                  </span>
                ) : null}
                {error ? (
                  <p id={fieldId(`${field.name}-error`)} className="field__error">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          <div className={`field${state.errors.comment ? ' field--invalid' : ''}`}>
            <label htmlFor={fieldId('comment')}>
              Comment<span aria-hidden="true"> *</span>
            </label>
            <textarea
              id={fieldId('comment')}
              className="input"
              name={COMMENT_FIELDS.comment}
              rows={6}
              required
              aria-invalid={state.errors.comment ? true : undefined}
              aria-describedby={state.errors.comment ? fieldId('comment-error') : undefined}
              defaultValue={postedValues[COMMENT_FIELDS.comment] ?? ''}
            />
            {state.errors.comment ? (
              <p id={fieldId('comment-error')} className="field__error">
                {state.errors.comment}
              </p>
            ) : null}
          </div>
        </div>
        <p className="comment-form__actions">
          {/* MISC-016: the button that sends the form. */}
          <button type="submit" className="button" aria-disabled={sending || undefined}>
            {sending ? 'Sending…' : 'Post comment'}
          </button>{' '}
          {/* MISC-015: the clear link. */}
          <a
            href={`${comments.path}#${COMMENT_FORM_ANCHOR}`}
            className="comment-form__clear"
            onClick={clearFields}
          >
            Clear
          </a>
        </p>
      </form>
    </>
  );
}
