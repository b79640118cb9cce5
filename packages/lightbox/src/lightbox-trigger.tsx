import type { MouseEvent } from 'react';
import type { UseLightbox } from './use-lightbox';

/**
 * Whether a click on a trigger link is the plain one the lightbox takes: the main button, no
 * modifier key (a middle, ctrl, cmd or shift click keeps the browser's own meaning: a new tab
 * or window with the big image).
 */
export function isPlainClick(
  event: Pick<
    MouseEvent,
    'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'
  >,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * The props that make a link (to the big image, the film, the page) a lightbox trigger: a plain
 * click opens item `index` (focus comes back to the link on close), pointing at or focusing it
 * starts loading the lightbox's code. Without JavaScript the link is simply followed.
 */
export function lightboxTrigger(lightbox: Pick<UseLightbox, 'open' | 'prefetch'>, index: number) {
  return {
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      lightbox.open(index, event.currentTarget);
    },
    onPointerEnter: lightbox.prefetch,
    onFocus: lightbox.prefetch,
  };
}
