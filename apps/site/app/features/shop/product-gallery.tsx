import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { lightboxTrigger } from '@atelier/lightbox/lightbox-trigger';
import { useLightbox } from '@atelier/lightbox/use-lightbox';
import { Picture, type PictureSource } from '~/shared/ui/picture';
import { pictureLightboxItem } from '~/shared/ui/picture-lightbox';
import { useHydrated } from '~/shared/use-hydrated';
import { ISLAND_PROPS, useIslandLive } from '~/shared/ui/island';

export interface GalleryView {
  caption: string;
  image: PictureSource;
}

const viewId = (index: number) => `product-view-${index + 1}`;

/**
 * A product's pictures: the work, then its close-up and room views. The views sit side by side
 * in a scroll-snapping strip, and the thumbnails are links to them, so without JavaScript the
 * gallery still works (and swipes on touch screens). Once hydrated, the thumbnails become a
 * keyboard group (arrow keys, Home, End), previous/next buttons appear, and the current view is
 * followed while the visitor swipes. Hand-written rather than a carousel library: the strip is
 * CSS, and the few lines here cost less than any library on the budget of a product page.
 *
 * Each view is also a link to its big image: without JavaScript it opens the image; with it, the
 * lightbox (issue 18) opens at that view, its code loaded only when the visitor points at or
 * focuses a picture.
 */
export function ProductGallery({ title, views }: { title: string; views: readonly GalleryView[] }) {
  const stripRef = useRef<HTMLDivElement>(null);
  const thumbsRef = useRef<HTMLOListElement>(null);
  // An island of the product page (its code comes after the first load): live once it runs.
  const galleryRef = useRef<HTMLElement>(null);
  useIslandLive(galleryRef);
  const [current, setCurrent] = useState(0);
  const interactive = useHydrated();
  // Announced only once the visitor moves, not when the page hydrates.
  const [moved, setMoved] = useState(false);
  const count = views.length;
  const items = useMemo(
    () =>
      views.map((view) => pictureLightboxItem(view.image, { title, description: view.caption })),
    [title, views],
  );
  const lightbox = useLightbox({ id: 'product', items, label: `Larger pictures of ${title}` });
  /** A view's picture as a link to its big image, opening the lightbox at it. */
  const opener = (index: number, picture: ReactNode, tabbable = true) => (
    <a
      href={items[index]?.href}
      className="product-gallery__open"
      tabIndex={tabbable ? undefined : -1}
      {...lightboxTrigger(lightbox, index)}
    >
      {picture}
      <span className="visually-hidden">{`View picture ${index + 1} larger`}</span>
    </a>
  );

  // While the strip glides to a chosen view, its passing scroll positions are not choices.
  const glidingTo = useRef<number | null>(null);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      const index = Math.min(
        count - 1,
        Math.max(0, Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth))),
      );
      if (glidingTo.current === null) {
        setCurrent(index);
        if (index !== 0) setMoved(true);
      }
      // Chromium and Firefox send scrollend; elsewhere a pause in scroll events ends the glide.
      clearTimeout(settle);
      settle = setTimeout(() => {
        glidingTo.current = null;
      }, 150);
    };
    // The end of a glide that a newer choice cut short (Chromium ends it with a scrollend) is not
    // the end of the newer glide: only arriving at the chosen view ends it. A glide stopped short
    // of it (the visitor swiped) still ends by the pause above.
    const settled = () => {
      const target = glidingTo.current;
      const slide = target === null ? undefined : strip.children[target];
      if (!(slide instanceof HTMLElement) || Math.abs(strip.scrollLeft - slide.offsetLeft) < 1) {
        glidingTo.current = null;
      }
    };
    strip.addEventListener('scroll', follow, { passive: true });
    strip.addEventListener('scrollend', settled);
    return () => {
      clearTimeout(settle);
      strip.removeEventListener('scroll', follow);
      strip.removeEventListener('scrollend', settled);
    };
  }, [count]);

  const show = (index: number, focusThumb = false) => {
    const target = (index + count) % count;
    const strip = stripRef.current;
    const slide = strip?.children[target];
    if (strip && slide instanceof HTMLElement) {
      // No scroll happens (so no event would end the glide) when the view is already in place.
      glidingTo.current = Math.abs(strip.scrollLeft - slide.offsetLeft) < 1 ? null : target;
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      strip.scrollTo({ left: slide.offsetLeft, behavior: reduced ? 'auto' : 'smooth' });
    }
    setCurrent(target);
    setMoved(true);
    if (focusThumb) thumbsRef.current?.querySelectorAll('a')[target]?.focus();
  };

  const onThumbKey = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const next = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next, true);
  };

  if (count <= 1) {
    const [only] = views;
    return only ? (
      <div className="product__gallery">
        {opener(
          0,
          <Picture
            image={only.image}
            sizes="(min-width: 1200px) 58vw, 100vw"
            priority
            preload
            className="product__picture"
          />,
        )}
        {lightbox.element}
      </div>
    ) : null;
  }

  return (
    <section
      ref={galleryRef}
      {...ISLAND_PROPS}
      className="product__gallery product-gallery"
      aria-roledescription="gallery"
      aria-label={`Pictures of ${title}`}
    >
      <div className="product-gallery__viewport">
        {/* Focusable so keyboards can scroll it too (the arrow keys step view by view). */}
        <div
          className="product-gallery__strip"
          ref={stripRef}
          role="group"
          aria-label="Views"
          tabIndex={0}
        >
          {views.map((view, index) => (
            <figure
              key={view.image.variants[0]?.file ?? index}
              id={viewId(index)}
              className="product-gallery__slide"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}: ${view.caption}`}
            >
              {opener(
                index,
                <Picture
                  image={view.image}
                  sizes="(min-width: 1200px) 58vw, 100vw"
                  priority={index === 0}
                  preload={index === 0}
                  className="product__picture"
                />,
                // Once interactive, only the view in sight is a tab stop.
                !interactive || index === current,
              )}
              <figcaption className="product-gallery__caption">{view.caption}</figcaption>
            </figure>
          ))}
        </div>
        {interactive ? (
          <>
            <button
              type="button"
              className="product-gallery__step product-gallery__step--previous"
              aria-label="Previous picture"
              onClick={() => show((glidingTo.current ?? current) - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="product-gallery__step product-gallery__step--next"
              aria-label="Next picture"
              onClick={() => show((glidingTo.current ?? current) + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
      <ol className="product-gallery__thumbs" ref={thumbsRef} aria-label="Choose a picture">
        {views.map((view, index) => (
          <li key={view.image.variants[0]?.file ?? index}>
            <a
              href={`#${viewId(index)}`}
              className="product-gallery__thumb"
              aria-current={index === current ? 'true' : undefined}
              // Once interactive, one stop in the tab order; the arrow keys move within.
              tabIndex={interactive && index !== current ? -1 : undefined}
              onClick={(event) => {
                event.preventDefault();
                show(index);
              }}
              onKeyDown={(event) => onThumbKey(event, index)}
            >
              <Picture image={view.image} sizes="96px" alt="" />
              <span className="visually-hidden">{`Picture ${index + 1}: ${view.caption}`}</span>
            </a>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {moved ? `Picture ${current + 1} of ${count}: ${views[current]?.caption ?? ''}` : ''}
      </p>
      {lightbox.element}
    </section>
  );
}
