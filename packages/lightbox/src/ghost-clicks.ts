import { FAST_CLICK, isGhostClick, type Point } from '@atelier/gallery/lightbox-fast-click';

/**
 * LBX-017: a tap that closed the lightbox is followed by the click the browser emulates for it,
 * which would land on whatever lies under the finger once the lightbox is gone (a link, another
 * trigger). For 1000 ms, a click within 10 px of that tap is swallowed; any other click passes.
 */
export function swallowGhostClicks(tap: { at: number; point: Point }): () => void {
  const onClick = (event: MouseEvent) => {
    if (isGhostClick(tap, { at: Date.now(), point: { x: event.clientX, y: event.clientY } })) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  document.addEventListener('click', onClick, { capture: true });
  const stop = () => {
    clearTimeout(timer);
    document.removeEventListener('click', onClick, { capture: true });
  };
  const timer = setTimeout(stop, FAST_CLICK.ghostClickDelayMs);
  return stop;
}
