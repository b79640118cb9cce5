import type { AnimatedBlock, Slide } from '@atelier/gallery/slider-slide';
import { lazy, Suspense, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '~/shared/use-hydrated';
import { Picture, type PictureSource } from '~/shared/ui/picture';
import type { SlideshowElements } from './main-slideshow-live';
import type { SlideshowShell } from './main-slideshow-model';
import type { SliderView } from './slider-view';

/*
 * Issue 19 (ADR 0024): the home page's main slideshow. This file is the part the page loads with
 * itself: it renders every slide with the first one shown in full (picture, caption blocks,
 * links), in a box of the slideshow's ratio, so the page is complete and usable before any
 * slideshow code runs and nothing moves when it does. The motion, autoplay, keys, swipe and the
 * film player (Embla and the engine's rules) are `main-slideshow-live.tsx`, loaded once the page
 * has hydrated; they drive the slide this shell shows through the callbacks below, so the shown
 * picture stays the same element from the server's HTML to the live slideshow. The figures it
 * needs (labels, box, delays) come worked out by the server (`SlideshowShell`), so this file
 * imports nothing of the engine and the page's first-load code stays small.
 */

const livePart = () => import('./main-slideshow-live');
const LiveControls = lazy(async () => ({ default: (await livePart()).SlideshowControls }));
const LiveFilm = lazy(async () => ({ default: (await livePart()).SlideFilm }));

/** The slideshow spans the page's content width, at most its own width (1280 px). */
const PICTURE_SIZES = '(min-width: 1320px) 1280px, 100vw';

/** A path on this site goes through the router; any other address is a plain link. */
function SiteLink({
  href,
  children,
  ...rest
}: {
  href: string;
  children: ReactNode;
  className?: string;
  tabIndex?: number;
  'aria-hidden'?: boolean;
}) {
  return href.startsWith('/') ? (
    <Link to={href} {...rest}>
      {children}
    </Link>
  ) : (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** SLD-028: a slide's caption blocks, each entering 200 ms after the one before. */
function SlideBlocks({ blocks, delays }: { blocks: readonly AnimatedBlock[]; delays: number[] }) {
  return (
    <div className="main-slideshow__blocks">
      {blocks.map((block, index) => (
        <p
          key={index}
          className={`main-slideshow__block main-slideshow__${block.kind}`}
          style={{ animationDelay: `${delays[index] ?? 0}ms` }}
        >
          {block.kind === 'link' && block.href ? (
            <SiteLink href={block.href}>{block.text}</SiteLink>
          ) : (
            block.text
          )}
        </p>
      ))}
    </div>
  );
}

function SlideMedia({
  slide,
  priority,
  preload,
  linkHidden,
}: {
  slide: Slide<PictureSource>;
  priority: boolean;
  preload: boolean;
  linkHidden: boolean;
}) {
  const picture = (
    <Picture
      image={slide.picture}
      sizes={PICTURE_SIZES}
      priority={priority}
      preload={preload}
      className="main-slideshow__picture"
    />
  );
  if (!slide.href) return picture;
  // A link block naming the same page is the link to use; the picture then is for a pointer only.
  return (
    <SiteLink
      href={slide.href}
      className="main-slideshow__media"
      {...(linkHidden ? { tabIndex: -1, 'aria-hidden': true } : {})}
    >
      {picture}
    </SiteLink>
  );
}

/**
 * WAI-ARIA carousel: a region named by the slider's label, slides as labelled groups ("2 of 5"),
 * every slide but the shown one inert (also before JavaScript, so a Tab never scrolls a hidden
 * slide into the box).
 */
export function MainSlideshow({ slider, shell }: { slider: SliderView; shell: SlideshowShell }) {
  const { slides, label } = slider;
  const first = shell.start;
  const [index, setIndex] = useState(first);
  // How many times the slide changed: restarts the shown slide's caption entrance.
  const [changes, setChanges] = useState(0);
  const [film, setFilm] = useState<string | null>(null);
  const [liveRegion, setLiveRegion] = useState<'off' | 'polite'>('polite');
  const hydrated = useHydrated();
  const elements = useRef<SlideshowElements>({ region: null, viewport: null, track: null });

  // The box is reserved by CSS from these (no layout shift): the picture's frame keeps the ratio.
  const boxStyle = shell.style as CSSProperties;

  if (slides.length === 0) {
    return (
      <section
        className="main-slideshow main-slideshow--empty"
        aria-label={label}
        style={boxStyle}
        {...shell.data}
      >
        <div className="main-slideshow__viewport">
          <p className="main-slideshow__empty">{shell.emptyMessage}</p>
        </div>
      </section>
    );
  }

  return (
    <section
      className="main-slideshow"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={-1}
      style={boxStyle}
      data-film={film ? 'playing' : undefined}
      ref={(element) => {
        elements.current.region = element;
      }}
      {...shell.data}
    >
      {hydrated ? (
        <Suspense fallback={null}>
          <LiveControls
            slider={slider}
            index={index}
            film={film}
            elements={elements}
            onSelect={(next) => {
              setIndex(next);
              setChanges((value) => value + 1);
              setFilm(null);
            }}
            onLiveRegion={setLiveRegion}
          />
        </Suspense>
      ) : null}
      <div
        className="main-slideshow__viewport"
        ref={(element) => {
          elements.current.viewport = element;
        }}
      >
        <div
          className="main-slideshow__track"
          aria-live={liveRegion}
          // Before the live part takes over, the start slide is the one in the box.
          style={first > 0 ? { transform: `translateX(${-100 * first}%)` } : undefined}
          ref={(element) => {
            elements.current.track = element;
          }}
        >
          {slides.map((slide, position) => {
            const shown = position === index;
            const classes = ['main-slideshow__slide'];
            if (shown && changes > 0) classes.push('is-entering');
            if (film === slide.id) classes.push('is-playing');
            return (
              <div
                key={slide.id}
                className={classes.join(' ')}
                role="group"
                aria-roledescription="slide"
                aria-label={shell.labels[position]}
                inert={!shown}
              >
                <div className="main-slideshow__frame">
                  <SlideMedia
                    slide={slide}
                    // SLD-036: the main slideshow preloads every slide; the others start once
                    // the page is live, after the first picture (the page's largest paint).
                    priority={position === first || hydrated}
                    preload={position === first}
                    linkHidden={shell.pictureLinkHidden[position] ?? false}
                  />
                  {hydrated && slide.videoUrl ? (
                    <Suspense fallback={null}>
                      <LiveFilm slide={slide} playing={film === slide.id} onFilm={setFilm} />
                    </Suspense>
                  ) : null}
                </div>
                {slide.blocks.length > 0 ? (
                  <SlideBlocks
                    key={shown ? changes : -1}
                    blocks={slide.blocks}
                    delays={shell.blockDelays}
                  />
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
