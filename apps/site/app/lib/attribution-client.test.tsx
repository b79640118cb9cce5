// @vitest-environment jsdom
import { ATTRIBUTION_FIELD_NAMES, SBJS_COOKIES } from '@atelier/shop/attribution';
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AttributionFields } from '~/components/shop/attribution-fields';
import { attributionFromCookieString, trackAttribution } from './attribution-client';
import { readCookie } from './cookies';

const NOW = new Date('2026-03-14T10:00:00Z');

afterEach(() => {
  cleanup();
  for (const name of Object.values(SBJS_COOKIES)) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

describe('trackAttribution', () => {
  it('ATTR-004 a first page view writes the sbjs_ cookies', () => {
    trackAttribution(window, NOW);
    for (const name of [SBJS_COOKIES.current, SBJS_COOKIES.session, SBJS_COOKIES.udata]) {
      expect(readCookie(document.cookie, name), name).toBeTruthy();
    }
    expect(document.cookie.split('; ').every((cookie) => cookie.startsWith('sbjs_'))).toBe(true);
  });

  it('ATTR-003 the fields count the pages of the session on every page load', () => {
    const first = trackAttribution(window, NOW);
    const second = trackAttribution(window, new Date(NOW.getTime() + 60_000));
    expect(first?.session_pages).toBe('1');
    expect(second?.session_pages).toBe('2');
    expect(second?.session_count).toBe('1');
    expect(second?.source_type).toBe('typein');
    expect(second?.user_agent).toBe(navigator.userAgent);
    expect(attributionFromCookieString(document.cookie)).toEqual(second);
  });
});

describe('AttributionFields', () => {
  const inputs = () =>
    Array.from(document.querySelectorAll<HTMLInputElement>('input[type="hidden"]'));

  it('ATTR-003 renders one hidden wc_order_attribution_<field> input per field, empty on the server', () => {
    trackAttribution(window, NOW);
    const markup = renderToString(<AttributionFields />);
    for (const name of ATTRIBUTION_FIELD_NAMES) {
      expect(markup).toContain(`name="wc_order_attribution_${name}" value=""`);
    }
  });

  it('ATTR-003 in the browser the inputs carry what the cookies hold', () => {
    const fields = trackAttribution(window, NOW);
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
    expect(posted.wc_order_attribution_session_pages).toBe(fields?.session_pages);
    expect(posted.wc_order_attribution_session_entry).toBe(window.location.href);
  });
});
