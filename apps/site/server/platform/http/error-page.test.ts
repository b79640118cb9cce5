import { describe, expect, it } from 'vitest';
import { renderErrorPage, wantsJson } from './error-page';

describe('the error page', () => {
  it('shows the site name, a heading, what to do, a link back and a link home', () => {
    const html = renderErrorPage({
      status: 413,
      heading: 'The form is too large',
      message: 'Please shorten it and send it again.',
      backHref: '/checkout/',
      backLabel: 'Go back to the form',
    });
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>The form is too large · Atelier</title>');
    expect(html).toContain('<a class="logo" href="/">Atelier</a>');
    expect(html).toContain('<p class="eyebrow">Error 413</p>');
    expect(html).toContain('<h1>The form is too large</h1>');
    expect(html).toContain('<p>Please shorten it and send it again.</p>');
    expect(html).toContain('<a href="/checkout/">Go back to the form</a>');
    expect(html).toContain('<a href="/">Go to the home page</a>');
    // It runs no script and loads nothing: the CSP allows its inline style only.
    expect(html).not.toMatch(/<script|<link|src=/);
  });

  it('escapes every text it shows, so nothing sent by a visitor becomes markup', () => {
    const html = renderErrorPage({
      status: 400,
      heading: '<img src=x onerror=alert(1)>',
      message: 'Say "hi" & <b>bye</b>',
      backHref: '/shop/"><script>alert(1)</script>/',
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Say &quot;hi&quot; &amp; &lt;b&gt;bye&lt;/b&gt;');
    expect(html).toContain('href="/shop/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;/"');
  });

  it.each(['//evil.example/', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example'])(
    'links back only to a path of this site, never to %s',
    (backHref) => {
      const html = renderErrorPage({ status: 415, heading: 'No', message: 'No.', backHref });
      expect(html).not.toContain('evil.example');
      expect(html).not.toContain('javascript:');
      expect(html.match(/<a /g)).toHaveLength(2); // the logo and the home link
    },
  );
});

describe('which answers are JSON', () => {
  const request = (url: string, accept?: string) => ({
    url,
    headers: accept === undefined ? {} : { accept },
  });

  it('API calls, React Router data requests and callers asking for JSON only', () => {
    expect(wantsJson(request('/api/ajax'))).toBe(true);
    expect(wantsJson(request('/checkout.data'))).toBe(true);
    expect(wantsJson(request('/_root.data?index'))).toBe(true);
    expect(wantsJson(request('/cart/', 'application/json'))).toBe(true);
    expect(wantsJson(request('/cart/', 'application/problem+json'))).toBe(true);
  });

  it('not a browser’s navigation or form post, nor a caller that says nothing', () => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    expect(wantsJson(request('/checkout/', browser))).toBe(false);
    expect(wantsJson(request('/checkout/', 'text/html, application/json'))).toBe(false);
    expect(wantsJson(request('/checkout/'))).toBe(false);
    expect(wantsJson(request('/checkout/?format=.data'))).toBe(false);
  });
});
