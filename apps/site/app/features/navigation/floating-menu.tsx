import { floatingMenuShouldShow } from '@atelier/theme/floating-menu';
import { useEffect, useRef, useState } from 'react';
import { FLOATING_MENU_ATTRIBUTE } from '~/shared/animated-scroll';
import { LineIcon } from '~/shared/ui/line-icon';
import MainMenu from './main-menu';
import { SiteLogo } from './site-logo';

/** Only where the header shows the menu as a row; the phone header keeps its own toggle. */
const WIDE = '(min-width: 1200px)';

/**
 * The floating menu (NAV-009): a fixed copy of the main menu with the logo and the search
 * button, shown once the page has scrolled past the header and hidden when scrolled back. Its
 * own chunk, mounted after hydration (nobody sees it on the first paint). While shown it sets
 * `html[data-floating-menu="shown"]`, so every scroll leaves it room (DEC-21: 68 px instead of
 * 40 for an anchor); while hidden it is `inert` (no focus, nothing for assistive tech), so the
 * page never has two "Main" menus at once.
 */
export default function FloatingMenu({
  header,
  onSearch,
}: {
  header: React.RefObject<HTMLElement | null>;
  onSearch: () => void;
}) {
  const [shown, setShown] = useState(false);
  const frame = useRef(0);

  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const update = () => {
      frame.current = 0;
      const element = header.current;
      const bottom = element ? element.getBoundingClientRect().bottom + window.scrollY : 0;
      setShown(wide.matches && floatingMenuShouldShow(window.scrollY, bottom));
    };
    const schedule = () => {
      if (!frame.current) frame.current = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    wide.addEventListener('change', schedule);
    return () => {
      cancelAnimationFrame(frame.current);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      wide.removeEventListener('change', schedule);
    };
  }, [header]);

  useEffect(() => {
    const root = document.documentElement;
    if (shown) root.setAttribute(FLOATING_MENU_ATTRIBUTE, 'shown');
    else root.removeAttribute(FLOATING_MENU_ATTRIBUTE);
    return () => root.removeAttribute(FLOATING_MENU_ATTRIBUTE);
  }, [shown]);

  return (
    <div
      className={`floating-menu${shown ? ' floating-menu--shown' : ''}`}
      data-testid="floating-menu"
      inert={!shown}
      aria-hidden={!shown}
    >
      <div className="floating-menu__inner container">
        <SiteLogo />
        <nav className="main-nav floating-menu__nav" aria-label="Main (floating)">
          <MainMenu idPrefix="floating-nav" />
        </nav>
        <button
          type="button"
          className="icon-button floating-menu__search"
          aria-haspopup="dialog"
          onClick={onSearch}
        >
          <LineIcon>
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="M15.5 15.5 L21 21" />
          </LineIcon>
          <span className="visually-hidden">Search the collection</span>
        </button>
      </div>
    </div>
  );
}
