// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_SENT_COOKIE, FORM_SENT_FIXED_TEXT } from './form-sent-notice';
import type * as BannerModule from './form-sent-notice-banner';

/** The banner as a fresh page load has it (the cookie is read once per document). */
let banner: typeof BannerModule;
beforeEach(async () => {
  vi.resetModules();
  banner = await import('./form-sent-notice-banner');
});

const MESSAGE = 'Thank you for your message, Ana; we will be in touch.';
const leaveCookie = (text: string) => {
  document.cookie = `${FORM_SENT_COOKIE}=${encodeURIComponent(text)}; Path=/`;
};

afterEach(() => {
  cleanup();
  document.cookie = `${FORM_SENT_COOKIE}=; Max-Age=0; Path=/`;
  document.body.innerHTML = '';
});

describe('the form-sent notice on a shared page (issue 13, CF-002)', () => {
  it('the server HTML is the same for every visitor: an empty status region, or the fixed thank-you for ?sent=', () => {
    leaveCookie(MESSAGE);
    const plain = renderToString(<banner.FormSentNoticeBanner sent={false} />);
    expect(plain).toBe('<div class="form-sent-notice" role="status"></div>');
    const sent = renderToString(<banner.FormSentNoticeBanner sent />);
    expect(sent).toContain(FORM_SENT_FIXED_TEXT);
    expect(sent).not.toContain('Ana');
  });

  it('CF-002 in the browser the cookie’s message is shown once, as text, in the status region, and the cookie is cleared', async () => {
    leaveCookie('Thank you, <img src=x onerror=alert(1)>');
    await act(async () => {
      render(<banner.FormSentNoticeBanner sent />);
    });
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('Thank you, <img src=x onerror=alert(1)>');
    expect(region.querySelector('img')).toBeNull();
    expect(document.cookie).not.toContain(FORM_SENT_COOKIE);
    cleanup();
    vi.resetModules();
    banner = await import('./form-sent-notice-banner');
    await act(async () => {
      render(<banner.FormSentNoticeBanner sent />);
    });
    // A reload of the same address: the fixed thank-you, the message is gone.
    expect(screen.getByRole('status').textContent).toBe(FORM_SENT_FIXED_TEXT);
  });

  it('without a notice the region stays empty; an empty cookie is no notice', async () => {
    leaveCookie('   ');
    expect(banner.takeFormSentCookie()).toBeUndefined();
    await act(async () => {
      render(<banner.FormSentNoticeBanner sent={false} />);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('the message is cut to 600 characters', () => {
    leaveCookie('a'.repeat(2000));
    expect(banner.takeFormSentCookie()).toHaveLength(600);
    expect(banner.takeFormSentCookie()).toBeUndefined();
  });
});
