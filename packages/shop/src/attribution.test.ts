import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_CONFIG,
  ATTRIBUTION_FIELD_NAMES,
  SBJS_COOKIES,
  TRACKING_LIBRARY_DEFAULTS,
  adminOrderAttribution,
  attributionFromCookies,
  cookieLifetimeSeconds,
  promoCode,
  sanitizeAttribution,
  trackVisit,
  type AttributionConfig,
  type AttributionFields,
  type CookieWrite,
} from './attribution';

const HOST = 'atelier.test';
const SITE = `https://${HOST}`;
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';
const START = new Date('2026-11-21T10:15:30.250Z');

/**
 * A browser's cookie jar: expired cookies are not sent, values travel percent-encoded as
 * sourcebuster writes them, and every page view applies the writes.
 */
class Browser {
  private readonly jar = new Map<string, { raw: string; expiresAt: number | null }>();

  constructor(private readonly config?: AttributionConfig) {}

  visit(path: string, referrer: string, at: Date, userAgent = USER_AGENT): AttributionFields {
    const result = trackVisit({
      cookies: this.cookies(at),
      url: path.startsWith('http') ? path : `${SITE}${path}`,
      referrer,
      userAgent,
      now: at,
      host: HOST,
      ...(this.config ? { config: this.config } : {}),
    });
    for (const write of result.writes) {
      this.jar.set(write.name, {
        raw: encodeURIComponent(write.value),
        expiresAt: write.maxAgeSeconds === null ? null : at.getTime() + write.maxAgeSeconds * 1_000,
      });
    }
    return result.fields;
  }

  cookies(at: Date): Record<string, string> {
    const live: Record<string, string> = {};
    for (const [name, cookie] of this.jar) {
      if (cookie.expiresAt === null || cookie.expiresAt > at.getTime())
        live[name] = decodeURIComponent(cookie.raw);
    }
    return live;
  }
}

const later = (seconds: number) => new Date(START.getTime() + seconds * 1_000);

function cookiesFrom(writes: readonly CookieWrite[], base: Readonly<Record<string, string>> = {}) {
  return { ...base, ...Object.fromEntries(writes.map((write) => [write.name, write.value])) };
}

function firstVisit(url: string, referrer = '') {
  return trackVisit({ cookies: {}, url, referrer, userAgent: USER_AGENT, now: START, host: HOST });
}

describe('attribution configuration', () => {
  it('ATTR-002 DEC-24 lifetime 1e-5 months of 30 days (26 s), session 30 minutes', () => {
    expect(ATTRIBUTION_CONFIG).toEqual({ lifetimeMonths: 1e-5, sessionMinutes: 30 });
    expect(cookieLifetimeSeconds(ATTRIBUTION_CONFIG.lifetimeMonths)).toBe(26);
  });

  it('ATTR-004 tracking library defaults: 6 months, 30 minutes, promo codes 100000 to 999999', () => {
    expect(TRACKING_LIBRARY_DEFAULTS).toEqual({
      lifetimeMonths: 6,
      sessionMinutes: 30,
      promoCodeMin: 100_000,
      promoCodeMax: 999_999,
    });
    expect(cookieLifetimeSeconds(6)).toBe(6 * 30 * 24 * 60 * 60);
  });

  it('ATTR-004 a promo code is a whole number from 100000 to 999999, both ends reachable', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (draw) => {
        const code = promoCode(() => draw);
        expect(Number.isInteger(code)).toBe(true);
        expect(code).toBeGreaterThanOrEqual(100_000);
        expect(code).toBeLessThanOrEqual(999_999);
      }),
    );
    expect(promoCode(() => 0)).toBe(100_000);
    expect(promoCode(() => 0.999_999_999_9)).toBe(999_999);
    expect(String(promoCode())).toMatch(/^[1-9]\d{5}$/);
  });

  it('ATTR-004 every cookie the library writes starts with sbjs_', () => {
    for (const name of Object.values(SBJS_COOKIES)) expect(name).toMatch(/^sbjs_[a-z_]+$/);
  });

  it('DEC-24 a lifetime that rounds to no seconds makes browser-session cookies', () => {
    expect(cookieLifetimeSeconds(1e-8)).toBeNull();
  });

  it.each([
    [
      { lifetimeMonths: 0, sessionMinutes: 30 },
      /lifetime must be a positive number of months, got 0/,
    ],
    [{ lifetimeMonths: Number.NaN, sessionMinutes: 30 }, /lifetime/],
    [
      { lifetimeMonths: 1, sessionMinutes: -5 },
      /session must be a positive number of minutes, got -5/,
    ],
  ])('ATTR-002 rejects the configuration %j', (config, message) => {
    expect(() =>
      trackVisit({
        cookies: {},
        url: SITE,
        referrer: '',
        userAgent: '',
        now: START,
        host: HOST,
        config,
      }),
    ).toThrow(message);
  });

  it('ATTR-002 rejects an invalid date', () => {
    expect(() =>
      trackVisit({
        cookies: {},
        url: SITE,
        referrer: '',
        userAgent: '',
        now: new Date('nope'),
        host: HOST,
      }),
    ).toThrow(/valid date/);
  });
});

