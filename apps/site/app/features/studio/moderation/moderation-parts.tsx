import { Link } from 'react-router';

/**
 * Issue 21: the views of a moderation list as links (a plain GET, so they work without
 * JavaScript); the one shown is marked for screen readers too.
 */
export function ViewTabs<View extends string>({
  label,
  views,
  current,
  hrefOf,
}: {
  label: string;
  views: readonly { value: View; label: string }[];
  current: View;
  hrefOf: (view: View) => string;
}) {
  return (
    <nav className="studio-tabs" aria-label={label}>
      <ul>
        {views.map((view) => (
          <li key={view.value}>
            <Link
              to={hrefOf(view.value)}
              aria-current={view.value === current ? 'page' : undefined}
            >
              {view.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
