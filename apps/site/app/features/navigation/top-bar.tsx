import { useState } from 'react';
import { writeCookie } from '~/shared/cookies';
import type { SiteDetails } from '~/shared/site-details';

const ONE_DAY_SECONDS = 24 * 60 * 60;

/**
 * The thin bar above the header with the gallery's contact details. The visitor folds it away
 * with its worded toggle at the bar's end (a bare arrow tab under the bar passed for a
 * scroll-to-top button); folded, a slim strip with the same toggle brings it back. The choice is
 * kept for a day in the `top-hide` cookie (path /) so the server renders it folded on the next
 * page, without a flash.
 */
export function TopBar({ site, initiallyHidden }: { site: SiteDetails; initiallyHidden: boolean }) {
  const [hidden, setHidden] = useState(initiallyHidden);

  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    writeCookie('top-hide', String(next), { maxAgeSeconds: ONE_DAY_SECONDS, path: '/' });
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
        {/* Worded, so the arrow reads as folding the bar, not as a scroll-to-top button. */}
        {hidden ? (
          <span className="top-bar__toggle-text">Contact details</span>
        ) : (
          <span className="top-bar__toggle-text">
            Hide<span className="visually-hidden"> the contact details</span>
          </span>
        )}
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
