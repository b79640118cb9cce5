import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LightboxItem } from '@atelier/gallery/lightbox-items';
import { useLightbox } from './use-lightbox';
import { lightboxTrigger } from './lightbox-trigger';

const image = (n: number): LightboxItem => ({
  type: 'image',
  src: `/images/work-${n}.jpg`,
  alt: `Work ${n}`,
  href: `/images/work-${n}-big.jpg`,
  width: 1200,
  height: 900,
  title: `Work ${n}`,
  description: `Oil on linen, number ${n}`,
  location: n === 2 ? 'Room two' : undefined,
});

function Gallery({ items, id = 'test' }: { items: readonly LightboxItem[]; id?: string }) {
  const lightbox = useLightbox({ id, items, label: 'Test gallery' });
  return (
    <main>
      <ul>
        {items.map((item, index) => (
          <li key={index}>
            <a href={item.href ?? '#'} {...lightboxTrigger(lightbox, index)}>
              Open {index + 1}
            </a>
          </li>
        ))}
      </ul>
      {lightbox.element}
    </main>
  );
}

const THREE = [image(1), image(2), image(3)];

async function openAt(position: number) {
  fireEvent.click(screen.getByRole('link', { name: `Open ${position}` }));
  return screen.findByRole('dialog', { name: 'Test gallery' });
}

/** What React Router would do with a popstate it hears: count it. */
let routerHeard: string[] = [];
const routerListener = () => routerHeard.push(window.location.href);

beforeEach(() => {
  window.history.replaceState({ usr: null, key: 'abc', idx: 3 }, '', '/media/');
  routerHeard = [];
  window.addEventListener('popstate', routerListener);
});

