import { packSbjs, parseSbjs } from './sbjs-cookie';
import {
  NONE,
  TYPEIN_SOURCE,
  campaignSource,
  isExternalReferrer,
  organicSource,
  referralSource,
  type TrafficSource,
} from './traffic-source';
import { parseUrl } from './url-parts';

/**
 * Order attribution compatible with sourcebuster (sbjs_ cookies), the library behind the original
 * site's order attribution: the same cookies, value format and source rules, so cookies written
 * by either side read the same.
 */
export interface AttributionConfig {
  /** Lifetime of the first/current source cookies, in months of 30 days. */
  lifetimeMonths: number;
  /** A session ends after this many minutes without a page view. */
  sessionMinutes: number;
}

/**
 * ATTR-002 / DEC-24: the site's configuration, honoured as given. 1e-5 months of 30 days is
 * 25.92 s, so a source is forgotten 26 s after the last page view that refreshed it. (The library
 * itself truncates the lifetime to whole minutes, 0 here, which turns the cookies into browser-
 * session cookies; DEC-24 rules that out.)
 */
export const ATTRIBUTION_CONFIG: AttributionConfig = { lifetimeMonths: 1e-5, sessionMinutes: 30 };

/** ATTR-004: the tracking library's own defaults. */
export const TRACKING_LIBRARY_DEFAULTS: AttributionConfig & {
  promoCodeMin: number;
  promoCodeMax: number;
} = { lifetimeMonths: 6, sessionMinutes: 30, promoCodeMin: 100_000, promoCodeMax: 999_999 };

/**
 * ATTR-004: the tracking library's promo code (its `sbjs_promo` cookie, `code=<n>`, written only
 * where promo codes are switched on, which this shop does not do): a whole number drawn evenly
 * from 100000 to 999999. `random` is `Math.random` or a stand-in; anything outside [0, 1) is
 * clamped, so the code never leaves the range.
 */
export function promoCode(random: () => number = Math.random): number {
  const { promoCodeMin: min, promoCodeMax: max } = TRACKING_LIBRARY_DEFAULTS;
  const draw = random();
  const unit = Number.isFinite(draw) ? Math.min(Math.max(draw, 0), 1 - Number.EPSILON) : 0;
  return min + Math.floor(unit * (max - min + 1));
}

/** ATTR-003: what an order records about where its buyer came from. */
export interface AttributionFields {
  source_type: string;
  referrer: string;
  utm_campaign: string;
  utm_source: string;
  utm_medium: string;
  utm_content: string;
  utm_id: string;
  utm_term: string;
  session_entry: string;
  session_start_time: string;
  session_pages: string;
  session_count: string;
  user_agent: string;
}

export const ATTRIBUTION_FIELD_NAMES = [
  'source_type',
  'referrer',
  'utm_campaign',
  'utm_source',
  'utm_medium',
  'utm_content',
  'utm_id',
  'utm_term',
  'session_entry',
  'session_start_time',
  'session_pages',
  'session_count',
  'user_agent',
] as const satisfies readonly (keyof AttributionFields)[];

/** ATTR-004: every cookie uses the sbjs_ prefix. */
export const SBJS_COOKIES = {
  migrations: 'sbjs_migrations',
  current: 'sbjs_current',
  currentAdd: 'sbjs_current_add',
  first: 'sbjs_first',
  firstAdd: 'sbjs_first_add',
  session: 'sbjs_session',
  udata: 'sbjs_udata',
} as const;

/** A cookie to set, path '/'. The value is unencoded: the cookie writer applies encodeURIComponent. */
export interface CookieWrite {
  name: string;
  value: string;
  maxAgeSeconds: number | null /* null = session cookie */;
}

/** The one migration sourcebuster knows; writing it marks the cookies as current-format. */
const MIGRATIONS_DONE = '1418474375998=1';

/**
 * Cookie lifetime for a number of 30-day months, rounded to whole seconds; null (a browser-session
 * cookie, as the library does for a lifetime under its unit) when that rounds to nothing.
 */
