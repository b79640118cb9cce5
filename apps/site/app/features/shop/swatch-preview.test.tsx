// @vitest-environment jsdom
import { DEFAULT_SWATCH_OPTIONS, swatchStates } from '@atelier/shop/swatches';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PictureSource } from '~/shared/ui/picture';
import { SwatchGroup, type SwatchAttribute } from './swatch-group';
import { previewPlacement } from './swatch-preview';

afterEach(cleanup);

const picture = (file: string): PictureSource => ({
  alt: file,
  width: 96,
  height: 96,
  dominantColor: '#ddd',
  variants: [
    { width: 96, height: 96, format: 'jpeg', file: `${file}.jpg` },
    { width: 96, height: 96, format: 'webp', file: `${file}.webp` },
  ],
});

const PAPER: SwatchAttribute = {
  id: 'paper',
  name: 'Paper',
  options: [
    { id: 'photo-rag', name: 'Photo Rag 308 g', swatch: { type: 'image', imageKey: 'rag' } },
    { id: 'kozo', name: 'Japanese kozo 110 g', swatch: { type: 'image', imageKey: 'kozo' } },
    // No picture stored for this one: it falls back to the plain tooltip.
    { id: 'baryta', name: 'Baryta', swatch: { type: 'image', imageKey: 'missing' } },
  ],
};

function renderPaper() {
  const variations = PAPER.options.map((option, index) => ({
    id: index + 1,
    sku: option.id,
    priceCents: 1000,
    attributes: { paper: option.id },
    inStock: true,
    maxQuantity: 3,
    stockLeft: 3,
  }));
  const states = swatchStates([PAPER], variations, {}, DEFAULT_SWATCH_OPTIONS);
  return render(
    <SwatchGroup
      attribute={PAPER}
      states={states.paper ?? {}}
      label="Paper:"
      stockHints={{ kozo: '3 left' }}
      images={{ rag: picture('rag'), kozo: picture('kozo') }}
      onChoose={vi.fn()}
    />,
  );
}

const swatch = (name: string) =>
  within(screen.getByRole('radiogroup')).getByRole('radio', { name });
const previewOf = (item: HTMLElement) => item.querySelector<HTMLElement>('.swatch__preview');

describe('SW-012 the image swatch hover box', () => {
  it('SW-012 hovering an image swatch shows its preview box with the bigger picture; leaving hides it', () => {
    renderPaper();
    const kozo = swatch('Japanese kozo 110 g');
    const box = previewOf(kozo);
    expect(box?.hidden).toBe(true);
    fireEvent.mouseEnter(kozo);
    expect(box?.hidden).toBe(false);
    expect(kozo.className).toContain('swatch--previewing');
    expect(box?.querySelector('img')?.getAttribute('src')).toBe('/images/kozo.jpg');
    expect(box?.textContent).toBe('Japanese kozo 110 g3 left');
    fireEvent.mouseLeave(kozo);
    expect(box?.hidden).toBe(true);
    expect(kozo.className).not.toContain('swatch--previewing');
  });

  it('SW-012 keyboard focus shows it too, and it is the swatch’s description (its tooltip)', () => {
    renderPaper();
    const kozo = swatch('Japanese kozo 110 g');
    fireEvent.focus(kozo);
    const box = previewOf(kozo);
    expect(box?.hidden).toBe(false);
    expect(box?.getAttribute('role')).toBe('tooltip');
    expect(kozo.getAttribute('aria-describedby')).toBe(box?.id);
    fireEvent.blur(kozo);
    expect(box?.hidden).toBe(true);
  });

  it('SW-012 Escape hides it without moving the focus or the pointer; showing it again takes a new hover or focus', () => {
    renderPaper();
    const rag = swatch('Photo Rag 308 g');
    act(() => rag.focus());
    const box = previewOf(rag);
    expect(box?.hidden).toBe(false);
    fireEvent.keyDown(rag, { key: 'Escape' });
    expect(box?.hidden).toBe(true);
    expect(document.activeElement).toBe(rag);

    // A hovered (not focused) swatch hears Escape too: the key goes to the document.
    const kozo = swatch('Japanese kozo 110 g');
    fireEvent.mouseEnter(kozo);
    expect(previewOf(kozo)?.hidden).toBe(false);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(previewOf(kozo)?.hidden).toBe(true);
    fireEvent.mouseLeave(kozo);
    fireEvent.mouseEnter(kozo);
    expect(previewOf(kozo)?.hidden).toBe(false);
  });

  it('SW-012 one box at a time, only for image swatches that have a picture', () => {
    renderPaper();
    fireEvent.mouseEnter(swatch('Photo Rag 308 g'));
    fireEvent.focus(swatch('Japanese kozo 110 g'));
    expect(document.querySelectorAll('.swatch__preview:not([hidden])')).toHaveLength(1);
    expect(previewOf(swatch('Japanese kozo 110 g'))?.hidden).toBe(false);
    const baryta = swatch('Baryta');
    expect(previewOf(baryta)).toBeNull();
    expect(baryta.querySelector('.swatch__tooltip')?.textContent).toBe('Baryta');
  });
});

describe('SW-012 where the hover box goes', () => {
  const BOX = { top: 0, left: 0, width: 224, height: 262 };
  const swatchAt = (top: number, left: number) => ({ top, left, width: 44, height: 44 });

  it('SW-012 centred above the swatch when there is room, below when the window’s top is too close', () => {
    expect(previewPlacement(swatchAt(400, 500), BOX, 1280)).toEqual({ side: 'above', shift: 0 });
    expect(previewPlacement(swatchAt(120, 500), BOX, 1280)).toEqual({ side: 'below', shift: 0 });
  });

  it('SW-012 slid sideways to stay inside the window, whatever the swatch position', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 320, max: 2560 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: -100, max: 1500 }),
        (viewport, across, top) => {
          const left = across * (viewport - 44);
          const placement = previewPlacement(swatchAt(top, left), BOX, viewport);
          const boxLeft = left + 22 - BOX.width / 2 + placement.shift;
          expect(boxLeft).toBeGreaterThanOrEqual(8 - 0.5);
          expect(boxLeft + BOX.width).toBeLessThanOrEqual(viewport - 8 + 0.5);
        },
      ),
    );
  });
});
