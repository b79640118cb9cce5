// @vitest-environment jsdom
import type { Choice } from '@atelier/form-engine/schema/fields';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldRenderer } from '../field-renderer';
import { fieldOf } from '../testing/fields';
import { hydrateFromServer, renderField } from '../testing/render';
import {
  searchKey,
  staticOptionSource,
  type OptionPage,
  type OptionRequest,
} from './option-source';
import { SELECT_MESSAGES } from './searchable-select';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const artists = [
  { label: 'Ana Lima', value: 'ana' },
  { label: 'Bruno Café', value: 'bruno' },
  { label: 'Chloé Ward', value: 'chloe' },
];

const searchable = fieldOf({
  id: 'select-1',
  type: 'select',
  label: 'Artist',
  search: true,
  options: artists,
});

function status(): string {
  return screen.getByRole('status').textContent ?? '';
}

function optionLabels(): string[] {
  return screen.queryAllByRole('option').map((option) => option.textContent ?? '');
}

/** A source whose answers the test hands out one by one. */
function manualSource() {
  const calls: {
    request: OptionRequest;
    resolve: (page: OptionPage) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const source = (request: OptionRequest) =>
    new Promise<OptionPage>((resolve, reject) => calls.push({ request, resolve, reject }));
  return { source, calls };
}

describe('SelectField without search', () => {
  it('FORM-011 is a native select with a prompt option', () => {
    const { record } = renderField(
      fieldOf({ id: 'select-1', type: 'select', label: 'Frame', options: artists }),
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Frame' });
    expect(select.tagName).toBe('SELECT');
    expect(select.options[0]?.textContent).toBe('Select an option');
    fireEvent.change(select, { target: { value: 'bruno' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(record.changes).toEqual(['bruno', null]);
  });

  it('FORM-011 a multi-select without search is a native multiple select', () => {
    const { record } = renderField(
      fieldOf({ id: 'select-1', type: 'select', label: 'Frame', multiple: true, options: artists }),
    );
    const select = screen.getByRole<HTMLSelectElement>('listbox', { name: 'Frame' });
    expect(select.multiple).toBe(true);
    const [ana, , chloe] = select.options;
    if (ana === undefined || chloe === undefined) throw new Error('options');
    ana.selected = true;
    chloe.selected = true;
    fireEvent.change(select);
    expect(record.changes).toEqual([['ana', 'chloe']]);
  });
});

describe('SelectField with search', () => {
  it('FORM-013 the server paints a native select; hydration upgrades it to a combobox', async () => {
    const element = (
      <FieldRenderer field={searchable} value="bruno" onChange={() => {}} idPrefix="f" />
    );
    const { html, container, problems } = await hydrateFromServer(element);
    expect(html).toContain('<select');
    expect(problems).toEqual([]);
    const input = container.querySelector<HTMLInputElement>('input[role="combobox"]');
    expect(input?.value).toBe('Bruno Café');
    expect(input?.getAttribute('aria-expanded')).toBe('false');
    expect(
      container.querySelector('input[type="hidden"][name="select-1"]')?.getAttribute('value'),
    ).toBe('bruno');
  });

  it('FORM-013 FORM-015 a static list passes through Searching… then shows matches or No results found', async () => {
    renderField(searchable);
    const input = screen.getByRole('combobox', { name: 'Artist' });
    fireEvent.change(input, { target: { value: 'cafe' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(status()).toBe(SELECT_MESSAGES.searching);
    await waitFor(() => expect(optionLabels()).toEqual(['Bruno Café']));
    expect(status()).toBe('');
    fireEvent.change(input, { target: { value: 'zz' } });
    expect(status()).toBe('Searching…');
    await waitFor(() => expect(status()).toBe('No results found'));
    expect(optionLabels()).toEqual([]);
  });

  it('FORM-016 a source that fails shows The results could not be loaded.', async () => {
    const { source, calls } = manualSource();
    renderField(searchable, { optionSource: source });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'a' } });
    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(status()).toBe('The results could not be loaded.');
  });

  it('FORM-014 reaching the end of a long list shows Loading more results… and appends the next page', async () => {
    const many: Choice[] = Array.from({ length: 120 }, (_, index) => ({
      label: `Print ${index + 1}`,
      value: `print-${index + 1}`,
      calculation: 0,
    }));
    renderField(
      fieldOf({ id: 'select-1', type: 'select', label: 'Print', search: true, options: many }),
    );
    const input = screen.getByRole('combobox', { name: 'Print' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(optionLabels()).toHaveLength(50));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe('form-select-1-result-1');
    for (let index = 1; index < 49; index += 1) fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe('form-select-1-result-49');
    expect(status()).toBe(SELECT_MESSAGES.loadingMore);
    await waitFor(() => expect(optionLabels()).toHaveLength(100));
    expect(status()).toBe('');
    expect(optionLabels()[50]).toBe('Print 51');
  });

  it('FORM-014 scrolling to the bottom of the list loads the next page too', async () => {
    const { source, calls } = manualSource();
    renderField(searchable, { optionSource: source });
    fireEvent.click(screen.getByRole('combobox'));
    await act(async () =>
      calls[0]?.resolve({ options: artists.map((a) => ({ ...a, calculation: 0 })), hasMore: true }),
    );
    const listbox = screen.getByRole('listbox');
    Object.defineProperties(listbox, {
      scrollHeight: { value: 300 },
      clientHeight: { value: 200 },
      scrollTop: { value: 90, writable: true },
    });
    fireEvent.scroll(listbox);
    expect(calls[1]?.request).toMatchObject({ query: '', page: 2 });
    expect(status()).toBe('Loading more results…');
  });

  it('FORM-013 an answer to an older search is ignored once a newer one started', async () => {
    const { source, calls } = manualSource();
    renderField(searchable, { optionSource: source });
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'a' } });
    fireEvent.change(input, { target: { value: 'an' } });
    expect(calls[0]?.request.signal.aborted).toBe(true);
    await act(async () => {
      calls[0]?.resolve({
        options: [{ label: 'Stale', value: 'stale', calculation: 0 }],
        hasMore: false,
      });
      calls[1]?.resolve({
        options: [{ label: 'Ana Lima', value: 'ana', calculation: 0 }],
        hasMore: false,
      });
    });
    expect(optionLabels()).toEqual(['Ana Lima']);
  });

  it('FORM-013 arrows move the active option, Enter picks it, Escape closes (WAI-ARIA combobox)', async () => {
    const { record } = renderField(searchable);
    const input = screen.getByRole<HTMLInputElement>('combobox');
    expect(input.getAttribute('aria-controls')).toBe('form-select-1-listbox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(optionLabels()).toHaveLength(3));
    expect(input.getAttribute('aria-activedescendant')).toBe('form-select-1-result-0');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[1]?.className).toContain('fui-select__option--active');
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(record.changes).toEqual(['bruno']);
    expect(record.submits).toBe(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('Bruno Café');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(optionLabels()).toHaveLength(3));
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe('form-select-1-result-1');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(record.changes).toEqual(['bruno']);
  });

  it('FORM-027 Enter on a closed combobox submits the form', () => {
    const { record } = renderField(searchable);
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    expect(record.submits).toBe(1);
  });

  it('FORM-013 clicking an option picks it; leaving the widget closes the list and reports the focus-out', async () => {
    const { record } = renderField(searchable);
    const input = screen.getByRole('combobox');
    fireEvent.click(input);
    await waitFor(() => expect(optionLabels()).toHaveLength(3));
    fireEvent.click(screen.getByRole('option', { name: 'Chloé Ward' }));
    expect(record.changes).toEqual(['chloe']);
    fireEvent.click(input);
    fireEvent.blur(input, { relatedTarget: document.body });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(record.blurs).toBe(1);
  });

  it('FORM-013 a multi-select keeps the list open, shows removable chips and posts each value', async () => {
    const { record } = renderField(
      fieldOf({
        id: 'select-2',
        type: 'select',
        label: 'Artists',
        search: true,
        multiple: true,
        options: artists,
      }),
    );
    const input = screen.getByRole('combobox', { name: 'Artists' });
    expect(screen.getByRole('listbox', { hidden: true }).getAttribute('aria-multiselectable')).toBe(
      'true',
    );
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(optionLabels()).toHaveLength(3));
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(record.changes).toEqual([['ana'], ['ana', 'chloe']]);
    expect(
      [...document.querySelectorAll<HTMLInputElement>('input[type="hidden"][name="select-2"]')].map(
        (hidden) => hidden.value,
      ),
    ).toEqual(['ana', 'chloe']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ana Lima' }));
    expect(record.changes.at(-1)).toEqual(['chloe']);
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(record.changes.at(-1)).toEqual([]);
  });

  it('FORM-013 the built-in search ignores case and accents', async () => {
    expect(searchKey('Chloé')).toBe('chloe');
    const source = staticOptionSource(artists.map((artist) => ({ ...artist, calculation: 0 })));
    const page = await source({ query: 'CHLOE', page: 1, signal: new AbortController().signal });
    expect(page.options.map((option) => option.value)).toEqual(['chloe']);
    expect(page.hasMore).toBe(false);
  });
});