afterEach(() => {
  cleanup();
  window.removeEventListener('popstate', routerListener);
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const popTo = (url: string, state: unknown) => {
  window.history.replaceState(state, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
};

describe('useLightbox', () => {
  it('renders nothing of the lightbox on the server and before it is wanted', () => {
    const html = renderToString(<Gallery items={THREE} />);
    expect(html).not.toContain('yarl');
    expect(html).not.toContain('dialog');
    render(<Gallery items={THREE} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('LBX-001 LBX-005 LBX-006 LBX-007 opens on a plain click with the spec texts, counter and caption', async () => {
    render(<Gallery items={THREE} />);
    const dialog = await openAt(2);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: 'Close (Esc)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous (Left arrow key)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next (Right arrow key)' })).toBeTruthy();
    const counter = await screen.findByText('2 of 3');
    expect(counter.getAttribute('aria-live')).toBe('polite');
    // LBX-003: title, description and location under the picture.
    expect(screen.getAllByText('Room two').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Oil on linen, number 2').length).toBeGreaterThan(0);
  });

  it('keeps a modifier click for the browser (new tab with the big image)', () => {
    render(<Gallery items={THREE} />);
    const link = screen.getByRole('link', { name: 'Open 1' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('LBX-002 wraps from the last item to the first and back with the arrow keys', async () => {
    render(<Gallery items={THREE} />);
    const dialog = await openAt(3);
    await screen.findByText('3 of 3');
    fireEvent.keyDown(dialog.querySelector('.yarl__container') ?? dialog, { key: 'ArrowRight' });
    await screen.findByText('1 of 3');
    fireEvent.keyDown(dialog.querySelector('.yarl__container') ?? dialog, { key: 'ArrowLeft' });
    await screen.findByText('3 of 3');
  });

  it('LBX-015 loads the current picture and the two after it, none before', async () => {
    const five = [1, 2, 3, 4, 5].map(image);
    render(<Gallery items={five} />);
    const dialog = await openAt(3);
    await screen.findByText('3 of 5');
    const sources = Array.from(dialog.querySelectorAll('img')).map((img) =>
      img.getAttribute('src'),
    );
    expect(sources).toEqual(
      expect.arrayContaining(['/images/work-3.jpg', '/images/work-4.jpg', '/images/work-5.jpg']),
    );
    expect(sources).not.toContain('/images/work-2.jpg');
    expect(sources).not.toContain('/images/work-1.jpg');
  });

  it('pushes the shareable hash keeping the router state, and Escape goes back and returns focus', async () => {
    render(<Gallery items={THREE} />);
    const trigger = screen.getByRole('link', { name: 'Open 2' });
    trigger.focus();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {
      popTo('/media/', { usr: null, key: 'abc', idx: 3 });
    });
    const dialog = await openAt(2);
    expect(window.location.hash).toBe('#lightbox-test-2');
    expect(window.history.state).toMatchObject({ usr: null, key: 'abc', idx: 3 });
    fireEvent.keyDown(dialog.querySelector('.yarl__container') ?? dialog, { key: 'ArrowRight' });
    await waitFor(() => expect(window.location.hash).toBe('#lightbox-test-3'));
    fireEvent.keyDown(dialog.querySelector('.yarl__container') ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(back).toHaveBeenCalledOnce();
    expect(window.location.hash).toBe('');
    // The router never heard of the lightbox's own history step.
    expect(routerHeard).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('the back button closes it; forward opens it again; other pages are the router’s', async () => {
    render(<Gallery items={THREE} />);
    await openAt(1);
    const entry = window.history.state as unknown;
    await act(async () => popTo('/media/', { usr: null, key: 'abc', idx: 3 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () => popTo('/media/#lightbox-test-1', entry));
    await screen.findByRole('dialog', { name: 'Test gallery' });
    expect(routerHeard).toEqual([]);
    await act(async () => popTo('/shop/', { usr: null, key: 'def', idx: 2 }));
    expect(routerHeard).toEqual(['http://localhost:3000/shop/']);
  });

  it('a shared address opens the lightbox at its picture', async () => {
    window.history.replaceState({ usr: null, key: 'abc', idx: 0 }, '', '/media/#lightbox-test-3');
    render(<Gallery items={THREE} />);
    await screen.findByRole('dialog', { name: 'Test gallery' });
    await screen.findByText('3 of 3');
    expect(window.history.state).toMatchObject({ key: 'abc', idx: 0 });
  });

  it('a hash for another lightbox or past the end opens nothing', async () => {
    window.history.replaceState(null, '', '/media/#lightbox-test-9');
    render(<Gallery items={THREE} />);
    window.history.replaceState(null, '', '/media/#lightbox-other-1');
    render(<Gallery items={THREE} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('LBX-011 a gallery image that fails names its number and links to the original', async () => {
    render(<Gallery items={THREE} />);
    const dialog = await openAt(2);
    const img = Array.from(dialog.querySelectorAll('img')).find(
      (element) => element.getAttribute('src') === '/images/work-2.jpg',
    );
    if (!img) throw new Error('the second picture is not mounted');
    fireEvent.error(img);
    const alert = await screen.findByText(/The image #2 could not be loaded\./);
    const link = alert.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/images/work-2-big.jpg');
  });

  it('LBX-011 LBX-012 a neighbour the library mounts names its own number, never the shown one’s', async () => {
    render(<Gallery items={THREE} />);
    // In a looping gallery of three, the first picture is mounted as the third's neighbour.
    const dialog = await openAt(3);
    const neighbour = Array.from(dialog.querySelectorAll('img')).find(
      (element) => element.getAttribute('src') === '/images/work-1.jpg',
    );
    if (!neighbour) throw new Error('the first picture is not mounted next to the third');
    fireEvent.error(neighbour);
    expect(await screen.findByText(/The image #1 could not be loaded\./)).toBeTruthy();
    expect(screen.queryByText(/The image #3 could not be loaded\./)).toBeNull();
    // The shown picture, still loading, is the only one that says #3.
    expect(screen.getAllByText('Loading image #3...')).toHaveLength(1);
  });

  // jsdom loads no image, so the loading texts (LBX-012) are proven in e2e/tests/lightbox.spec.ts.
  it('LBX-010 a lone image that fails says "The image could not be loaded." with a link', async () => {
    render(<Gallery items={[image(7)]} />);
    const dialog = await openAt(1);
    expect(screen.queryByRole('button', { name: 'Next (Right arrow key)' })).toBeNull();
    expect(screen.queryByText('1 of 1')).toBeNull();
    const img = dialog.querySelector('img');
    if (!img) throw new Error('the picture is not mounted');
    fireEvent.error(img);
    const alert = await screen.findByText(/^The image could not be loaded\./);
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/images/work-7-big.jpg');
  });
});

describe('useLightbox and links on the page', () => {
  beforeEach(() => {
    window.history.replaceState({ usr: null, key: 'abc', idx: 3 }, '', '/media/');
  });
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });

  it('a link to the lightbox’s address followed on the page opens it at that picture', async () => {
    render(<Gallery items={THREE} />);
    window.history.pushState(null, '', '/media/#lightbox-test-2');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await screen.findByRole('dialog', { name: 'Test gallery' });
    await screen.findByText('2 of 3');
  });
});
