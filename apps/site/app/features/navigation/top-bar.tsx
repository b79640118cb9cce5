import { useEffect, useState, useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from '~/shared/cookies';
import { EARLY_STATE, takeEarlyState } from '~/shared/early-head-script';
import type { SiteDetails } from '~/shared/site-details';

const ONE_DAY_SECONDS = 24 * 60 * 60;

/** Remembers a folded bar for a day; read before the first paint by the early head script. */
export const TOP_BAR_COOKIE = 'top-hide';

/**
 * The thin bar above the header with the gallery's contact details. The visitor folds it away
 * with its worded toggle at the bar's end (a bare arrow tab under the bar passed for a
 * scroll-to-top button); folded, a slim strip with the same toggle brings it back. The choice is
 * kept for a day in the `top-hide` cookie (path /). The page is the same for every visitor
 * (ADR 0011), so it arrives open; the early head script folds it before the first paint when
 * the cookie says so (app.css), and the bar takes that state over once it hydrates.
 */
const noSubscription = () => () => undefined;
const foldedByCookie = () => readCookie(document.cookie, TOP_BAR_COOKIE) === 'true';

export function TopBar({ site }: { site: SiteDetails }) {
  // The shared page arrives open; the cookie's state once hydrated, then the visitor's toggles.
  const folded = useSyncExternalStore(noSubscription, foldedByCookie, () => false);
  const [toggled, setToggled] = useState<boolean | null>(null);
  const hidden = toggled ?? folded;

  useEffect(() => {
    takeEarlyState(EARLY_STATE.topBarHidden);
  }, []);

  const toggle = () => {
    const next = !hidden;
    setToggled(next);
    writeCookie(TOP_BAR_COOKIE, String(next), { maxAgeSeconds: ONE_DAY_SECONDS, path: '/' });
  };

  return (
    <div className={`top-bar${hidden ? ' top-bar--hidden' : ''}`} data-testid="top-bar">
      <div className="top-bar__content" id="top-bar-content" hidden={hidden}>
        <div className="top-bar__inner container">
          <p className="top-bar__item">{site.address}</p>
          <p className="top-bar__item">
            <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`}>{site.phone}</a>
          </p>
          <p className="top-bar__item">
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <p className="top-bar__item top-bar__hours">{site.openingHours}</p>
        </div>
      </div>
      <button
        type="button"
        className="top-bar__toggle"
        aria-expanded={!hidden}
        aria-controls="top-bar-content"
        onClick={toggle}
      >
        {/* Worded, so the arrow reads as folding the bar, not as a scroll-to-top button.
            Both words are in the page; the stylesheet shows the one for the bar's state, which
            the early head script may set before the bar hydrates. */}
        <span className="top-bar__toggle-text top-bar__when-folded">Contact details</span>
        <span className="top-bar__toggle-text top-bar__when-open">
          Hide<span className="visually-hidden"> the contact details</span>
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          width="12"
          height="12"
          className="top-bar__arrow"
        >
          <path d="M3 10l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
    </div>
  );
}
