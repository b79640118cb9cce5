// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldOf } from '../testing/fields';
import { hydrateFromServer, renderField } from '../testing/render';
import { FieldRenderer } from '../field-renderer';
import { isDrawnSignature, signatureDrawing, strokesOfDrawing } from './signature-field';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const signature = fieldOf({
  id: 'signature-1',
  type: 'signature',
  label: 'Signature',
  required: true,
});

/** jsdom has no canvas drawing: a context that records the calls is enough here. */
function fakeCanvasContext() {
  const calls: string[] = [];
  const context = {
    beginPath: () => calls.push('beginPath'),
    moveTo: (x: number, y: number) => calls.push(`moveTo ${x} ${y}`),
    lineTo: (x: number, y: number) => calls.push(`lineTo ${x} ${y}`),
    stroke: () => calls.push('stroke'),
    clearRect: () => calls.push('clearRect'),
    drawImage: () => calls.push('drawImage'),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  return calls;
}

describe('SignatureField', () => {
  it('FORM-011 the server paints the typed signature, usable without JavaScript; hydration shows the pad', async () => {
    const { html, container, problems } = await hydrateFromServer(
      <FieldRenderer field={signature} value={null} onChange={() => {}} idPrefix="f" />,
    );
    expect(html).toContain('Type your full name as your signature');
    expect(html).not.toContain('<canvas');
    expect(problems).toEqual([]);
    expect(container.querySelector('canvas')?.getAttribute('aria-label')).toBe(
      'Signature pad, empty',
    );
  });

  it('FORM-011 drawing on the pad stores the strokes as an SVG drawing; Clear empties it', () => {
    const calls = fakeCanvasContext();
    const { record } = renderField(signature);
    const pad = screen.getByRole('img', { name: 'Signature pad, empty' });
    vi.spyOn(pad, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 240, 80));
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 50, clientY: 40, pointerId: 1 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    expect(calls).toEqual(['beginPath', 'moveTo 20 20', 'lineTo 100 80', 'stroke']);
    const drawn = record.changes.at(-1);
    expect(typeof drawn === 'string' && isDrawnSignature(drawn)).toBe(true);
    expect(decodeURIComponent(String(drawn))).toContain('d="M20 20L100 80"');
    expect(screen.getByRole('img', { name: 'Signature pad, signed' })).toBeDefined();
    const hidden = document.querySelector<HTMLInputElement>(
      'input[type="hidden"][name="signature-1"]',
    );
    expect(hidden?.value).toBe(drawn);

    fireEvent.click(screen.getByRole('button', { name: 'Clear signature' }));
    expect(record.changes.at(-1)).toBe('');
    expect(calls.at(-1)).toBe('clearRect');
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Clear signature' }).disabled,
    ).toBe(true);
  });

  it('FORM-011 the keyboard fallback: a button switches to a typed signature and back', () => {
    const { record } = renderField(signature);
    const typeInstead = screen.getByRole('button', { name: 'Type your signature instead' });
    expect(typeInstead.id).toBe('form-signature-1');
    fireEvent.click(typeInstead);
    const typed = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Type your full name as your signature',
    });
    expect(typed.required).toBe(true);
    fireEvent.change(typed, { target: { value: 'Ana Lima' } });
    expect(record.changes).toEqual(['Ana Lima']);
    fireEvent.click(screen.getByRole('button', { name: 'Draw your signature instead' }));
    expect(record.changes.at(-1)).toBe('');
    expect(screen.getByRole('img', { name: 'Signature pad, empty' })).toBeDefined();
  });

  it('FORM-011 a typed signature comes back in the typed mode', () => {
    renderField(signature, { initialValue: 'Ana Lima' });
    expect(
      screen.getByRole<HTMLInputElement>('textbox', {
        name: 'Type your full name as your signature',
      }).value,
    ).toBe('Ana Lima');
  });

  it('FORM-011 DRAFT-003 a drawing restored from a draft is painted back, and drawing on adds to it', () => {
    const calls = fakeCanvasContext();
    const drawing = signatureDrawing([
      [
        [1, 2],
        [3, 4],
      ],
    ]);
    const { record } = renderField(signature, { initialValue: drawing });
    expect(calls).toEqual(['clearRect', 'beginPath', 'moveTo 1 2', 'lineTo 3 4', 'stroke']);
    const pad = screen.getByRole('img', { name: 'Signature pad, signed' });
    vi.spyOn(pad, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 480, 160));
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 20, pointerId: 1 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    expect(decodeURIComponent(String(record.changes.at(-1)))).toContain('d="M1 2L3 4M10 20L10 20"');
    expect(strokesOfDrawing(String(record.changes.at(-1)))).toEqual([
      [
        [1, 2],
        [3, 4],
      ],
      [
        [10, 20],
        [10, 20],
      ],
    ]);
  });

  it('FORM-011 a single tap is stored as a dot, not dropped', () => {
    expect(decodeURIComponent(signatureDrawing([[[5, 6]]]))).toContain('d="M5 6L5 6"');
  });
});
