// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PictureSource } from '~/shared/ui/picture';
import { ProductGallery, type GalleryView } from './product-gallery';

const picture = (name: string): PictureSource => ({
  alt: `${name} alt`,
  width: 1200,
  height: 800,
  dominantColor: '#808080',
  variants: [{ width: 480, height: 320, format: 'jpeg', file: `${name}-480.jpg` }],
});

const views: GalleryView[] = [
  { caption: 'The whole work', image: picture('work') },
  { caption: 'Detail of the surface', image: picture('detail') },
  { caption: 'In a room, to scale', image: picture('room') },
];

const scrolls: number[] = [];

beforeEach(() => {
  scrolls.length = 0;
  // jsdom lays nothing out: record where the strip is asked to scroll instead.
  HTMLElement.prototype.scrollTo = function scrollTo(options?: ScrollToOptions | number) {
    if (typeof options === 'object') scrolls.push(options.left ?? 0);
  } as typeof HTMLElement.prototype.scrollTo;
  window.matchMedia = vi.fn(() => ({ matches: true }) as MediaQueryList);
});

afterEach(cleanup);

const thumbs = () =>
  within(screen.getByRole('list', { name: 'Choose a picture' })).getAllByRole('link');

describe('product gallery', () => {
  it('without JavaScript: every view is on the page, each thumbnail a link to its view', () => {
    const markup = renderToString(<ProductGallery title="Blue Hour" views={views} />);
    const container = document.createElement('div');
    container.innerHTML = markup;
    const links = [...container.querySelectorAll('ol a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['#product-view-1', '#product-view-2', '#product-view-3']);
    for (const href of links) expect(container.querySelector(href ?? '')).not.toBeNull();
    expect(container.textContent).toContain('In a room, to scale');
    // No buttons that would do nothing before the script arrives.
    expect(container.querySelector('button')).toBeNull();
  });

  it('names the gallery and each slide for screen readers', () => {
    render(<ProductGallery title="Blue Hour" views={views} />);
    const gallery = screen.getByRole('region', { name: 'Pictures of Blue Hour' });
    expect(gallery.getAttribute('aria-roledescription')).toBe('gallery');
    expect(screen.getByRole('figure', { name: '2 of 3: Detail of the surface' })).toBeTruthy();
    expect(thumbs().map((thumb) => thumb.textContent)).toEqual([
      'Picture 1: The whole work',
      'Picture 2: Detail of the surface',
      'Picture 3: In a room, to scale',
    ]);
  });

  it('arrow keys, Home and End move between thumbnails, showing and announcing the view', () => {
    render(<ProductGallery title="Blue Hour" views={views} />);
    const [first] = thumbs();
    first?.focus();
    expect(first?.getAttribute('aria-current')).toBe('true');
    // One tab stop for the group.
    expect(thumbs().map((thumb) => thumb.tabIndex)).toEqual([0, -1, -1]);

    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(thumbs()[1]);
    expect(thumbs()[1]?.getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('Picture 2 of 3: Detail of the surface')).toBeTruthy();

    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement).toBe(thumbs()[2]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(thumbs()[0]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(thumbs()[2]);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(thumbs()[0]);
    // Each of the five moves scrolled the strip to its view.
    expect(scrolls).toHaveLength(5);
  });

  it('previous and next buttons step through the views, wrapping around', () => {
    render(<ProductGallery title="Blue Hour" views={views} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(thumbs()[1]?.getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(thumbs()[2]?.getAttribute('aria-current')).toBe('true');
  });

  it('follows a swipe: the thumbnail of the view scrolled to becomes current', () => {
    const { container } = render(<ProductGallery title="Blue Hour" views={views} />);
    const strip = container.querySelector('.product-gallery__strip') as HTMLElement;
    Object.defineProperty(strip, 'clientWidth', { value: 500 });
    Object.defineProperty(strip, 'scrollLeft', { value: 1000, configurable: true });
    act(() => {
      strip.dispatchEvent(new Event('scroll'));
    });
    expect(thumbs()[2]?.getAttribute('aria-current')).toBe('true');
  });

  it('a product with one picture shows it alone, without gallery controls', () => {
    render(<ProductGallery title="Blue Hour" views={views.slice(0, 1)} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: 'work alt' })).toBeTruthy();
  });
});

describe('product gallery lightbox (issue 18)', () => {
  it('LBX-001 without JavaScript each view is a link to its big image', () => {
    const markup = renderToString(<ProductGallery title="Blue Hour" views={views} />);
    const container = document.createElement('div');
    container.innerHTML = markup;
    const opens = [...container.querySelectorAll('.product-gallery__open')].map((link) =>
      link.getAttribute('href'),
    );
    expect(opens).toEqual([
      '/images/work-480.jpg',
      '/images/detail-480.jpg',
      '/images/room-480.jpg',
    ]);
    expect(container.querySelector('[role="dialog"]')).toBeNull();
  });

  it('LBX-001 LBX-007 a plain click on a view opens the lightbox at it, with its counter', async () => {
    window.history.replaceState(null, '', '/shop/blue-hour/');
    render(<ProductGallery title="Blue Hour" views={views} />);
    fireEvent.click(screen.getByRole('link', { name: /View picture 2 larger/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Larger pictures of Blue Hour' }),
    ).toBeTruthy();
    expect(await screen.findByText('2 of 3')).toBeTruthy();
    expect(window.location.hash).toBe('#lightbox-product-2');
  });

  it('a lone picture opens in the lightbox too', async () => {
    window.history.replaceState(null, '', '/shop/blue-hour/');
    render(<ProductGallery title="Blue Hour" views={views.slice(0, 1)} />);
    fireEvent.click(screen.getByRole('link', { name: /View picture 1 larger/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Larger pictures of Blue Hour' }),
    ).toBeTruthy();
    expect(screen.queryByText('1 of 1')).toBeNull();
  });
});
