import { useEffect, useState, type RefObject } from 'react';

/** FORM-028: the class a narrow form gets. */
export const SMALL_FORM_CLASS = 'fui-form--small';
/** FORM-028: a form at most this wide (px) is small… */
export const SMALL_FORM_MAX_WIDTH = 480;
/** …on viewports wider than this (px); narrower viewports never get the class (DEC-09). */
export const SMALL_LAYOUT_MIN_VIEWPORT = 783;

/** FORM-028, DEC-09: whether a form of this width is laid out small on this viewport. */
export function isSmallLayout(formWidth: number, viewportWidth: number): boolean {
  return viewportWidth > SMALL_LAYOUT_MIN_VIEWPORT && formWidth <= SMALL_FORM_MAX_WIDTH;
}

/**
 * FORM-028, DEC-09: keeps the small class on the element while it is at most 480 px wide on a
 * viewport wider than 783 px, and off otherwise; re-evaluated when the element or the viewport
 * is resized. Returns the same answer, so a component can also put the class in its own
 * `className` (React would otherwise drop a class it does not know about on its next update).
 * On the server, and until measured, the form is not small.
 */
export function useSmallLayout(ref: RefObject<HTMLElement | null>): boolean {
  const [small, setSmall] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    let width: number | undefined;
    const evaluate = () => {
      width ??= element.getBoundingClientRect().width;
      const next = isSmallLayout(width, window.innerWidth);
      element.classList.toggle(SMALL_FORM_CLASS, next);
      setSmall(next);
    };
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver((entries) => {
            const entry = entries[entries.length - 1];
            if (entry !== undefined) width = entry.contentRect.width;
            evaluate();
          });
    const onViewportResize = () => {
      // Without an observer, the form's own width is only read again when the viewport changes.
      if (observer === undefined) width = undefined;
      evaluate();
    };
    if (observer) observer.observe(element);
    else requestAnimationFrame(onViewportResize);
    window.addEventListener('resize', onViewportResize);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', onViewportResize);
      element.classList.remove(SMALL_FORM_CLASS);
    };
  }, [ref]);
  return small;
}
