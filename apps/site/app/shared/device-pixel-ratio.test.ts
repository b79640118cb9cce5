import { describe, expect, it, vi } from 'vitest';
import {
  DEVICE_PIXEL_RATIO_COOKIE,
  pixelRatioFromCookie,
  preferredImageWidth,
  rememberDevicePixelRatio,
  type PixelRatioWindow,
} from './device-pixel-ratio';

/** A browser stand-in: a cookie jar that keeps what document.cookie would, and a reload counter. */
function fakeBrowser(ratio: number, options: { refusesCookies?: boolean } = {}) {
  const jar = new Map<string, { value: string; attributes: string }>();
  const reload = vi.fn();
  const win: PixelRatioWindow = {
    devicePixelRatio: ratio,
    location: { protocol: 'http:', reload },
    document: {
      get cookie() {
        return [...jar].map(([name, { value }]) => `${name}=${value}`).join('; ');
      },
      set cookie(line: string) {
        if (options.refusesCookies) return;
        const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
        const [name = '', value = ''] = pair.split('=');
        if (attributes.some((attribute) => attribute === 'Max-Age=0')) jar.delete(name);
        else jar.set(name, { value, attributes: attributes.join('; ') });
      },
    },
  };
  return { win, jar, reload };
}

describe('rememberDevicePixelRatio', () => {
  it('SHOP-011 a ratio other than 1 is saved in the devicePixelRatio cookie for 7 days, path /', () => {
    const { win, jar } = fakeBrowser(2);
    rememberDevicePixelRatio(win);
    const cookie = jar.get(DEVICE_PIXEL_RATIO_COOKIE);
    expect(DEVICE_PIXEL_RATIO_COOKIE).toBe('devicePixelRatio');
    expect(cookie?.value).toBe('2');
    expect(cookie?.attributes).toContain(`Max-Age=${7 * 24 * 60 * 60}`);
    expect(cookie?.attributes).toContain('Path=/');
  });

  it('SHOP-012 the page reloads exactly once: the load after the reload finds the cookie and does nothing', () => {
    const { win, reload } = fakeBrowser(1.5);
    expect(rememberDevicePixelRatio(win)).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page runs the same code with the same cookie jar.
    expect(rememberDevicePixelRatio(win)).toBe('unchanged');
    expect(rememberDevicePixelRatio(win)).toBe('unchanged');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('SHOP-012 a changed ratio (another screen, a zoom) is saved and reloaded once more', () => {
    const { win, jar, reload } = fakeBrowser(2);
    rememberDevicePixelRatio(win);
    win.devicePixelRatio = 3;
    expect(rememberDevicePixelRatio(win)).toBe('reloading');
    expect(jar.get(DEVICE_PIXEL_RATIO_COOKIE)?.value).toBe('3');
    expect(rememberDevicePixelRatio(win)).toBe('unchanged');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('SHOP-012 a ratio of 1 causes no cookie and no reload', () => {
    const { win, jar, reload } = fakeBrowser(1);
    expect(rememberDevicePixelRatio(win)).toBe('unchanged');
    expect(jar.size).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('SHOP-012 back at a ratio of 1, a cookie left from another ratio is removed, without a reload', () => {
    const { win, jar, reload } = fakeBrowser(2);
    rememberDevicePixelRatio(win);
    win.devicePixelRatio = 1;
    expect(rememberDevicePixelRatio(win)).toBe('cleared');
    expect(jar.has(DEVICE_PIXEL_RATIO_COOKIE)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('SHOP-012 when the browser refuses the cookie the page does not reload (that would loop forever)', () => {
    const { win, reload } = fakeBrowser(2, { refusesCookies: true });
    expect(rememberDevicePixelRatio(win)).toBe('cookie-refused');
    expect(rememberDevicePixelRatio(win)).toBe('cookie-refused');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('preferredImageWidth', () => {
  it('SHOP-011 the server sizes images by the saved ratio', () => {
    expect(preferredImageWidth(400, '2')).toBe(800);
    expect(preferredImageWidth(333, '1.5')).toBe(500);
    expect(preferredImageWidth(400, undefined)).toBe(400);
  });

  it('SHOP-011 a missing, forged or odd cookie cannot ask for less than the CSS width or more than 3×', () => {
    expect(pixelRatioFromCookie('abc')).toBe(1);
    expect(pixelRatioFromCookie('')).toBe(1);
    expect(pixelRatioFromCookie('0.5')).toBe(1);
    expect(pixelRatioFromCookie('1000')).toBe(3);
    expect(preferredImageWidth(400, 'Infinity')).toBe(400);
    expect(() => preferredImageWidth(0, '2')).toThrow(/positive number of CSS pixels/);
  });
});