describe('trackVisit cookies', () => {
  it('ATTR-004 a first visit writes the sbjs_ cookies in the library order with their lifetimes', () => {
    const { writes } = firstVisit(`${SITE}/`);
    expect(writes.map((write) => write.name)).toEqual([
      'sbjs_migrations',
      'sbjs_current_add',
      'sbjs_first_add',
      'sbjs_current',
      'sbjs_first',
      'sbjs_udata',
      'sbjs_session',
    ]);
    for (const write of writes) {
      expect(write.maxAgeSeconds).toBe(write.name === SBJS_COOKIES.session ? 30 * 60 : 26);
    }
  });

  it('ATTR-004 writes values in the library format key=value|||key=value', () => {
    const { writes } = firstVisit(`${SITE}/shop/`);
    const byName = cookiesFrom(writes);
    expect(byName.sbjs_current).toBe(
      'typ=typein|||src=(direct)|||mdm=(none)|||cmp=(none)|||cnt=(none)|||trm=(none)|||id=(none)',
    );
    expect(byName.sbjs_current_add).toBe(`fd=2026-11-21 10:15:30|||ep=${SITE}/shop/|||rf=(none)`);
    expect(byName.sbjs_udata).toBe(`vst=1|||uip=(none)|||uag=${USER_AGENT}`);
    expect(byName.sbjs_session).toBe(`pgs=1|||cpg=${SITE}/shop/`);
    expect(byName.sbjs_migrations).toBe('1418474375998=1');
  });

  it('ATTR-004 later page views in the session rewrite only what changes', () => {
    const first = firstVisit(`${SITE}/`);
    const second = trackVisit({
      cookies: cookiesFrom(first.writes),
      url: `${SITE}/shop/`,
      referrer: `${SITE}/`,
      userAgent: USER_AGENT,
      now: later(5),
      host: HOST,
    });
    expect(second.writes.map((write) => write.name)).toEqual([
      'sbjs_current',
      'sbjs_udata',
      'sbjs_session',
    ]);
  });
});

