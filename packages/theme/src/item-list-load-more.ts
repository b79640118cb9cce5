/**
 * LIST-009: the load-more button goes idle → loading (its caption switched to the loading
 * text) → idle again 200 ms after the load ends.
 *
 * API: `LOAD_MORE_SETTLE_MS`, `LoadMoreState`, `loadMoreAfter(state, event)`,
 * `loadMoreCaption(state, captions)`.
 */
export const LOAD_MORE_SETTLE_MS = 200;

export type LoadMoreState = 'idle' | 'loading' | 'settling';
export type LoadMoreEvent = 'start' | 'loaded' | 'failed' | 'settled';

/**
 * The next state. A start while busy is ignored (one load at a time); `loaded` and `failed` both
 * go to settling, which `settled` (fired 200 ms later) ends.
 */
export function loadMoreAfter(state: LoadMoreState, event: LoadMoreEvent): LoadMoreState {
  switch (event) {
    case 'start':
      return state === 'idle' ? 'loading' : state;
    case 'loaded':
    case 'failed':
      return state === 'loading' ? 'settling' : state;
    case 'settled':
      return state === 'settling' ? 'idle' : state;
  }
}

/** The caption: the loading text while loading and settling, the idle text else. */
export function loadMoreCaption(
  state: LoadMoreState,
  captions: { idle: string; loading: string },
): string {
  return state === 'idle' ? captions.idle : captions.loading;
}
