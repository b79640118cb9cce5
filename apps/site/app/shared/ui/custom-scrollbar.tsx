import {
  CUSTOM_SCROLLBAR,
  buttonScrollTop,
  callScrollbarMethod,
  thumbGeometry,
  thumbOffsetToScrollTop,
  type ScrollView,
} from '@atelier/theme/custom-scrollbar';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useHydrated } from '~/shared/use-hydrated';

/** The scrollbar's methods by name, as the original plugin's `$(box).scrollbar('name')`. */
export interface CustomScrollbarHandle {
  /** MISC-011: an unknown name reports "Method <name> does not exist" to the console. */
  call(name: string, ...args: unknown[]): unknown;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * MISC-010: a horizontal scroll box with the theme's drawn scrollbar: a thin track and thumb and
 * two arrow buttons (a click scrolls 40 px; held, they repeat every 17 ms). The box itself keeps the browser's
 * scrolling, so the keyboard (it is a focusable, labelled region), the wheel, touch and screen
 * readers work as anywhere; the drawn bar is an extra for the mouse, hidden from assistive
 * technology. A dragged thumb glides on for up to 950 ms when let go (not under reduced motion).
 * The bar follows the box: measured again 150 ms after it is resized, and its content is checked
 * every 300 ms (pictures arriving widen it without resizing the box). Before hydration, and
 * without JavaScript, the browser's own scrollbar shows.
 */
export function CustomScrollbar({
  label,
  className,
  children,
  ref,
}: {
  label: string;
  /** Classes of the scrolled box (its layout: the row of things it holds). */
  className?: string;
  children: ReactNode;
  ref?: Ref<CustomScrollbarHandle>;
}) {
  const hydrated = useHydrated();
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<ScrollView>({
    clientSize: 0,
    scrollSize: 0,
    scrollOffset: 0,
    trackSize: 0,
  });
  const repeat = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const holding = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const glide = useRef(0);

  const measure = useCallback(() => {
    const box = viewport.current;
    if (!box) return;
    setView({
      clientSize: box.clientWidth,
      scrollSize: box.scrollWidth,
      scrollOffset: box.scrollLeft,
      trackSize: track.current?.clientWidth ?? 0,
    });
  }, []);

  const scrollTo = useCallback((left: number) => {
    viewport.current?.scrollTo({ left, behavior: 'instant' });
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      call: (name, ...args) =>
        callScrollbarMethod(
          {
            update: () => measure(),
            scrollTo: (left: number) => scrollTo(Number(left)),
            scrollBy: (delta: number) =>
              scrollTo((viewport.current?.scrollLeft ?? 0) + Number(delta)),
          },
          name,
          args,
          console,
        ),
    }),
    [measure, scrollTo],
  );