describe('trackVisit source rules', () => {
  it('ATTR-003 a visit without referrer is typed in', () => {
    expect(firstVisit(`${SITE}/product/blue-hour/`).fields).toEqual({
      source_type: 'typein',
      referrer: '(none)',
      utm_campaign: '(none)',
      utm_source: '(direct)',
      utm_medium: '(none)',
      utm_content: '(none)',
      utm_id: '(none)',
      utm_term: '(none)',
      session_entry: `${SITE}/product/blue-hour/`,
      session_start_time: '2026-11-21 10:15:30',
      session_pages: '1',
      session_count: '1',
      user_agent: USER_AGENT,
    });
  });

  it('ATTR-003 utm parameters in the address win and are decoded', () => {
    const url = `${SITE}/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale&utm_content=hero&utm_id=42&utm_term=oil%20on%20canvas#top`;
    expect(firstVisit(url, 'https://www.google.com/').fields).toMatchObject({
      source_type: 'utm',
      referrer: 'https://www.google.com/',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring sale',
      utm_content: 'hero',
      utm_id: '42',
      utm_term: 'oil on canvas',
      session_entry: url,
    });
  });

  it('ATTR-003 partial utm parameters fill the rest with (none)', () => {
    expect(firstVisit(`${SITE}/?utm_campaign=autumn`).fields).toMatchObject({
      source_type: 'utm',
      utm_source: '(none)',
      utm_medium: '(none)',
      utm_campaign: 'autumn',
      utm_id: '(none)',
    });
  });

  it('ATTR-003 a bare utm name without "=" is not a campaign', () => {
    expect(firstVisit(`${SITE}/?utm_source`).fields.source_type).toBe('typein');
  });

  it('ATTR-003 ad click ids stand for paid search', () => {
    expect(firstVisit(`${SITE}/?gclid=abc`).fields).toMatchObject({
      source_type: 'utm',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'google_cpc',
    });
    expect(
      firstVisit(`${SITE}/?yclid=1`, 'https://yandex.ru/search/?text=gallery%20prints').fields,
    ).toMatchObject({
      source_type: 'utm',
      utm_source: 'yandex',
      utm_medium: 'cpc',
      utm_campaign: 'yandex_cpc',
      utm_term: 'gallery prints',
    });
  });

  it.each([
    ['https://www.google.com/', 'google'],
    ['https://google.de/search?q=art', 'google'],
    ['https://www.bing.com/search?q=oil+painting', 'bing'],
    ['https://search.yahoo.com/search?p=prints', 'yahoo'],
    ['https://yandex.ru/search/?text=art', 'yandex'],
    ['https://duckduckgo.com/?q=art', null],
    ['https://www.bing.com/', null],
  ])('ATTR-003 referrer %s is organic from %s', (referrer, engine) => {
    const { fields } = firstVisit(`${SITE}/`, referrer);
    if (engine === null) {
      expect(fields.source_type).toBe('referral');
    } else {
      expect(fields).toMatchObject({
        source_type: 'organic',
        utm_source: engine,
        utm_medium: 'organic',
      });
    }
    expect(fields.referrer).toBe(referrer);
  });

  it('ATTR-003 a referrer from another site is a referral with its host and path', () => {
    expect(
      firstVisit(`${SITE}/`, 'https://www.artblog.example/posts/42?ref=x').fields,
    ).toMatchObject({
      source_type: 'referral',
      utm_source: 'artblog.example',
      utm_medium: 'referral',
      utm_content: '/posts/42',
      referrer: 'https://www.artblog.example/posts/42?ref=x',
    });
    expect(firstVisit(`${SITE}/`, 'https://t.co/xyz').fields.utm_source).toBe('twitter.com');
  });

  it.each([
    `${SITE}/shop/`,
    `https://www.${HOST}/`,
    `https://shop.${HOST}/`,
    `http://${HOST}:8080/`,
  ])('ATTR-003 a referrer from the site itself (%s) is not a referral', (referrer) => {
    expect(firstVisit(`${SITE}/`, referrer).fields.source_type).toBe('typein');
  });

  it('ATTR-003 within a session the source stays, whatever other site links in', () => {
    const browser = new Browser();
    browser.visit('/', 'https://www.artblog.example/post', START);
    const fields = browser.visit('/shop/', 'https://another.example/', later(10));
    expect(fields).toMatchObject({
      source_type: 'referral',
      utm_source: 'artblog.example',
      session_pages: '2',
    });
  });

  it('ATTR-003 campaign parameters and search engines re-set the source even within a session', () => {
    const browser = new Browser();
    browser.visit('/', 'https://www.artblog.example/post', START);
    expect(browser.visit('/?utm_source=mail', '', later(5))).toMatchObject({
      source_type: 'utm',
      utm_source: 'mail',
    });
    expect(browser.visit('/', 'https://www.google.com/', later(10))).toMatchObject({
      source_type: 'organic',
      session_start_time: '2026-11-21 10:15:40',
      session_pages: '3',
      session_count: '1',
    });
  });

  it('ATTR-003 a new session with a referrer from another site re-sets the source', () => {
    const browser = new Browser(TRACKING_LIBRARY_DEFAULTS);
    browser.visit('/', '', START);
    const sameSession = browser.visit('/', 'https://www.artblog.example/post', later(60));
    expect(sameSession.source_type).toBe('typein');
    const nextSession = browser.visit('/', 'https://www.artblog.example/post', later(60 + 31 * 60));
    expect(nextSession).toMatchObject({
      source_type: 'referral',
      session_pages: '1',
      session_count: '2',
    });
  });

  it('ATTR-003 a new session without referrer keeps the remembered source and counts the visit', () => {
    const browser = new Browser(TRACKING_LIBRARY_DEFAULTS);
    browser.visit('/?utm_source=mail', '', START);
    const fields = browser.visit('/cart/', '', later(2 * 60 * 60));
    expect(fields).toMatchObject({
      source_type: 'utm',
      utm_source: 'mail',
      session_entry: `${SITE}/?utm_source=mail`,
      session_pages: '1',
      session_count: '2',
    });
  });

  it('ATTR-003 session_pages counts page views and the session is extended by each', () => {
    const browser = new Browser();
    const pages = [0, 60, 25 * 60, 50 * 60, 75 * 60].map(
      (seconds) => browser.visit('/', '', later(seconds)).session_pages,
    );
    expect(pages).toEqual(['1', '2', '3', '4', '5']);
    expect(browser.visit('/', '', later(75 * 60 + 31 * 60)).session_pages).toBe('1');
  });

  it('ATTR-003 user_agent is the current browser', () => {
    const browser = new Browser();
    browser.visit('/', '', START, 'Old/1.0');
    expect(browser.visit('/', '', later(5), 'New/2.0').user_agent).toBe('New/2.0');
  });
});

