import type { MouseEvent } from 'react';
import { SocialIcon } from '~/shared/ui/social-icons';
import { shareTargets, type SharedPageDetails } from './share-targets';

/**
 * The five share links (DEC-16), each named for a screen reader and opening in a new window.
 * Without JavaScript they are plain `target="_blank"` links; the overlay passes `onOpen` to open
 * them in a 600 × 400 window instead.
 */
export function ShareLinkList({
  page,
  onOpen,
}: {
  page: SharedPageDetails;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <ul className="share-links">
      {shareTargets(page).map((target) => (
        <li key={target.network}>
          <a
            className="share-links__link"
            href={target.href}
            target="_blank"
            rel="noopener noreferrer"
            data-network={target.network}
            onClick={onOpen}
          >
            <SocialIcon network={target.network} />
            <span>{target.name}</span>
            <span className="visually-hidden"> (opens a new window)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
