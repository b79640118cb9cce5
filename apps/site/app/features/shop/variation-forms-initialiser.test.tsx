// @vitest-environment jsdom
import type { ThemeSettings } from '@atelier/contracts/theme-settings';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { availableVariation } from './available-variation';
import { CART_FRAGMENTS_EVENT } from './cart-client';
import { VariationForm } from './variation-form';
import {
  initialiseVariationForms,
  initialiseVariationFormsAfterAjax,
  VariationFormsInitialiser,
} from './variation-forms-initialiser';
import { VARIATION_FORMS_INIT_DELAY_MS } from './variation-forms-timing';

/** Variation form markup as a fragment or another script would insert it: not React's. */
const FOREIGN_FORM = `
  <form class="variations_form cart" action="/product/fig-leaves/" method="post"
        data-product_id="12" data-product_title="Fig Leaves" data-product_variations="false">
    <label for="pa_size">Size</label>
    <select id="pa_size" name="attribute_size">
      <option value="">Choose an option</option>
      <option value="a4">A4</option>
      <option value="a3" selected>A3</option>
    </select>
    <label for="pa_paper">Paper</label>
    <select id="pa_paper" name="attribute_paper">
      <option value="">Choose an option</option>
      <option value="kozo">Japanese kozo 110 g</option>
      <option value="baryta">Baryta</option>
    </select>
    <button type="submit">Add to cart</button>
  </form>`;

const KOZO_A3 = {
  id: 1203,
  sku: 'FIG-A3-KOZO',
  priceCents: 14_500,
  attributes: { size: 'a3', paper: 'kozo' },
  inStock: true,
  maxQuantity: 2,
  stockLeft: 2,
};

function insertFragment(markup: string) {
  const holder = document.createElement('div');
  holder.className = 'fragment-holder';
  holder.innerHTML = markup;
  document.body.append(holder);
  return holder;
}

/** What cart-client does after every completed cart call. */
const completeCartCall = () =>
  window.dispatchEvent(new CustomEvent(CART_FRAGMENTS_EVENT, { detail: { fragments: {} } }));

let stop: (() => void) | undefined;

beforeEach(() => {
  window.dtLocal = {
    shopAjaxUrl: '/api/shop-ajax',
    ajaxNonce: 'nonce-from-dtlocal',
  } as ThemeSettings;
});

afterEach(() => {
  act(() => stop?.());
  stop = undefined;
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.dtLocal;
});