describe('DEC-24 lifetime honoured as given', () => {
  it('DEC-24 the source is kept while page views come within 26 s of each other', () => {
    const browser = new Browser();
    browser.visit('/', 'https://www.artblog.example/post', START);
    expect(browser.visit('/shop/', '', later(20)).source_type).toBe('referral');
    expect(browser.visit('/cart/', '', later(40)).source_type).toBe('referral');
  });

  it('DEC-24 entry details expire 26 s after the source was set, even while the source is kept', () => {
    const browser = new Browser();
    browser.visit('/', 'https://www.artblog.example/post', START);
    browser.visit('/shop/', '', later(20));
    expect(browser.visit('/cart/', '', later(40))).toMatchObject({
      source_type: 'referral',
      referrer: '',
      session_entry: '',
      session_start_time: '',
      session_pages: '3',
    });
  });

  it('DEC-24 after 26 s without a page view the source is forgotten, the session (30 min) is not', () => {
    const browser = new Browser();
    browser.visit('/', 'https://www.artblog.example/post', START);
    expect(browser.visit('/shop/', '', later(27))).toMatchObject({
      source_type: 'typein',
      referrer: '(none)',
      session_start_time: '2026-11-21 10:15:57',
      session_pages: '2',
      session_count: '1',
    });
  });
});

