import { THREE_LAYER } from '@atelier/gallery/slider-constants';
import {
  gestureEnd,
  gestureMove,
  gestureStart,
  THREE_LAYER_GESTURE,
  type GestureState,
} from '@atelier/gallery/slider-gesture';
import { isEscape, keyDirection, keyRepeatDue } from '@atelier/gallery/slider-keys';
import { navigationRules, preloadIndices, stepMove } from '@atelier/gallery/slider-navigation';
import { readSliderSettings } from '@atelier/gallery/slider-settings';
import { lightboxCaption, slideLabel, type Slide } from '@atelier/gallery/slider-slide';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { preload } from 'react-dom';
import { keepFocusInside } from '~/shared/ui/keep-focus-inside';
import { Picture, type PictureSource } from '~/shared/ui/picture';
import {
  flipFrom,
  loadingProgress,
  parallaxTilt,
  webpSrcSet,
  type LightboxShown,
  type ThreeLayerController,
} from './three-layer-slider-model';

/** The lightbox picture's width: nearly the whole screen, at most the stage's width. */
const LIGHTBOX_SIZES = '(min-width: 1200px) 1100px, 92vw';
/** How many works either side of the one shown are fetched ahead (SLD-018 keeps it in range). */
const LIGHTBOX_PRELOAD = 2;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface Lightbox {
  index: number;
  /** Which way the last step went, for the entering picture's slide-in (0 = just opened). */
  direction: 1 | -1 | 0;
  /** Counts steps, so two steps to the same work still restart the entrance. */
  step: number;
}

export interface ThreeLayerControlsProps {
  slides: readonly Slide<PictureSource>[];
  /** The slider's data attributes, without `data-` (SLD-002). */
  attributes: Readonly<Record<string, string>>;
  stage: RefObject<HTMLDivElement | null>;
  register(controller: ThreeLayerController | null): void;
  onShownChange(shown: LightboxShown): void;
}

/**
 * The three-layer slider's interactive part (its own lazy chunk): the loading counter (SLD-011),
 * the parallax, and the lightbox (SLD-011, SLD-012, SLD-025) as a native modal `<dialog>` with
 * its close button, caption and 3-item navigation (previous, "n of N", next), keys 37/39 and
 * Escape, and a swipe that counts after 20 px (SLD-031, DEC-14).
 */
