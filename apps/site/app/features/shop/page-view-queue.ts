/**
 * The page views the root layout saw, waiting for the attribution counter (issue 19): the
 * counter's rules load after the page has settled or at the visitor's first interaction, not with
 * the page. Each view keeps its own address, referrer and time, so counting it later records the
 * same cookies as counting it at once; views are counted in the order they were seen. A page
 * that loads the counter itself (the checkout's fields) has it counting from the start.
 *
 * Apart from both so that neither imports the other: `order-attribution.ts` queues and loads
 * `attribution-client.ts`, which starts the counting when it arrives.
 */
export interface SeenPageView {
  /** The page's full address, without its fragment. */
  readonly url: string;
  /** The previous page after a client-side navigation, `document.referrer` on a full load. */
  readonly referrer: string;
  readonly now: Date;
}

type Counter = (view: SeenPageView) => void;

let counter: Counter | undefined;
const waiting: SeenPageView[] = [];

/** Counts `view` now when the counter is here, else once it arrives. */
export function queuePageView(view: SeenPageView): void {
  if (counter) counter(view);
  else waiting.push(view);
}

/** The counter arrived: the waiting views are counted, in order, and later ones at once. */
export function startCountingPageViews(count: Counter): void {
  if (counter) return;
  counter = count;
  for (const view of waiting.splice(0)) count(view);
}
