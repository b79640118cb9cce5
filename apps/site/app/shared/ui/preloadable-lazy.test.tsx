// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

afterEach(cleanup);

function Works({ count }: { count: number }) {
  return <p>{count} works</p>;
}

const page = (content: React.ReactNode) => (
  <Suspense fallback={<p>Waiting for the list</p>}>{content}</Suspense>
);

describe('preloadableLazy', () => {
  it('draws the component in the first render once its chunk has come, never the fallback', async () => {
    const { Component, preload } = preloadableLazy(async () => Works);
    await preload();
    render(page(<Component count={12} />));
    expect(screen.getByText('12 works')).toBeTruthy();
    expect(screen.queryByText('Waiting for the list')).toBeNull();

    // What it mends: plain lazy over a chunk already in memory still draws the fallback first.
    const loaded = await Promise.resolve({ default: Works });
    const Plain = lazy(() => Promise.resolve(loaded));
    cleanup();
    render(page(<Plain count={12} />));
    expect(screen.getByText('Waiting for the list')).toBeTruthy();
  });

  it('before the chunk comes it suspends, then draws the component', async () => {
    let arrive: (component: typeof Works) => void = () => {};
    const { Component } = preloadableLazy(
      () => new Promise<typeof Works>((resolve) => (arrive = resolve)),
    );
    render(page(<Component count={3} />));
    expect(screen.getByText('Waiting for the list')).toBeTruthy();
    arrive(Works);
    expect(await screen.findByText('3 works')).toBeTruthy();
  });

  it('a chunk that failed to come is asked for again on the next preload', async () => {
    let calls = 0;
    const { preload } = preloadableLazy(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection dropped');
      return Works;
    });
    await expect(preload()).rejects.toThrow('connection dropped');
    await expect(preload()).resolves.toBe(Works);
    expect(calls).toBe(2);
    // …and once it has come, it is not asked for again.
    await preload();
    expect(calls).toBe(2);
  });
});
