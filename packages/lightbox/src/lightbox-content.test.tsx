import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LightboxItem } from '@atelier/gallery/lightbox-items';
import { useLightbox } from './use-lightbox';
import { swallowGhostClicks } from './ghost-clicks';

function One({ item, children }: { item: LightboxItem; children?: React.ReactNode }) {
  const lightbox = useLightbox({ id: 'content', items: [item], label: 'Details' });
  return (
    <div>
      {children}
      <button type="button" onClick={(event) => lightbox.open(0, event.currentTarget)}>
        Open
      </button>
      {lightbox.element}
    </div>
  );
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const openIt = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.findByRole('dialog', { name: 'Details' });
};

const page = (main: string) =>
  new Response(
    `<!doctype html><html><body><header>Menu</header><main id="main">${main}</main></body></html>`,
    {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    },
  );

describe('lightbox content', () => {
  it('LBX-013 ajax content is fetched from the link and only its main content is shown, scripts stripped', async () => {
    const fetchMock = vi.fn(async () =>
      page(
        '<h1 id="title">Shipping and returns</h1><p onclick="alert(1)">Free in Europe.</p><script>window.pwned = true</script><a href="javascript:alert(2)">x</a>',
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <One
        item={{
          type: 'ajax',
          src: '/shipping-and-returns/',
          href: '/shipping-and-returns/',
          title: 'Shipping',
        }}
      />,
    );
    const dialog = await openIt();
    expect(await screen.findByText('Shipping and returns')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(
      'http://localhost:3000/shipping-and-returns/',
    );
    expect(dialog.textContent).not.toContain('Menu');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onclick]')).toBeNull();
    expect(dialog.querySelector('#title')).toBeNull();
    expect(dialog.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('LBX-009 ajax content that fails says "The content could not be loaded." with a link to it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('gone', { status: 404, headers: { 'content-type': 'text/html' } }),
      ),
    );
    render(<One item={{ type: 'ajax', src: '/gone/', href: '/gone/' }} />);
    await openIt();
    const alert = await screen.findByText(/The content could not be loaded\./);
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/gone/');
  });

  it('LBX-013 another site’s address is never fetched', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <One
        item={{ type: 'ajax', src: 'https://evil.example/page', href: 'https://evil.example/page' }}
      />,
    );
    await openIt();
    expect(await screen.findByText(/The content could not be loaded\./)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('inline content is copied from the page by id', async () => {
    render(
      <One item={{ type: 'inline', targetId: 'care-notes', title: 'Care' }}>
        <section id="care-notes" hidden>
          <h2 id="care-title">Caring for the work</h2>
          <p>Keep it out of direct sun.</p>
        </section>
      </One>,
    );
    const dialog = await openIt();
    expect(dialog.textContent).toContain('Keep it out of direct sun.');
    expect(document.querySelectorAll('#care-title')).toHaveLength(1);
  });

  it('LBX-008 missing inline content shows "Content not found"', async () => {
    render(<One item={{ type: 'inline', targetId: 'nowhere' }} />);
    await openIt();
    expect(await screen.findByText('Content not found')).toBeTruthy();
  });

  it('LBX-014 a YouTube film plays in a titled youtube-nocookie frame', async () => {
    render(
      <One
        item={{
          type: 'video',
          src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          href: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          title: 'In the studio',
        }}
      />,
    );
    const dialog = await openIt();
    const frame = dialog.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(frame?.getAttribute('title')).toBe('In the studio');
    expect(frame?.getAttribute('loading')).toBe('lazy');
  });

  it('LBX-014 a map address shows the maps embed', async () => {
    render(
      <One
        item={{
          type: 'map',
          src: 'https://www.google.com/maps/search/?api=1&query=Basel',
          href: 'https://www.google.com/maps/search/?api=1&query=Basel',
          title: 'Basel',
        }}
      />,
    );
    const dialog = await openIt();
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.google.com/maps?q=Basel&output=embed',
    );
  });

  it('LBX-014 a film address of no known service is shown as a link', async () => {
    render(
      <One
        item={{ type: 'video', src: 'https://films.example/42', href: 'https://films.example/42' }}
      />,
    );
    const second = await openIt();
    expect(second.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Watch the film' }).getAttribute('href')).toBe(
      'https://films.example/42',
    );
  });

  it('LBX-017 the ghost click of a tap is swallowed within 1000 ms and 10 px, other clicks pass', () => {
    vi.useFakeTimers();
    try {
      const clicked = vi.fn();
      document.body.innerHTML = '<a href="#x">under the finger</a>';
      const link = screen.getByRole('link', { name: 'under the finger' });
      link.addEventListener('click', clicked);
      swallowGhostClicks({ at: Date.now(), point: { x: 100, y: 100 } });
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 104, clientY: 98 }));
      expect(clicked).not.toHaveBeenCalled();
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 160, clientY: 98 }));
      expect(clicked).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1001);
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 100, clientY: 100 }));
      expect(clicked).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
