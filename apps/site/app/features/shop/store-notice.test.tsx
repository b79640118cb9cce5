// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { isStoreNoticeHidden, storeNoticeCookieName } from './store-notice-cookie';
import { SITE_STORE_NOTICE } from './store-notice.server';
import { StoreNotice } from './store-notice';

const ID = 'a1b2c3';

afterEach(() => {
  cleanup();
  document.cookie = `${storeNoticeCookieName(ID)}=; Max-Age=0; Path=/`;
});

describe('store notice', () => {
  it('SHOP-006 the bar is shown with its text and a dismiss control while no cookie hides it', () => {
    render(<StoreNotice id={ID} text="Free shipping on orders over €300" />);
    expect(screen.getByRole('region', { name: 'Store notice' }).textContent).toContain(
      'Free shipping on orders over €300',
    );
    expect(screen.getByRole('button', { name: /dismiss/i })).toBeTruthy();
  });

  it('SHOP-006 a notice the cookie hides is hidden before the first paint, then leaves the page', async () => {
    // The page is the same for every visitor (ADR 0011): the server always renders the notice…
    expect(renderToString(<StoreNotice id={ID} text="Hello" />)).toContain('Hello');
    // …and the early head script marks <html> from the cookie, which the stylesheet hides.
    document.cookie = `${storeNoticeCookieName(ID)}=hidden; Path=/`;
    document.documentElement.setAttribute('data-store-notice-hidden', '');
    render(<StoreNotice id={ID} text="Hello" />);
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Store notice' })).toBeNull();
    expect(document.documentElement.hasAttribute('data-store-notice-hidden')).toBe(false);
  });

  it('SHOP-007 the cookie is store_notice + the notice id, and only the value hidden hides it', () => {
    expect(storeNoticeCookieName(ID)).toBe('store_noticea1b2c3');
    expect(isStoreNoticeHidden('theme=dark; store_noticea1b2c3=hidden', ID)).toBe(true);
    expect(isStoreNoticeHidden('store_noticea1b2c3=shown', ID)).toBe(false);
    expect(isStoreNoticeHidden('store_noticeother=hidden', ID)).toBe(false);
    expect(isStoreNoticeHidden(null, ID)).toBe(false);
  });

  it('SHOP-007 the site notice id is the md5 of its text, so a new text shows again', () => {
    expect(SITE_STORE_NOTICE.id).toMatch(/^[0-9a-f]{32}$/);
    expect(SITE_STORE_NOTICE.text).toBe(
      'Free shipping in Portugal and the EU on orders over €300 · Commissions open for spring',
    );
  });

  it('SHOP-008 dismissing sets the cookie to hidden and hides the bar', () => {
    render(<StoreNotice id={ID} text="Hello" />);
    fireEvent.click(screen.getByRole('button', { name: /dismiss/i }));
    expect(screen.queryByRole('region', { name: 'Store notice' })).toBeNull();
    expect(isStoreNoticeHidden(document.cookie, ID)).toBe(true);
  });
});