describe('SW-011 initialising variation forms after ajax calls', () => {
  it('SW-011 a form inserted by a fragment is initialised 1000 ms after the cart call completes, not before', () => {
    vi.useFakeTimers();
    stop = initialiseVariationFormsAfterAjax();
    const holder = insertFragment(FOREIGN_FORM);
    completeCartCall();

    act(() => vi.advanceTimersByTime(VARIATION_FORMS_INIT_DELAY_MS - 1));
    expect(VARIATION_FORMS_INIT_DELAY_MS).toBe(1000);
    expect(holder.querySelector('form')?.hasAttribute('data-initialised')).toBe(false);
    expect(holder.querySelectorAll('[role="radiogroup"]')).toHaveLength(0);

    act(() => vi.advanceTimersByTime(1));
    const form = holder.querySelector('form');
    expect(form?.dataset.initialised).toBe('true');
    expect(form?.getAttribute('action')).toBe('/product/fig-leaves/');
    const groups = within(holder).getAllByRole('radiogroup');
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toEqual([
      'swatch-label-size',
      'swatch-label-paper',
    ]);
    // The markup's own choice is kept, and its options became label swatches.
    expect(within(holder).getByText('Size: A3')).toBeTruthy();
    expect(
      within(groups[1] as HTMLElement)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Japanese kozo 110 g', 'Baryta']);
    expect(within(holder).getByRole('button', { name: 'Add to cart' }).dataset).toMatchObject({
      product_id: '12',
      security: 'nonce-from-dtlocal',
    });
  });

  it('SW-011 every ajax call schedules its own pass; each pass takes only the forms not yet initialised', () => {
    vi.useFakeTimers();
    stop = initialiseVariationFormsAfterAjax();
    const first = insertFragment(FOREIGN_FORM);
    completeCartCall();
    act(() => vi.advanceTimersByTime(600));
    completeCartCall();
    act(() => vi.advanceTimersByTime(400));
    expect(first.querySelector('form')?.dataset.initialised).toBe('true');
    const initialisedForm = first.querySelector('form');

    const second = insertFragment(
      FOREIGN_FORM.replace('data-product_id="12"', 'data-product_id="13"'),
    );
    act(() => vi.advanceTimersByTime(600));
    // The second call's pass (1000 ms after it) finds the form inserted since.
    expect(second.querySelector('form')?.dataset.initialised).toBe('true');
    expect(second.querySelector('button[data-product_id="13"]')).not.toBeNull();
    // The first form was not rendered a second time.
    expect(first.querySelector('form')).toBe(initialisedForm);
    expect(document.querySelectorAll('form.variations_form')).toHaveLength(2);
  });

  it('SW-011 our own React forms are initialised by React and left alone', () => {
    render(
      <VariationForm
        product={{
          id: 5,
          title: 'Ours',
          attributes: [
            {
              id: 'size',
              name: 'Size',
              options: [{ id: 'a4', name: 'A4', swatch: { type: 'label' } }],
            },
          ],
          variations: [KOZO_A3],
        }}
        swatchImages={{}}
        nonce="n"
        action="/product/ours/"
      />,
    );
    const ours = document.querySelector('form.variations_form');
    expect(ours?.getAttribute('data-initialised')).toBe('true');
    expect(initialiseVariationForms()).toBe(0);
    expect(document.querySelector('form.variations_form')).toBe(ours);
  });

  it('SW-011 SW-013 an initialised form without embedded variations asks get_variation and shows the answer', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), window.location.href);
      const matches =
        url.searchParams.get('attribute_size') === 'a3' &&
        url.searchParams.get('attribute_paper') === 'kozo';
      return Response.json(matches ? availableVariation(KOZO_A3) : false);
    });
    vi.stubGlobal('fetch', fetchMock);
    const holder = insertFragment(FOREIGN_FORM);
    act(() => {
      expect(initialiseVariationForms()).toBe(1);
    });
    fireEvent.click(within(holder).getByRole('radio', { name: 'Japanese kozo 110 g' }));
    await waitFor(() =>
      expect(holder.querySelector('.variation-form__price')?.textContent).toBe('€145'),
    );
    expect(within(holder).getByText('2 left')).toBeTruthy();
    expect(within(holder).getByRole('button', { name: 'Add to cart' }).dataset.variation_id).toBe(
      '1203',
    );
    const [call] = fetchMock.mock.calls;
    expect(new URL(String(call?.[0]), window.location.href).searchParams.get('product_id')).toBe(
      '12',
    );
  });

  it('SW-011 embedded variations in data-product_variations are used without any call', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const markup = FOREIGN_FORM.replace(
      'data-product_variations="false"',
      `data-product_variations='${JSON.stringify([availableVariation(KOZO_A3)])}'`,
    );
    const holder = insertFragment(markup);
    act(() => {
      initialiseVariationForms();
    });
    // Baryta is not among the variations, so it is unavailable next to A3.
    expect(within(holder).getByRole('radio', { name: 'Baryta' }).className).toContain(
      'swatch--unavailable',
    );
    fireEvent.click(within(holder).getByRole('radio', { name: 'Japanese kozo 110 g' }));
    expect(holder.querySelector('.variation-form__price')?.textContent).toBe('€145');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('SW-011 markup that cannot be read is marked failed, left as it is and reported once', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const holder = insertFragment(
      `${FOREIGN_FORM.replace('data-product_id="12"', '')}${FOREIGN_FORM.replace(
        'data-product_variations="false"',
        'data-product_variations="[oops"',
      )}`,
    );
    act(() => {
      expect(initialiseVariationForms()).toBe(0);
    });
    const forms = holder.querySelectorAll('form');
    expect([...forms].map((form) => form.dataset.initialised)).toEqual(['failed', 'failed']);
    expect(errors.mock.calls.map(([message]) => message)).toEqual([
      'A variation form was left as it is: it has no numeric data-product_id.',
      'A variation form was left as it is: its data-product_variations is neither "false" nor a list of variations.',
    ]);
    expect(initialiseVariationForms()).toBe(0);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(holder.querySelectorAll('select')).toHaveLength(4);
  });

  it('SW-011 the component watches while mounted and stops when unmounted', () => {
    vi.useFakeTimers();
    const mounted = render(<VariationFormsInitialiser />);
    const holder = insertFragment(FOREIGN_FORM);
    completeCartCall();
    mounted.unmount();
    act(() => vi.advanceTimersByTime(VARIATION_FORMS_INIT_DELAY_MS));
    expect(holder.querySelector('form')?.hasAttribute('data-initialised')).toBe(false);

    render(<VariationFormsInitialiser />);
    completeCartCall();
    act(() => vi.advanceTimersByTime(VARIATION_FORMS_INIT_DELAY_MS));
    expect(holder.querySelector('form')?.dataset.initialised).toBe('true');
    expect(screen.getAllByRole('radiogroup')).toHaveLength(2);
  });
});
