import { CHUNK_PAGE_QUERY } from '@atelier/gallery/tile-chunks';
import { columnsFor, GALLERY_TIMINGS } from '@atelier/gallery/tile-columns';
import { addressWithFilter, filterFromAddress, tileInFilter } from '@atelier/gallery/tile-filters';
import { layoutTiles, type TileLayout } from '@atelier/gallery/tile-layout';
import type { LightboxItem } from '@atelier/gallery/lightbox-items';
import { PIN_BUTTON } from '@atelier/gallery/tile-share';
import { useLightbox } from '@atelier/lightbox/use-lightbox';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type MouseEvent,
} from 'react';
import { loadChunk } from './gallery-client';
import { GalleryTile, type TileImageState } from './gallery-tile';
import type { GalleryTileView, TileGalleryView } from './gallery-view';
import {
  bandGridStyle,
  bandLayouts,
  bandSizes,
  bandTileStyle,
  exactTileStyle,
  type BandLayouts,
} from './tile-bands';

/** The tiles known for one filter ('' = all), in gallery order, and where loading stands. */
interface TileList {
  tiles: GalleryTileView[];
  nextPage: number;
  ended: boolean;
}

/** How many tiles of the first chunk load at once (the first rows); the rest lazily. */
const EAGER_TILES = 5;
/**
 * Chunks are asked for this far ahead of the gallery's end (GAL-005), so a reader never reaches
 * the end before the next chunk is in: what follows the gallery then never moves on screen.
 */
const LOOK_AHEAD = '0px 0px 2400px 0px';

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The address of the page showing `pages` chunks of `filter` (the no-JavaScript "Show more"). */
export function showMoreAddress(address: string, filter: string | undefined, pages: number) {
  const url = new URL(addressWithFilter(address, filter), 'http://site.invalid');
  url.searchParams.set(CHUNK_PAGE_QUERY, String(pages));
  return `${url.pathname}${url.search}`;
}

/** The chunk (1-based) holding the `index`-th tile of a filter's list (GAL-005). */
function chunkHolding(index: number, settings: TileGalleryView['settings']) {
  if (index < settings.firstChunkSize) return 1;
  return 2 + Math.floor((index - settings.firstChunkSize) / settings.pageSize);
}

/**
 * The known tiles of a filter ('' = all). A filter not shown before starts with the tiles of the
 * unfiltered list that belong to it (that list's known part holds every tile up to its last, so
 * they are the filter's first tiles); its next chunk is the one holding the tile after them.
 */
function listOf(
  lists: Readonly<Record<string, TileList>>,
  filter: string | undefined,
  settings: TileGalleryView['settings'],
): TileList {
  const known = lists[filter ?? ''];
  if (known) return known;
  const all = lists[''];
  if (!all) return { tiles: [], nextPage: 1, ended: false };
  const tiles = all.tiles.filter((tile) => tileInFilter(tile.sets, filter));
  return {
    tiles,
    nextPage: all.ended ? all.nextPage : chunkHolding(tiles.length, settings),
    ended: all.ended,
  };
}

/** The filter an address asks for on arrival (`#ftg-set-<set>` too), if the gallery has it. */
function arrivalFilter(view: TileGalleryView): string | undefined {
  const asked = filterFromAddress({ search: window.location.search, hash: window.location.hash });
  return asked !== undefined && view.filterSets.includes(asked) ? asked : view.filter;
}

const subscribeNothing = () => () => {};

/** Adds tiles a chunk brought that the list does not have yet, keeping gallery order. */
function merged(tiles: readonly GalleryTileView[], arrived: readonly GalleryTileView[]) {
  const known = new Set(tiles.map((tile) => tile.position));
  return [...tiles, ...arrived.filter((tile) => !known.has(tile.position))].sort(
    (a, b) => a.position - b.position,
  );
}

function lightboxItem(tile: GalleryTileView): LightboxItem {
  if (tile.type === 'iframe' && tile.videoUrl) {
    return {
      type: 'video',
      src: tile.videoUrl,
      href: tile.videoUrl,
      ...(tile.big ? { poster: tile.big.src } : {}),
      title: tile.title,
      ...(tile.subtitle ? { description: tile.subtitle } : {}),
    };
  }
  const variants = tile.image.variants
    .filter((variant) => variant.format === 'jpeg')
    .map((variant) => ({
      src: `/images/${variant.file}`,
      width: variant.width,
      height: variant.height,
    }));
  const src = tile.big?.src ?? variants.at(-1)?.src ?? '';
  return {
    type: 'image',
    src,
    ...(variants.length > 0 ? { srcSet: variants } : {}),
    ...(tile.big ? { width: tile.big.width, height: tile.big.height } : {}),
    alt: tile.image.alt,
    href: src,
    title: tile.title,
    ...(tile.subtitle ? { description: tile.subtitle } : {}),
  };
}

