// @vitest-environment jsdom
import { ATTRIBUTION_FIELD_NAMES, SBJS_COOKIES, trackVisit } from '@atelier/shop/attribution';
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AttributionFields } from './attribution-fields';
import { attributionFromCookieString } from './attribution-client';

/** What the server's Set-Cookie headers leave in the browser after one page view. */
function viewPage(now: Date) {
  const existing = Object.fromEntries(
    document.cookie
      .split('; ')
      .filter((pair) => pair.startsWith('sbjs_'))
      .map((pair) => [
        pair.slice(0, pair.indexOf('=')),
        decodeURIComponent(pair.slice(pair.indexOf('=') + 1)),
      ]),
  );
  const { writes, fields } = trackVisit({
    cookies: existing,
    url: window.location.href,
    referrer: '',
    userAgent: navigator.userAgent,
    now,
    host: window.location.hostname,
  });
  for (const write of writes)
    document.cookie = `${write.name}=${encodeURIComponent(write.value)}; Path=/`;
  return fields;
}

const NOW = new Date('2026-03-14T10:00:00Z');

afterEach(() => {
  cleanup();
  for (const name of Object.values(SBJS_COOKIES)) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

describe('reading attribution in the browser', () => {
  it('ATTR-003 the fields are read back from the sbjs_ cookies the server set', () => {
    viewPage(NOW);
    const second = viewPage(new Date(NOW.getTime() + 60_000));
    expect(attributionFromCookieString(document.cookie)).toEqual(second);
    expect(second.session_pages).toBe('2');
  });
});

describe('AttributionFields', () => {
  const inputs = () =>
    Array.from(document.querySelectorAll<HTMLInputElement>('input[type="hidden"]'));

  it('ATTR-003 renders one hidden wc_order_attribution_<field> input per field, empty on the server', () => {
    viewPage(NOW);
    const markup = renderToString(<AttributionFields />);
    for (const name of ATTRIBUTION_FIELD_NAMES) {
      expect(markup).toContain(`name="wc_order_attribution_${name}" value=""`);
    }
  });

  it('ATTR-003 in the browser the inputs carry what the cookies hold', () => {
    const fields = viewPage(NOW);
    render(
      <form>
        <AttributionFields />
      </form>,
    );
    expect(inputs().map((input) => input.name)).toEqual(
      ATTRIBUTION_FIELD_NAMES.map((name) => `wc_order_attribution_${name}`),
    );
    const posted = Object.fromEntries(new FormData(inputs()[0]?.form ?? undefined));
    expect(posted.wc_order_attribution_source_type).toBe('typein');
    expect(posted.wc_order_attribution_session_pages).toBe(fields.session_pages);
    expect(posted.wc_order_attribution_session_entry).toBe(window.location.href);
  });
});