describe('attributionFromCookies', () => {
  it('ATTR-003 reads cookies written by sourcebuster itself', () => {
    const fields = attributionFromCookies({
      sbjs_current:
        'typ=referral|||src=artblog.example|||mdm=referral|||cmp=(none)|||cnt=/posts/42|||trm=(none)|||id=(none)',
      sbjs_current_add:
        'fd=2026-11-20 08:00:00|||ep=https://atelier.test/?a=b|||rf=https://www.artblog.example/posts/42',
      sbjs_session: 'pgs=4|||cpg=https://atelier.test/cart/',
      sbjs_udata: 'vst=3|||uip=(none)|||uag=Mozilla/5.0',
    });
    expect(fields).toEqual({
      source_type: 'referral',
      referrer: 'https://www.artblog.example/posts/42',
      utm_campaign: '(none)',
      utm_source: 'artblog.example',
      utm_medium: 'referral',
      utm_content: '/posts/42',
      utm_id: '(none)',
      utm_term: '(none)',
      session_entry: 'https://atelier.test/?a=b',
      session_start_time: '2026-11-20 08:00:00',
      session_pages: '4',
      session_count: '3',
      user_agent: 'Mozilla/5.0',
    });
  });

  it("ATTR-003 reads the library's base64 cookie form", () => {
    const plain =
      'typ=utm|||src=newsletter|||mdm=email|||cmp=spring|||cnt=(none)|||trm=(none)|||id=(none)';
    const base64 = btoa(encodeURIComponent(plain)).replace(/=+$/, '');
    expect(attributionFromCookies({ sbjs_current: base64 })).toMatchObject({
      source_type: 'utm',
      utm_source: 'newsletter',
      utm_campaign: 'spring',
    });
  });

  it('ATTR-003 missing cookies read as empty fields', () => {
    const fields = attributionFromCookies({});
    expect(Object.keys(fields)).toEqual([...ATTRIBUTION_FIELD_NAMES]);
    expect(Object.values(fields).every((value) => value === '')).toBe(true);
  });

  it('ATTR-003 values with the delimiter or percent signs survive the round trip', () => {
    const url = `${SITE}/?q=100%25|||rf=evil`;
    const { fields } = trackVisit({
      cookies: {},
      url,
      referrer: '',
      userAgent: 'Agent|||uag=forged 50%',
      now: START,
      host: HOST,
    });
    expect(fields.session_entry).toBe(url);
    expect(fields.user_agent).toBe('Agent|||uag=forged 50%');
    expect(fields.referrer).toBe('(none)');
  });
});

const arbitraryVisit = fc.record({
  path: fc.constantFrom('/', '/shop/', '/product/blue-hour/', '/cart/'),
  params: fc.dictionary(
    fc.constantFrom('utm_source', 'utm_medium', 'utm_campaign', 'utm_id', 'gclid', 'page'),
    fc.string({ maxLength: 12 }),
    { maxKeys: 3 },
  ),
  referrer: fc.constantFrom(
    '',
    `${SITE}/shop/`,
    'https://www.google.com/',
    'https://www.bing.com/search?q=art',
    'https://www.artblog.example/post|1?x=%20',
  ),
  userAgent: fc.string({ maxLength: 40 }),
  secondsLater: fc.integer({ min: 0, max: 3 * 60 * 60 }),
});

function urlOf(visit: { path: string; params: Record<string, string> }): string {
  const query = Object.entries(visit.params)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `${SITE}${visit.path}${query === '' ? '' : `?${query}`}`;
}

