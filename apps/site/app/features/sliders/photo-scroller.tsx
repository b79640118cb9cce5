import { useEffect, useState, type ComponentType } from 'react';
import { NO_SLIDES_MESSAGE } from '@atelier/gallery/slider-constants';
import { startIndex } from '@atelier/gallery/slider-navigation';
import { slideLabel } from '@atelier/gallery/slider-slide';
import { bigImageAddress } from '~/shared/ui/picture-lightbox';
import {
  orientationOf,
  photoStyle,
  ScrollerPicture,
  type PhotoScrollerProps,
  scrollerStyle,
  slideDomId,
} from './photo-scroller-picture';
import { photoSizes } from './photo-scroller-rules';

/** How many photos the server marks for loading at once: what the first screen shows. */
const FIRST_PHOTOS = 3;

/**
 * The scroller's interactive code (Embla, gestures, autoplay, full screen) is its own chunk,
 * fetched once the page has hydrated: the page's first-load JavaScript carries only this file.
 */
let interactiveModule: Promise<{ default: ComponentType<PhotoScrollerProps> }> | undefined;
const loadInteractive = () => (interactiveModule ??= import('./photo-scroller-interactive'));

/**
 * The photo scroller (issue 19): a horizontal strip of photos at one height, the current one
 * centred, with thumbnails, autoplay and full screen. The server renders it complete and usable
 * without JavaScript (each photo a link to its big image, the strip scrolls sideways, the
 * thumbnails link to their photo), with every box sized so nothing moves; after hydration the
 * interactive scroller, same markup and geometry, takes its place.
 */
export function PhotoScroller({ scroller }: PhotoScrollerProps) {
  const [Interactive, setInteractive] = useState<ComponentType<PhotoScrollerProps>>();
  const empty = scroller.view.slides.length === 0;
  useEffect(() => {
    if (empty) return;
    let live = true;
    void loadInteractive().then((module) => {
      if (live) setInteractive(() => module.default);
    });
    return () => {
      live = false;
    };
  }, [empty]);

  if (empty) {
    return <p className="photo-scroller__empty">{NO_SLIDES_MESSAGE}</p>;
  }
  if (Interactive) return <Interactive scroller={scroller} />;
  return <StaticScroller scroller={scroller} />;
}

/** The server's scroller: links and pictures, no controls that need JavaScript. */
function StaticScroller({ scroller }: PhotoScrollerProps) {
  const { view, settings, dataAttributes } = scroller;
  const count = view.slides.length;
  const start = startIndex(count, settings.startSlide);
  return (
    <section
      className="photo-scroller"
      aria-roledescription="carousel"
      aria-label={view.label}
      style={scrollerStyle(settings)}
      data-thumbnails={settings.showThumbnails ? 'shown' : 'hidden'}
      {...dataAttributes}
    >
      <div className="photo-scroller__stage">
        <div className="photo-scroller__viewport photo-scroller__viewport--static">
          <div className="photo-scroller__strip">
            {view.slides.map((slide, index) => {
              const orientation = orientationOf(slide);
              return (
                <div
                  key={slide.id}
                  id={slideDomId(slide.id)}
                  className="photo-scroller__slide"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={slideLabel(index, count)}
                  aria-current={index === start ? 'true' : undefined}
                  data-orientation={orientation}
                  data-fill={settings[orientation].fill ? 'true' : undefined}
                  style={photoStyle(slide)}
                >
                  <a className="photo-scroller__photo" href={bigImageAddress(slide.picture)}>
                    <ScrollerPicture
                      image={slide.picture}
                      sizes={photoSizes(false)}
                      loading={
                        Math.abs(index - start) < 2
                          ? 'priority'
                          : Math.abs(index - start) < FIRST_PHOTOS
                            ? 'eager'
                            : 'lazy'
                      }
                    />
                  </a>
                </div>
              );
            })}
          </div>
        </div>
      </div>
      {settings.showThumbnails ? (
        <nav className="photo-scroller__thumbs" aria-label="Thumbnails">
          <div className="photo-scroller__thumbs-viewport photo-scroller__thumbs-viewport--static">
            <div className="photo-scroller__thumbs-strip">
              {view.slides.map((slide, index) => (
                <a
                  key={slide.id}
                  className="photo-scroller__thumb"
                  href={`#${slideDomId(slide.id)}`}
                  aria-label={`Show photo ${slideLabel(index, count)}`}
                  aria-current={index === start ? 'true' : undefined}
                  style={{ aspectRatio: `${slide.width} / ${slide.height}` }}
                >
                  <ScrollerPicture
                    image={slide.thumbnail ?? slide.picture}
                    sizes="160px"
                    loading="lazy"
                    alt=""
                  />
                </a>
              ))}
            </div>
          </div>
        </nav>
      ) : null}
    </section>
  );
}
