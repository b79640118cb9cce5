import { KEY_REPEAT_MS } from './slider-constants';

/**
 * SLD-004, SLD-010, SLD-035: the sliders' keys. Both the `key` name and the legacy `keyCode` the
 * theme used (37, 39, 27) are understood, so synthetic or old events work too.
 */
interface KeyLike {
  key?: string;
  keyCode?: number;
}

/** Left arrow (37) → previous (-1), right arrow (39) → next (1), anything else undefined. */
export function keyDirection(event: KeyLike): 1 | -1 | undefined {
  if (event.key === 'ArrowLeft' || event.key === 'Left') return -1;
  if (event.key === 'ArrowRight' || event.key === 'Right') return 1;
  if (event.key !== undefined && event.key !== '' && event.key !== 'Unidentified') return undefined;
  if (event.keyCode === 37) return -1;
  if (event.keyCode === 39) return 1;
  return undefined;
}

/** Escape (27) leaves full screen (SLD-010) and closes the three-layer lightbox (SLD-012). */
export function isEscape(event: KeyLike): boolean {
  if (event.key === 'Escape' || event.key === 'Esc') return true;
  if (event.key !== undefined && event.key !== '' && event.key !== 'Unidentified') return false;
  return event.keyCode === 27;
}

/**
 * SLD-004: a held arrow key moves again every 700 ms. Given when the key last moved the slider
 * (undefined: not yet), whether a repeated keydown at `nowMs` moves it again.
 */
export function keyRepeatDue(lastMoveMs: number | undefined, nowMs: number): boolean {
  return lastMoveMs === undefined || nowMs - lastMoveMs >= KEY_REPEAT_MS;
}
