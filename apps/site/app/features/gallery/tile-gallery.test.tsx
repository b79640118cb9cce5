// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tilesOfFragment } from './gallery-client';
import { GalleryTile } from './gallery-tile';
import type { GalleryTileView, TileGalleryView } from './gallery-view';
import { showMoreAddress, TileGallery } from './tile-gallery';

const SETS = ['paintings', 'prints'];

function tile(position: number): GalleryTileView {
  const set = SETS[position % 2] ?? 'prints';
  return {
    position,
    type: 'image',
    title: `Work ${position + 1}`,
    subtitle: `Artist ${position + 1}`,
    sets: [set],
    link: null,
    videoUrl: null,
    image: {
      alt: `Picture ${position + 1}`,
      width: position % 3 === 0 ? 1200 : 900,
      height: 900,
      dominantColor: '#445566',
      variants: [
        { width: 480, height: 360, format: 'jpeg', file: `w${position}-480.jpg` },
        { width: 1200, height: 900, format: 'jpeg', file: `w${position}-1200.jpg` },
      ],
    },
    big: { src: `/images/w${position}-1200.jpg`, width: 1200, height: 900 },
    share: {
      facebook: `https://www.facebook.com/sharer/sharer.php?u=x${position}`,
      x: `https://twitter.com/intent/tweet?url=x${position}`,
      pinterest: `https://www.pinterest.com/pin/create/button/?url=x${position}`,
    },
  };
}

function view(overrides: Partial<TileGalleryView> = {}): TileGalleryView {
  return {
    id: 3,
    slug: 'from-the-gallery',
    title: 'From the gallery',
    settings: { pageSize: 2, firstChunkSize: 4, sequential: true },
    filterSets: SETS,
    filter: undefined,
    nonce: 'n'.repeat(20),
    tiles: [0, 1, 2, 3].map(tile),
    pagesShown: 1,
    hasMore: true,
    ...overrides,
  };
}

const fragment = (positions: number[]) =>
  renderToStaticMarkup(
    <>
      {positions.map((position) => (
        <GalleryTile key={position} tile={tile(position)} sizes="400px" withData />
      ))}
    </>,
  );

/** Fakes the observers jsdom lacks, and the gallery's measured width. */
let width = 1000;
let resize: (() => void) | undefined;
let intersect: ((visible: boolean) => void) | undefined;

beforeEach(() => {
  width = 1000;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resize = callback;
      }
      observe() {
        resize?.();
      }
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      #report: (visible: boolean) => void;
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        this.#report = (visible) => callback([{ isIntersecting: visible }]);
      }
      observe() {
        intersect = this.#report;
      }
      disconnect() {
        if (intersect === this.#report) intersect = undefined;
      }
    },
  );
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get() {
      return (this as HTMLElement).classList.contains('ftg__frame') ? width : 0;
    },
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const tilesShown = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.ftg-tile')).map((element) =>
    Number(element.dataset.position),
  );

describe('the tile gallery on the server', () => {
  it('GAL-011 GAL-010 lays out every column band as cqw custom properties (the first paint)', () => {
    const html = renderToString(<TileGallery view={view()} address="/albums/" />);
    for (const band of [1, 2, 3, 4, 5]) {
      expect(html).toMatch(new RegExp(`--ftg-l${band}:[\\d.]+cqw`));
      expect(html).toMatch(new RegExp(`--ftg-gh${band}:[\\d.]+cqw`));
    }
    // One column at 288 px wide: the four tiles are four rows of 200 + 10 px.
    expect(html).toContain(`--ftg-gh1:${((830 / 288) * 100).toFixed(4)}cqw`);
    expect(html).toContain('<noscript>');
  });

  it('GAL-002 GAL-005 renders filter links (the active one marked) and the no-JavaScript "Show more"', () => {
    const html = renderToString(
      <TileGallery view={view({ filter: 'prints' })} address="/albums/?ftg-set=prints" />,
    );
    expect(html).toContain('href="/albums/?ftg-set=prints" aria-current="true"');
    expect(html).toContain('href="/albums/"');
    expect(html).toContain('href="/albums/?ftg-set=prints&amp;ftg-page=2"');
    expect(showMoreAddress('/albums/?ftg-page=3&x=1', undefined, 4)).toBe(
      '/albums/?x=1&ftg-page=4',
    );
  });
});

