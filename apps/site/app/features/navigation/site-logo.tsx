import { Link } from 'react-router';

/** The gallery's mark and name, linking home (the header and the floating menu). */
export function SiteLogo() {
  return (
    <Link to="/" className="logo" aria-label="Atelier, home">
      <svg className="logo__mark" viewBox="0 0 40 40" aria-hidden="true" width="34" height="34">
        <rect
          x="1"
          y="1"
          width="38"
          height="38"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <path
          d="M9 31 L20 9 L31 31 M13.5 23 H26.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span className="logo__text">Atelier</span>
    </Link>
  );
}
