// @vitest-environment jsdom
import { DEFAULT_SWATCH_OPTIONS, type SwatchOptions } from '@atelier/shop/swatches';
import type { VariationData } from '@atelier/shop/variations';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { availableVariation } from './available-variation';
import { VariationForm, type PrintForSale } from './variation-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const variation = (
  id: number,
  size: string,
  frame: string,
  priceCents: number,
  stock: number,
): VariationData => ({
  id,
  sku: `TEST-${size}-${frame}`.toUpperCase(),
  priceCents,
  attributes: { size, frame },
  inStock: stock > 0,
  maxQuantity: Math.min(stock, 10),
  stockLeft: stock,
});

/**
 * A4 comes in black, oak and white (white sold out); A3 in black (sold out), oak and walnut.
 * So: walnut is unavailable next to A4, black is out of stock next to A3, and white can never be
 * bought at all.
 */
const PRINT: PrintForSale = {
  id: 7,
  title: 'Quiet Harbour',
  attributes: [
    {
      id: 'size',
      name: 'Size',
      options: [
        { id: 'a4', name: 'A4', swatch: { type: 'label' } },
        { id: 'a3', name: 'A3', swatch: { type: 'label' } },
      ],
    },
    {
      id: 'frame',
      name: 'Frame',
      options: [
        { id: 'black', name: 'Black', swatch: { type: 'color', value: '#1d1d1f' } },
        { id: 'oak', name: 'Natural oak', swatch: { type: 'color', value: '#c8a27a' } },
        { id: 'white', name: 'White', swatch: { type: 'color', value: '#f5f3ef' } },
        { id: 'walnut', name: 'Walnut', swatch: { type: 'color', value: '#5b3a29' } },
      ],
    },
  ],
  variations: [
    variation(101, 'a4', 'black', 8_500, 20),
    variation(102, 'a4', 'oak', 9_100, 3),
    variation(103, 'a4', 'white', 8_500, 0),
    variation(104, 'a3', 'black', 10_500, 0),
    variation(105, 'a3', 'oak', 11_500, 12),
    variation(106, 'a3', 'walnut', 12_000, 2),
  ],
};

function renderForm(options: Partial<SwatchOptions> = {}) {
  return render(
    <VariationForm
      product={PRINT}
      swatchImages={{}}
      nonce="nonce-of-the-page"
      action="/product/quiet-harbour/"
      options={{ ...DEFAULT_SWATCH_OPTIONS, ...options }}
    />,
  );
}

const group = (name: RegExp) => screen.getByRole('radiogroup', { name });
const item = (groupName: RegExp, itemName: string | RegExp) =>
  within(group(groupName)).getByRole('radio', { name: itemName });
const select = (attributeId: string) =>
  document.querySelector<HTMLSelectElement>(`select[name="attribute_${attributeId}"]`);
/** The accessible description: the tooltip's text without the parts hidden from assistive technology. */
function description(element: HTMLElement): string | null {
  const tooltip = document.getElementById(element.getAttribute('aria-describedby') ?? '');
  if (!tooltip) return null;
  const copy = tooltip.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent;
}
const addButton = () => screen.getByRole('button', { name: /add to cart/i });