type Arrangement = { kind: 'bands'; layouts: BandLayouts } | { kind: 'exact'; layout: TileLayout };

/**
 * The tile gallery (issue 18, GAL-001…014). The server renders it laid out for every column band
 * (CLS 0, see tile-bands.ts) with its filter links and a "Show more" link, so it works without
 * JavaScript. In the browser: tiles revealed in order as their pictures arrive (GAL-004), more
 * chunks before the end is reached (GAL-005/006), relayout 500 ms after a resize that changed
 * the width (GAL-007) or once a hidden gallery can be measured (GAL-008), broken pictures
 * skipped (GAL-009), filters in place (GAL-002), share windows (GAL-003), and the lightbox.
 */
export function TileGallery({ view, address }: { view: TileGalleryView; address: string }) {
  const { settings } = view;
  // GAL-002: `#ftg-set-<set>` on arrival selects too. The server cannot see the hash, so the
  // page hydrates with the server's filter and then shows the one the address asked for; read
  // once, so a later hash (the lightbox's) changes nothing.
  const arrival = useRef<{ filter: string | undefined }>(undefined);
  const askedFilter = useSyncExternalStore(
    subscribeNothing,
    () => (arrival.current ??= { filter: arrivalFilter(view) }).filter,
    () => view.filter,
  );
  const [chosen, setChosen] = useState<{ filter: string | undefined } | null>(null);
  const filter = chosen ? chosen.filter : askedFilter;
  const [lists, setLists] = useState<Record<string, TileList>>(() => ({
    [view.filter ?? '']: {
      tiles: view.tiles,
      nextPage: view.pagesShown + 1,
      ended: !view.hasMore,
    },
  }));
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set());
  const [exact, setExact] = useState<{ width: number; columns: number } | undefined>();
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [message, setMessage] = useState('');
  const frame = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  const key = filter ?? '';
  const list = listOf(lists, filter, settings);
  const visible = useMemo(
    () => list.tiles.filter((tile) => !failed.has(tile.position)),
    [list.tiles, failed],
  );

  const arrangement = useMemo<Arrangement>(() => {
    const sizes = visible.map((tile) => ({ width: tile.image.width, height: tile.image.height }));
    return exact
      ? {
          kind: 'exact',
          layout: layoutTiles(sizes, { containerWidth: exact.width, columns: exact.columns }),
        }
      : { kind: 'bands', layouts: bandLayouts(sizes) };
  }, [visible, exact]);

  // GAL-004: sequential loading reveals a tile once it and every tile before it have arrived.
  let revealed = 0;
  if (settings.sequential) {
    while (revealed < visible.length && loaded.has(visible[revealed]?.position ?? -1)) revealed++;
  }
  const isShown = (tile: GalleryTileView, index: number) =>
    settings.sequential ? index < revealed : loaded.has(tile.position);

  const onImage = useCallback((position: number, state: TileImageState) => {
    if (state === 'loaded') {
      setLoaded((previous) =>
        previous.has(position) ? previous : new Set(previous).add(position),
      );
      return;
    }
    // GAL-009: logged (no personal data: the tile's place only) and skipped.
    console.warn(
      `Tile gallery: the picture of tile ${position + 1} could not be loaded; it is skipped.`,
    );
    setFailed((previous) => (previous.has(position) ? previous : new Set(previous).add(position)));
  }, []);

  const lightbox = useLightbox({
    id: view.slug,
    items: useMemo(() => visible.map(lightboxItem), [visible]),
    label: `${view.title} gallery`,
  });

  // GAL-005, GAL-006: the next chunk of the current filter; an empty answer ends it.
  const loading = useRef(false);
  const loadNext = useCallback(async () => {
    if (loading.current || list.ended) return;
    loading.current = true;
    setStatus('loading');
    const page = list.nextPage;
    const result = await loadChunk({
      gallery: view.id,
      nonce: view.nonce,
      page,
      pageSize: settings.pageSize,
      ...(filter ? { filter } : {}),
    });
    loading.current = false;
    if (!result.ok) {
      setStatus('failed');
      setMessage(result.message);
      return;
    }
    setStatus('idle');
    setMessage('');
    setLists((previous) => {
      const current = listOf(previous, filter, settings);
      return {
        ...previous,
        [key]: {
          tiles: merged(current.tiles, result.tiles),
          nextPage: page + 1,
          ended: result.tiles.length === 0,
        },
      };
    });
  }, [filter, key, list.ended, list.nextPage, settings, view.id, view.nonce]);

  // Watches the end of the gallery; a new observer after every change reports at once whether
  // the end is still near, so chunks keep coming until the screen is filled ahead.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || list.ended || status !== 'idle') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadNext();
      },
      { rootMargin: LOOK_AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [list.ended, list.tiles.length, loadNext, status]);

  // GAL-007, GAL-008: relayout 500 ms after the width changed; a hidden (0 wide) gallery is
  // tried again every 500 ms until it can be laid out. The first measure is the server's layout.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let lastWidth: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const relayout = () => {
      const width = element.clientWidth;
      if (width === 0) {
        timer = setTimeout(relayout, GALLERY_TIMINGS.hiddenRetryMs);
        return;
      }
      setExact({ width, columns: columnsFor(window.innerWidth) });
    };
    const observer = new ResizeObserver(() => {
      const width = element.clientWidth;
      if (lastWidth === undefined) {
        lastWidth = width;
        if (width === 0) timer = setTimeout(relayout, GALLERY_TIMINGS.hiddenRetryMs);
        return;
      }
      if (width === lastWidth) return;
      lastWidth = width;
      clearTimeout(timer);
      timer = setTimeout(relayout, GALLERY_TIMINGS.relayoutDelayMs);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);

  // GAL-002: a filter chosen in place: its known tiles show at once (listOf), the rest load as
  // chunks, and the address says which filter is shown.
  const chooseFilter = useCallback((next: string | undefined) => {
    setChosen({ filter: next });
    setStatus('idle');
    setMessage('');
    const current = `${window.location.pathname}${window.location.search}`;
    window.history.replaceState(window.history.state, '', addressWithFilter(current, next));
  }, []);

  const gridStyle: CSSProperties =
    arrangement.kind === 'exact'
      ? { height: `${arrangement.layout.height}px` }
      : bandGridStyle(arrangement.layouts);
  const frameStyle = {
    '--ftg-pin-size': `${PIN_BUTTON.size}px`,
    '--ftg-pin-left': `${PIN_BUTTON.margins.left}px`,
    '--ftg-pin-bottom': `${PIN_BUTTON.margins.bottom}px`,
  } as CSSProperties;

  const filters: { name: string | undefined; label: string }[] = [
    { name: undefined, label: 'All' },
    ...view.filterSets.map((set) => ({ name: set, label: set[0]?.toUpperCase() + set.slice(1) })),
  ];
  const showMore = showMoreAddress(address, filter, list.nextPage);

  return (
    <section className="ftg" aria-labelledby={`ftg-title-${view.slug}`} id={`ftg-${view.slug}`}>
      <header className="ftg__header">
        <h2 className="section__title" id={`ftg-title-${view.slug}`}>
          {view.title}
        </h2>
        <nav className="ftg__filters" aria-label={`Filter ${view.title}`}>
          <ul>
            {filters.map(({ name, label }) => (
              <li key={label}>
                <a
                  className="ftg__filter"
                  href={addressWithFilter(address, name)}
                  aria-current={name === filter ? 'true' : undefined}
                  onClick={(event) => {
                    if (!plainClick(event)) return;
                    event.preventDefault();
                    chooseFilter(name);
                  }}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {/* Without JavaScript nothing reveals the tiles one by one: they show at once. */}
      <noscript
        dangerouslySetInnerHTML={{ __html: '<style>.ftg-tile{opacity:1;animation:none}</style>' }}
      />
      <div className="ftg__frame" ref={frame} style={frameStyle}>
        <ul
          className={`ftg__grid ftg__grid--${arrangement.kind}`}
          style={gridStyle}
          aria-label={`${view.title}: ${filter ? `${filter}, ` : ''}${visible.length} pictures shown`}
          aria-busy={status === 'loading'}
        >
          {visible.map((tile, index) => (
            <GalleryTile
              key={tile.position}
              tile={tile}
              placement={
                arrangement.kind === 'exact'
                  ? exactTileStyle(arrangement.layout, index)
                  : bandTileStyle(arrangement.layouts, index)
              }
              sizes={
                arrangement.kind === 'exact'
                  ? `${Math.ceil(arrangement.layout.placements[index]?.width ?? 400)}px`
                  : bandSizes(arrangement.layouts, index)
              }
              eager={index < EAGER_TILES}
              shown={isShown(tile, index)}
              onImage={onImage}
              onIntent={lightbox.prefetch}
              onOpen={(event) => {
                if (!plainClick(event)) return;
                event.preventDefault();
                lightbox.open(index, event.currentTarget);
              }}
            />
          ))}
        </ul>
        <div className="ftg__sentinel" ref={sentinel} aria-hidden="true" />
      </div>
      <div className="ftg__more" role="status">
        {list.ended ? (
          <p className="ftg__end">
            {visible.length === 0
              ? 'No pictures in this set yet.'
              : `All ${visible.length} pictures shown.`}
          </p>
        ) : (
          <>
            {message ? <p className="ftg__message">{message}</p> : null}
            <a
              className="button button--ghost ftg__show-more"
              href={showMore}
              onClick={(event) => {
                if (!plainClick(event)) return;
                event.preventDefault();
                setStatus('idle');
                void loadNext();
              }}
            >
              {/* The same words while loading (aria-busy says it), so the link never changes size. */}
              Show more
            </a>
          </>
        )}
      </div>
      {lightbox.element}
    </section>
  );
}
