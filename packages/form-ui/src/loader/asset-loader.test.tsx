// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssetLoadError, loadAssets, type LoaderAssets } from './asset-loader';

afterEach(() => {
  vi.useRealTimers();
  document.head.replaceChildren();
  Reflect.deleteProperty(window, 'fuiGlobalWidget');
});

let assetCount = 0;
/** A fresh address per test: the page remembers what it loaded by address. */
const freshSrc = (extension: 'js' | 'css') => `/assets/asset-${++assetCount}.${extension}`;

const scriptsIn = (src: string) =>
  Array.from(document.querySelectorAll<HTMLScriptElement>(`script[src$="${src}"]`));
const linksIn = (src: string) =>
  Array.from(document.querySelectorAll<HTMLLinkElement>(`link[href$="${src}"]`));

const none: LoaderAssets = {};
const OPTIONS = { timeoutMs: 10_000 };

/** Settles when the promise does; reports whether it has by now. */
function track(promise: Promise<void>) {
  const state = { settled: false, error: undefined as unknown };
  promise.then(
    () => (state.settled = true),
    (error: unknown) => {
      state.settled = true;
      state.error = error;
    },
  );
  return state;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loading a form’s scripts and styles', () => {
  it('LOAD-008 a script named by two loads is added once; the second load waits for the same one', async () => {
    const src = freshSrc('js');
    const scripts = { widget: { src, on: 'window', load: 'fuiWidget' } };
    const first = track(loadAssets(document, { styles: none, scripts }, OPTIONS));
    const second = track(loadAssets(document, { styles: none, scripts }, OPTIONS));
    expect(scriptsIn(src)).toHaveLength(1);
    await flush();
    expect(first.settled || second.settled).toBe(false);

    scriptsIn(src)[0]?.dispatchEvent(new Event('load'));
    await flush();
    expect(first).toEqual({ settled: true, error: undefined });
    expect(second).toEqual({ settled: true, error: undefined });

    // A third load, once it has run, finds it loaded and adds nothing.
    await loadAssets(document, { styles: none, scripts }, OPTIONS);
    expect(scriptsIn(src)).toHaveLength(1);
  });

  it('LOAD-008 a script the page already has, by address or by the global it defines, is not loaded again', async () => {
    const src = freshSrc('js');
    const existing = Object.assign(document.createElement('script'), { src });
    document.head.append(existing);
    await loadAssets(
      document,
      {
        styles: none,
        scripts: { widget: { src: `http://localhost:3000${src}`, on: 'window', load: '' } },
      },
      OPTIONS,
    );
    expect(scriptsIn(src)).toHaveLength(1);

    Reflect.set(window, 'fuiGlobalWidget', () => {});
    const other = freshSrc('js');
    await loadAssets(
      document,
      { styles: none, scripts: { widget: { src: other, on: 'window', load: 'fuiGlobalWidget' } } },
      OPTIONS,
    );
    expect(scriptsIn(other)).toHaveLength(0);
  });

  it('LOAD-008 scripts and styles load in parallel and in any order; all must load', async () => {
    const [a, b, css] = [freshSrc('js'), freshSrc('js'), freshSrc('css')];
    const state = track(
      loadAssets(
        document,
        {
          styles: { sheet: { src: css, on: 'document', load: 'fui-sheet-css' } },
          scripts: {
            a: { src: a, on: 'window', load: 'a' },
            b: { src: b, on: 'window', load: 'b' },
          },
        },
        OPTIONS,
      ),
    );
    // All requested at once, before any has loaded.
    expect(scriptsIn(a)).toHaveLength(1);
    expect(scriptsIn(b)).toHaveLength(1);
    expect(linksIn(css)[0]?.rel).toBe('stylesheet');
    expect(linksIn(css)[0]?.id).toBe('fui-sheet-css');

    scriptsIn(b)[0]?.dispatchEvent(new Event('load'));
    linksIn(css)[0]?.dispatchEvent(new Event('load'));
    await flush();
    expect(state.settled).toBe(false);
    scriptsIn(a)[0]?.dispatchEvent(new Event('load'));
    await flush();
    expect(state).toEqual({ settled: true, error: undefined });
  });

  it('LOAD-008 a stylesheet already on the page, by address or element id, is not added again', async () => {
    const css = freshSrc('css');
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'stylesheet', href: css }),
    );
    const byId = freshSrc('css');
    document.head.append(
      Object.assign(document.createElement('link'), {
        rel: 'stylesheet',
        href: '/x.css',
        id: 'fui-known-css',
      }),
    );
    await loadAssets(
      document,
      {
        styles: {
          same: { src: css, on: 'document', load: '' },
          known: { src: byId, on: 'document', load: 'fui-known-css' },
        },
        scripts: none,
      },
      OPTIONS,
    );
    expect(linksIn(css)).toHaveLength(1);
    expect(linksIn(byId)).toHaveLength(0);
  });

  it('LOAD-010 gives up after the time-out; the slow script may still finish for a later load', async () => {
    vi.useFakeTimers();
    const src = freshSrc('js');
    const scripts = { slow: { src, on: 'window', load: 'slow' } };
    const state = track(loadAssets(document, { styles: none, scripts }, OPTIONS));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.error).toBeInstanceOf(AssetLoadError);
    expect((state.error as AssetLoadError).failure).toBe('timeout');

    scriptsIn(src)[0]?.dispatchEvent(new Event('load'));
    await loadAssets(document, { styles: none, scripts }, OPTIONS);
    expect(scriptsIn(src)).toHaveLength(1);
  });

  it('LOAD-008 a failed script is removed and forgotten, so the next load requests it again', async () => {
    const src = freshSrc('js');
    const scripts = { flaky: { src, on: 'window', load: 'flaky' } };
    const state = track(loadAssets(document, { styles: none, scripts }, OPTIONS));
    scriptsIn(src)[0]?.dispatchEvent(new Event('error'));
    await flush();
    expect((state.error as AssetLoadError).failure).toBe('failed');
    expect(scriptsIn(src)).toHaveLength(0);

    const retry = track(loadAssets(document, { styles: none, scripts }, OPTIONS));
    expect(scriptsIn(src)).toHaveLength(1);
    scriptsIn(src)[0]?.dispatchEvent(new Event('load'));
    await flush();
    expect(retry).toEqual({ settled: true, error: undefined });
  });

  it('an abort stops the wait at once', async () => {
    const controller = new AbortController();
    const src = freshSrc('js');
    const state = track(
      loadAssets(
        document,
        { styles: none, scripts: { s: { src, on: 'window', load: 's' } } },
        { ...OPTIONS, signal: controller.signal },
      ),
    );
    controller.abort();
    await flush();
    expect((state.error as AssetLoadError).failure).toBe('aborted');
  });
});
