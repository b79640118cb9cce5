import {
  autoplayReducer,
  initialAutoplay,
  isAutoplayRunning,
  isPausedByVisitor,
  liveRegionMode,
  slideDelay,
  type AutoplayState,
  type PauseReason,
} from '@atelier/gallery/slider-autoplay';
import { BOUNCE, KEY_REPEAT_MS, MOBILE } from '@atelier/gallery/slider-constants';
import {
  gestureEnd,
  gestureMove,
  gestureStart,
  SLIDESHOW_GESTURE,
  type GestureState,
} from '@atelier/gallery/slider-gesture';
import { keyDirection } from '@atelier/gallery/slider-keys';
import {
  canStep,
  goToMove,
  navigationRules,
  stepMove,
  type SlideMove,
} from '@atelier/gallery/slider-navigation';
import { readSliderSettings } from '@atelier/gallery/slider-settings';
import { slideLabel, type Slide } from '@atelier/gallery/slider-slide';
import { slideVideo } from '@atelier/gallery/slider-video';
import useEmblaCarousel from 'embla-carousel-react';
import {
  useEffect,
  useEffectEvent,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import type { PictureSource } from '~/shared/ui/picture';
import {
  bounceKeyframes,
  EMBLA_DURATION,
  pausedByMedia,
  rotationIsOn,
  SWIPE_FEEDBACK,
} from './main-slideshow-rules';
import type { SliderView } from './slider-view';

/*
 * Issue 19 (ADR 0024): the main slideshow's live part, loaded after the page has hydrated
 * (`main-slideshow.tsx` renders the slides; this drives them). What is whose:
 * - Embla (embla-carousel-react) moves the track: positions, loop, the glide between slides.
 * - The engine (@atelier/gallery/slider-*) decides every rule: which slide a step or a dot goes
 *   to, bounce or rewind at the ends (SLD-005, SLD-006), lock flags (SLD-015), the autoplay's
 *   pause reasons and stopAtAction (SLD-007, SLD-008), the per-slide delay (SLD-020), keys
 *   (SLD-004) and the swipe (SLD-017).
 * - Written here by hand, because Embla does not do them to the spec: the swipe (Embla's drag
 *   decides its axis and threshold itself; the spec wants 10 px and an axis lock after a 7 px
 *   difference, so Embla's drag is off and the engine's recognizer reads the pointer), the
 *   700 ms key repeat, the 30 px / 200 ms bounce (Embla stops silently at an end), and the
 *   autoplay timer (Embla's autoplay plugin has neither these pause reasons nor stopAtAction).
 */

/** The elements the server-rendered shell owns, handed over once they exist. */
export interface SlideshowElements {
  region: HTMLElement | null;
  viewport: HTMLDivElement | null;
  track: HTMLDivElement | null;
}

export interface SlideshowControlsProps {
  slider: SliderView;
  /** The slide the shell shows. */
  index: number;
  /** The slide whose film plays, if any. */
  film: string | null;
  elements: RefObject<SlideshowElements>;
  /** Embla selected another slide: the shell shows it (and stops a film, SLD-009). */
  onSelect(index: number): void;
  /** The slides' live region: quiet while they rotate by themselves, polite otherwise. */
  onLiveRegion(mode: 'off' | 'polite'): void;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** SLD-032: below 740 px the slideshow does not turn by itself. */
const SMALL_SCREEN = `(max-width: ${MOBILE.autoplayBelowPx - 0.02}px)`;

function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The autoplay state at start, with the pauses the visitor's screen asks for already in. */
function startingAutoplay(settings: Parameters<typeof initialAutoplay>[0]): AutoplayState {
  let state = initialAutoplay(settings);
  for (const reason of pausedByMedia({
    reducedMotion: window.matchMedia(REDUCED_MOTION).matches,
    smallScreen: window.matchMedia(SMALL_SCREEN).matches,
    hidden: document.hidden,
  })) {
    state = autoplayReducer(state, { type: 'pause', reason });
  }
  return state;
}

function ArrowIcon({ direction }: { direction: 1 | -1 }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={direction > 0 ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The controls (pause/play first, WCAG 2.2.2; previous, next, a dot per slide) and every
 * behaviour of the slideshow.
 */
export function SlideshowControls({
  slider,
  index,
  film,
  elements,
  onSelect,
  onLiveRegion,
}: SlideshowControlsProps) {
  const { slides, attributes } = slider;
  const count = slides.length;
  const settings = useMemo(() => readSliderSettings('main-slideshow', attributes), [attributes]);
  const rules = useMemo(() => navigationRules(count, settings), [count, settings]);
  const reducedMotion = useMedia(REDUCED_MOTION);
  const [autoplay, dispatch] = useReducer(autoplayReducer, settings, startingAutoplay);
  // A playing film pauses the rotation (SLD-007) for exactly as long as it plays.
  // SLD-008: a film that stops lets a rotation stopped by an action start again.
  const [lastFilm, setLastFilm] = useState(film);
  if (film !== lastFilm) {
    setLastFilm(film);
    if (lastFilm !== null && film === null) dispatch({ type: 'video-stopped' });
  }
  const effective = film ? autoplayReducer(autoplay, { type: 'pause', reason: 'video' }) : autoplay;
  const running = isAutoplayRunning(effective);

  const options = useMemo(
    () => ({
      loop: rules.loop,
      startIndex: index,
      // The engine's recognizer owns the swipe (see above); Embla only moves.
      watchDrag: false,
      duration: EMBLA_DURATION,
    }),
    // Embla re-initialises when its options change; the start slide is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rules.loop],
  );
  const [emblaRef, embla] = useEmblaCarousel(options);

  useEffect(() => {
    emblaRef(elements.current.viewport);
    return () => emblaRef(null);
  }, [emblaRef, elements]);

  /** Carries out a move the engine decided (SLD-003, SLD-005). */
  const perform = (move: SlideMove, stepwise: boolean) => {
    if (!embla) return;
    if (move.kind === 'go') {
      // Stepping past an end of a looping slideshow glides on rather than back across it.
      if (rules.loop && stepwise && move.wrapped) {
        if (move.direction > 0) embla.scrollNext(reducedMotion);
        else embla.scrollPrev(reducedMotion);
      } else {
        embla.scrollTo(move.index, reducedMotion);
      }
    } else if (move.kind === 'bounce' && !reducedMotion) {
      elements.current.track?.animate(bounceKeyframes(move.direction), {
        duration: BOUNCE.durationMs,
      });
    }
  };

  /** A visitor's step (arrow button, key, swipe): SLD-008's user action first. */
  const step = (direction: 1 | -1) => {
    dispatch({ type: 'user-action' });
    perform(stepMove(rules, index, direction), true);
  };
  const stepFromListener = useEffectEvent(step);
  const goTo = (target: number) => {
    dispatch({ type: 'user-action' });
    perform(goToMove(rules, index, target), false);
  };

  // Embla chose a slide: the shell shows it; focus left in a slide now hidden goes to the region.
  const selected = useEffectEvent(() => {
    if (!embla) return;
    const next = embla.selectedScrollSnap();
    if (next === index) return;
    const region = elements.current.region;
    const active = document.activeElement;
    const focusInSlide = region !== null && active !== null && region.contains(active);
    onSelect(next);
    dispatch({ type: 'slide-changed' });
    if (focusInSlide && active?.closest('.main-slideshow__slide')) {
      requestAnimationFrame(() => {
        if (!region.contains(document.activeElement)) region.focus({ preventScroll: true });
      });
    }
  });
  useEffect(() => {
    if (!embla) return;
    const listener = () => selected();
    embla.on('select', listener);
    return () => {
      embla.off('select', listener);
    };
  }, [embla]);

  const liveRegion = liveRegionMode(effective);
  useEffect(() => onLiveRegion(liveRegion), [liveRegion, onLiveRegion]);

  // Autoplay (SLD-020): the shown slide's own delay, else the slideshow's; at the last slide of a
  // slideshow that neither loops nor rewinds, it starts again from the first.
  const advance = useEffectEvent(() => {
    const next = stepMove(rules, index, 1);
    perform(next.kind === 'go' ? next : goToMove(rules, index, 0), true);
  });
  const delay = slideDelay(slides[index] ?? {}, settings);
  useEffect(() => {
    if (!running || !embla) return;
    const timer = window.setTimeout(() => advance(), delay);
    return () => window.clearTimeout(timer);
  }, [running, embla, index, delay]);

  // SLD-007, WCAG 2.2.2, SLD-032: what pauses the rotation while it lasts.
  useEffect(() => {
    const region = elements.current.region;
    if (!region) return;
    const pause = (reason: PauseReason) => dispatch({ type: 'pause', reason });
    const resume = (reason: PauseReason) => dispatch({ type: 'resume', reason });
    const enter = (event: PointerEvent) => event.pointerType === 'mouse' && pause('hover');
    const leave = (event: PointerEvent) => event.pointerType === 'mouse' && resume('hover');
    // Keyboard focus inside stops it (a mouse click on a control does not count as reading).
    const focusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(':focus-visible')) pause('focus');
    };
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && region.contains(event.relatedTarget)))
        resume('focus');
    };
    const windowBlur = () => pause('blur');
    const windowFocus = () => resume('blur');
    const visibility = () => (document.hidden ? pause('hidden') : resume('hidden'));
    const media = [
      [window.matchMedia(REDUCED_MOTION), 'reduced-motion'],
      [window.matchMedia(SMALL_SCREEN), 'small-screen'],
    ] as const;
    const mediaListeners = media.map(([list, reason]) => {
      const listener = (event: MediaQueryListEvent) =>
        event.matches ? pause(reason) : resume(reason);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    });
    region.addEventListener('pointerenter', enter);
    region.addEventListener('pointerleave', leave);
    region.addEventListener('focusin', focusIn);
    region.addEventListener('focusout', focusOut);
    window.addEventListener('blur', windowBlur);
    window.addEventListener('focus', windowFocus);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      for (const remove of mediaListeners) remove();
      region.removeEventListener('pointerenter', enter);
      region.removeEventListener('pointerleave', leave);
      region.removeEventListener('focusin', focusIn);
      region.removeEventListener('focusout', focusOut);
      window.removeEventListener('blur', windowBlur);
      window.removeEventListener('focus', windowFocus);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [elements]);

  // SLD-004: ← and → (37/39) while focus is in the slideshow; a held key steps every 700 ms,
  // not at the keyboard's own repeat rate.
  useEffect(() => {
    const region = elements.current.region;
    if (!region) return;
    let held: { key: string; timer: number } | undefined;
    const release = () => {
      if (held) window.clearInterval(held.timer);
      held = undefined;
    };
    const keydown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const direction = keyDirection(event);
      if (direction === undefined) return;
      event.preventDefault();
      if (event.repeat || held) return;
      stepFromListener(direction);
      held = {
        key: event.key,
        timer: window.setInterval(() => stepFromListener(direction), KEY_REPEAT_MS),
      };
    };
    const keyup = (event: KeyboardEvent) => {
      if (held && event.key === held.key) release();
    };
    region.addEventListener('keydown', keydown);
    region.addEventListener('keyup', keyup);
    region.addEventListener('focusout', release);
    window.addEventListener('blur', release);
    return () => {
      release();
      region.removeEventListener('keydown', keydown);
      region.removeEventListener('keyup', keyup);
      region.removeEventListener('focusout', release);
      window.removeEventListener('blur', release);
    };
  }, [elements]);

  // SLD-017: the swipe, by the engine's recognizer. The page keeps vertical scrolling (the
  // viewport is `touch-action: pan-y`); a horizontal drag follows the finger a little and pauses
  // the rotation while it lasts (SLD-007).
  const feedback = useEffectEvent(() => (reducedMotion ? 0 : SWIPE_FEEDBACK));
  useEffect(() => {
    const viewport = elements.current.viewport;
    const track = elements.current.track;
    if (!viewport || !track) return;
    let gesture: GestureState = { phase: 'idle' };
    let pointer: number | undefined;
    let swiped = false;
    const settle = () => {
      if (gesture.phase === 'horizontal') dispatch({ type: 'resume', reason: 'drag' });
      gesture = { phase: 'idle' };
      pointer = undefined;
      track.classList.remove('is-dragging');
      track.style.translate = '';
    };
    const down = (event: PointerEvent) => {
      if (!event.isPrimary || event.button !== 0) return;
      pointer = event.pointerId;
      swiped = false;
      gesture = gestureStart(event.clientX, event.clientY);
    };
    const move = (event: PointerEvent) => {
      if (event.pointerId !== pointer) return;
      const before = gesture.phase;
      gesture = gestureMove(gesture, event.clientX, event.clientY, SLIDESHOW_GESTURE);
      if (gesture.phase !== 'horizontal') return;
      if (before !== 'horizontal') {
        dispatch({ type: 'pause', reason: 'drag' });
        track.classList.add('is-dragging');
        viewport.setPointerCapture(event.pointerId);
      }
      swiped = true;
      track.style.translate = `${gesture.dx * feedback()}px 0`;
    };
    const up = (event: PointerEvent) => {
      if (event.pointerId !== pointer) return;
      const result = gestureEnd(gesture, event.clientX, event.clientY, SLIDESHOW_GESTURE);
      settle();
      if (result === 'next') stepFromListener(1);
      else if (result === 'previous') stepFromListener(-1);
    };
    const cancel = (event: PointerEvent) => {
      if (event.pointerId === pointer) settle();
    };
    // A swipe that began on a link does not follow it, and pictures are not dragged out.
    const click = (event: MouseEvent) => {
      if (!swiped) return;
      swiped = false;
      event.preventDefault();
      event.stopPropagation();
    };
    const dragStart = (event: DragEvent) => event.preventDefault();
    viewport.addEventListener('pointerdown', down);
    viewport.addEventListener('pointermove', move);
    viewport.addEventListener('pointerup', up);
    viewport.addEventListener('pointercancel', cancel);
    viewport.addEventListener('click', click, true);
    viewport.addEventListener('dragstart', dragStart);
    return () => {
      settle();
      viewport.removeEventListener('pointerdown', down);
      viewport.removeEventListener('pointermove', move);
      viewport.removeEventListener('pointerup', up);
      viewport.removeEventListener('pointercancel', cancel);
      viewport.removeEventListener('click', click, true);
      viewport.removeEventListener('dragstart', dragStart);
    };
  }, [elements]);

  const on = rotationIsOn(autoplay);
  const toggle = () => {
    if (!on) {
      // The visitor asks for the rotation: playing lifts the visitor's pause and a stop by
      // action (a toggle to play does both; one to pause first when neither held), and it starts
      // even where the visitor's screen paused it.
      if (!isPausedByVisitor(autoplay)) dispatch({ type: 'toggle' });
      dispatch({ type: 'resume', reason: 'reduced-motion' });
      dispatch({ type: 'resume', reason: 'small-screen' });
    }
    dispatch({ type: 'toggle' });
  };

  return (
    <div className="main-slideshow__controls">
      {settings.autoplay ? (
        <button
          type="button"
          className="main-slideshow__toggle"
          onClick={toggle}
          data-rotating={on ? 'true' : 'false'}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            {on ? (
              <path d="M8 5v14M16 5v14" stroke="currentColor" strokeWidth="2.5" />
            ) : (
              <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />
            )}
          </svg>
          <span className="visually-hidden">
            {on ? 'Stop slide rotation' : 'Start slide rotation'}
          </span>
        </button>
      ) : null}
      <button
        type="button"
        className="main-slideshow__arrow main-slideshow__arrow--previous"
        aria-label="Previous slide"
        disabled={!canStep(rules, -1)}
        onClick={() => step(-1)}
      >
        <ArrowIcon direction={-1} />
      </button>
      <button
        type="button"
        className="main-slideshow__arrow main-slideshow__arrow--next"
        aria-label="Next slide"
        disabled={!canStep(rules, 1)}
        onClick={() => step(1)}
      >
        <ArrowIcon direction={1} />
      </button>
      <div className="main-slideshow__dots">
        {slides.map((slide, position) => (
          <button
            key={slide.id}
            type="button"
            className="main-slideshow__dot"
            aria-label={`Show slide ${slideLabel(position, count)}`}
            aria-current={position === index ? 'true' : undefined}
            onClick={() => goTo(position)}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * SLD-009, SLD-019: a film slide's player. Its poster is the slide's picture; the YouTube or
 * Vimeo player (youtube-nocookie, Vimeo with dnt=1) is created only when the visitor presses
 * play, so nothing is asked of those sites before. Stop, or a slide change, removes it.
 */
export function SlideFilm({
  slide,
  playing,
  onFilm,
}: {
  slide: Slide<PictureSource>;
  playing: boolean;
  onFilm(slideId: string | null): void;
}) {
  const video = slideVideo(slide.videoUrl);
  const play = useRef<HTMLButtonElement>(null);
  const stop = useRef<HTMLButtonElement>(null);
  const wasPlaying = useRef(false);
  const title =
    slide.blocks.find((block) => block.kind === 'title')?.text ?? slide.caption ?? 'the film';

  // Focus follows the control that replaced the one pressed, so it is never dropped.
  useEffect(() => {
    if (playing) stop.current?.focus();
    else if (wasPlaying.current && document.activeElement === document.body) {
      if (!play.current?.closest('[inert]')) play.current?.focus();
    }
    wasPlaying.current = playing;
  }, [playing]);

  if (!video) return null;
  if (!playing) {
    return (
      <button
        ref={play}
        type="button"
        className="main-slideshow__play"
        onClick={() => onFilm(slide.id)}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
        <span>
          Play the film<span className="visually-hidden">: {title}</span>
        </span>
      </button>
    );
  }
  return (
    <div className="main-slideshow__film">
      <iframe
        src={video.embedSrc}
        title={`Film: ${title}`}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <button
        ref={stop}
        type="button"
        className="main-slideshow__film-stop"
        onClick={() => onFilm(null)}
      >
        Stop the film
      </button>
    </div>
  );
}
