// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldOf } from '../testing/fields';
import { renderField } from '../testing/render';
import { clampToScale, sliderKeyValue } from './slider-field';

afterEach(cleanup);

describe('SliderField', () => {
  it('FORM-012 a slider defaults to min 0, max 100, step 1', () => {
    renderField(fieldOf({ id: 'slider-1', type: 'slider', label: 'Size' }));
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Size' });
    expect([slider.min, slider.max, slider.step]).toEqual(['0', '100', '1']);
    expect(slider.value).toBe('0');
    expect(document.querySelector('output')?.textContent).toBe('0');
  });

  it('FORM-012 arrow keys move one step, Page keys a tenth, Home and End to the ends', () => {
    const { record } = renderField(fieldOf({ id: 'slider-1', type: 'slider', label: 'Size' }), {
      initialValue: 50,
    });
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Size' });
    const press = (key: string) => {
      expect(fireEvent.keyDown(slider, { key }), key).toBe(false);
      return Number(slider.value);
    };
    expect(press('ArrowRight')).toBe(51);
    expect(press('ArrowUp')).toBe(52);
    expect(press('ArrowLeft')).toBe(51);
    expect(press('ArrowDown')).toBe(50);
    expect(press('PageUp')).toBe(60);
    expect(press('PageDown')).toBe(50);
    expect(press('End')).toBe(100);
    expect(press('ArrowRight')).toBe(100);
    expect(press('Home')).toBe(0);
    expect(press('ArrowLeft')).toBe(0);
    expect(record.changes).toEqual([51, 52, 51, 50, 60, 50, 100, 0]);
    expect(fireEvent.keyDown(slider, { key: 'a' })).toBe(true);
  });

  it('FORM-012 steps are exact decimals counted from the minimum', () => {
    const scale = { min: 0.5, max: 2, step: 0.1 };
    expect(sliderKeyValue('ArrowRight', 0.7, scale)).toBeCloseTo(0.8);
    expect(clampToScale(0.1 + 0.2 + 0.5, scale)).toBe(0.8);
    expect(clampToScale(5, { min: 0, max: 10, step: 3 })).toBe(6);
    expect(clampToScale(10, { min: 0, max: 10, step: 3 })).toBe(9);
    expect(clampToScale(-4, { min: 0, max: 10, step: 3 })).toBe(0);
  });

  it('FORM-012 dragging (the input event) reports the snapped value', () => {
    const { record } = renderField(
      fieldOf({ id: 'slider-1', type: 'slider', label: 'Size', min: 10, max: 20, step: 2 }),
      { initialValue: 10 },
    );
    fireEvent.change(screen.getByRole('slider', { name: 'Size' }), { target: { value: '14' } });
    expect(record.changes).toEqual([14]);
    expect(document.querySelector('output')?.textContent).toBe('14');
  });

  it('FORM-012 a range slider has two keyboard handles in a fieldset that never cross', () => {
    const { record } = renderField(
      fieldOf({ id: 'slider-2', type: 'slider', label: 'Price', slider_type: 'range' }),
      { initialValue: [40, 42] },
    );
    expect(document.querySelector('fieldset legend')?.textContent).toBe('Price');
    const low = screen.getByRole<HTMLInputElement>('slider', { name: 'Minimum' });
    const high = screen.getByRole<HTMLInputElement>('slider', { name: 'Maximum' });
    fireEvent.keyDown(low, { key: 'ArrowRight' });
    fireEvent.keyDown(low, { key: 'ArrowRight' });
    fireEvent.keyDown(low, { key: 'ArrowRight' });
    expect(low.value).toBe('42');
    fireEvent.keyDown(high, { key: 'Home' });
    expect(high.value).toBe('42');
    fireEvent.keyDown(high, { key: 'End' });
    expect(record.changes).toEqual([
      [41, 42],
      [42, 42],
      [42, 100],
    ]);
    expect(document.querySelector('output')?.textContent).toBe('42 – 100');
    expect(low.name).toBe('slider-2');
    expect(high.name).toBe('slider-2');
  });

  it('FORM-012 a range slider without a value spans the whole scale', () => {
    renderField(
      fieldOf({ id: 'slider-2', type: 'slider', label: 'Price', slider_type: 'range', max: 500 }),
    );
    expect(screen.getByRole<HTMLInputElement>('slider', { name: 'Minimum' }).value).toBe('0');
    expect(screen.getByRole<HTMLInputElement>('slider', { name: 'Maximum' }).value).toBe('500');
  });
});
