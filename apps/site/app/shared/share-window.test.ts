// @vitest-environment jsdom
import type { MouseEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openShareWindowAt, shareLinkClick } from './share-window';

const link = Object.assign(document.createElement('a'), {
  href: 'https://www.facebook.com/sharer/sharer.php?u=x',
});
const click = (extra: Partial<MouseEvent<HTMLAnchorElement>> = {}) => {
  const preventDefault = vi.fn();
  const event = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    currentTarget: link,
    preventDefault,
    ...extra,
  } as unknown as MouseEvent<HTMLAnchorElement>;
  return { event, preventDefault };
};

afterEach(() => vi.restoreAllMocks());

describe('share windows (DEC-16)', () => {
  it('a plain click opens the page in a 600 × 400 window with no opener, and the link stays put', () => {
    const opened = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(opened);
    const { event, preventDefault } = click();
    shareLinkClick('atelier-share')(event);
    expect(open).toHaveBeenCalledWith(
      link.href,
      'atelier-share',
      expect.stringMatching(/^width=600,height=400,left=-?\d+,top=-?\d+$/),
    );
    expect(opened.opener).toBeNull();
    expect(preventDefault).toHaveBeenCalled();
  });

  it('a blocked popup or a modifier click leaves the link to open its own tab', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const blocked = click();
    shareLinkClick('atelier-share')(blocked.event);
    expect(blocked.preventDefault).not.toHaveBeenCalled();
    open.mockClear();
    const withCtrl = click({ ctrlKey: true });
    shareLinkClick('atelier-share')(withCtrl.event);
    expect(open).not.toHaveBeenCalled();
    expect(withCtrl.preventDefault).not.toHaveBeenCalled();
  });

  it('an address opened after the click falls back to a new tab where the window is blocked', () => {
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(null).mockReturnValueOnce(tab);
    openShareWindowAt('https://www.pinterest.com/pin/create/button/', 'ftg-share');
    expect(open).toHaveBeenLastCalledWith('https://www.pinterest.com/pin/create/button/', '_blank');
    expect(tab.opener).toBeNull();
  });
});
