import { Link } from 'react-router';

export function NotFoundContent({
  firstPage,
}: {
  /** For a page number past the end of a list: a link to its first page (replaces "Browse the collection"). */
  firstPage?: { href: string; label: string } | undefined;
} = {}) {
  return (
    <main className="page page--narrow not-found" id="main">
      <p className="eyebrow">Error 404</p>
      <h1 className="page__title">This room of the gallery is empty</h1>
      <p className="lead">
        The page you were looking for has moved, or never existed. The collection is still here.
      </p>
      <p className="button-row">
        <Link className="button" to={firstPage?.href ?? '/shop/'}>
          {firstPage?.label ?? 'Browse the collection'}
        </Link>
        <Link className="button button--ghost" to="/">
          Back to the home page
        </Link>
      </p>
    </main>
  );
}