  useEffect(() => {
    if (!hydrated) return;
    measure();
    const box = viewport.current;
    if (!box) return;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            clearTimeout(debounce);
            debounce = setTimeout(measure, CUSTOM_SCROLLBAR.resizeDebounceMs);
          })
        : undefined;
    observer?.observe(box);
    let lastWidth = box.scrollWidth;
    const check = setInterval(() => {
      if (box.scrollWidth === lastWidth) return;
      lastWidth = box.scrollWidth;
      measure();
    }, CUSTOM_SCROLLBAR.contentCheckMs);
    return () => {
      observer?.disconnect();
      clearTimeout(debounce);
      clearInterval(check);
      clearInterval(repeat.current);
      clearTimeout(holding.current);
      cancelAnimationFrame(glide.current);
    };
  }, [hydrated, measure]);

  // Once the bar shows, its track has a width: measure again to place the thumb on it.
  const overflowingNow = view.scrollSize - view.clientSize > 0.5;
  useEffect(() => {
    if (overflowingNow) measure();
  }, [overflowingNow, measure]);

  const stopRepeat = () => {
    clearTimeout(holding.current);
    clearInterval(repeat.current);
    repeat.current = undefined;
  };

  const holdButton = (event: ReactPointerEvent, direction: 'up' | 'down') => {
    if (event.button !== 0) return;
    event.preventDefault();
    const step = () => {
      const box = viewport.current;
      if (!box) return;
      scrollTo(
        buttonScrollTop(
          {
            clientSize: box.clientWidth,
            scrollSize: box.scrollWidth,
            scrollOffset: box.scrollLeft,
            trackSize: 0,
          },
          direction,
        ),
      );
    };
    step();
    stopRepeat();
    // One step per click; held, it repeats every 17 ms.
    holding.current = setTimeout(() => {
      repeat.current = setInterval(step, CUSTOM_SCROLLBAR.buttonRepeatMs);
    }, CUSTOM_SCROLLBAR.holdBeforeRepeatMs);
  };

  const dragThumb = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    cancelAnimationFrame(glide.current);
    const thumb = event.currentTarget;
    thumb.setPointerCapture(event.pointerId);
    const startX = event.clientX;
    const startOffset = thumbGeometry(view).offset;
    let last = { x: event.clientX, time: performance.now() };
    let velocity = 0;
    const move = (moved: PointerEvent) => {
      const now = performance.now();
      const box = viewport.current;
      if (!box) return;
      const current = {
        clientSize: box.clientWidth,
        scrollSize: box.scrollWidth,
        scrollOffset: box.scrollLeft,
        trackSize: track.current?.clientWidth ?? 0,
      };
      const before = box.scrollLeft;
      scrollTo(thumbOffsetToScrollTop(current, startOffset + moved.clientX - startX));
      if (now > last.time) velocity = (box.scrollLeft - before) / (now - last.time);
      last = { x: moved.clientX, time: now };
    };
    const release = () => {
      thumb.removeEventListener('pointermove', move);
      thumb.removeEventListener('pointerup', release);
      thumb.removeEventListener('pointercancel', release);
      if (prefersReducedMotion() || Math.abs(velocity) < 0.05) return;
      // The thumb glides on, slowing to a stop over the plugin's inertia time.
      const started = performance.now();
      const from = viewport.current?.scrollLeft ?? 0;
      const distance = (velocity * CUSTOM_SCROLLBAR.inertiaMs) / 2;
      const frame = (now: number) => {
        const progress = Math.min(1, (now - started) / CUSTOM_SCROLLBAR.inertiaMs);
        scrollTo(from + distance * (1 - (1 - progress) ** 2));
        if (progress < 1) glide.current = requestAnimationFrame(frame);
      };
      glide.current = requestAnimationFrame(frame);
    };
    thumb.addEventListener('pointermove', move);
    thumb.addEventListener('pointerup', release);
    thumb.addEventListener('pointercancel', release);
  };

  // A press on the track moves a box's width toward the press.
  const pressTrack = (event: ReactPointerEvent<HTMLDivElement>) => {
    const box = viewport.current;
    if (!box || event.button !== 0) return;
    const thumb = thumbGeometry(view);
    const at = event.clientX - event.currentTarget.getBoundingClientRect().left;
    scrollTo(box.scrollLeft + (at < thumb.offset ? -box.clientWidth : box.clientWidth));
  };

  const thumb = thumbGeometry(view);
  // Whether the bar shows is the box's own overflow: the track has no width while it is hidden.
  const overflowing = view.scrollSize - view.clientSize > 0.5;
  return (
    <div className={`custom-scrollbar${hydrated ? ' custom-scrollbar--live' : ''}`}>
      <div
        ref={viewport}
        className={`custom-scrollbar__viewport${className ? ` ${className}` : ''}`}
        role="region"
        aria-label={label}
        // Focusable, so arrow keys scroll it (axe: scrollable-region-focusable).
        tabIndex={0}
        onScroll={hydrated ? measure : undefined}
      >
        {children}
      </div>
      {hydrated ? (
        // Mouse help only: the box above scrolls by keyboard, wheel and touch by itself.
        <div className="custom-scrollbar__bar" hidden={!overflowing} aria-hidden="true">
          <button
            type="button"
            tabIndex={-1}
            className="custom-scrollbar__button custom-scrollbar__button--back"
            onPointerDown={(event) => holdButton(event, 'up')}
            onPointerUp={stopRepeat}
            onPointerLeave={stopRepeat}
            onPointerCancel={stopRepeat}
          >
            ‹
          </button>
          <div ref={track} className="custom-scrollbar__track" onPointerDown={pressTrack}>
            <div
              className="custom-scrollbar__thumb"
              style={{ width: `${thumb.size}px`, transform: `translateX(${thumb.offset}px)` }}
              onPointerDown={dragThumb}
            />
          </div>
          <button
            type="button"
            tabIndex={-1}
            className="custom-scrollbar__button custom-scrollbar__button--forward"
            onPointerDown={(event) => holdButton(event, 'down')}
            onPointerUp={stopRepeat}
            onPointerLeave={stopRepeat}
            onPointerCancel={stopRepeat}
          >
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
