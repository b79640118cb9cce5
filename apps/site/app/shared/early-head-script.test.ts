// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_STATE, earlyHeadScript, takeEarlyState } from './early-head-script';

const COOKIES = { topBar: 'top-hide', storeNotice: 'store_noticeabc', cart: 'atelier_cart' };

function run(cookies: string[], ratio = 1) {
  for (const cookie of cookies) document.cookie = `${cookie}; Path=/`;
  Object.defineProperty(window, 'devicePixelRatio', { value: ratio, configurable: true });
  // The script as the page runs it: text, evaluated in the window.
  new Function(earlyHeadScript(COOKIES))();
}

const root = () => document.documentElement;

afterEach(() => {
  for (const name of [...Object.values(COOKIES), 'devicePixelRatio']) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  for (const attribute of [
    EARLY_STATE.topBarHidden,
    EARLY_STATE.storeNoticeHidden,
    EARLY_STATE.cartCount,
  ]) {
    root().removeAttribute(attribute);
  }
  root().style.removeProperty(EARLY_STATE.cartCountProperty);
  vi.restoreAllMocks();
});

describe('the early head script (issue 13, ADR 0011)', () => {
  it('issue 13: a visitor with no cookies gets the page as every visitor does', () => {
    run([]);
    expect(root().hasAttribute(EARLY_STATE.topBarHidden)).toBe(false);
    expect(root().hasAttribute(EARLY_STATE.storeNoticeHidden)).toBe(false);
    expect(root().hasAttribute(EARLY_STATE.cartCount)).toBe(false);
  });

  it('SHOP-006 issue 13: a folded top bar, a dismissed notice and a cart are marked before the first paint', () => {
    run(['top-hide=true', 'store_noticeabc=hidden', 'atelier_cart=3.0123abcd']);
    expect(root().hasAttribute(EARLY_STATE.topBarHidden)).toBe(true);
    expect(root().hasAttribute(EARLY_STATE.storeNoticeHidden)).toBe(true);
    expect(root().getAttribute(EARLY_STATE.cartCount)).toBe('3');
    expect(root().style.getPropertyValue(EARLY_STATE.cartCountProperty)).toBe('"3"');
  });

  it('issue 13: another notice’s dismissal, an open bar or a malformed cart cookie mark nothing', () => {
    run(['top-hide=false', 'store_noticeold=hidden', 'atelier_cart=<script>']);
    expect(root().hasAttribute(EARLY_STATE.topBarHidden)).toBe(false);
    expect(root().hasAttribute(EARLY_STATE.storeNoticeHidden)).toBe(false);
    expect(root().hasAttribute(EARLY_STATE.cartCount)).toBe(false);
  });

  it('SHOP-011 the pixel ratio is saved from the head, before anything else of the page loads', () => {
    // jsdom cannot reload; the reload itself is proven by device-pixel-ratio.test.ts.
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      protocol: 'http:',
      reload,
    } as Location);
    run([], 2);
    expect(document.cookie).toContain('devicePixelRatio=2');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('issue 13: a component takes its mark over and removes it', () => {
    run(['top-hide=true']);
    expect(takeEarlyState(EARLY_STATE.topBarHidden)).toBe('');
    expect(root().hasAttribute(EARLY_STATE.topBarHidden)).toBe(false);
    expect(takeEarlyState(EARLY_STATE.topBarHidden)).toBeNull();
  });

  it('issue 13: the cookie names cannot break out of the inline script', () => {
    const script = earlyHeadScript({ ...COOKIES, storeNotice: '</script><script>alert(1)' });
    expect(script).not.toContain('</script>');
  });
});
