// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuantityInput } from './quantity-input';

afterEach(cleanup);

function Harness({ min, max }: { min?: number; max?: number }) {
  const [quantity, setQuantity] = useState(2);
  return (
    <>
      <QuantityInput id="qty" value={quantity} min={min} max={max} onChange={setQuantity} />
      <output>{quantity}</output>
    </>
  );
}

const input = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Quantity' });
const committed = () => Number(document.querySelector('output')?.textContent);

describe('QuantityInput', () => {
  it('SHOP-010 a value below the min attribute is raised to the min', () => {
    render(<Harness min={1} />);
    fireEvent.change(input(), { target: { value: '0' } });
    expect(input().value).toBe('1');
    expect(committed()).toBe(1);
    fireEvent.change(input(), { target: { value: '-4' } });
    expect(input().value).toBe('1');
  });

  it('SHOP-010 the raise honours another min', () => {
    render(<Harness min={3} />);
    expect(input().getAttribute('min')).toBe('3');
    fireEvent.change(input(), { target: { value: '1' } });
    expect(input().value).toBe('3');
    expect(committed()).toBe(3);
  });

  it('SHOP-010 values at or above the min are left unchanged (the max is the shop’s to refuse)', () => {
    render(<Harness min={1} max={5} />);
    fireEvent.change(input(), { target: { value: '1' } });
    expect(input().value).toBe('1');
    fireEvent.change(input(), { target: { value: '4' } });
    expect(committed()).toBe(4);
    fireEvent.change(input(), { target: { value: '7' } });
    expect(input().value).toBe('7');
    expect(input().validity.rangeOverflow).toBe(true);
  });

  it('SHOP-010 an emptied field may be retyped, and is raised to the min when it is left empty', () => {
    render(<Harness min={1} />);
    fireEvent.change(input(), { target: { value: '' } });
    expect(input().value).toBe('');
    expect(committed()).toBe(2);
    fireEvent.blur(input());
    expect(input().value).toBe('1');
    expect(committed()).toBe(1);
  });

  it('SHOP-010 when min equals max there is nothing to choose: the quantity is a hidden field', () => {
    render(<Harness min={1} max={1} />);
    expect(screen.queryByRole('spinbutton')).toBeNull();
    const hidden = document.querySelector<HTMLInputElement>('input[name="quantity"]');
    expect(hidden?.type).toBe('hidden');
    expect(hidden?.value).toBe('1');
  });
});
