import { Link } from 'react-router';

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
  if (pages <= 1) return null;
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(search);
    if (target === 1) next.delete('page');
    else next.set('page', String(target));
    const query = next.toString();
    return query ? `?${query}` : '.';
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
