import { useEffect, useRef, useState } from 'react';
import { ISLAND_PROPS, useIslandLive } from '~/shared/ui/island';
import { LineIcon } from '~/shared/ui/line-icon';

/** NAV-015: the button appears once the page has scrolled beyond 500 px… */
const SHOW_AFTER_PX = 500;

/** …and scrolls back at jQuery's 'slow' speed, which is 600 ms. */
const SCROLL_BACK_MS = 600;

/**
 * Appears once the visitor has scrolled more than 500 px and takes them back to the top over
 * 600 ms on the theme's easing (`animateScrollTo`, loaded on the first click: a jump under
 * `prefers-reduced-motion`; the visitor's wheel or keys stop it). Focus moves to the main
 * region at once, so a keyboard user continues from the top of the content rather than from a
 * button that is about to hide (it leaves the tab order and the accessibility tree once the
 * page is back above 500 px).
 */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  // An island of every page (its code comes after the first load): live once it runs.
  const buttonRef = useRef<HTMLButtonElement>(null);
  useIslandLive(buttonRef);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      ref={buttonRef}
      {...ISLAND_PROPS}
      type="button"
      className={`scroll-top${visible ? ' scroll-top--visible' : ''}`}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => {
        document.getElementById('main')?.focus({ preventScroll: true });
        // Loaded on the first click: every page carries this button, and the animation is not
        // needed for the first paint (the shell's first-load budget, issue 20).
        void import('~/shared/animated-scroll').then(({ animateScrollTo }) =>
          animateScrollTo(0, SCROLL_BACK_MS),
        );
      }}
    >
      <LineIcon>
        <path d="M6 14 L12 8 L18 14" />
      </LineIcon>
      <span className="visually-hidden">Back to top</span>
    </button>
  );
}