export default function ThreeLayerControls({
  slides,
  attributes,
  stage,
  register,
  onShownChange,
}: ThreeLayerControlsProps) {
  const count = slides.length;
  const rules = useMemo(
    () => navigationRules(count, readSliderSettings('three-layer', attributes)),
    [count, attributes],
  );
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const closing = useRef(false);
  const lastKeyMove = useRef<number | undefined>(undefined);
  const gesture = useRef<GestureState>({ phase: 'idle' });
  const [lightbox, setLightbox] = useState<Lightbox | null>(null);
  const [bounce, setBounce] = useState<{ direction: 1 | -1; step: number } | null>(null);
  const captionId = useId();

  const loaded = useLoadedPictures(stage);
  useParallax(stage);

  const open = useCallback(
    (index: number, from: HTMLElement) => {
      if (index < 0 || index >= count) return;
      opener.current = from;
      closing.current = false;
      setLightbox({ index, direction: 0, step: 0 });
      onShownChange({ on: true, index });
    },
    [count, onShownChange],
  );

  useEffect(() => {
    register({ open });
    return () => register(null);
  }, [open, register]);

  // The dialog opens once its first picture is drawn, then the picture grows from the work picked.
  const isOpen = lightbox !== null;
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!isOpen || !element || element.open) return;
    element.showModal();
    const from = opener.current?.querySelector('img')?.getBoundingClientRect();
    const to = frame.current?.getBoundingClientRect();
    if (reducedMotion() || !from || !to) return;
    element.animate([{ opacity: 0 }, { opacity: 1 }], {
      duration: THREE_LAYER.screenMs,
      easing: 'ease-out',
    });
    frame.current?.animate(
      [{ transform: flipFrom(from, to), opacity: 0.4 }, { transform: 'none' }],
      {
        duration: THREE_LAYER.screenMs,
        delay: THREE_LAYER.delayMs,
        easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)',
        fill: 'backwards',
      },
    );
  }, [isOpen]);

  const index = lightbox?.index ?? null;
  useEffect(() => {
    if (index === null) return;
    onShownChange({ on: true, index });
    for (const near of preloadIndices(rules, index, LIGHTBOX_PRELOAD)) {
      const picture = slides[near]?.picture;
      const srcSet = picture ? webpSrcSet(picture) : '';
      if (!srcSet) continue;
      preload(srcSet.split(' ')[0] ?? '', {
        as: 'image',
        type: 'image/webp',
        imageSrcSet: srcSet,
        imageSizes: LIGHTBOX_SIZES,
      });
    }
  }, [index, rules, slides, onShownChange]);

  const step = useCallback(
    (direction: 1 | -1) => {
      if (index === null) return;
      const move = stepMove(rules, index, direction);
      if (move.kind === 'go') {
        setLightbox((current) => ({
          index: move.index,
          direction: move.direction,
          step: (current?.step ?? 0) + 1,
        }));
      } else if (move.kind === 'bounce' && !reducedMotion()) {
        setBounce((current) => ({ direction: move.direction, step: (current?.step ?? 0) + 1 }));
      }
    },
    [index, rules],
  );

  /** After the dialog has closed, by us or by the browser: the stage comes back, focus returns. */
  const finishClose = useCallback(() => {
    closing.current = false;
    setLightbox(null);
    setBounce(null);
    onShownChange({ on: false, index: null });
    opener.current?.focus({ preventScroll: true });
  }, [onShownChange]);

  /** Escape, the close button: the picture shrinks back to its place while the room returns. */
  const requestClose = useCallback(() => {
    const element = dialog.current;
    if (!element?.open || closing.current) return;
    closing.current = true;
    onShownChange({ on: false, index });
    if (reducedMotion()) {
      element.close();
      return;
    }
    const work =
      index === null ? null : stage.current?.querySelectorAll('.three-layer__work img')[index];
    const to = work?.getBoundingClientRect();
    const from = frame.current?.getBoundingClientRect();
    if (to && from) {
      frame.current?.animate(
        [{ transform: 'none' }, { transform: flipFrom(to, from), opacity: 0.4 }],
        {
          duration: THREE_LAYER.screenMs,
          easing: 'cubic-bezier(0.4, 0, 0.6, 1)',
          fill: 'forwards',
        },
      );
    }
    const fade = element.animate([{ opacity: 1 }, { opacity: 0 }], {
      duration: THREE_LAYER.screenMs,
      delay: THREE_LAYER.delayMs,
      easing: 'ease-in',
      fill: 'forwards',
    });
    fade.onfinish = () => {
      element.close();
      fade.cancel();
    };
  }, [index, onShownChange, stage]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (isEscape(event)) {
      // Our own close, with its animation, instead of the browser's instant one.
      event.preventDefault();
      requestClose();
      return;
    }
    const direction = keyDirection(event);
    if (direction) {
      event.preventDefault();
      // SLD-004: a held arrow key steps again every 700 ms, not at the keyboard's repeat rate.
      const now = performance.now();
      if (event.repeat && !keyRepeatDue(lastKeyMove.current, now)) return;
      lastKeyMove.current = now;
      step(direction);
      return;
    }
    keepFocusInside(event);
  };

  // SLD-031, DEC-14: a swipe counts after 20 px; a vertical move stays the page's.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    if (!event.isPrimary) return;
    gesture.current = gestureStart(event.clientX, event.clientY);
  };
  const onPointerMove = (event: PointerEvent<HTMLDialogElement>) => {
    if (!event.isPrimary || gesture.current.phase === 'idle') return;
    gesture.current = gestureMove(
      gesture.current,
      event.clientX,
      event.clientY,
      THREE_LAYER_GESTURE,
    );
  };
  const onPointerUp = (event: PointerEvent<HTMLDialogElement>) => {
    if (!event.isPrimary || gesture.current.phase === 'idle') return;
    const outcome = gestureEnd(gesture.current, event.clientX, event.clientY, THREE_LAYER_GESTURE);
    gesture.current = { phase: 'idle' };
    if (outcome === 'next') step(1);
    else if (outcome === 'previous') step(-1);
  };
  const onPointerCancel = () => {
    gesture.current = { phase: 'idle' };
  };

  const slide = index === null ? undefined : slides[index];
  const caption = slide ? lightboxCaption(slide.picture.alt, slide.caption) : undefined;
  const done = loaded.settled >= loaded.total;
  const corners = {
    '--corner-width': `${THREE_LAYER.cornerWidthPx}px`,
    '--corner-length': `${THREE_LAYER.cornerLengthPx}px`,
    '--ratio': slide ? `${slide.width} / ${slide.height}` : '1',
  } as CSSProperties;

  return (
    <>
      <div
        className="three-layer__loading"
        role="progressbar"
        aria-label="Pictures loaded"
        aria-valuemin={0}
        aria-valuemax={loaded.total}
        aria-valuenow={loaded.settled}
        aria-valuetext={`${loaded.settled} of ${loaded.total} pictures loaded`}
        data-done={done ? '' : undefined}
        hidden={done && loaded.faded}
      >
        <span className="three-layer__loading-count">
          {loaded.settled} / {loaded.total}
        </span>
        <span className="three-layer__loading-bar" aria-hidden="true">
          <span style={{ width: `${loadingProgress(loaded.settled, loaded.total) * 100}%` }} />
        </span>
      </div>
      <dialog
        ref={dialog}
        className="three-layer-lightbox"
        aria-labelledby={captionId}
        onKeyDown={onKeyDown}
        onCancel={(event) => {
          event.preventDefault();
          requestClose();
        }}
        onClose={finishClose}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        {slide && lightbox ? (
          <div className="three-layer-lightbox__screen">
            <button type="button" className="three-layer-lightbox__close" onClick={requestClose}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Close</span>
            </button>
            <figure className="three-layer-lightbox__figure">
              <div
                key={`${lightbox.step}-${index}`}
                ref={frame}
                className="three-layer-lightbox__frame"
                data-enter={
                  lightbox.direction === 1
                    ? 'next'
                    : lightbox.direction === -1
                      ? 'previous'
                      : undefined
                }
                data-bounce={bounce ? (bounce.direction === 1 ? 'next' : 'previous') : undefined}
                onAnimationEnd={() => setBounce(null)}
                style={corners}
              >
                <Picture image={slide.picture} sizes={LIGHTBOX_SIZES} priority alt="" />
                <span className="three-layer-lightbox__corner" data-corner="top-left" />
                <span className="three-layer-lightbox__corner" data-corner="top-right" />
                <span className="three-layer-lightbox__corner" data-corner="bottom-left" />
                <span className="three-layer-lightbox__corner" data-corner="bottom-right" />
              </div>
              <figcaption className="three-layer-lightbox__caption">
                <span id={captionId}>{caption}</span>
                {slide.href ? (
                  <a className="three-layer-lightbox__more" href={slide.href}>
                    View the work<span className="visually-hidden">: {slide.caption}</span>
                  </a>
                ) : null}
              </figcaption>
            </figure>
            <ul className="three-layer-lightbox__nav" aria-label="Works">
              <li>
                <button type="button" onClick={() => step(-1)}>
                  <span aria-hidden="true">‹</span>
                  <span className="visually-hidden">Previous slide</span>
                </button>
              </li>
              <li className="three-layer-lightbox__position" aria-live="polite" aria-atomic="true">
                {slideLabel(index ?? 0, count)}
              </li>
              <li>
                <button type="button" onClick={() => step(1)}>
                  <span aria-hidden="true">›</span>
                  <span className="visually-hidden">Next slide</span>
                </button>
              </li>
            </ul>
          </div>
        ) : null}
      </dialog>
    </>
  );
}

