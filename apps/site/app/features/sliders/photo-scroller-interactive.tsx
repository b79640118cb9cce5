import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import {
  BOUNCE,
  MOBILE,
  PHOTO_SCROLLER,
  SLIDER_TIMING,
  SWIPE,
} from '@atelier/gallery/slider-constants';
import {
  bounceOffset,
  canStep,
  goToMove,
  navigationRules,
  preloadIndices,
  startIndex,
  stepMove,
  type SlideMove,
} from '@atelier/gallery/slider-navigation';
import {
  autoplayReducer,
  initialAutoplay,
  isAutoplayRunning,
  isPausedByVisitor,
  liveRegionMode,
  slideDelay,
  type PauseReason,
} from '@atelier/gallery/slider-autoplay';
import {
  gestureEnd,
  gestureMove,
  gestureStart,
  SLIDESHOW_GESTURE,
  type GestureState,
} from '@atelier/gallery/slider-gesture';
import { isEscape, keyDirection } from '@atelier/gallery/slider-keys';
import { scrollerPhotoWidth } from '@atelier/gallery/slider-layout';
import { slideLabel } from '@atelier/gallery/slider-slide';
import {
  orientationOf,
  photoStyle,
  ScrollerPicture,
  type PhotoScrollerProps,
  scrollerStyle,
  slideDomId,
} from './photo-scroller-picture';
import { autoplayMove, createKeyRepeat, photoSizes } from './photo-scroller-rules';

/**
 * Embla's `duration` is not in milliseconds: it is the spring of its scroll body, stepped at 60
 * frames a second. 30 settles a one-photo move in about 600 ms, the theme's transition (SLD-027);
 * 0 moves at once, for visitors who ask for reduced motion.
 */
const EMBLA_DURATION = 30;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** SLD-032: below 740 px autoplay stops. */
const SMALL_SCREEN = `(max-width: ${MOBILE.autoplayBelowPx - 0.02}px)`;

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/**
 * The interactive photo scroller, loaded after hydration (see `photo-scroller.tsx`).
 *
 * Embla moves the strip (centred current photo, loop, resize, its own animation) and the
 * thumbnails (Embla's "thumbs" pattern: a second free-dragging carousel scrolled to the current
 * thumbnail). Written here, because Embla does not do it to the spec:
 * - swipes: Embla's drag starts at once and decides the axis on the first move; the spec wants a
 *   swipe to count only after 10 px, with the axis decided after a 7 px difference (SLD-017,
 *   DEC-14), so Embla's drag is off and the engine's gesture recognizer drives it;
 * - every change goes through the engine's navigation rules (loop, rewind, the bounce at an end,
 *   left and right locks, SLD-005, SLD-006, SLD-015), then `scrollTo`;
 * - keys 37/39 with a 700 ms repeat (SLD-004, SLD-035), autoplay with its pause reasons (SLD-007,
 *   SLD-014), full screen with the browser's Fullscreen API (SLD-010, SLD-013), preloading the six
 *   photos around the current one (SLD-036), none of which Embla has.
 */