describe('the tile gallery in the browser', () => {
  it('GAL-004 reveals tiles in order as their pictures arrive', () => {
    render(<TileGallery view={view()} address="/albums/" />);
    const images = document.querySelectorAll('.ftg-tile img');
    const shown = () =>
      Array.from(document.querySelectorAll('.ftg-tile')).map((element) =>
        element.classList.contains('ftg-tile--shown'),
      );
    Object.defineProperty(images[1], 'naturalWidth', { value: 900 });
    fireEvent.load(images[1] as Element);
    expect(shown()).toEqual([false, false, false, false]);
    Object.defineProperty(images[0], 'naturalWidth', { value: 900 });
    fireEvent.load(images[0] as Element);
    expect(shown()).toEqual([true, true, false, false]);
  });

  it('GAL-009 a picture that fails is logged and its tile skipped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<TileGallery view={view()} address="/albums/" />);
    fireEvent.error(document.querySelectorAll('.ftg-tile img')[2] as Element);
    expect(tilesShown()).toEqual([0, 1, 3]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('tile 3 could not be loaded'));
  });

  it('GAL-007 relays out 500 ms after a resize that changed the width, not for one that did not', () => {
    vi.useFakeTimers();
    render(<TileGallery view={view()} address="/albums/" />);
    const first = () => document.querySelector<HTMLElement>('.ftg-tile');
    expect(first()?.style.left).toBe('');
    act(() => resize?.());
    act(() => vi.advanceTimersByTime(1000));
    expect(first()?.style.left).toBe('');
    width = 700;
    act(() => resize?.());
    act(() => vi.advanceTimersByTime(499));
    expect(first()?.style.left).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(first()?.style.left).toBe('0px');
    expect(document.querySelector<HTMLElement>('.ftg__grid')?.style.height).toMatch(/px$/);
  });

  it('GAL-008 a hidden gallery is tried again every 500 ms until it can be laid out', () => {
    vi.useFakeTimers();
    width = 0;
    render(<TileGallery view={view()} address="/albums/" />);
    const first = () => document.querySelector<HTMLElement>('.ftg-tile');
    act(() => vi.advanceTimersByTime(1500));
    expect(first()?.style.left).toBe('');
    width = 640;
    act(() => vi.advanceTimersByTime(500));
    expect(first()?.style.left).toBe('0px');
  });

  it('GAL-005 GAL-006 loads chunks near the end until an empty answer, posting the spec’s fields', async () => {
    const answers = [fragment([4, 5]), ''];
    const fetchMock = vi.fn(
      async (_address: string, _init?: RequestInit) =>
        new Response(answers.shift() ?? '', { headers: { 'content-type': 'text/html' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<TileGallery view={view()} address="/albums/" />);
    act(() => intersect?.(true));
    await waitFor(() => expect(tilesShown()).toEqual([0, 1, 2, 3, 4, 5]));
    const body = new URLSearchParams(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(Object.fromEntries(body)).toEqual({
      action: 'load_chunk',
      page: '2',
      pageSize: '2',
      finaltilesgallery: 'n'.repeat(20),
      gallery: '3',
    });
    act(() => intersect?.(true));
    await screen.findByText('All 6 pictures shown.');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The end is not watched any more.
    expect(intersect).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a failed chunk shows a message and "Show more" tries again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('{"success":false}', { status: 500 }))
      .mockResolvedValueOnce(new Response(fragment([4, 5])));
    vi.stubGlobal('fetch', fetchMock);
    render(<TileGallery view={view()} address="/albums/" />);
    act(() => intersect?.(true));
    await screen.findByText(/could not be loaded just now/);
    fireEvent.click(screen.getByRole('link', { name: 'Show more' }));
    await waitFor(() => expect(tilesShown()).toEqual([0, 1, 2, 3, 4, 5]));
  });

  it('GAL-002 a filter click filters in place, replaces the address and asks for the rest of the set', async () => {
    window.history.replaceState(null, '', '/albums/?ftg-page=1');
    const fetchMock = vi.fn(
      async (_address: string, _init?: RequestInit) => new Response(fragment([5, 7])),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<TileGallery view={view()} address="/albums/" />);
    fireEvent.click(screen.getByRole('link', { name: 'Prints' }));
    expect(tilesShown()).toEqual([1, 3]);
    expect(window.location.search).toBe('?ftg-set=prints');
    expect(screen.getByRole('link', { name: 'Prints' }).getAttribute('aria-current')).toBe('true');
    act(() => intersect?.(true));
    await waitFor(() => expect(tilesShown()).toEqual([1, 3, 5, 7]));
    const body = new URLSearchParams(String(fetchMock.mock.calls[0]?.[1]?.body));
    // Two of the set are known: the chunk holding the third (the first chunk, of four) is asked.
    expect(body.get('page')).toBe('1');
    expect(body.get('ftg-set')).toBe('prints');
    fireEvent.click(screen.getByRole('link', { name: 'All' }));
    expect(tilesShown()).toEqual([0, 1, 2, 3]);
  });

  it('GAL-002 #ftg-set-<set> on arrival selects that set', () => {
    window.history.replaceState(null, '', '/albums/#ftg-set-paintings');
    render(<TileGallery view={view()} address="/albums/" />);
    expect(tilesShown()).toEqual([0, 2]);
  });

  it('reads the tiles of a chunk fragment, leaving out one whose data is damaged', () => {
    const html = fragment([4, 5]).replace('&quot;position&quot;:5', '&quot;position&quot;:"x"');
    expect(tilesOfFragment(html).map((read) => read.position)).toEqual([4]);
    expect(tilesOfFragment('')).toEqual([]);
  });
});
