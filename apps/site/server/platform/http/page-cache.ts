import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * What a page's answer depends on, for the page cache (ADR 0011). Pages are the same for every
 * anonymous visitor unless their loader or action asks who the visitor is.
 */
export interface PageDependencies {
  /** The page shows these (change tags: "products", "products:12", "forms:3", "pages"). */
  dependsOn(...tags: string[]): void;
  /** The answer is for this visitor alone: never cached or shared. */
  personal(): void;
}

/** A page as rendered: what every anonymous visitor of its address gets (ADR 0011). */
export interface RenderedPage {
  status: number;
  /** The answer's own headers (content type, CSP, cache lifetime…), lower-case names. */
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  /**
   * What the page shows, as change tags ("products:12", "products", "forms:3"): a change that
   * sends one of them drops the page. `*`: the page did not say, so any change drops it.
   */
  tags: readonly string[];
}

export interface CachedPage extends RenderedPage {
  /** Weak, since the same page travels identity, gzip or brotli encoded. */
  etag: string;
  /** Compressed once, on the first request that accepts the encoding, then kept. */
  encoded: Partial<Record<PageEncoding, Promise<Buffer>>>;
}

export type PageEncoding = 'br' | 'gzip';

/** Matches any change: the tag of pages that named no dependency. */
export const ANY_CHANGE = '*';

export interface PageCacheOptions {
  /** Bound on the bytes held (bodies and their compressed forms), per process. */
  maxBytes: number;
  /** No page is kept longer, even if no change notice came (one may be lost). */
  maxAgeMs: number;
}

interface Invalidation {
  epoch: number;
  tags: ReadonlySet<string> | 'all';
}

/** Invalidations remembered for renders still running; a render older than these is not kept. */
const INVALIDATION_LOG_LENGTH = 512;

export const weakEtagOf = (body: Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The server's page cache (ADR 0011): rendered pages of anonymous GETs, in memory, bounded in
 * bytes (least recently used first out), keyed by address. A change notice names tags and drops
 * exactly the pages that depend on them. Concurrent misses for one address render once, and a
 * render that a change overtook is answered but not kept, so no visitor is served a page older
 * than the last change notice the process received.
 */
export function createPageCache(options: PageCacheOptions) {
  const keysByTag = new Map<string, Set<string>>();
  const entries = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    // A page and up to two compressed copies, each smaller than the page.
    sizeCalculation: (page) => Math.max(1, page.body.byteLength * 2),
    ttl: options.maxAgeMs,
    dispose: (page, key) => {
      for (const tag of page.tags) {
        const keys = keysByTag.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) keysByTag.delete(tag);
      }
    },
  });
  const inFlight = new Map<string, Promise<RenderedPage | undefined>>();
  let epoch = 0;
  const log: Invalidation[] = [];

  /** Did a change that concerns `tags` arrive after `since`? Unknown (log too short): yes. */
  function overtaken(since: number, tags: readonly string[]): boolean {
    if (since === epoch) return false;
    const oldest = log[0];
    if (!oldest || oldest.epoch > since + 1) return true;
    const dependsOnAll = tags.includes(ANY_CHANGE);
    return log.some(({ epoch: at, tags: changed }) => {
      if (at <= since) return false;
      return changed === 'all' || dependsOnAll || tags.some((tag) => changed.has(tag));
    });
  }

  function remember(tags: ReadonlySet<string> | 'all') {
    epoch += 1;
    log.push({ epoch, tags });
    if (log.length > INVALIDATION_LOG_LENGTH) log.shift();
  }

  function store(key: string, page: RenderedPage): CachedPage {
    const cached: CachedPage = { ...page, etag: weakEtagOf(page.body), encoded: {} };
    entries.set(key, cached);
    for (const tag of page.tags) {
      let keys = keysByTag.get(tag);
      if (!keys) keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return cached;
  }

  return {
    lookup(key: string): CachedPage | undefined {
      return entries.get(key);
    },

    /**
     * The page at `key`: from the cache, or rendered by `render` (once for all concurrent
     * callers) and kept when it is shareable (`render` answers undefined for a page that is
     * not: personal, an error, a redirect) and no change overtook it. Callers that joined a
     * render that turned out not shareable get undefined and render for themselves.
     */
    async fill(
      key: string,
      render: () => Promise<RenderedPage | undefined>,
    ): Promise<CachedPage | RenderedPage | undefined> {
      const hit = entries.get(key);
      if (hit) return hit;
      const running = inFlight.get(key);
      if (running) return running.catch(() => undefined);
      const startedAt = epoch;
      const rendering = render();
      inFlight.set(key, rendering);
      try {
        const page = await rendering;
        if (!page) return undefined;
        return overtaken(startedAt, page.tags) ? page : store(key, page);
      } finally {
        inFlight.delete(key);
      }
    },

    /** Drops every page that depends on one of `tags` (or on anything). */
    invalidate(tags: Iterable<string>) {
      const changed = new Set(tags);
      if (changed.size === 0) return;
      remember(changed);
      for (const tag of [...changed, ANY_CHANGE]) {
        for (const key of [...(keysByTag.get(tag) ?? [])]) entries.delete(key);
      }
    },

    /** Drops everything: change notices may have been missed. */
    clear() {
      remember('all');
      entries.clear();
    },

    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** The page in `encoding`, compressed on first use and kept with the page. */
export function encodedBody(page: CachedPage, encoding: PageEncoding): Promise<Buffer> {
  let body = page.encoded[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? brotli(page.body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 9,
              [zlib.BROTLI_PARAM_SIZE_HINT]: page.body.byteLength,
            },
          })
        : gzipped(page.body, { level: 9 });
    page.encoded[encoding] = body;
  }
  return body;
}

/**
 * The encoding to send for an Accept-Encoding header: brotli or gzip, whichever the client
 * weighs higher (brotli on a tie); undefined for identity (neither accepted, or weighed 0).
 */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const weight = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const value = weight === undefined ? 1 : Number(weight.slice(2));
    weights.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const br = weights.get('br') ?? 0;
  const gzip = weights.get('gzip') ?? 0;
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? 'br' : 'gzip';
}
