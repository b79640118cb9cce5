import { Link } from 'react-router';

/**
 * The site's 404 page. `firstPage`: the address asked for a page past the end of a list (a shop
 * or journal page that does not exist), so the way back leads to the list's first page.
 */
export function NotFoundContent({
  firstPage,
}: {
  firstPage?: { href: string; label: string } | undefined;
} = {}) {
  return (
    <main className="page page--narrow not-found" id="main">
      <p className="eyebrow">Error 404</p>
      <h1 className="page__title">This room of the gallery is empty</h1>
      {firstPage ? (
        <p className="lead">
          This list does not have that many pages. Its first page is still here, with everything
          that is on show.
        </p>
      ) : (
        <p className="lead">
          The page you were looking for has moved, or never existed. The collection is still here.
        </p>
      )}
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