describe('VariationForm', () => {
  it('SW-001 shows one radio group of swatches per attribute: labels, and colour circles named by their option', () => {
    renderForm();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(2);
    expect(
      within(group(/^Size/))
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['A4', 'A3']);
    const oak = item(/^Frame/, 'Natural oak');
    expect(oak.getAttribute('aria-checked')).toBe('false');
    const face = oak.querySelector<HTMLElement>('.swatch__face');
    expect(face?.style.backgroundColor).toBe('rgb(200, 162, 122)');
  });

  it('SW-005 choosing a swatch checks it and sets the value of the attribute_<id> select the form posts', () => {
    renderForm();
    fireEvent.click(item(/^Frame/, 'Natural oak'));
    expect(item(/^Frame/, 'Natural oak').getAttribute('aria-checked')).toBe('true');
    expect(select('frame')?.value).toBe('oak');
    fireEvent.click(item(/^Size/, 'A3'));
    expect(select('size')?.value).toBe('a3');
    expect(new FormData(select('size')?.form ?? undefined).get('attribute_frame')).toBe('oak');
  });

  it('SW-005 the select drives the swatches too, and clearing it clears the choice', () => {
    renderForm();
    fireEvent.change(select('size') as HTMLSelectElement, { target: { value: 'a4' } });
    expect(item(/^Size/, 'A4').getAttribute('aria-checked')).toBe('true');
    fireEvent.change(select('size') as HTMLSelectElement, { target: { value: '' } });
    expect(item(/^Size/, 'A4').getAttribute('aria-checked')).toBe('false');
  });

  it('SW-004 SW-008 an option with no variation in stock is disabled and says it is unavailable (out of stock counts as unavailable)', () => {
    renderForm();
    const white = item(/^Frame/, 'White');
    expect(white.getAttribute('aria-disabled')).toBe('true');
    expect(white.className).toContain('swatch--out-of-stock');
    expect(white.className).toContain('swatch--unavailable');
    expect(description(white)).toBe('Unavailable');
    expect(white.querySelector('[role="tooltip"]')?.textContent).toBe('White · Unavailable');
    fireEvent.click(white);
    expect(white.getAttribute('aria-checked')).toBe('false');
    expect(select('frame')?.value).toBe('');
  });

  it('SW-004 with disable-out-of-stock off, a sold-out option reads "Out of stock" in its tooltip', () => {
    renderForm({ disableOutOfStock: false });
    const white = item(/^Frame/, 'White');
    expect(white.className).toContain('swatch--out-of-stock');
    expect(white.className).not.toContain('swatch--unavailable');
    expect(description(white)).toBe('Out of stock');
  });

  it('SW-006 choosing an option whose combination is unavailable keeps it and clears the other attribute', () => {
    renderForm();
    fireEvent.click(item(/^Size/, 'A4'));
    const walnut = item(/^Frame/, 'Walnut');
    expect(walnut.className).toContain('swatch--unavailable');
    expect(walnut.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(walnut);
    expect(item(/^Frame/, 'Walnut').getAttribute('aria-checked')).toBe('true');
    expect(item(/^Size/, 'A4').getAttribute('aria-checked')).toBe('false');
    expect(select('size')?.value).toBe('');
  });

  it('SW-007 clicking the chosen item clears it only when clear-on-reselect is on', () => {
    renderForm();
    fireEvent.click(item(/^Size/, 'A4'));
    fireEvent.click(item(/^Size/, 'A4'));
    expect(item(/^Size/, 'A4').getAttribute('aria-checked')).toBe('true');
    cleanup();
    renderForm({ clearOnReselect: true });
    fireEvent.click(item(/^Size/, 'A4'));
    fireEvent.click(item(/^Size/, 'A4'));
    expect(item(/^Size/, 'A4').getAttribute('aria-checked')).toBe('false');
  });

  it('SW-003 SW-010 the label shows the chosen option after the ":" separator', () => {
    renderForm();
    expect(group(/^Frame/).getAttribute('aria-labelledby')).not.toBeNull();
    expect(screen.getByText('Frame:')).toBeTruthy();
    fireEvent.click(item(/^Frame/, 'Natural oak'));
    expect(screen.getByText('Frame: Natural oak')).toBeTruthy();
    expect(group(/^Frame: Natural oak$/)).toBeTruthy();
  });

  it('SW-009 SW-010 "N left" shows for an in-stock variation whose maximum quantity is at or below 5, not above', () => {
    renderForm();
    fireEvent.click(item(/^Size/, 'A4'));
    fireEvent.click(item(/^Frame/, 'Natural oak'));
    expect(screen.getByText('3 left')).toBeTruthy();
    fireEvent.click(item(/^Frame/, 'Black'));
    expect(screen.queryByText(/left$/)).toBeNull();
  });

  it('SW-009 once one attribute is left to choose, its items hint at the stock of the variation they complete', () => {
    renderForm();
    fireEvent.click(item(/^Size/, 'A4'));
    const oak = item(/^Frame/, 'Natural oak');
    expect(description(oak)).toBe('3 left');
    expect(description(item(/^Frame/, 'Black'))).toBeNull();
  });

  it("SW-002 the price is the range of what still matches, then the chosen variation's price", () => {
    renderForm();
    const price = () => document.querySelector('.variation-form__price')?.textContent;
    expect(price()).toBe('€85 – €120');
    fireEvent.click(item(/^Size/, 'A4'));
    expect(price()).toBe('€85 – €91');
    fireEvent.click(item(/^Frame/, 'Natural oak'));
    expect(price()).toBe('€91');
  });

  it('CART-002 the button carries product, quantity, variation and nonce as data fields, following the choice', () => {
    renderForm();
    expect(addButton().dataset).toMatchObject({
      product_id: '7',
      quantity: '1',
      security: 'nonce-of-the-page',
    });
    expect(addButton().hasAttribute('data-variation_id')).toBe(false);
    fireEvent.click(item(/^Size/, 'A3'));
    fireEvent.click(item(/^Frame/, 'Natural oak'));
    expect(addButton().dataset.variation_id).toBe('105');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), {
      target: { value: '4' },
    });
    expect(addButton().dataset.quantity).toBe('4');
    expect(screen.getByRole('spinbutton', { name: 'Quantity' }).getAttribute('max')).toBe('10');
  });

  it('CART-002 with the choice incomplete nothing is posted: the visitor is told what to choose', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.click(item(/^Frame/, 'Natural oak'));
    fireEvent.click(addButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Please choose a size.');
    expect(document.activeElement).toBe(item(/^Size/, 'A4'));
  });
});

