// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldOf } from '../testing/fields';
import { renderField } from '../testing/render';

afterEach(cleanup);

const number = fieldOf({ id: 'number-1', type: 'number', label: 'Width', precision: 2 });

describe('NumberField', () => {
  it('VAL-042 only digit, comma, minus and dot keys type into the input', () => {
    renderField(number);
    const input = screen.getByLabelText('Width');
    for (const key of ['0', '7', '9', ',', '.', '-']) {
      expect(fireEvent.keyDown(input, { key }), key).toBe(true);
    }
    for (const key of ['a', 'e', '+', ' ', 'é', '$']) {
      expect(fireEvent.keyDown(input, { key }), key).toBe(false);
    }
  });

  it('VAL-042 editing keys and shortcuts still work', () => {
    renderField(number);
    const input = screen.getByLabelText('Width');
    for (const key of ['Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Home']) {
      expect(fireEvent.keyDown(input, { key }), key).toBe(true);
    }
    expect(fireEvent.keyDown(input, { key: 'v', ctrlKey: true })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'a', metaKey: true })).toBe(true);
  });

  it('VAL-043 decimals are forced to the configured count when the visitor leaves the field', () => {
    const { record } = renderField(number);
    const input = screen.getByLabelText<HTMLInputElement>('Width');
    fireEvent.change(input, { target: { value: '12,5' } });
    fireEvent.blur(input);
    expect(input.value).toBe('12.50');
    expect(record.changes).toEqual(['12,5', '12.50']);
    expect(record.blurs).toBe(1);
  });

  it('VAL-043 DEC-04 forced decimals round half away from zero', () => {
    renderField(number, { initialValue: '-1.005' });
    const input = screen.getByLabelText<HTMLInputElement>('Width');
    fireEvent.blur(input);
    expect(input.value).toBe('-1.01');
  });

  it('VAL-043 Enter forces the decimals before it submits', () => {
    const { record } = renderField(number, { initialValue: '3' });
    fireEvent.keyDown(screen.getByLabelText('Width'), { key: 'Enter' });
    expect(record.changes).toEqual(['3.00']);
    expect(record.submits).toBe(1);
  });

  it('VAL-043 without a precision, and for text that is not a number, the value is left alone', () => {
    const { record } = renderField(fieldOf({ id: 'number-1', type: 'number', label: 'Width' }), {
      initialValue: '4.5',
    });
    fireEvent.blur(screen.getByLabelText('Width'));
    expect(record.changes).toEqual([]);
    cleanup();
    const second = renderField(number, { initialValue: 'about 4' });
    fireEvent.blur(screen.getByLabelText('Width'));
    expect(second.record.changes).toEqual([]);
  });

  it('VAL-041 the input is text with a decimal keypad, so comma decimals are accepted', () => {
    renderField(number);
    const input = screen.getByLabelText<HTMLInputElement>('Width');
    expect(input.type).toBe('text');
    expect(input.inputMode).toBe('decimal');
  });

  it('VAL-043 a currency shows its code beside the amount and describes the input with it', () => {
    renderField(
      fieldOf({
        id: 'currency-1',
        type: 'currency',
        label: 'Budget',
        currency: 'EUR',
        precision: 2,
      }),
      { initialValue: 250 },
    );
    const input = screen.getByLabelText<HTMLInputElement>('Budget');
    expect(input.value).toBe('250');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'EUR',
    );
    fireEvent.blur(input);
    expect(input.value).toBe('250.00');
  });
});