describe('trackVisit properties', () => {
  it('ATTR-003 the fields are what the written cookies hold', () => {
    fc.assert(
      fc.property(fc.array(arbitraryVisit, { minLength: 1, maxLength: 6 }), (visits) => {
        let cookies: Record<string, string> = {};
        let seconds = 0;
        for (const [index, visit] of visits.entries()) {
          seconds += visit.secondsLater;
          const result = trackVisit({
            cookies,
            url: urlOf(visit),
            referrer: visit.referrer,
            userAgent: visit.userAgent,
            now: later(seconds),
            host: HOST,
          });
          if (index === 0)
            expect(attributionFromCookies(cookiesFrom(result.writes))).toEqual(result.fields);
          cookies = cookiesFrom(result.writes, cookies);
          expect(attributionFromCookies(cookies)).toEqual(result.fields);
        }
      }),
    );
  });

  it('ATTR-003 repeating the same page view changes nothing but session_pages, which grows by 1', () => {
    fc.assert(
      fc.property(arbitraryVisit, fc.integer({ min: 2, max: 6 }), (visit, repeats) => {
        let cookies: Record<string, string> = {};
        const seen: AttributionFields[] = [];
        for (let view = 0; view < repeats; view++) {
          const result = trackVisit({
            cookies,
            url: urlOf(visit),
            referrer: visit.referrer,
            userAgent: visit.userAgent,
            now: START,
            host: HOST,
          });
          cookies = cookiesFrom(result.writes, cookies);
          seen.push(result.fields);
        }
        seen.forEach((fields, view) => {
          expect(fields.session_pages).toBe(String(view + 1));
          expect({ ...fields, session_pages: '' }).toEqual({ ...seen[0], session_pages: '' });
        });
      }),
    );
  });
});

describe('sanitizeAttribution', () => {
  it('ATTR-003 keeps the known fields, trimmed, and drops unknown keys', () => {
    const fields = sanitizeAttribution({
      source_type: '  utm ',
      utm_source: 'newsletter',
      session_pages: '3',
      order_total: '0',
      password: 'secret',
    });
    expect(fields).toEqual({
      ...attributionFromCookies({}),
      source_type: 'utm',
      utm_source: 'newsletter',
      session_pages: '3',
    });
    expect(Object.keys(fields)).toEqual([...ATTRIBUTION_FIELD_NAMES]);
  });

  it('ATTR-003 anything but a string becomes empty', () => {
    const fields = sanitizeAttribution({
      source_type: 42,
      referrer: ['https://a.example'],
      utm_source: { toString: () => 'x' },
      utm_medium: null,
    });
    expect([fields.source_type, fields.referrer, fields.utm_source, fields.utm_medium]).toEqual([
      '',
      '',
      '',
      '',
    ]);
  });

  it('ATTR-003 cuts values to 500 characters without splitting a character', () => {
    const fields = sanitizeAttribution({
      user_agent: 'é'.repeat(499) + '🖼🖼',
      referrer: 'x'.repeat(2_000),
    });
    expect(Array.from(fields.user_agent)).toHaveLength(500);
    expect(fields.user_agent.endsWith('🖼')).toBe(true);
    expect(fields.referrer).toBe('x'.repeat(500));
  });

  it('ATTR-003 removes control characters such as line breaks', () => {
    expect(
      sanitizeAttribution({ utm_campaign: 'spring\r\nSet-Cookie: x\u0000' }).utm_campaign,
    ).toBe('spring  Set-Cookie: x');
  });

  it('ATTR-003 ignores inherited properties', () => {
    const input = Object.create({ source_type: 'inherited' }) as Record<string, unknown>;
    expect(sanitizeAttribution(input).source_type).toBe('');
  });

  it('ATTR-003 always answers exactly the 13 fields as strings of at most 500 characters', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...ATTRIBUTION_FIELD_NAMES, 'other'), fc.anything()),
        (input) => {
          const fields = sanitizeAttribution(input);
          expect(Object.keys(fields)).toEqual([...ATTRIBUTION_FIELD_NAMES]);
          for (const value of Object.values(fields)) {
            expect(typeof value).toBe('string');
            expect(Array.from(value).length).toBeLessThanOrEqual(500);
            expect(value).toBe(value.trim());
          }
        },
      ),
    );
  });
});

describe('adminOrderAttribution', () => {
  it('ATTR-003 an order entered by staff has the admin source type and nothing else', () => {
    expect(adminOrderAttribution()).toEqual({
      ...attributionFromCookies({}),
      source_type: 'admin',
    });
  });
});
