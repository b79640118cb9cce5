import { useState } from 'react';

/**
 * A quantity number input. SHOP-010: a value below `min` is raised to `min` as soon as it is
 * entered (or, for an emptied field, when the field is left); values at or above `min` are left
 * as typed. Above `max` the form still posts (its form is `noValidate`): the shop refuses with its
 * own message, which knows the stock at that moment and what is already in the cart.
 *
 * When min and max are equal there is nothing to choose: the quantity travels as a hidden field,
 * as in the original shop.
 */
export function QuantityInput({
  id,
  name = 'quantity',
  label = 'Quantity',
  value,
  min = 1,
  max,
  onChange,
}: {
  id: string;
  name?: string;
  label?: string;
  value: number;
  min?: number;
  max?: number;
  onChange: (quantity: number) => void;
}) {
  // What the visitor is typing, while it is not (yet) a number we can pass on.
  const [draft, setDraft] = useState<string | null>(null);

  if (max !== undefined && max === min) {
    return <input type="hidden" name={name} value={min} />;
  }

  const accept = (text: string) => {
    const quantity = Number(text);
    if (text.trim() === '' || !Number.isFinite(quantity)) {
      setDraft(text);
      return;
    }
    setDraft(null);
    onChange(quantity < min ? min : quantity);
  };

  const settle = () => {
    if (draft === null) return;
    setDraft(null);
    onChange(min);
  };

  return (
    <div className="quantity">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        className="quantity__input qty"
        min={min}
        max={max}
        step={1}
        value={draft ?? String(value)}
        onChange={(event) => accept(event.target.value)}
        onBlur={settle}
      />
    </div>
  );
}
