/*
 * What the main slideshow's server-rendered shell needs worked out for it. The server computes it
 * with the engine (`main-slideshow-shell.server.ts`) and hands it over with the page's data, so
 * the code the page loads with itself carries none of the engine: the slideshow's rules arrive
 * with its live part, after the page (the home page's first-load JavaScript grows by its markup
 * only).
 */
export interface SlideshowShell {
  /** The element's data attributes (SLD-002), as the engine writes them. */
  data: Record<`data-${string}`, string>;
  /**
   * The box (SLD-033: width:height) and the caption blocks' entrance (SLD-028) as CSS custom
   * properties, so the box is reserved before any picture arrives.
   */
  style: Record<`--${string}`, string | number>;
  /** SLD-016: the slide shown first, clamped. */
  start: number;
  /** "1 of 5" per slide (WAI-ARIA carousel). */
  labels: string[];
  /** SLD-028: each caption block's entrance delay in ms, by its place (the longest slide's). */
  blockDelays: number[];
  /**
   * Per slide: the picture's link repeats a link block's page, so it is a pointer shortcut only
   * (hidden from assistive technology and the tab order) and the link is not announced twice.
   */
  pictureLinkHidden: boolean[];
  /** SLD-024: what a slider without slides says. */
  emptyMessage: string;
}