export function cookieLifetimeSeconds(months: number): number | null {
  const seconds = Math.round(months * 30 * 24 * 60 * 60);
  return seconds > 0 ? seconds : null;
}

/**
 * One page view: the cookie writes sourcebuster would make and the fields they now hold.
 *
 * - Campaign parameters in the address (utm_*, gclid, yclid) always set a new current source; so
 *   does a search engine as referrer from another host.
 * - Otherwise, at the start of a session (no sbjs_session), a referrer from another host sets a
 *   referral source.
 * - Otherwise the current source stays, unless it has expired (then the visit is typed-in).
 * - A new source also records its entry page, start time (UTC) and referrer (sbjs_current_add);
 *   the first-ever source is kept in sbjs_first/_add.
 * - sbjs_session counts pages and is extended on every view; sbjs_udata counts visits (sessions).
 *
 * `cookies` holds the cookies the browser still sends (expired ones are simply absent); `url` is
 * the full address of the page, `referrer` the document referrer ('' when none), `host` the site's.
 */
export function trackVisit(input: {
  cookies: Readonly<Record<string, string>>;
  url: string;
  referrer: string;
  userAgent: string;
  now: Date;
  config?: AttributionConfig;
  host: string;
}): { writes: CookieWrite[]; fields: AttributionFields } {
  const { cookies, url, referrer, userAgent, now, host } = input;
  const config = input.config ?? ATTRIBUTION_CONFIG;
  requireValidConfig(config);
  if (Number.isNaN(now.getTime())) throw new RangeError('trackVisit needs a valid date for now.');

  const lifetime = cookieLifetimeSeconds(config.lifetimeMonths);
  const jar: Record<string, string> = { ...cookies };
  const has = (name: string) => (jar[name] ?? '') !== '';
  const writes: CookieWrite[] = [];
  const write = (name: string, value: string, maxAgeSeconds: number | null) => {
    writes.push({ name, value, maxAgeSeconds });
    jar[name] = value;
  };
  const inSession = has(SBJS_COOKIES.session);

  if (!has(SBJS_COOKIES.migrations)) write(SBJS_COOKIES.migrations, MIGRATIONS_DONE, lifetime);

  const newSource = evaluateSource({
    url,
    referrer,
    host,
    inSession,
    hasCurrent: has(SBJS_COOKIES.current),
  });
  if (newSource !== null) {
    const entry = packSbjs([
      ['fd', formatUtcDateTime(now)],
      ['ep', url],
      ['rf', referrer === '' ? NONE : referrer],
    ]);
    write(SBJS_COOKIES.currentAdd, entry, lifetime);
    if (!has(SBJS_COOKIES.firstAdd)) write(SBJS_COOKIES.firstAdd, entry, lifetime);
  }
  const current =
    newSource !== null
      ? packSource(newSource)
      : packSbjs(Object.entries(parseSbjs(jar[SBJS_COOKIES.current])));
  write(SBJS_COOKIES.current, current, lifetime);
  if (!has(SBJS_COOKIES.first)) write(SBJS_COOKIES.first, current, lifetime);

  const visits = has(SBJS_COOKIES.udata)
    ? counter(parseSbjs(jar[SBJS_COOKIES.udata]).vst) + (inSession ? 0 : 1)
    : 1;
  write(
    SBJS_COOKIES.udata,
    packSbjs([
      ['vst', String(visits)],
      ['uip', NONE],
      ['uag', userAgent],
    ]),
    lifetime,
  );

  const pages = inSession ? counter(parseSbjs(jar[SBJS_COOKIES.session]).pgs) + 1 : 1;
  write(
    SBJS_COOKIES.session,
    packSbjs([
      ['pgs', String(pages)],
      ['cpg', url],
    ]),
    Math.round(config.sessionMinutes * 60),
  );

  return { writes, fields: attributionFromCookies(jar) };
}

