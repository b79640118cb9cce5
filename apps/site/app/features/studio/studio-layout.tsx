import { isRouteErrorResponse, Link, NavLink, Outlet } from 'react-router';
import { STUDIO_SECTIONS } from './studio-paths';
import type { StudioRefusal } from './studio-access.server';

/** Issue 21: the studio's frame: its menu beside the screen. */
export function StudioLayout() {
  return (
    <div className="studio container">
      <nav className="studio__menu" aria-label="Studio">
        <p className="studio__brand">Studio</p>
        <ul>
          {STUDIO_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink to={section.path} end={section.path === '/studio/'}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" tabIndex={-1} className="studio__screen">
        <Outlet />
      </main>
    </div>
  );
}

/**
 * A refused studio page (403) says why and what to do; nothing of the studio shows. Other
 * failures say the screen could not be shown, never how.
 */
export function StudioRefused({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    const refusal = error.data as Partial<StudioRefusal> | undefined;
    return (
      <main id="main" tabIndex={-1} className="page page--narrow">
        <h1 className="page__title">The studio is not open to you</h1>
        <p>{refusal?.message ?? 'This account cannot open the studio.'}</p>
        <p>
          <Link to="/my-account/">Go to your account</Link>
        </p>
      </main>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main" tabIndex={-1} className="page page--narrow">
        <h1 className="page__title">Not found</h1>
        <p>There is nothing at this studio address. It may have been deleted.</p>
        <p>
          <Link to="/studio/">Back to the studio</Link>
        </p>
      </main>
    );
  }
  return (
    <main id="main" tabIndex={-1} className="page page--narrow">
      <h1 className="page__title">This screen could not be shown</h1>
      <p>
        Please try again in a moment. <Link to="/studio/">Back to the studio</Link>
      </p>
    </main>
  );
}
