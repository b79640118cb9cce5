import { useState } from 'react';

/** The site's own words for a quantity above what is in stock (instead of the browser's bubble). */
export const quantityAboveStockMessage = (max: number) =>
  max === 1
    ? 'Only 1 is in stock: please choose a quantity of 1.'
    : `Only ${max} are in stock: please choose ${max} or fewer.`;

/**
 * Why a quantity field cannot be sent, in the site's words, or null when it can. Used by the
 * add-to-cart button, which refuses to post an invalid quantity and says why.
 */
export function quantityProblem(input: HTMLInputElement): string | null {
  if (input.validity.valid) return null;
  const max = Number(input.max);
  if (input.validity.rangeOverflow && Number.isFinite(max)) return quantityAboveStockMessage(max);
  return 'Please enter a whole number of pieces.';
}

/**
 * A quantity number input. SHOP-010: a value below `min` is raised to `min` as soon as it is
 * entered (or, for an emptied field, when the field is left); values at or above `min` are left
 * as typed. A value above `max` stays as typed too (the visitor sees what they typed), marked
 * invalid with the site's own message on how many are in stock.
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

  const shown = draft ?? String(value);
  const aboveStock = max !== undefined && draft === null && value > max;
  const messageId = `${id}-message`;
  return (
    <div className={`quantity${aboveStock ? ' quantity--invalid' : ''}`}>
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
        value={shown}
        aria-invalid={aboveStock || undefined}
        aria-describedby={aboveStock ? messageId : undefined}
        onChange={(event) => accept(event.target.value)}
        onBlur={settle}
      />
      {aboveStock ? (
        <p className="quantity__message" id={messageId} role="alert">
          {quantityAboveStockMessage(max)}
        </p>
      ) : null}
    </div>
  );
}
