import type { MouseEvent } from 'react';
import { shareWindowFeatures } from '@atelier/gallery/tile-share';

/** Opens `href` in a 600 × 400 window centred on the visitor's browser (DEC-16); null if blocked. */
function openCentredWindow(href: string, windowName: string): Window | null {
  const features = shareWindowFeatures({
    width: window.screen.width,
    height: window.screen.height,
    left: window.screenX,
    top: window.screenY,
  });
  const opened = window.open(href, windowName, features);
  if (opened) opened.opener = null;
  return opened;
}

/**
 * DEC-16: a share link's click opens the sharing page in a centred 600 × 400 window (the page
 * share overlay, the tile gallery's buttons, the quiz result's icons). Where popups are blocked,
 * or the visitor asked for a tab with a modifier key, the link does its own work: a new tab,
 * noopener.
 */
export function shareLinkClick(windowName: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    if (openCentredWindow(event.currentTarget.href, windowName)) event.preventDefault();
  };
}

/** The same window for an address opened after a click was handled (the pin button's fallback). */
export function openShareWindowAt(href: string, windowName: string) {
  if (openCentredWindow(href, windowName)) return;
  const tab = window.open(href, '_blank');
  if (tab) tab.opener = null;
}