/** The attribution fields the cookies hold: what the checkout posts and the order stores. */
export function attributionFromCookies(
  cookies: Readonly<Record<string, string>>,
): AttributionFields {
  const current = parseSbjs(cookies[SBJS_COOKIES.current]);
  const entry = parseSbjs(cookies[SBJS_COOKIES.currentAdd]);
  const session = parseSbjs(cookies[SBJS_COOKIES.session]);
  const user = parseSbjs(cookies[SBJS_COOKIES.udata]);
  return {
    source_type: current.typ ?? '',
    referrer: entry.rf ?? '',
    utm_campaign: current.cmp ?? '',
    utm_source: current.src ?? '',
    utm_medium: current.mdm ?? '',
    utm_content: current.cnt ?? '',
    utm_id: current.id ?? '',
    utm_term: current.trm ?? '',
    session_entry: entry.ep ?? '',
    session_start_time: entry.fd ?? '',
    session_pages: session.pgs ?? '',
    session_count: user.vst ?? '',
    user_agent: user.uag ?? '',
  };
}

/** Most characters a stored attribution value keeps. */
export const ATTRIBUTION_VALUE_MAX_LENGTH = 500;

/**
 * Server side: the posted attribution reduced to the known fields. Only strings are kept, with
 * control characters removed, trimmed and cut to 500 characters; anything else becomes ''.
 */
export function sanitizeAttribution(input: Record<string, unknown>): AttributionFields {
  const clean = (value: unknown): string => {
    if (typeof value !== 'string') return '';
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    const printable = value.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim();
    return Array.from(printable).slice(0, ATTRIBUTION_VALUE_MAX_LENGTH).join('').trim();
  };
  const fields = attributionFromCookies({});
  for (const name of ATTRIBUTION_FIELD_NAMES) {
    fields[name] = clean(Object.hasOwn(input, name) ? input[name] : undefined);
  }
  return fields;
}

/** The attribution of an order entered by staff rather than placed by a visitor. */
export function adminOrderAttribution(): AttributionFields {
  return { ...attributionFromCookies({}), source_type: 'admin' };
}

function evaluateSource(visit: {
  url: string;
  referrer: string;
  host: string;
  inSession: boolean;
  hasCurrent: boolean;
}): TrafficSource | null {
  const { url, referrer, host, inSession, hasCurrent } = visit;
  const campaign = campaignSource(parseUrl(url).query, referrer);
  if (campaign !== null) return campaign;
  const external = isExternalReferrer(referrer, host);
  const organic = external ? organicSource(referrer) : null;
  if (organic !== null) return organic;
  if (!inSession && external) return referralSource(referrer);
  // The library only re-types a visit when both source cookies are gone; with the current one
  // gone alone it would store "null", so a missing current source always counts as gone.
  return hasCurrent ? null : TYPEIN_SOURCE;
}

function packSource(source: TrafficSource): string {
  return packSbjs([
    ['typ', source.type],
    ['src', source.source],
    ['mdm', source.medium],
    ['cmp', source.campaign],
    ['cnt', source.content],
    ['trm', source.term],
    ['id', source.id],
  ]);
}

/** A counter as sourcebuster reads one: the leading integer, 1 when there is none or it is 0. */
function counter(value: string | undefined): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isNaN(parsed) || parsed === 0 ? 1 : parsed;
}

/** "YYYY-MM-DD HH:MM:SS" in UTC, the library's format with the site's timezone offset 0. */
function formatUtcDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

function requireValidConfig(config: AttributionConfig): void {
  if (!(Number.isFinite(config.lifetimeMonths) && config.lifetimeMonths > 0)) {
    throw new RangeError(
      `Attribution lifetime must be a positive number of months, got ${config.lifetimeMonths}.`,
    );
  }
  if (!(Number.isFinite(config.sessionMinutes) && config.sessionMinutes > 0)) {
    throw new RangeError(
      `Attribution session must be a positive number of minutes, got ${config.sessionMinutes}.`,
    );
  }
}
