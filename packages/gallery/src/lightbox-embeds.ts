/**
 * Embeds (LBX-014): two video providers and a maps service, as the original's lightbox defined
 * them. A page address is recognised and turned into the provider's player address; anything
 * else is not embedded (the lightbox shows a link to it instead).
 *
 * - YouTube: an 11-character video id, played from youtube-nocookie.com (no cookies until play).
 * - Vimeo: a numeric video id, played by player.vimeo.com with `dnt=1` (do not track).
 * - Google Maps: a search, place or query address, shown by the maps embed (`output=embed`).
 */
export type EmbedKind = 'youtube' | 'vimeo' | 'map';

export interface Embed {
  kind: EmbedKind;
  /** The iframe's address. */
  src: string;
}

/** The origins the site's Content-Security-Policy lets frames come from, and nothing else. */
export const EMBED_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.google.com',
] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{1,12}$/;

interface Address {
  hostname: string;
  pathname: string;
  params: Map<string, string>;
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * An http(s) address split into host, path and query. By hand because this package is pure
 * (no DOM or Node `URL`); it only needs to recognise three services' addresses, and what it cannot
 * read is simply not embedded.
 */
function parse(address: string): Address | undefined {
  if (address.length > 2000) return undefined;
  const match = /^https?:\/\/(?:[^@/?#]*@)?([^/?#:]+)(?::\d+)?([^?#]*)(?:\?([^#]*))?/i.exec(
    address.trim(),
  );
  if (!match) return undefined;
  const params = new Map<string, string>();
  for (const pair of (match[3] ?? '').split('&')) {
    const [name, ...rest] = pair.split('=');
    const key = name ? decode(name) : undefined;
    const value = decode(rest.join('='));
    if (key && value !== undefined && !params.has(key)) params.set(key, value);
  }
  return { hostname: (match[1] ?? '').toLowerCase(), pathname: match[2] || '/', params };
}

const hostIs = (url: Address, ...hosts: string[]) =>
  hosts.includes(url.hostname.replace(/^www\.|^m\./, ''));

/** The YouTube video id of a watch, short, embed or youtu.be address. */
export function youtubeId(address: string): string | undefined {
  const url = parse(address);
  if (!url) return undefined;
  let id: string | null | undefined;
  if (hostIs(url, 'youtu.be')) id = url.pathname.split('/')[1];
  else if (hostIs(url, 'youtube.com', 'youtube-nocookie.com')) {
    const [, first, second] = url.pathname.split('/');
    id =
      first === 'watch'
        ? url.params.get('v')
        : ['embed', 'shorts', 'v', 'live'].includes(first ?? '')
          ? second
          : undefined;
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/** The Vimeo video id of a vimeo.com or player.vimeo.com address. */
export function vimeoId(address: string): string | undefined {
  const url = parse(address);
  if (!url) return undefined;
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (hostIs(url, 'player.vimeo.com')) id = parts[0] === 'video' ? parts[1] : undefined;
  else if (hostIs(url, 'vimeo.com')) id = parts.find((part) => VIMEO_ID.test(part));
  return id && VIMEO_ID.test(id) ? id : undefined;
}

/** What a Google Maps address searches for: `query`/`q`, a place's or a search's path, or `@lat,lng`. */
export function mapQuery(address: string): string | undefined {
  const url = parse(address);
  if (!url) return undefined;
  const host = url.hostname;
  const isMaps =
    /^maps\.google\.[a-z.]{2,6}$/.test(host) ||
    (/^(www\.)?google\.[a-z.]{2,6}$/.test(host) && url.pathname.startsWith('/maps'));
  if (!isMaps) return undefined;
  const fromQuery = url.params.get('query') ?? url.params.get('q');
  if (fromQuery?.trim()) return fromQuery.trim().slice(0, 200);
  const parts = url.pathname.split('/').filter(Boolean);
  const named = parts.findIndex((part) => part === 'place' || part === 'search');
  const name = named >= 0 ? parts[named + 1] : undefined;
  if (name) return decode(name)?.trim().slice(0, 200) || undefined;
  const at = parts.find((part) => /^@-?\d+(\.\d+)?,-?\d+(\.\d+)?/.test(part));
  return at ? at.slice(1).split(',').slice(0, 2).join(',') : undefined;
}

/** The maps address a "Show on the map" link opens for a place name (Google's documented Maps URL). */
export function mapAddressFor(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place.trim())}`;
}

/** The embed an address stands for, or undefined when it is none of the three services. */
export function embedFor(address: string): Embed | undefined {
  const youtube = youtubeId(address);
  if (youtube) {
    return {
      kind: 'youtube',
      src: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0`,
    };
  }
  const vimeo = vimeoId(address);
  if (vimeo)
    return { kind: 'vimeo', src: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1` };
  const query = mapQuery(address);
  if (query) {
    return {
      kind: 'map',
      src: `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`,
    };
  }
  return undefined;
}
