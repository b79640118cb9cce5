import type { ReactNode } from 'react';

/** The attribute every grid item carries: its post id (LIST-002 `visibleItems`, LIST-004). */
export const ITEM_ID_ATTRIBUTE = 'data-post-id';
/** The AJAX address (the admin-ajax endpoint of `server/platform/http/addresses.ts`). */
export const ITEM_LIST_ENDPOINT = '/api/ajax';

/**
 * One grid item. The server draws the first page with the card as children; items that arrive
 * in an answer are the server's markup (rendered by React there, so escaped) set as they came.
 */
export function ItemListItem({
  id,
  children,
  html,
  revealDelayMs,
}: {
  id: number;
  children?: ReactNode;
  html?: string;
  revealDelayMs?: number | undefined;
}) {
  const reveal = revealDelayMs !== undefined;
  const props = {
    className: `item-list__item${reveal ? ' item-list__item--reveal' : ''}`,
    [ITEM_ID_ATTRIBUTE]: id,
    style: reveal ? ({ '--reveal-delay': `${revealDelayMs}ms` } as React.CSSProperties) : undefined,
  };
  return html !== undefined ? (
    <div {...props} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <div {...props}>{children}</div>
  );
}

/** The href of a list page: the list's own path with its query, `page` left out for page 1. */
export function listPageHref(basePath: string, search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const query = next.toString();
  return query ? `${basePath}?${query}` : basePath;
}

/**
 * LIST-011: the paginator as plain links (`data-page`), so the same markup serves the page
 * without JavaScript, the first render and the answer's `paginationHtml`.
 */
export function ItemListPaginator({
  basePath,
  search,
  page,
  pages,
  label,
}: {
  basePath: string;
  search: URLSearchParams;
  page: number;
  pages: number;
  label: string;
}) {
  if (pages <= 1) return null;
  const href = (target: number) => listPageHref(basePath, search, target);
  return (
    <nav className="paginator" aria-label={label}>
      {page > 1 ? (
        <a className="paginator__link" href={href(page - 1)} rel="prev" data-page={page - 1}>
          ← Previous
        </a>
      ) : null}
      <ol className="paginator__pages">
        {Array.from({ length: pages }, (_, index) => index + 1).map((target) => (
          <li key={target}>
            {target === page ? (
              <span className="paginator__link paginator__link--current" aria-current="page">
                {target}
              </span>
            ) : (
              <a className="paginator__link" href={href(target)} data-page={target}>
                {target}
              </a>
            )}
          </li>
        ))}
      </ol>
      {page < pages ? (
        <a className="paginator__link" href={href(page + 1)} rel="next" data-page={page + 1}>
          Next →
        </a>
      ) : null}
    </nav>
  );
}
