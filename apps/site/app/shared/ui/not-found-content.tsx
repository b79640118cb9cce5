import { Link } from 'react-router';

/**
 * The site's 404 page. `firstPageHref`: the address asked for a page past the end of a list (a
 * journal or shop page that does not exist), so the way back leads to the list's first page.
 */
export function NotFoundContent({ firstPageHref }: { firstPageHref?: string } = {}) {
  return (
    <main className="page page--narrow not-found" id="main">
      <p className="eyebrow">Error 404</p>
      <h1 className="page__title">This room of the gallery is empty</h1>
      {firstPageHref ? (
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
        {firstPageHref ? (
          <Link className="button" to={firstPageHref}>
            Go to the first page
          </Link>
        ) : (
          <Link className="button" to="/shop/">
            Browse the collection
          </Link>
        )}
        <Link className="button button--ghost" to="/">
          Back to the home page
        </Link>
      </p>
    </main>
  );
}
