// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_SETTINGS_ELEMENT_ID } from './theme-settings';
import { applySmoothScroll, startDeviceFlags } from './device-flags-client';

function fakeMedia(coarse: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: coarse && query === '(pointer: coarse)' })),
  );
}

function themeSettings(smoothScroll: string) {
  document.getElementById(THEME_SETTINGS_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = THEME_SETTINGS_ELEMENT_ID;
  element.textContent = JSON.stringify({ themeSettings: { smoothScroll } });
  document.body.append(element);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  for (const name of ['data-device', 'data-touch', 'data-smooth-scroll'])
    document.documentElement.removeAttribute(name);
});

describe('device flags in the browser (THEME-010)', () => {
  it('THEME-010 marks <html> with the device and sends one atelier:resize 200 ms after the last resize', () => {
    vi.useFakeTimers();
    fakeMedia(true);
    vi.stubGlobal('innerWidth', 390);
    const stop = startDeviceFlags(window);
    expect(document.documentElement.dataset.device).toBe('phone');
    expect(document.documentElement.dataset.touch).toBe('true');

    const heard = vi.fn();
    window.addEventListener('atelier:resize', heard);
    vi.stubGlobal('innerWidth', 900);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(150);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(199);
    expect(heard).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
      device: 'tablet',
      width: 900,
    });
    expect(document.documentElement.dataset.device).toBe('tablet');
    stop();
    window.removeEventListener('atelier:resize', heard);
  });
});

describe('smooth scrolling in the browser (THEME-009)', () => {
  it("THEME-009 the demo's off never marks the page; on does on a mouse device, not on touch", () => {
    fakeMedia(false);
    themeSettings('off');
    expect(applySmoothScroll(window)).toBe(false);
    expect(document.documentElement.dataset.smoothScroll).toBeUndefined();
    themeSettings('on');
    expect(applySmoothScroll(window)).toBe(true);
    expect(document.documentElement.dataset.smoothScroll).toBe('on');
    fakeMedia(true);
    expect(applySmoothScroll(window)).toBe(false);
    expect(document.documentElement.dataset.smoothScroll).toBeUndefined();
  });

  it('THEME-009 on_parallax smooths only a page with a parallax stripe', () => {
    fakeMedia(false);
    themeSettings('on_parallax');
    expect(applySmoothScroll(window)).toBe(false);
    const stripe = document.createElement('section');
    stripe.dataset.parallaxStripe = '';
    document.body.append(stripe);
    expect(applySmoothScroll(window)).toBe(true);
  });
});
