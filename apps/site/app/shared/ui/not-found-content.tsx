import { Link } from 'react-router';

export function NotFoundContent({
  firstPage,
}: {
  /** For a page number past the end of a list: where its first page is, and what it lists. */
  firstPage?: { href: string; label: string } | undefined;
} = {}) {
  return (
    <main className="page page--narrow not-found" id="main">
      <p className="eyebrow">Error 404</p>
      <h1 className="page__title">This room of the gallery is empty</h1>
      <p className="lead">
        {firstPage
          ? `There is no page with this number: ${firstPage.label} has fewer pages.`
          : 'The page you were looking for has moved, or never existed. The collection is still here.'}
      </p>
      <p className="button-row">
        {firstPage ? (
          <Link className="button" to={firstPage.href}>
            Go to the first page of {firstPage.label}
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
