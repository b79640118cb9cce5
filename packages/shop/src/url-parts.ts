/**
 * Just enough URL reading for order attribution. The WHATWG `URL` class is a DOM/Node global that
 * pure packages do not have, and attribution must also cope with the odd referrer that `URL`
 * would reject, so this never throws: what it cannot read comes back empty.
 */
export interface UrlParts {
  /** Lower-cased host name, without user info or port. */
  host: string;
  path: string;
  /** The query without '?' and without the fragment. */
  query: string;
}

const URL_SHAPE = /^(?:[a-z][a-z\d+.-]*:)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?/i;

export function parseUrl(url: string): UrlParts {
  const match = URL_SHAPE.exec(url.trim());
  const authority = match?.[1] ?? '';
  const withoutUser = authority.slice(authority.lastIndexOf('@') + 1);
  const host = withoutUser.replace(/:\d*$/, '').toLowerCase();
  return { host, path: match?.[2] ?? '', query: match?.[3] ?? '' };
}

/**
 * The first value of a query parameter that has an '=' (a bare `?utm_source` does not count,
 * as in sourcebuster), percent-decoded; undefined when absent.
 */
export function queryParam(query: string, name: string): string | undefined {
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    if (equals === -1) continue;
    if (pair.slice(0, equals) === name) return safeDecode(pair.slice(equals + 1));
  }
  return undefined;
}

/** decodeURIComponent that keeps the text as it is when it is not valid percent-encoding. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The host the way sourcebuster compares hosts: lower-cased, first "www." removed. */
export function comparableHost(urlOrHost: string): string {
  const host = urlOrHost.includes('/') ? parseUrl(urlOrHost).host : parseUrl(`//${urlOrHost}`).host;
  return host.replace('www.', '');
}
