import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepTabInside } from './focus-loop';

/** Presses Tab (or Shift+Tab) as the browser would deliver it; true when the page took it. */
const pressTab = (shiftKey = false) =>
  !document.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }),
  );

describe('the lightbox keeps Tab inside', () => {
  let stop: () => void;
  let root: HTMLElement;
  beforeEach(() => {
    // jsdom lays nothing out: every element counts as shown.
    vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    document.body.innerHTML = `
      <button id="outside">Outside</button>
      <div id="root" tabindex="-1">
        <iframe id="frame" title="A film"></iframe>
        <button id="close">Close (Esc)</button>
        <button id="previous">Previous (Left arrow key)</button>
        <button id="next">Next (Right arrow key)</button>
      </div>`;
    root = document.getElementById('root') as HTMLElement;
    stop = keepTabInside(() => root);
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  const focused = () => document.activeElement?.id;

  it('LBX-001 Tab from the dialog surface goes to the first control, then on, and wraps', () => {
    root.focus();
    expect(pressTab()).toBe(true);
    expect(focused()).toBe('frame');
    pressTab();
    pressTab();
    pressTab();
    expect(focused()).toBe('next');
    pressTab();
    expect(focused()).toBe('frame');
  });

  it('LBX-001 Shift+Tab from the surface goes to the last control and wraps back', () => {
    root.focus();
    pressTab(true);
    expect(focused()).toBe('next');
    (document.getElementById('frame') as HTMLElement).focus();
    pressTab(true);
    expect(focused()).toBe('next');
  });

  it('LBX-001 a frame that does not take focus (still loading) is skipped, never losing focus', () => {
    const frame = document.getElementById('frame') as HTMLElement;
    frame.focus = () => undefined;
    root.focus();
    pressTab();
    expect(focused()).toBe('close');
  });

  it('once stopped, Tab is the browser’s again', () => {
    stop();
    root.focus();
    expect(pressTab()).toBe(false);
    expect(focused()).toBe('root');
  });
});
