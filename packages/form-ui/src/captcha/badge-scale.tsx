import { useEffect, useState, type RefObject } from 'react';

/** CAP-004: the width a captcha widget (and reCAPTCHA's inline badge) is drawn at. */
export const CAPTCHA_WIDGET_WIDTH_PX = 302;

/**
 * CAP-004: how much to scale the widget down in a parent this wide: `undefined` when it fits
 * (302 px or wider, or not measured yet), else the ratio, as the original scales its badge.
 */
export function badgeScale(parentWidth: number): number | undefined {
  if (!(parentWidth > 0) || parentWidth >= CAPTCHA_WIDGET_WIDTH_PX) return undefined;
  return Math.round((parentWidth / CAPTCHA_WIDGET_WIDTH_PX) * 1000) / 1000;
}

/**
 * CAP-004: follows the width of the element's parent (ResizeObserver) and answers the scale
 * its inline widget is drawn at. A browser without ResizeObserver keeps the widget at its size.
 */
export function useBadgeScale(element: RefObject<HTMLElement | null>, active: boolean) {
  const [scale, setScale] = useState<number | undefined>(undefined);
  useEffect(() => {
    const parent = element.current?.parentElement;
    if (!active || !parent || typeof ResizeObserver === 'undefined') return;
    // The observer reports the parent's size once at the start, then on every change.
    const observer = new ResizeObserver(() =>
      setScale(badgeScale(parent.getBoundingClientRect().width)),
    );
    observer.observe(parent);
    return () => observer.disconnect();
  }, [element, active]);
  return active ? scale : undefined;
}
