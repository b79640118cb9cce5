/**
 * Custom scrollbars (MISC-010, MISC-011): the original theme's scrollbar plugin's constants, its
 * method dispatcher and the thumb's geometry. The site's component keeps the browser's own
 * scrolling (keyboard, wheel, touch, screen readers) and only draws the track, thumb and arrow
 * buttons from these rules.
 *
 * API: `CUSTOM_SCROLLBAR`, `ScrollbarConsole`, `unknownMethodMessage(name)`,
 * `callScrollbarMethod(methods, name, args, console)`, `reportScrollbarError(console, error)`,
 * `thumbGeometry(view)`, `thumbOffsetToScrollTop(view, offset)`, `buttonScrollTop(view, direction)`.
 */

/** MISC-010: the plugin's defaults, each used for what its name says. */
export const CUSTOM_SCROLLBAR = Object.freeze({
  /** Momentum of a drag-scroll, ms: how long a flung thumb keeps gliding. */
  inertiaMs: 950,
  /** Waits this long after the last resize before measuring again. */
  resizeDebounceMs: 150,
  /** How often the content is checked for a change of size the resize event does not report. */
  contentCheckMs: 300,
  /** A held arrow button scrolls again every 17 ms… */
  buttonRepeatMs: 17,
  /** …by 40 px each time. */
  buttonScrollPx: 40,
  /**
   * Not from the plugin: how long a button must be held before it repeats, so a click is one
   * 40 px step (a click lasts longer than 17 ms), as keyboard auto-repeat waits before repeating.
   */
  holdBeforeRepeatMs: 250,
  /** The thumb never shrinks below this, so it stays a target a finger can hold. */
  minThumbPx: 24,
} as const);

/** The slice of `console` the dispatcher writes to (a stand-in in tests). */
export interface ScrollbarConsole {
  error(...data: unknown[]): void;
}

/** MISC-011: the plugin's message for a method it does not have. */
export function unknownMethodMessage(name: string): string {
  return `Method ${name} does not exist`;
}

/**
 * MISC-011: calls a scrollbar's public method by name, as the plugin's `$(el).scrollbar('name')`
 * does. A name it does not know is reported to the console (never thrown at the page), and so is
 * an error the method throws: these are a developer's mistakes, the visitor's page goes on.
 * Only own methods count: `toString` or `__proto__` are not methods of a scrollbar.
 */
export function callScrollbarMethod<Methods extends Record<string, (...args: never[]) => unknown>>(
  methods: Methods,
  name: string,
  args: readonly unknown[],
  log: ScrollbarConsole,
): unknown {
  const method = Object.prototype.hasOwnProperty.call(methods, name) ? methods[name] : undefined;
  if (typeof method !== 'function') {
    log.error(unknownMethodMessage(name));
    return undefined;
  }
  try {
    return (method as (...values: unknown[]) => unknown)(...args);
  } catch (error) {
    reportScrollbarError(log, error);
    return undefined;
  }
}

/** MISC-011: other developer errors go to the console with the plugin's name in front. */
export function reportScrollbarError(log: ScrollbarConsole, error: unknown): void {
  log.error('Custom scrollbar:', error);
}

/** What the scrolled box looks like now (element measures, px). */
export interface ScrollView {
  /** The visible height of the scrolled box. */
  clientSize: number;
  /** The height of everything in it. */
  scrollSize: number;
  scrollOffset: number;
  /** The length of the track the thumb runs in. */
  trackSize: number;
}

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/**
 * The thumb's size and offset on the track: proportional to the share of the content shown, at
 * least `minThumbPx` (or the whole track when that is shorter). `needed` is false when everything
 * fits, so the component hides its bar.
 */
export function thumbGeometry(view: ScrollView): { needed: boolean; size: number; offset: number } {
  const client = Math.max(0, finite(view.clientSize));
  const content = Math.max(0, finite(view.scrollSize));
  const track = Math.max(0, finite(view.trackSize));
  const maxScroll = content - client;
  if (maxScroll <= 0.5 || track === 0) return { needed: false, size: track, offset: 0 };
  const size = Math.min(track, Math.max(CUSTOM_SCROLLBAR.minThumbPx, (client / content) * track));
  const scrolled = Math.min(1, Math.max(0, finite(view.scrollOffset) / maxScroll));
  return { needed: true, size, offset: scrolled * (track - size) };
}

/** The scroll position a thumb dragged to `offset` on the track stands for. */
export function thumbOffsetToScrollTop(view: ScrollView, offset: number): number {
  const geometry = thumbGeometry(view);
  const room = view.trackSize - geometry.size;
  if (!geometry.needed || room <= 0) return 0;
  const share = Math.min(1, Math.max(0, finite(offset) / room));
  return Math.round(share * (view.scrollSize - view.clientSize));
}

/** One step of an arrow button: 40 px up or down, never past either end. */
export function buttonScrollTop(view: ScrollView, direction: 'up' | 'down'): number {
  const maxScroll = Math.max(0, finite(view.scrollSize) - finite(view.clientSize));
  const step =
    direction === 'up' ? -CUSTOM_SCROLLBAR.buttonScrollPx : CUSTOM_SCROLLBAR.buttonScrollPx;
  return Math.min(maxScroll, Math.max(0, finite(view.scrollOffset) + step));
}