/**
 * SLD-011: how many of the stage's pictures are in (loaded, or failed and given up), counted
 * from the pictures themselves: some were in before this code arrived.
 */
function useLoadedPictures(stage: RefObject<HTMLDivElement | null>) {
  const [state, setState] = useState({ settled: 0, total: 0, faded: false });
  useEffect(() => {
    const root = stage.current;
    if (!root) return;
    const pictures = [...root.querySelectorAll<HTMLImageElement>('.three-layer__work img')];
    const settled = new Set<HTMLImageElement>();
    let fadeTimer: number | undefined;
    const update = () => {
      setState((current) => ({ ...current, settled: settled.size, total: pictures.length }));
      if (settled.size >= pictures.length && fadeTimer === undefined) {
        // The counter shows the full count for a moment, then fades (see the stylesheet).
        fadeTimer = window.setTimeout(
          () => setState((current) => ({ ...current, faded: true })),
          reducedMotion() ? 0 : THREE_LAYER.invisibleMs,
        );
      }
    };
    const settle = (event: Event) => {
      if (event.currentTarget instanceof HTMLImageElement) settled.add(event.currentTarget);
      update();
    };
    for (const picture of pictures) {
      if (picture.complete) settled.add(picture);
      else {
        picture.addEventListener('load', settle, { once: true });
        picture.addEventListener('error', settle, { once: true });
      }
    }
    update();
    return () => {
      window.clearTimeout(fadeTimer);
      for (const picture of pictures) {
        picture.removeEventListener('load', settle);
        picture.removeEventListener('error', settle);
      }
    };
  }, [stage]);
  return state;
}

/**
 * A gentle parallax: the pointer's place over the stage tilts the layers, the near one most. Set
 * as custom properties (no React render per move), never under reduced motion, never by touch.
 */
function useParallax(stage: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = stage.current;
    if (!root) return;
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let frameRequest = 0;
    let pointer: { x: number; y: number } | null = null;
    const apply = () => {
      frameRequest = 0;
      const tilt = pointer ? parallaxTilt(pointer, root.getBoundingClientRect()) : { x: 0, y: 0 };
      root.style.setProperty('--tilt-x', tilt.x.toFixed(3));
      root.style.setProperty('--tilt-y', tilt.y.toFixed(3));
    };
    const schedule = () => {
      if (!frameRequest) frameRequest = requestAnimationFrame(apply);
    };
    const onMove = (event: globalThis.PointerEvent) => {
      if (event.pointerType === 'touch' || motion.matches) return;
      pointer = { x: event.clientX, y: event.clientY };
      schedule();
    };
    const onLeave = () => {
      pointer = null;
      schedule();
    };
    const onMotionChange = () => {
      if (motion.matches) onLeave();
    };
    root.addEventListener('pointermove', onMove);
    root.addEventListener('pointerleave', onLeave);
    motion.addEventListener('change', onMotionChange);
    return () => {
      cancelAnimationFrame(frameRequest);
      root.removeEventListener('pointermove', onMove);
      root.removeEventListener('pointerleave', onLeave);
      motion.removeEventListener('change', onMotionChange);
      root.style.removeProperty('--tilt-x');
      root.style.removeProperty('--tilt-y');
    };
  }, [stage]);
}
