/**
 * The form runtime's timings (issue 20: the form-runtime constants still missing, spec §9).
 *
 * - FORM-030: a text beneath a field that comes and goes (its error line, under the
 *   description) slides open over 250 ms (`form-runtime.css`, `--fui-description-slide`).
 * - FORM-031: the runtime's own scrolls (a new step's top into view) take 500 ms.
 * - FORM-032: a form button that appears (Previous, Next, Submit as the steps change) becomes
 *   visible 100 ms later (`form-runtime.css`); one that goes leaves at once, so a button that
 *   can no longer act is never there to be pressed.
 * - SUB-014: scrolling to a notice leaves 100 px above it and takes 1000 ms.
 *
 * Every scroll jumps under `prefers-reduced-motion`, and the visitor's own wheel, touch or key
 * stops it. This package may not use the site's animated scroll (`@atelier/theme` is not among
 * its dependencies), so it has this small one on the same easing (jQuery's swing).
 */
export const DESCRIPTION_SLIDE_MS = 250;
export const SCROLL_ANIMATION_MS = 500;
export const BUTTON_VISIBILITY_DELAY_MS = 100;
export const NOTICE_SCROLL = Object.freeze({ offsetPx: 100, durationMs: 1000 });

function prefersReducedMotion(win: Window): boolean {
  return (
    typeof win.matchMedia === 'function' &&
    win.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** jQuery's `swing`: slow at both ends. */
export function swing(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return 0.5 - Math.cos(p * Math.PI) / 2;
}

let running: (() => void) | undefined;

/**
 * Scrolls the window to `top` over `durationMs`, one frame at a time; resolves when it ends or is
 * stopped (a newer scroll, the visitor's wheel, touch or key). Jumps under reduced motion.
 */
export function scrollPageTo(top: number, durationMs: number, win: Window = window): Promise<void> {
  running?.();
  const maxTop = Math.max(0, win.document.documentElement.scrollHeight - win.innerHeight);
  const to = Math.round(Math.min(Math.max(0, top), maxTop || Math.max(0, top)));
  const from = win.scrollY;
  if (prefersReducedMotion(win) || durationMs <= 0 || from === to) {
    win.scrollTo({ top: to, behavior: 'instant' });
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let frame = 0;
    const stop = () => {
      win.cancelAnimationFrame(frame);
      for (const type of ['wheel', 'touchstart', 'keydown'] as const)
        win.removeEventListener(type, stop);
      if (running === stop) running = undefined;
      resolve();
    };
    running = stop;
    for (const type of ['wheel', 'touchstart', 'keydown'] as const)
      win.addEventListener(type, stop, { passive: true });
    const started = win.performance.now();
    const step = (now: number) => {
      const progress = (now - started) / durationMs;
      win.scrollTo({ top: Math.round(from + (to - from) * swing(progress)), behavior: 'instant' });
      if (progress >= 1) stop();
      else frame = win.requestAnimationFrame(step);
    };
    frame = win.requestAnimationFrame(step);
  });
}
