import { Link, useLocation } from 'react-router';

/** Numbered page links that keep the rest of the query string. */
export function Paginator({
  page,
  pages,
  search,
  label,
}: {
  page: number;
  pages: number;
  search: URLSearchParams;
  label: string;
}) {
  const { pathname } = useLocation();
  if (pages <= 1) return null;
  // Absolute links on the page's own path: a relative "?page=2" resolves against the route and
  // loses the trailing slash (/shop?page=2), which costs a redirect hop.
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(search);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav className="paginator" aria-label={label}>
      {page > 1 ? (
        <Link className="paginator__link" to={hrefFor(page - 1)} rel="prev">
          ← Previous
        </Link>
      ) : null}
      <ol className="paginator__pages">
        {Array.from({ length: pages }, (_, index) => index + 1).map((target) => (
          <li key={target}>
            {target === page ? (
              <span className="paginator__link paginator__link--current" aria-current="page">
                {target}
              </span>
            ) : (
              <Link className="paginator__link" to={hrefFor(target)}>
                {target}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pages ? (
        <Link className="paginator__link" to={hrefFor(page + 1)} rel="next">
          Next →
        </Link>
      ) : null}
    </nav>
  );
}