export default function InteractivePhotoScroller({ scroller }: PhotoScrollerProps) {
  const { view, settings, dataAttributes } = scroller;
  const slides = view.slides;
  const count = slides.length;
  const rules = useMemo(() => navigationRules(count, settings), [count, settings]);
  const start = startIndex(count, settings.startSlide);

  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const smallScreen = useMediaQuery(SMALL_SCREEN);

  const [current, setCurrent] = useState(start);
  const currentRef = useRef(start);
  const [thumbnailsShown, setThumbnailsShown] = useState(settings.showThumbnails);
  const [fullScreen, setFullScreen] = useState(false);
  const [autoplay, dispatchAutoplay] = useReducer(autoplayReducer, settings, initialAutoplay);
  const running = isAutoplayRunning(autoplay);
  const [box, setBox] = useState<{ width: number; height: number }>();

  const sectionRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement | null>(null);

  const [emblaRef, embla] = useEmblaCarousel({
    align: 'center',
    containScroll: false,
    loop: rules.loop,
    startIndex: start,
    watchDrag: false,
    duration: reducedMotion ? 0 : EMBLA_DURATION,
  });
  const [thumbsRef, thumbsEmbla] = useEmblaCarousel({
    containScroll: 'keepSnaps',
    dragFree: true,
    // DEC-14: other drag areas count a drag (not a click) after 6 px.
    dragThreshold: SWIPE.dragAreaPx,
    duration: reducedMotion ? 0 : EMBLA_DURATION,
  });
  const setViewport = useCallback(
    (element: HTMLDivElement | null) => {
      viewportRef.current = element;
      emblaRef(element);
    },
    [emblaRef],
  );

  // Embla says which photo is current (after our moves and its own focus handling).
  useEffect(() => {
    if (!embla) return;
    const select = () => {
      const index = embla.selectedScrollSnap();
      if (index === currentRef.current) return;
      currentRef.current = index;
      setCurrent(index);
      dispatchAutoplay({ type: 'slide-changed' });
    };
    embla.on('select', select);
    embla.on('reInit', select);
    return () => {
      embla.off('select', select);
      embla.off('reInit', select);
    };
  }, [embla]);

  // Thumbnails follow the current photo.
  useEffect(() => {
    thumbsEmbla?.scrollTo(current, reducedMotion);
  }, [thumbsEmbla, current, reducedMotion, thumbnailsShown]);

  // SLD-005: without loop or rewind, a move past an end nudges the strip 30 px and back.
  const bounceFrame = useRef<number | undefined>(undefined);
  const bounce = useCallback(
    (direction: 1 | -1) => {
      const viewport = viewportRef.current;
      if (!viewport || reducedMotion) return;
      if (bounceFrame.current !== undefined) cancelAnimationFrame(bounceFrame.current);
      const began = performance.now();
      const frame = (now: number) => {
        const elapsed = now - began;
        viewport.style.transform = `translateX(${-bounceOffset(direction, elapsed)}px)`;
        if (elapsed < BOUNCE.durationMs) bounceFrame.current = requestAnimationFrame(frame);
        else {
          viewport.style.transform = '';
          bounceFrame.current = undefined;
        }
      };
      bounceFrame.current = requestAnimationFrame(frame);
    },
    [reducedMotion],
  );
  useEffect(
    () => () => {
      if (bounceFrame.current !== undefined) cancelAnimationFrame(bounceFrame.current);
    },
    [],
  );

  const apply = useCallback(
    (move: SlideMove) => {
      if (move.kind === 'go') embla?.scrollTo(move.index, reducedMotion);
      else if (move.kind === 'bounce') bounce(move.direction);
    },
    [embla, reducedMotion, bounce],
  );
  /** A visitor's move (buttons, keys, swipe, thumbnails): SLD-008's user action. */
  const step = useCallback(
    (direction: 1 | -1) => {
      dispatchAutoplay({ type: 'user-action' });
      apply(stepMove(rules, currentRef.current, direction));
    },
    [apply, rules],
  );
  const goTo = useCallback(
    (index: number) => {
      dispatchAutoplay({ type: 'user-action' });
      apply(goToMove(rules, currentRef.current, index));
    },
    [apply, rules],
  );

  // Autoplay: one timer per shown photo, with the photo's own delay when it has one (SLD-020).
  useEffect(() => {
    if (!running || !embla) return;
    const timer = window.setTimeout(
      () => apply(autoplayMove(rules, currentRef.current)),
      slideDelay(slides[current] ?? {}, settings),
    );
    return () => window.clearTimeout(timer);
  }, [running, embla, current, apply, rules, slides, settings]);

  // The pause reasons the page decides (SLD-007, SLD-032, WCAG 2.2.2).
  const pauseWhile = useCallback((reason: PauseReason, active: boolean) => {
    dispatchAutoplay({ type: active ? 'pause' : 'resume', reason });
  }, []);
  useEffect(() => pauseWhile('reduced-motion', reducedMotion), [pauseWhile, reducedMotion]);
  useEffect(() => pauseWhile('small-screen', smallScreen), [pauseWhile, smallScreen]);
  useEffect(() => {
    const blur = () => pauseWhile('blur', true);
    const focus = () => pauseWhile('blur', false);
    const visibility = () => pauseWhile('hidden', document.visibilityState === 'hidden');
    window.addEventListener('blur', blur);
    window.addEventListener('focus', focus);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('blur', blur);
      window.removeEventListener('focus', focus);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [pauseWhile]);

  // Keys 37/39 while the scroller has focus or fills the screen; Escape leaves full screen.
  useEffect(() => {
    const keyRepeat = createKeyRepeat(step, {
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    });
    const ours = () => {
      const section = sectionRef.current;
      return (
        !!section &&
        (document.fullscreenElement === section || section.contains(document.activeElement))
      );
    };
    const down = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (!ours()) return;
      if (isEscape(event) && document.fullscreenElement === sectionRef.current) {
        event.preventDefault();
        void document.exitFullscreen();
        return;
      }
      const direction = keyDirection(event);
      if (!direction) return;
      event.preventDefault();
      keyRepeat.press(direction, event.repeat);
    };
    const up = (event: KeyboardEvent) => {
      const direction = keyDirection(event);
      if (direction) keyRepeat.release(direction);
    };
    const stop = () => keyRepeat.stop();
    document.addEventListener('keydown', down);
    document.addEventListener('keyup', up);
    window.addEventListener('blur', stop);
    return () => {
      keyRepeat.stop();
      document.removeEventListener('keydown', down);
      document.removeEventListener('keyup', up);
      window.removeEventListener('blur', stop);
    };
  }, [step]);

  // SLD-013: the browser says when full screen starts and ends (its own Escape, F11, our button).
  useEffect(() => {
    const change = () => setFullScreen(document.fullscreenElement === sectionRef.current);
    document.addEventListener('fullscreenchange', change);
    return () => document.removeEventListener('fullscreenchange', change);
  }, []);
  const toggleFullScreen = () => {
    const section = sectionRef.current;
    if (!section) return;
    if (document.fullscreenElement === section) void document.exitFullscreen();
    else void section.requestFullscreen().catch(() => undefined);
  };

  // The photos' sizes follow the scroller's box (the page, or the screen in full screen): measured
  // at once when the scroller starts and when full screen starts or ends (the photos and their
  // big images change together), and 50 ms after the last of a run of other resizes (SLD-027's
  // resize debounce: a window dragged wider re-lays the strip once, not on every frame).
  useLayoutEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    let debounce: number | undefined;
    const measure = () => {
      window.clearTimeout(debounce);
      const { width, height } = section.getBoundingClientRect();
      setBox((previous) =>
        previous && previous.width === width && previous.height === height
          ? previous
          : { width, height },
      );
    };
    measure();
    const observer = new ResizeObserver(() => {
      window.clearTimeout(debounce);
      debounce = window.setTimeout(measure, SLIDER_TIMING.resizeDebounceMs);
    });
    observer.observe(section);
    document.addEventListener('fullscreenchange', measure);
    return () => {
      window.clearTimeout(debounce);
      observer.disconnect();
      document.removeEventListener('fullscreenchange', measure);
    };
  }, []);

  // Swipes (SLD-017, DEC-14): the engine decides; a swipe pauses autoplay while the finger is down.
  const gesture = useRef<GestureState>({ phase: 'idle' });
  const swiped = useRef(false);
  const onPointerDown = (event: ReactPointerEvent) => {
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    gesture.current = gestureStart(event.clientX, event.clientY);
    swiped.current = false;
    pauseWhile('drag', true);
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    if (!event.isPrimary || gesture.current.phase === 'idle') return;
    gesture.current = gestureMove(gesture.current, event.clientX, event.clientY, SLIDESHOW_GESTURE);
    if (gesture.current.phase === 'horizontal') swiped.current = true;
  };
  const onPointerEnd = (event: ReactPointerEvent) => {
    if (!event.isPrimary || gesture.current.phase === 'idle') return;
    const result =
      event.type === 'pointercancel'
        ? 'none'
        : gestureEnd(gesture.current, event.clientX, event.clientY, SLIDESHOW_GESTURE);
    gesture.current = { phase: 'idle' };
    pauseWhile('drag', false);
    if (result === 'next') step(1);
    else if (result === 'previous') step(-1);
  };

  const preloaded = useMemo(
    () => new Set(preloadIndices(rules, current, PHOTO_SCROLLER.preload)),
    [rules, current],
  );
  const showThumbnails = thumbnailsShown;
  const sizing = useMemo(() => ({ ...settings, showThumbnails }), [settings, showThumbnails]);

  return (
    <section
      ref={sectionRef}
      className="photo-scroller photo-scroller--interactive"
      aria-roledescription="carousel"
      aria-label={view.label}
      style={scrollerStyle(settings)}
      {...dataAttributes}
      data-thumbnails={showThumbnails ? 'shown' : 'hidden'}
      data-full-screen={fullScreen ? 'true' : undefined}
      data-autoplay={running ? 'running' : 'paused'}
      data-interactive="true"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') pauseWhile('hover', true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') pauseWhile('hover', false);
      }}
      onFocus={(event) => {
        // Keyboard focus inside stops the rotation (WAI-ARIA carousel); a mouse click on the
        // play button does not, or pressing play would never start it.
        if (event.target.matches(':focus-visible')) pauseWhile('focus', true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          pauseWhile('focus', false);
        }
      }}
    >
      <div className="photo-scroller__controls">
        {settings.autoplay ? (
          <button
            type="button"
            className="photo-scroller__control"
            onClick={() => dispatchAutoplay({ type: 'toggle' })}
          >
            {isPausedByVisitor(autoplay) ? 'Start slide rotation' : 'Stop slide rotation'}
          </button>
        ) : null}
        <button
          type="button"
          className="photo-scroller__control"
          aria-pressed={thumbnailsShown}
          onClick={() => setThumbnailsShown((shown) => !shown)}
        >
          Thumbnails
        </button>
        <button
          type="button"
          className="photo-scroller__control"
          aria-pressed={fullScreen}
          onClick={toggleFullScreen}
        >
          Full screen
        </button>
      </div>
      <div className="photo-scroller__stage">
        <div
          ref={setViewport}
          className="photo-scroller__viewport"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          <div className="photo-scroller__strip">
            {slides.map((slide, index) => {
              const orientation = orientationOf(slide);
              const size = box ? scrollerPhotoWidth(slide, box, sizing, fullScreen) : undefined;
              const picture = fullScreen ? (slide.bigPicture ?? slide.picture) : slide.picture;
              const slideStyle: CSSProperties = size
                ? { ...photoStyle(slide), width: `${size.width}px`, height: `${size.height}px` }
                : photoStyle(slide);
              return (
                <div
                  key={slide.id}
                  id={slideDomId(slide.id)}
                  className="photo-scroller__slide"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={slideLabel(index, count)}
                  aria-current={index === current ? 'true' : undefined}
                  aria-hidden={index === current ? undefined : true}
                  data-orientation={orientation}
                  data-fill={settings[orientation].fill ? 'true' : undefined}
                  style={slideStyle}
                  onClick={() => {
                    // A click after a swipe is the end of the swipe, not a choice.
                    if (swiped.current) return;
                    if (index !== currentRef.current) goTo(index);
                  }}
                >
                  <div className="photo-scroller__photo">
                    <ScrollerPicture
                      image={picture}
                      sizes={photoSizes(fullScreen)}
                      loading={
                        index === current ? 'priority' : preloaded.has(index) ? 'eager' : 'lazy'
                      }
                    />
                  </div>
                </div>
              );
            })}
          </div>
        </div>
        <button
          type="button"
          className="photo-scroller__arrow photo-scroller__arrow--previous"
          aria-label="Previous photo"
          disabled={!canStep(rules, -1)}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="photo-scroller__arrow photo-scroller__arrow--next"
          aria-label="Next photo"
          disabled={!canStep(rules, 1)}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="visually-hidden" aria-live={liveRegionMode(autoplay)} aria-atomic="true">
        {`Photo ${slideLabel(current, count)}`}
      </p>
      {showThumbnails ? (
        <nav className="photo-scroller__thumbs" aria-label="Thumbnails">
          <div className="photo-scroller__thumbs-viewport" ref={thumbsRef}>
            <div className="photo-scroller__thumbs-strip">
              {slides.map((slide, index) => (
                <button
                  key={slide.id}
                  type="button"
                  className="photo-scroller__thumb"
                  aria-label={`Show photo ${slideLabel(index, count)}`}
                  aria-current={index === current ? 'true' : undefined}
                  style={{ aspectRatio: `${slide.width} / ${slide.height}` }}
                  onClick={() => goTo(index)}
                >
                  <ScrollerPicture
                    image={slide.thumbnail ?? slide.picture}
                    sizes="160px"
                    loading="lazy"
                    alt=""
                  />
                </button>
              ))}
            </div>
          </div>
        </nav>
      ) : null}
    </section>
  );
}
