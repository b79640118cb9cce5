import type { ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { STUDIO_NONCE_FIELD } from './studio-paths';

/**
 * Issue 21: the pieces every studio screen shares. The studio's forms are plain posts (they
 * work without JavaScript) that carry the owner's studio nonce.
 */
export function StudioForm({
  nonce,
  intent,
  children,
  className,
  confirm,
  action,
}: {
  nonce: string;
  intent: string;
  children: ReactNode;
  className?: string;
  /**
   * Asked before a post that cannot be undone (a refund, a delete); without JavaScript it posts.
   * A function words the question from what the form holds (the amount typed, say).
   */
  confirm?: string | ((form: HTMLFormElement) => string);
  action?: string;
}) {
  return (
    <Form
      method="post"
      className={className ?? 'studio-form'}
      {...(action === undefined ? {} : { action })}
      onSubmit={(event) => {
        if (confirm === undefined) return;
        const question = typeof confirm === 'string' ? confirm : confirm(event.currentTarget);
        if (!window.confirm(question)) event.preventDefault();
      }}
    >
      <input type="hidden" name={STUDIO_NONCE_FIELD} value={nonce} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/**
 * "Newer" and "Older" links of a keyset-paged table, keeping the screen's other query values
 * (filters, search). A link that leads nowhere is not drawn.
 */
export function KeysetPager({
  newer,
  older,
  label,
}: {
  newer?: number | undefined;
  older?: number | undefined;
  label: string;
}) {
  const location = useLocation();
  const href = (name: 'before' | 'after', cursor: number) => {
    const query = new URLSearchParams(location.search);
    query.delete('before');
    query.delete('after');
    query.set(name, String(cursor));
    return `${location.pathname}?${query.toString()}`;
  };
  if (newer === undefined && older === undefined) return null;
  return (
    <nav className="studio-pager" aria-label={label}>
      {newer === undefined ? null : (
        <Link to={href('after', newer)} rel="prev">
          ← Newer
        </Link>
      )}
      {older === undefined ? null : (
        <Link to={href('before', older)} rel="next">
          Older →
        </Link>
      )}
    </nav>
  );
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A moment as the studio shows it: the same for every owner (UTC), machine-readable too. */
export function StudioTime({ value }: { value: Date | string }) {
  const date = typeof value === 'string' ? new Date(value) : value;
  return <time dateTime={date.toISOString()}>{dateTime.format(date)} UTC</time>;
}

/** The answer of a studio post, shown above the screen in a status region. */
export function StudioNotice({
  result,
}: {
  result?: { ok: boolean; message: string } | undefined;
}) {
  return (
    <div role="status" aria-live="polite" className="studio-notice-region">
      {result ? (
        <p className={result.ok ? 'notice' : 'notice notice--error'}>{result.message}</p>
      ) : null}
    </div>
  );
}

/** A screen's heading and its tools (export, filters). */
export function StudioHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="studio-header">
      <h1 className="page__title">{title}</h1>
      {children ? <div className="studio-header__tools">{children}</div> : null}
    </header>
  );
}
