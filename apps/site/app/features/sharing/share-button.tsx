import { useRef, useState, type ComponentType } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useHydrated } from '~/shared/use-hydrated';
import { ShareLinkList } from './share-link-list';
import { absoluteOn, type SharedPageDetails } from './share-targets';
// Type only: erased from the bundle, so the overlay's code stays in its own chunk.
import type { ShareOverlayProps } from './share-overlay';

/** The overlay's chunk, fetched on the first press of a Share button (and kept). */
const loadShareOverlay = () => import('./share-overlay').then((module) => module.ShareOverlay);

/**
 * NAV-012, MISC-013, DEC-16: "Share" for a page. Once the page is live it is a button opening the
 * share overlay (a modal dialog whose code loads on first use); before that, and without
 * JavaScript, a disclosure holding the same five links as plain new-window links, so sharing
 * works everywhere. `url` and `image` may be site paths: they are made absolute on the site's
 * public address, which the networks need.
 */
export function ShareButton({ url, title, image }: { url: string; title: string; image?: string }) {
  const hydrated = useHydrated();
  const root = useRouteLoaderData('root') as { publicUrl?: unknown } | undefined;
  const base = typeof root?.publicUrl === 'string' ? root.publicUrl : 'http://localhost/';
  const page: SharedPageDetails = {
    url: absoluteOn(base, url),
    title,
    ...(image ? { image: absoluteOn(base, image) } : {}),
  };
  const [Overlay, setOverlay] = useState<ComponentType<ShareOverlayProps>>();
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  if (!hydrated) {
    return (
      <details className="share">
        <summary className="share__button">Share</summary>
        <ShareLinkList page={page} />
      </details>
    );
  }

  const openOverlay = () => {
    if (Overlay) {
      setOpen(true);
      return;
    }
    setLoading(true);
    loadShareOverlay()
      .then((component) => {
        setOverlay(() => component);
        setOpen(true);
      })
      // A chunk that cannot arrive (offline, a new deployment): the links' own page is the way.
      .catch(() => button.current?.setAttribute('data-failed', 'true'))
      .finally(() => setLoading(false));
  };

  return (
    <div className="share">
      <button
        ref={button}
        type="button"
        className="share__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={loading || undefined}
        onClick={openOverlay}
      >
        Share
      </button>
      {open && Overlay ? (
        <Overlay
          page={page}
          onClose={() => {
            setOpen(false);
            // Focus goes back to the button that opened the overlay.
            button.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
