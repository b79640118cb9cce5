import { lazy, Suspense, use, type ReactNode } from 'react';
import type { PollProps } from './poll';

/** The poll's code, loaded only when the poll comes near the screen. */
const LazyPoll = lazy(async () => ({ default: (await import('./poll')).Poll }));

/** How far below the screen a poll starts loading, so it is live when the visitor gets there. */
const NEAR_SCREEN = '400px';

const whenNear = new Map<string, Promise<void>>();

/**
 * A promise that settles when the server-rendered element `id` comes near the screen; `null` when there is nothing to wait for: on the server, or when
 * the element is not in the document (a client-side navigation renders the poll at once).
 */
function nearScreen(id: string): Promise<void> | null {
  if (typeof document === 'undefined') return null;
  const known = whenNear.get(id);
  if (known) return known;
  const element = document.getElementById(id);
  if (!element) return null;
  const near = new Promise<void>((resolve) => {
    if (typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${NEAR_SCREEN} 0px` },
    );
    observer.observe(element);
  });
  whenNear.set(id, near);
  return near;
}

function WhenNearScreen({ id, children }: { id: string; children: ReactNode }) {
  const near = nearScreen(id);
  // While hydrating, suspending keeps the server's markup in place (a working native form).
  if (near) use(near);
  return children;
}

/**
 * A poll below the fold of a page (the home page's), with its code loaded when it comes near the
 * screen instead of with the page. The server renders it in full; in the browser the form works
 * natively until its code has arrived and hydrated it, so nothing is lost in between.
 */
export function DeferredPoll(props: PollProps) {
  const id = `poll-${props.poll.id}`;
  return (
    <Suspense fallback={null}>
      <WhenNearScreen id={id}>
        <LazyPoll {...props} />
      </WhenNearScreen>
    </Suspense>
  );
}
