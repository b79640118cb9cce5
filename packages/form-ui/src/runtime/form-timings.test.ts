// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUTTON_VISIBILITY_DELAY_MS,
  DESCRIPTION_SLIDE_MS,
  NOTICE_SCROLL,
  SCROLL_ANIMATION_MS,
  scrollPageTo,
  swing,
} from './form-timings';

describe('form runtime timings (FORM-030…032, SUB-014)', () => {
  it('FORM-030 FORM-031 FORM-032 SUB-014 description slide 250 ms, scroll 500 ms, button visibility 100 ms, notice 100 px over 1000 ms', () => {
    expect(DESCRIPTION_SLIDE_MS).toBe(250);
    expect(SCROLL_ANIMATION_MS).toBe(500);
    expect(BUTTON_VISIBILITY_DELAY_MS).toBe(100);
    expect(NOTICE_SCROLL).toEqual({ offsetPx: 100, durationMs: 1000 });
  });

  it('FORM-030 FORM-032 the stylesheet uses the same numbers, and no motion under reduced motion', async () => {
    const { readFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const css = await readFile(join(import.meta.dirname, 'form-runtime.css'), 'utf8');
    expect(css).toContain(`--fui-description-slide: ${DESCRIPTION_SLIDE_MS}ms`);
    expect(css).toContain(`--fui-button-visibility-delay: ${BUTTON_VISIBILITY_DELAY_MS}ms`);
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toContain('.fui-field__error');
  });
});

describe('scrollPageTo (FORM-031, SUB-014)', () => {
  let frames = new Map<number, FrameRequestCallback>();
  let nextFrame = 0;
  let now = 0;
  const scrollTo = vi.fn();

  beforeEach(() => {
    frames = new Map();
    now = 0;
    scrollTo.mockClear();
    vi.stubGlobal('scrollTo', scrollTo);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.set(++nextFrame, callback);
      return nextFrame;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 5000,
      configurable: true,
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const runFrame = (at: number) => {
    now = at;
    const pending = [...frames.values()];
    frames.clear();
    for (const frame of pending) frame(at);
  };

  it('SUB-014 FORM-031 moves frame by frame on swing and arrives exactly at the duration', async () => {
    let done = false;
    void scrollPageTo(1000, 1000).then(() => (done = true));
    runFrame(500);
    expect(scrollTo).toHaveBeenLastCalledWith({
      top: Math.round(1000 * swing(0.5)),
      behavior: 'instant',
    });
    expect(done).toBe(false);
    runFrame(1000);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1000, behavior: 'instant' });
    await Promise.resolve();
    expect(done).toBe(true);
    expect(frames.size).toBe(0);
  });

  it('SUB-014 FORM-031 under reduced motion it jumps in one step', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' })),
    );
    await scrollPageTo(800, 500);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 800, behavior: 'instant' });
    expect(frames.size).toBe(0);
  });

  it("the visitor's own wheel stops it where it is", async () => {
    const scrolling = scrollPageTo(1000, 500);
    runFrame(100);
    const calls = scrollTo.mock.calls.length;
    window.dispatchEvent(new Event('wheel'));
    await scrolling;
    runFrame(200);
    expect(scrollTo.mock.calls.length).toBe(calls);
  });
});
