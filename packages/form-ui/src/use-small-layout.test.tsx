// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSmallLayout, SMALL_FORM_CLASS, useSmallLayout } from './use-small-layout';

type Callback = (entries: { contentRect: { width: number } }[]) => void;

let observers: { callback: Callback; targets: Element[]; disconnected: boolean }[] = [];

class FakeResizeObserver {
  private readonly record: { callback: Callback; targets: Element[]; disconnected: boolean };
  constructor(callback: Callback) {
    this.record = { callback, targets: [], disconnected: false };
    observers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

function resizeForm(width: number) {
  act(() => {
    for (const observer of observers) observer.callback([{ contentRect: { width } }]);
  });
}

function setViewport(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

function Form() {
  const ref = useRef<HTMLFormElement>(null);
  const small = useSmallLayout(ref);
  return <form ref={ref} data-testid="form" data-small={String(small)} />;
}

function form(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[data-testid="form"]');
  if (element === null) throw new Error('no form');
  return element;
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  window.innerWidth = 1280;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useSmallLayout', () => {
  it('FORM-028 DEC-09 small means at most 480 px wide on a viewport wider than 783 px', () => {
    expect(isSmallLayout(480, 784)).toBe(true);
    expect(isSmallLayout(481, 1280)).toBe(false);
    expect(isSmallLayout(300, 783)).toBe(false);
  });

  it('FORM-028 the small class is added at 480 px and removed above it', () => {
    render(<Form />);
    expect(observers[0]?.targets).toEqual([form()]);
    resizeForm(600);
    expect(form().classList.contains(SMALL_FORM_CLASS)).toBe(false);
    resizeForm(480);
    expect(form().classList.contains(SMALL_FORM_CLASS)).toBe(true);
    expect(form().dataset.small).toBe('true');
    resizeForm(481);
    expect(form().classList.contains(SMALL_FORM_CLASS)).toBe(false);
    expect(form().dataset.small).toBe('false');
  });

  it('FORM-028 DEC-09 on viewports of 783 px or less the class is never added', () => {
    window.innerWidth = 783;
    render(<Form />);
    resizeForm(320);
    expect(form().classList.contains(SMALL_FORM_CLASS)).toBe(false);
    setViewport(1024);
    expect(form().classList.contains(SMALL_FORM_CLASS)).toBe(true);
    setViewport(700);
    expect(form().classList.contains(SMALL_FORM_CLASS)).toBe(false);
  });

  it('FORM-028 the server renders no small class, and unmounting stops observing', () => {
    expect(renderToString(<Form />)).not.toContain(SMALL_FORM_CLASS);
    const { unmount } = render(<Form />);
    resizeForm(400);
    const element = form();
    unmount();
    expect(observers[0]?.disconnected).toBe(true);
    expect(element.classList.contains(SMALL_FORM_CLASS)).toBe(false);
  });
});
