import { SHARE_WINDOW } from '@atelier/gallery/tile-share';
import { useEffect, useRef, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { openShareWindowAt, shareLinkClick } from '~/shared/share-window';
import { Picture } from '~/shared/ui/picture';
import { pinWithPinterest } from './pin-script';
import { TILE_DATA_ATTRIBUTE, type GalleryTileView } from './gallery-view';

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path d={path} fill="currentColor" />
  </svg>
);

const ICONS: Record<'facebook' | 'x' | 'pinterest', ReactNode> = {
  facebook: icon(
    'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H17l.5-4h-4V8.8c0-.5.3-.8.5-.8z',
  ),
  x: icon(
    'M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.3l4.4 5.9L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z',
  ),
  pinterest: icon(
    'M12 2a10 10 0 00-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.8 0 1.2.6 1.2 1.4 0 .9-.5 2.1-.8 3.3-.2 1 .5 1.8 1.5 1.8 1.8 0 3.1-1.9 3.1-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.5 2.1-4.5 4.4 0 .9.3 1.8.8 2.3l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1012 2z',
  ),
};

const NETWORK_NAMES = { facebook: 'Facebook', x: 'X (Twitter)', pinterest: 'Pinterest' } as const;

/** The tile gallery's share window keeps the original plugin's name. */
const SHARE_WINDOW_NAME = 'ftg-share';
/** GAL-003, DEC-16: the share buttons open their page in the 600 × 400 window. */
const openShareWindow = shareLinkClick(SHARE_WINDOW_NAME);
/** The pin button's fallback, after its click: the share window, or a new tab where blocked. */
const openPinWindowAt = (href: string) => openShareWindowAt(href, SHARE_WINDOW_NAME);

export type TileImageState = 'loaded' | 'failed';

/** The address the tile's picture opens without JavaScript: the big image, or the film's page. */
export function tileTarget(tile: GalleryTileView): string {
  if (tile.type === 'iframe' && tile.videoUrl) return tile.videoUrl;
  return tile.big?.src ?? tile.link ?? '#';
}

/**
 * One tile (GAL-001): a link to its big image (or its film) holding the picture, the caption,
 * the Facebook and X share buttons and the Pinterest pin button (GAL-014). The same component
 * renders the page's tiles and `load_chunk`'s fragment (on the server), so they never differ.
 */
export function GalleryTile(props: {
  tile: GalleryTileView;
  /** Where the tile sits: custom properties per band, or exact pixels; none in a fragment. */
  placement?: CSSProperties;
  sizes: string;
  /** The first tiles of the page: loaded at once instead of lazily. */
  eager?: boolean;
  shown?: boolean;
  /** The chunk fragment carries the tile's data for the script. */
  withData?: boolean;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onIntent?: () => void;
  onImage?: (position: number, state: TileImageState) => void;
}) {
  const { tile, onImage } = props;
  const root = useRef<HTMLLIElement>(null);

  // GAL-004, GAL-009: the picture may have finished (or failed) before hydration, when React
  // was not listening yet: its state is read from the element, then followed by events.
  useEffect(() => {
    const image = root.current?.querySelector('img');
    if (!image || !onImage) return;
    const report = () => {
      if (image.naturalWidth > 0) onImage(tile.position, 'loaded');
      else onImage(tile.position, 'failed');
    };
    if (image.complete && (image.currentSrc || image.src)) {
      report();
      return;
    }
    image.addEventListener('load', report);
    image.addEventListener('error', report);
    return () => {
      image.removeEventListener('load', report);
      image.removeEventListener('error', report);
    };
  }, [tile.position, onImage]);

  const className = ['ftg-tile', `ftg-tile--${tile.type}`, props.shown ? 'ftg-tile--shown' : '']
    .filter(Boolean)
    .join(' ');
  const data = props.withData ? { [TILE_DATA_ATTRIBUTE]: JSON.stringify(tile) } : {};
  return (
    <li
      ref={root}
      className={className}
      style={props.placement}
      id={`ftg-tile-${tile.position + 1}`}
      data-position={tile.position}
      data-sets={tile.sets.join(' ')}
      {...data}
    >
      <figure className="ftg-tile__figure">
        <a
          className="ftg-tile__link"
          href={tileTarget(tile)}
          onClick={props.onOpen}
          onPointerEnter={props.onIntent}
          onFocus={props.onIntent}
          {...(tile.type === 'iframe' ? { rel: 'noopener noreferrer' } : {})}
        >
          <Picture
            image={tile.image}
            sizes={props.sizes}
            priority={props.eager ?? false}
            className="ftg-tile__picture"
          />
          {tile.type === 'iframe' ? (
            <span className="ftg-tile__play" aria-hidden="true">
              ▶
            </span>
          ) : null}
          <span className="visually-hidden">
            {tile.type === 'iframe'
              ? `Watch the film “${tile.title}”`
              : `Open “${tile.title}” larger`}
          </span>
        </a>
        <figcaption className="ftg-tile__caption">
          {tile.link ? (
            <a className="ftg-tile__title" href={tile.link}>
              {tile.title}
            </a>
          ) : (
            <span className="ftg-tile__title">{tile.title}</span>
          )}
          {tile.subtitle ? <span className="ftg-tile__subtitle">{tile.subtitle}</span> : null}
        </figcaption>
      </figure>
      <ul className="ftg-tile__share" aria-label={`Share “${tile.title}”`}>
        {(['facebook', 'x'] as const).map((network) => (
          <li key={network}>
            <a
              className={`ftg-share ftg-share--${network}`}
              href={tile.share[network]}
              target="_blank"
              rel="noopener noreferrer"
              onClick={openShareWindow}
              aria-label={`Share “${tile.title}” on ${NETWORK_NAMES[network]} (opens a ${SHARE_WINDOW.width} by ${SHARE_WINDOW.height} window)`}
            >
              {ICONS[network]}
            </a>
          </li>
        ))}
      </ul>
      <a
        className="ftg-tile__pin"
        href={tile.share.pinterest}
        target="_blank"
        rel="noopener noreferrer"
        // MISC-014: Pinterest's own script, loaded on this click; its pin page if it fails.
        onClick={(event) => pinWithPinterest(event, openPinWindowAt)}
        aria-label={`Pin “${tile.title}” on Pinterest (opens a ${SHARE_WINDOW.width} by ${SHARE_WINDOW.height} window)`}
      >
        {ICONS.pinterest}
      </a>
    </li>
  );
}
