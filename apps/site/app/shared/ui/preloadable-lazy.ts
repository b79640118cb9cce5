import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a component whose chunk the page asks for early (before hydration, or beside a
 * client navigation's data), so that a render after the chunk has come never suspends.
 *
 * Plain `lazy` suspends on its first render even when the module is already in memory: its
 * factory returns a promise, and a promise settles no sooner than a microtask later. On a
 * newly shown route that means its Suspense fallback is drawn, and React 19 holds a fallback on
 * screen for up to 300 ms before revealing the content: an empty list, a missing form. React
 * reads the factory's result through `then`, and one that calls back at once resolves the lazy
 * in the same render; that is what this returns once the chunk is here. Written by hand because
 * no library offers it and it is a few lines over React's documented thenable contract.
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; preload: () => Promise<ComponentType<Props>> } {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A chunk that failed to come (a dropped connection) is asked for again next time.
        pending = undefined;
        throw error;
      },
    ));
  const Component = lazy(() => {
    if (loaded) {
      const module = { default: loaded };
      const settled = {
        then(onFulfilled: (value: typeof module) => unknown) {
          onFulfilled(module);
        },
      };
      // React only calls `then` on what the factory gives; lazy's type asks for a whole Promise.
      return settled as unknown as Promise<typeof module>;
    }
    return preload().then((component) => ({ default: component }));
  });
  return { Component, preload };
}
