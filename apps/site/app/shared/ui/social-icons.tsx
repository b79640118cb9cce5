// The sprite is a hashed build file (cached for a year), fetched once by the first icon shown.
// It is well over Vite's 4 KB inlining limit, so it stays a file: `<use>` cannot point into a
// data: address.
import spriteUrl from './social-icons.svg?url';

/** MISC-012: the networks the sprite draws (one `<symbol>` each). */
export const SOCIAL_ICON_NETWORKS = Object.freeze([
  'facebook',
  'x',
  'pinterest',
  'linkedin',
  'whatsapp',
  'instagram',
  'youtube',
  'vimeo',
  'tiktok',
  'threads',
  'mastodon',
  'bluesky',
  'behance',
  'dribbble',
  'flickr',
  'tumblr',
  'reddit',
  'github',
  'telegram',
  'spotify',
  'soundcloud',
  'twitch',
  'rss',
  'email',
  'website',
  'maps',
  'phone',
] as const);
export type SocialIconNetwork = (typeof SOCIAL_ICON_NETWORKS)[number];

export function isSocialIconNetwork(value: string): value is SocialIconNetwork {
  return (SOCIAL_ICON_NETWORKS as readonly string[]).includes(value);
}

/** One mark from the sprite, decorative: the link around it carries the name. */
export function SocialIcon({ network, size = 20 }: { network: SocialIconNetwork; size?: number }) {
  return (
    <svg
      className="social-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${spriteUrl}#${network}`} />
    </svg>
  );
}

export interface SocialLink {
  network: string;
  label: string;
  url: string;
}

/**
 * MISC-012: a list of the gallery's accounts as icon links. Each link is named by its network
 * ("Atelier on Instagram"), `rel="me"` says the account is the site's own, `noopener` keeps the
 * opened page from reaching back. A network the sprite does not draw gets the globe.
 */
export function SocialIcons({
  links,
  owner,
  label = `${owner} elsewhere`,
}: {
  links: readonly SocialLink[];
  owner: string;
  label?: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul className="social-icons" aria-label={label}>
      {links.map((link) => (
        <li key={`${link.network} ${link.url}`}>
          <a
            className="social-icons__link"
            href={link.url}
            rel="me noopener"
            aria-label={`${owner} on ${link.label}`}
            title={link.label}
            data-network={link.network}
          >
            <SocialIcon network={isSocialIconNetwork(link.network) ? link.network : 'website'} />
          </a>
        </li>
      ))}
    </ul>
  );
}
