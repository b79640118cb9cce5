import { ONE_PAGE_UP, onePageHash, samePagePath } from '@atelier/theme/one-page';
import { useLocation } from 'react-router';
import { useOnePageSection } from './one-page-state';

export interface OnePageMenuItem {
  /** A section id, or `up` for the top of the page. */
  readonly target: string;
  readonly label: string;
}

/**
 * A one-page page's own section menu (NAV-004…007): "Up" and one `#!/<id>` link per section.
 * The current section's item is marked (`aria-current="location"`) from the one-page state,
 * which `OnePageNavigation` writes on a click and while the visitor scrolls. The server marks
 * none: the page is the same for every visitor (ADR 0011).
 */
export function OnePageMenu({
  label,
  items,
}: {
  /** The navigation region's name, e.g. "Sections of this page". */
  label: string;
  items: readonly OnePageMenuItem[];
}) {
  const { pathname } = useLocation();
  const current = useOnePageSection();
  const currentSection =
    current && samePagePath(current.path, pathname) ? current.section : undefined;
  return (
    <nav className="one-page-menu" aria-label={label}>
      <ul className="one-page-menu__list">
        {items.map((item) => {
          const active = item.target === currentSection;
          return (
            <li key={item.target} className="one-page-menu__item">
              <a
                href={onePageHash(item.target)}
                className={`one-page-menu__link${item.target === ONE_PAGE_UP ? ' one-page-menu__link--up' : ''}${active ? ' one-page-menu__link--active' : ''}`}
                aria-current={active ? 'location' : undefined}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
