import { comparableHost, parseUrl, queryParam } from './url-parts';

/**
 * Where a visit came from, decided the way sourcebuster decides it (the library behind the
 * original site's order attribution). 'admin' is the type of orders entered by staff, never of
 * a visit.
 */
export type SourceType = 'utm' | 'organic' | 'referral' | 'typein' | 'admin';

export interface TrafficSource {
  type: Exclude<SourceType, 'admin'>;
  source: string;
  medium: string;
  campaign: string;
  content: string;
  term: string;
  id: string;
}

/** sourcebuster's placeholder for "no value". */
export const NONE = '(none)';

const CAMPAIGN_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'utm_id',
  'gclid',
  'yclid',
] as const;

/** Campaign parameters in the page address; null when there are none. */
export function campaignSource(pageQuery: string, referrer: string): TrafficSource | null {
  const param = (name: (typeof CAMPAIGN_PARAMS)[number]) => queryParam(pageQuery, name);
  if (CAMPAIGN_PARAMS.every((name) => param(name) === undefined)) return null;
  const googleAds = param('gclid') !== undefined;
  const yandexAds = !googleAds && param('yclid') !== undefined;
  const paid = googleAds || yandexAds;
  return {
    type: 'utm',
    source: param('utm_source') ?? (googleAds ? 'google' : yandexAds ? 'yandex' : NONE),
    medium: param('utm_medium') ?? (paid ? 'cpc' : NONE),
    campaign: param('utm_campaign') ?? (googleAds ? 'google_cpc' : yandexAds ? 'yandex_cpc' : NONE),
    content: param('utm_content') ?? NONE,
    id: param('utm_id') || NONE,
    term: param('utm_term') ?? (yandexSearchText(referrer) || NONE),
  };
}

/** A search engine's result page as referrer; null for any other referrer. */
export function organicSource(referrer: string): TrafficSource | null {
  const engine = searchEngine(referrer);
  if (engine === null) return null;
  return {
    type: 'organic',
    source: engine,
    medium: 'organic',
    campaign: NONE,
    content: NONE,
    term: NONE,
    id: NONE,
  };
}

const REFERRAL_NAMES: readonly { host: string; display: string }[] = [
  { host: 't.co', display: 'twitter.com' },
  { host: 'plus.url.google.com', display: 'plus.google.com' },
];

export function referralSource(referrer: string): TrafficSource {
  const { host, path } = parseUrl(referrer);
  const known = REFERRAL_NAMES.find((entry) => hostIsOrUnder(host, entry.host));
  return {
    type: 'referral',
    source: known?.display ?? comparableHost(referrer),
    medium: 'referral',
    campaign: NONE,
    content: path,
    term: NONE,
    id: NONE,
  };
}

export const TYPEIN_SOURCE: TrafficSource = {
  type: 'typein',
  source: '(direct)',
  medium: NONE,
  campaign: NONE,
  content: NONE,
  term: NONE,
  id: NONE,
};

/** A referrer from outside the site; the site's subdomains and "www." count as the site. */
export function isExternalReferrer(referrer: string, siteHost: string): boolean {
  if (referrer === '') return false;
  const site = comparableHost(siteHost);
  const from = comparableHost(referrer);
  return !(from === site || from.endsWith(`.${site}`));
}

const ORGANIC_ENGINES: readonly { host: string; param: string; display: string }[] = [
  { host: 'bing.com', param: 'q', display: 'bing' },
  { host: 'yahoo.com', param: 'p', display: 'yahoo' },
  { host: 'about.com', param: 'q', display: 'about' },
  { host: 'aol.com', param: 'q', display: 'aol' },
  { host: 'ask.com', param: 'q', display: 'ask' },
  { host: 'globososo.com', param: 'q', display: 'globo' },
  { host: 'go.mail.ru', param: 'q', display: 'go.mail.ru' },
  { host: 'rambler.ru', param: 'query', display: 'rambler' },
  { host: 'tut.by', param: 'query', display: 'tut.by' },
];

const YANDEX_HOST = /^(?:.*\.)?yandex\..{2,9}$/;
const GOOGLE_HOST = /^(?:www\.)?google\..{2,9}$/;

function searchEngine(referrer: string): string | null {
  const { host, query } = parseUrl(referrer);
  if (query !== '' && YANDEX_HOST.test(host) && query.includes('text=')) return 'yandex';
  if (GOOGLE_HOST.test(host)) return 'google';
  if (query === '') return null;
  const lowerQuery = query.toLowerCase();
  const engine = ORGANIC_ENGINES.find(
    (candidate) =>
      hostIsOrUnder(host, candidate.host) && lowerQuery.includes(`${candidate.param}=`),
  );
  return engine?.display ?? null;
}

/** Yandex Direct puts the search words in the referrer's `text` parameter. */
function yandexSearchText(referrer: string): string | undefined {
  const { host, query } = parseUrl(referrer);
  return YANDEX_HOST.test(host) ? queryParam(query, 'text') : undefined;
}

function hostIsOrUnder(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}