describe('VariationForm keyboard (radio group semantics)', () => {
  const tabStops = (groupName: RegExp) =>
    within(group(groupName))
      .getAllByRole('radio')
      .filter((radio) => radio.tabIndex === 0);

  it('SW-001 each group is one tab stop: the chosen item, else the first item that can be chosen', () => {
    renderForm();
    expect(tabStops(/^Frame/)).toEqual([item(/^Frame/, 'Black')]);
    fireEvent.click(item(/^Frame/, 'Natural oak'));
    expect(tabStops(/^Frame/)).toEqual([item(/^Frame/, 'Natural oak')]);
  });

  it('SW-001 arrow keys move focus to the next choosable item and choose it, skipping disabled ones and wrapping', () => {
    renderForm();
    const black = item(/^Frame/, 'Black');
    black.focus();
    fireEvent.keyDown(black, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(item(/^Frame/, 'Natural oak'));
    expect(item(/^Frame/, 'Natural oak').getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    // White can never be bought: the arrow goes past it to walnut.
    expect(document.activeElement).toBe(item(/^Frame/, 'Walnut'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(item(/^Frame/, 'Black'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(item(/^Frame/, 'Walnut'));
    expect(select('frame')?.value).toBe('walnut');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(select('frame')?.value).toBe('black');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(select('frame')?.value).toBe('walnut');
  });

  it('SW-001 Space chooses the focused item; other keys are left alone', () => {
    renderForm();
    const a3 = item(/^Size/, 'A3');
    a3.focus();
    expect(fireEvent.keyDown(a3, { key: 'Tab' })).toBe(true);
    expect(a3.getAttribute('aria-checked')).toBe('false');
    expect(fireEvent.keyDown(a3, { key: ' ' })).toBe(false);
    expect(a3.getAttribute('aria-checked')).toBe('true');
  });
  it('issue 12: Enter chooses the focused item too, and does not submit the form', () => {
    renderForm();
    const a3 = item(/^Size/, 'A3');
    a3.focus();
    expect(a3.getAttribute('aria-checked')).toBe('false');
    expect(fireEvent.keyDown(a3, { key: 'Enter' })).toBe(false);
    expect(a3.getAttribute('aria-checked')).toBe('true');
  });
});

describe('VariationForm without embedded variations (SW-013)', () => {
  const embedded = PRINT.variations ?? [];
  const prices = embedded.map((candidate) => candidate.priceCents);
  const UNEMBEDDED: PrintForSale = {
    id: PRINT.id,
    title: PRINT.title,
    attributes: PRINT.attributes,
    variations: null,
    priceRange: { minCents: Math.min(...prices), maxCents: Math.max(...prices) },
  };

  /**
   * The shop endpoint as the page's fetch sees it: get_variation answers from the same variations
   * the embedded form knows, so both paths can be compared. `hold` keeps answers back until
   * released; `fail` makes the next calls fail.
   */
  function shopStandIn() {
    const calls: URL[] = [];
    const held: (() => void)[] = [];
    const state = { hold: false, failures: 0 };
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), window.location.href);
      calls.push(url);
      if (state.failures > 0) {
        state.failures -= 1;
        return new Response('Bad gateway', { status: 502 });
      }
      if (state.hold) await new Promise<void>((release) => held.push(release));
      const match = embedded.find((candidate) =>
        Object.entries(candidate.attributes).every(
          ([id, option]) => url.searchParams.get(`attribute_${id}`) === option,
        ),
      );
      return Response.json(match ? availableVariation(match) : false);
    });
    vi.stubGlobal('fetch', fetchMock);
    return {
      calls,
      state,
      release: () => act(() => held.splice(0).forEach((release) => release())),
    };
  }

  const renderUnembedded = () =>
    render(
      <VariationForm
        product={UNEMBEDDED}
        swatchImages={{}}
        nonce="nonce-of-the-page"
        action="/product/quiet-harbour/"
      />,
    );
  const price = () => document.querySelector('.variation-form__price')?.textContent;
  const summary = () => document.querySelector('.variation-form__summary');

  it('SW-013 before the answer, swatch states come from the attribute options only: nothing is greyed out', () => {
    const shop = shopStandIn();
    renderUnembedded();
    const form = document.querySelector('form');
    expect(form?.dataset.product_variations).toBe('false');
    expect(price()).toBe('€85 – €120');
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.getAttribute('aria-disabled')).toBeNull();
      expect(radio.className).not.toMatch(/swatch--(unavailable|out-of-stock|disabled)/);
    }
    // White is sold out and walnut is not made in A4, but only the shop can say so now.
    fireEvent.click(item(/^Size/, 'A4'));
    expect(item(/^Frame/, 'Walnut').className).not.toContain('swatch--unavailable');
    expect(item(/^Frame/, 'White').className).not.toContain('swatch--out-of-stock');
    expect(shop.calls).toHaveLength(0);
  });

  it('SW-013 SW-009 once every attribute is chosen it asks get_variation and uses the answer for price, stock label and add to cart', async () => {
    const shop = shopStandIn();
    shop.state.hold = true;
    renderUnembedded();
    fireEvent.click(item(/^Size/, 'A4'));
    fireEvent.click(item(/^Frame/, 'Natural oak'));
    // The lookup's client loads on first use.
    await vi.dynamicImportSettled();
    expect(shop.calls).toHaveLength(1);
    const [call] = shop.calls;
    expect(call?.pathname).toBe('/api/shop-ajax');
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({
      action: 'get_variation',
      product_id: '7',
      attribute_size: 'a4',
      attribute_frame: 'oak',
    });
    expect(summary()?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Checking availability…')).toBeTruthy();

    shop.release();
    await waitFor(() => expect(price()).toBe('€91'));
    expect(summary()?.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByText('3 left')).toBeTruthy();
    expect(addButton().dataset.variation_id).toBe('102');
    expect(screen.getByRole('spinbutton', { name: 'Quantity' }).getAttribute('max')).toBe('3');
    expect((document.querySelector('input[name="variation_id"]') as HTMLInputElement).value).toBe(
      '102',
    );
  });

  it('SW-013 the answered form shows what the embedded form shows for the same choice', async () => {
    shopStandIn();
    for (const [size, frame] of [
      ['A4', 'Black'],
      ['A3', 'Walnut'],
      ['A3', 'Natural oak'],
    ] as const) {
      renderForm();
      fireEvent.click(item(/^Size/, size));
      fireEvent.click(item(/^Frame/, frame));
      const expected = summary()?.textContent;
      const expectedButton = addButton().dataset.variation_id;
      cleanup();
      renderUnembedded();
      fireEvent.click(item(/^Size/, size));
      fireEvent.click(item(/^Frame/, frame));
      await waitFor(() => expect(summary()?.textContent).toBe(expected));
      expect(addButton().dataset.variation_id).toBe(expectedButton);
      cleanup();
    }
  });

  it('SW-013 a sold-out answer reads "Out of stock" and the button cannot add it', async () => {
    shopStandIn();
    renderUnembedded();
    fireEvent.click(item(/^Size/, 'A3'));
    fireEvent.click(item(/^Frame/, 'Black'));
    await waitFor(() => expect(screen.getByText('Out of stock')).toBeTruthy());
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('SW-013 SW-008 a false answer says the combination is not available, and nothing is added', async () => {
    const shop = shopStandIn();
    renderUnembedded();
    fireEvent.click(item(/^Size/, 'A4'));
    fireEvent.click(item(/^Frame/, 'Walnut'));
    await waitFor(() =>
      expect(within(summary() as HTMLElement).getByText(/not available/)).toBeTruthy(),
    );
    expect(price()).toBe('€85 – €120');
    fireEvent.click(addButton());
    expect(screen.getByRole('alert').textContent).toBe(
      'Sorry, this combination is not available. Please choose another.',
    );
    expect(shop.calls).toHaveLength(1);
  });

  it('SW-013 each combination is asked once: coming back to it uses the answer already given', async () => {
    const shop = shopStandIn();
    renderUnembedded();
    fireEvent.click(item(/^Size/, 'A4'));
    fireEvent.click(item(/^Frame/, 'Natural oak'));
    await waitFor(() => expect(price()).toBe('€91'));
    fireEvent.click(item(/^Frame/, 'Black'));
    await waitFor(() => expect(price()).toBe('€85'));
    fireEvent.click(item(/^Frame/, 'Natural oak'));
    expect(price()).toBe('€91');
    expect(shop.calls).toHaveLength(2);
  });

  it('SW-013 a newer choice wins over a slower answer to an older one', async () => {
    const shop = shopStandIn();
    shop.state.hold = true;
    renderUnembedded();
    fireEvent.click(item(/^Size/, 'A4'));
    fireEvent.click(item(/^Frame/, 'Natural oak'));
    await vi.dynamicImportSettled();
    fireEvent.click(item(/^Frame/, 'Black'));
    await vi.dynamicImportSettled();
    shop.release();
    await waitFor(() => expect(price()).toBe('€85'));
    expect(addButton().dataset.variation_id).toBe('101');
  });

  it('SW-013 when the shop cannot be asked the form says so, and choosing the combination again asks again', async () => {
    const shop = shopStandIn();
    shop.state.failures = 1;
    renderUnembedded();
    fireEvent.click(item(/^Size/, 'A4'));
    fireEvent.click(item(/^Frame/, 'Natural oak'));
    await waitFor(() =>
      expect(screen.getByText(/could not check this combination just now/)).toBeTruthy(),
    );
    fireEvent.click(item(/^Frame/, 'Black'));
    fireEvent.click(item(/^Frame/, 'Natural oak'));
    await waitFor(() => expect(price()).toBe('€91'));
    expect(screen.queryByText(/could not check/)).toBeNull();
    expect(shop.calls.map((call) => call.searchParams.get('attribute_frame'))).toEqual([
      'oak',
      'black',
      'oak',
    ]);
  });
});
