// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Slide } from '@atelier/gallery/slider-slide';
import type { PictureSource } from '~/shared/ui/picture';
import InteractivePhotoScroller from './photo-scroller-interactive';
import { photoScrollerData } from './photo-scroller.server';
import type { SliderView } from './slider-view';

/*
 * What jsdom lacks and the scroller (and Embla) asks the browser for: media queries, and resize
 * and intersection observers. None of them report anything here; geometry is the e2e tests' job.
 */
class QuietObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

function matchMediaAnswering(reduced: boolean) {
  return (query: string) => ({
    matches: reduced && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', QuietObserver);
  vi.stubGlobal('IntersectionObserver', QuietObserver);
  vi.stubGlobal('matchMedia', matchMediaAnswering(false));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const photo = (n: number): Slide<PictureSource> => ({
  id: `photo-${n}`,
  picture: {
    alt: `View ${n}`,
    width: 1200,
    height: 900,
    dominantColor: '#223344',
    variants: [{ width: 1200, height: 900, format: 'jpeg', file: `v${n}-1200.jpg` }],
  },
  width: 1200,
  height: 900,
  blocks: [],
});

const view = (attributes: Record<string, string>, count = 4): SliderView => ({
  kind: 'photo-scroller',
  label: 'Photos of a project',
  attributes,
  slides: Array.from({ length: count }, (_, n) => photo(n + 1)),
});

const current = () =>
  document
    .querySelector('[aria-roledescription="slide"][aria-current="true"]')
    ?.getAttribute('aria-label');

describe('interactive photo scroller', () => {
  it('SLD-015: the left and right lock flags disable the previous and next arrows', () => {
    render(
      <InteractivePhotoScroller scroller={photoScrollerData(view({ 'lock-left': 'true' }))} />,
    );
    expect(screen.getByRole('button', { name: 'Previous photo' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next photo' })).toHaveProperty('disabled', false);
    cleanup();
    render(
      <InteractivePhotoScroller scroller={photoScrollerData(view({ 'lock-right': 'true' }))} />,
    );
    expect(screen.getByRole('button', { name: 'Previous photo' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.getByRole('button', { name: 'Next photo' })).toHaveProperty('disabled', true);
  });

  it('SLD-016: a start photo past the last one starts at the last', () => {
    render(<InteractivePhotoScroller scroller={photoScrollerData(view({ start: '99' }))} />);
    expect(current()).toBe('4 of 4');
  });

  it('SLD-014: the thumbnails toggle says whether they are shown, and hides them', () => {
    render(
      <InteractivePhotoScroller
        scroller={photoScrollerData(view({ 'show-thumbnails': 'true' }))}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Thumbnails' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Thumbnails' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Thumbnails' })).toBeNull();
  });

  it('SLD-014, WCAG 2.2.2: a paused rotation offers to start, and the button switches it', () => {
    render(
      <InteractivePhotoScroller
        scroller={photoScrollerData(view({ autoslide: 'true', paused: 'true' }))}
      />,
    );
    const region = screen.getByRole('region', { name: 'Photos of a project' });
    expect(region.dataset.autoplay).toBe('paused');
    act(() => screen.getByRole('button', { name: 'Start slide rotation' }).click());
    expect(region.dataset.autoplay).toBe('running');
    expect(screen.getByRole('button', { name: 'Stop slide rotation' })).toBeTruthy();
    // The live region is quiet while the photos rotate by themselves.
    expect(region.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');
  });

  it('WCAG 2.2.2: without autoslide there is no rotation control', () => {
    render(<InteractivePhotoScroller scroller={photoScrollerData(view({}))} />);
    expect(screen.queryByRole('button', { name: /slide rotation/ })).toBeNull();
    const region = screen.getByRole('region', { name: 'Photos of a project' });
    expect(region.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
  });

  it('SLD-007: autoplay pauses while the pointer is over the scroller', () => {
    render(<InteractivePhotoScroller scroller={photoScrollerData(view({ autoslide: 'true' }))} />);
    const region = screen.getByRole('region', { name: 'Photos of a project' });
    expect(region.dataset.autoplay).toBe('running');
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    expect(region.dataset.autoplay).toBe('paused');
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    expect(region.dataset.autoplay).toBe('running');
  });

  it('reduced motion: a scroller set to rotate stays still', () => {
    vi.stubGlobal('matchMedia', matchMediaAnswering(true));
    render(<InteractivePhotoScroller scroller={photoScrollerData(view({ autoslide: 'true' }))} />);
    const region = screen.getByRole('region', { name: 'Photos of a project' });
    expect(region.dataset.autoplay).toBe('paused');
  });

  it('SLD-027: the photos follow a resize 50 ms after the last one, not on every change', () => {
    vi.useFakeTimers();
    try {
      // The observer watching the scroller itself (Embla watches its own elements).
      let report: (() => void) | undefined;
      class ReportingObserver extends QuietObserver {
        constructor(private readonly callback: (entries: unknown[]) => void) {
          super();
        }
        override observe(target?: Element) {
          if (target?.classList.contains('photo-scroller')) report = () => this.callback([]);
        }
      }
      vi.stubGlobal('ResizeObserver', ReportingObserver);
      let size = { width: 1000, height: 600 };
      const rect = vi
        .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
        .mockImplementation(() => ({
          ...size,
          x: 0,
          y: 0,
          top: 0,
          left: 0,
          right: 0,
          bottom: 0,
          toJSON() {},
        }));
      render(<InteractivePhotoScroller scroller={photoScrollerData(view({}))} />);
      const first = () =>
        (document.querySelector('.photo-scroller__slide') as HTMLElement).style.width;
      // 600 px less the 90 px thumbnail strip, at the photo's 4:3.
      expect(first()).toBe('680px');
      size = { width: 1600, height: 900 };
      act(() => report?.());
      act(() => vi.advanceTimersByTime(30));
      size = { width: 1600, height: 1000 };
      act(() => report?.());
      act(() => vi.advanceTimersByTime(49));
      expect(first()).toBe('680px');
      act(() => vi.advanceTimersByTime(1));
      expect(first()).toBe('1213px');
      rect.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });

  it('SLD-036: the six photos around the current one load at once, never more than there are', () => {
    render(<InteractivePhotoScroller scroller={photoScrollerData(view({}, 12))} />);
    const loading = [...document.querySelectorAll('.photo-scroller__slide img')].map((image) =>
      image.getAttribute('loading'),
    );
    // At the first photo, without loop: it and the six after it; the rest wait until near.
    expect(loading).toEqual([...Array(7).fill('eager'), ...Array(5).fill('lazy')]);
    cleanup();
    render(<InteractivePhotoScroller scroller={photoScrollerData(view({}, 3))} />);
    const all = document.querySelectorAll('.photo-scroller__slide img[loading="eager"]');
    expect(all).toHaveLength(3);
  });
});
