/**
 * Accordion and toggle blocks (ACC-001…003) as pure rules: which items start open, what a click
 * on an item's button leaves open, and when an opened item is scrolled to. The browser side is
 * `apps/site/app/shared/ui/accordion.tsx`.
 *
 * Public API: `ACCORDION_ANIMATION_MS`, `ACCORDION_SCROLL_MS`, `ACCORDION_MOBILE_MAX_WIDTH_PX`,
 * `initialOpenItems(count, initialOpenIndex)`, `toggleAccordionItem(open, index, oneOpen)`,
 * `shouldScrollToOpenedItem(viewport, item)`.
 */

/** ACC-003: an item opens and closes over 600 ms. */
export const ACCORDION_ANIMATION_MS = 600;

/** ACC-003: the scroll to an opened item takes 900 ms. */
export const ACCORDION_SCROLL_MS = 900;

/** ACC-003: the scroll to an opened item happens on screens narrower than 760 px only. */
export const ACCORDION_MOBILE_MAX_WIDTH_PX = 760;

/** Which items are open, one flag per item in order. */
export type OpenItems = readonly boolean[];

/**
 * ACC-002: the items open at the start: the one at `initialOpenIndex`, or none when the index is
 * missing or out of range (negative, past the end, not a whole number).
 */
export function initialOpenItems(count: number, initialOpenIndex?: number | null): OpenItems {
  const size = Number.isInteger(count) && count > 0 ? count : 0;
  const valid =
    typeof initialOpenIndex === 'number' &&
    Number.isInteger(initialOpenIndex) &&
    initialOpenIndex >= 0 &&
    initialOpenIndex < size;
  return Array.from({ length: size }, (_, index) => valid && index === initialOpenIndex);
}

/**
 * ACC-001: a click on item `index`'s button: an open item closes; a closed one opens, and with
 * the one-open rule every other item closes. An index out of range changes nothing.
 */
export function toggleAccordionItem(open: OpenItems, index: number, oneOpen: boolean): OpenItems {
  if (!Number.isInteger(index) || index < 0 || index >= open.length) return open;
  const opening = !open[index];
  return open.map((isOpen, position) =>
    position === index ? opening : opening && oneOpen ? false : isOpen,
  );
}

/**
 * ACC-003: after an item opens on a screen narrower than 760 px, the page scrolls to it when its
 * heading is not on screen (the one-open rule may have closed a long item above it, moving it up
 * and out of view). Coordinates are the viewport's: `top`/`bottom` of the item's heading.
 */
export function shouldScrollToOpenedItem(
  viewport: { readonly width: number; readonly height: number },
  heading: { readonly top: number; readonly bottom: number },
): boolean {
  if (!(viewport.width < ACCORDION_MOBILE_MAX_WIDTH_PX)) return false;
  if (![heading.top, heading.bottom, viewport.height].every(Number.isFinite)) return false;
  return heading.top < 0 || heading.bottom > viewport.height;
}
