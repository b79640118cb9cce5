import { scrollPositionAt } from '@atelier/theme/scroll-motion';
import { scrollOffset, scrollTargetTop, type ScrollKind } from '@atelier/theme/scroll-offsets';

/**
 * The floating menu (issue 20, NAV-009) says on the root element whether it is shown, so every
 * scroll can leave it room (DEC-21) without knowing the menu: `html[data-floating-menu="shown"]`.
 * The navigation room writes it; anything that scrolls the page reads it here.
 */
export const FLOATING_MENU_ATTRIBUTE = 'data-floating-menu';

export function floatingMenuShown(doc: Document = document): boolean {
  return doc.documentElement.getAttribute(FLOATING_MENU_ATTRIBUTE) === 'shown';
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export interface AnimatedScroll {
  /** Resolves when the scroll ends, or when a newer scroll or the visitor's own takes over. */
  readonly done: Promise<void>;
  cancel(): void;
}

let running: { cancel(): void } | undefined;

/**
 * Scrolls the page to `top` over `durationMs` on the theme's easing (packages/theme
 * scroll-motion), one frame at a time. Under `prefers-reduced-motion` it jumps. A newer scroll
 * cancels the one running; so does the visitor's wheel, touch or key, so the page never fights
 * them.
 */
export function animateScrollTo(top: number, durationMs: number): AnimatedScroll {
  running?.cancel();
  const from = window.scrollY;
  const maxTop = document.documentElement.scrollHeight - window.innerHeight;
  const to = Math.min(Math.max(0, maxTop), Math.max(0, top));
  if (prefersReducedMotion() || durationMs <= 0 || from === to) {
    window.scrollTo({ top: to, behavior: 'instant' });
    return { done: Promise.resolve(), cancel: () => undefined };
  }
  let frame = 0;
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const)
      window.removeEventListener(type, stop);
    if (running === handle) running = undefined;
    finish();
  };
  const handle = { cancel: stop };
  running = handle;
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(type, stop, { passive: true });
  const started = performance.now();
  const step = (now: number) => {
    const elapsed = now - started;
    window.scrollTo({ top: scrollPositionAt(from, to, elapsed, durationMs), behavior: 'instant' });
    if (elapsed >= durationMs) stop();
    else frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return { done, cancel: stop };
}

/**
 * Scrolls so `element` sits below the header: 40 px (68 px under the floating menu) for an
 * anchor, 44 px (50 px) for the paginator's scroll back to its list (DEC-21).
 */
export function scrollToElement(
  element: Element,
  durationMs: number,
  kind: ScrollKind = 'anchor',
): AnimatedScroll {
  const top = element.getBoundingClientRect().top + window.scrollY;
  const maxTop = document.documentElement.scrollHeight - window.innerHeight;
  return animateScrollTo(
    scrollTargetTop(top, scrollOffset(kind, floatingMenuShown()), maxTop),
    durationMs,
  );
}
