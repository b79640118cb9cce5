// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FieldRenderer } from '../field-renderer';
import { fieldOf } from '../testing/fields';
import { renderField } from '../testing/render';

// The calendar chunk is imported on first open; loading it once up front keeps a cold module
// transform from eating the time each test gives the calendar to appear.
beforeAll(async () => {
  await import('./calendar');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 4, 14, 10)); // Wednesday 14 May 2025
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const base = { id: 'date-1', type: 'date', label: 'Delivery' } as const;

async function openPicker() {
  fireEvent.click(screen.getByRole('button', { name: 'Choose date' }));
  return screen.findByRole('grid');
}

function dayButton(isoDay: string): HTMLButtonElement {
  const button = document.querySelector<HTMLButtonElement>(`td[data-day="${isoDay}"] button`);
  if (button === null) throw new Error(`no day ${isoDay}`);
  return button;
}

function input(): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('textbox', { name: 'Delivery' });
}

describe('DateField picker', () => {
  it('FORM-019 the server paints the input and a closed picker button, no calendar', () => {
    const html = renderToString(
      <FieldRenderer field={fieldOf(base)} value={null} onChange={() => {}} idPrefix="f" />,
    );
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('placeholder="mm/dd/yyyy"');
    expect(html).not.toContain('rdp-');
  });

  it('FORM-019 the button opens a calendar dialog on the current month with today focused', async () => {
    renderField(fieldOf(base));
    const grid = await openPicker();
    expect(grid.getAttribute('aria-label')).toBe('May 2025');
    expect(screen.getByRole('button', { name: 'Choose date' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByRole('dialog', { name: 'Choose date' })).toBeDefined();
    // The calendar moves focus in an effect after it appears; wait for it rather than race it.
    await vi.waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toContain('May 14th, 2025'),
    );
  });

  it('FORM-019 VAL-029 picking a day writes it in the format, closes, refocuses, validates once', async () => {
    const { record } = renderField(fieldOf({ ...base, format: 'dd/mm/yy' }));
    await openPicker();
    fireEvent.blur(input(), { relatedTarget: dayButton('2025-05-20') });
    expect(record.blurs).toBe(0);
    fireEvent.click(dayButton('2025-05-20'));
    expect(record.changes).toEqual(['20/05/2025']);
    expect(input().value).toBe('20/05/2025');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(input());
    expect(record.blurs).toBe(1);
  });

  it('VAL-029 Escape closes the picker and validates; ArrowDown in the input opens it', async () => {
    const { record } = renderField(fieldOf(base));
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    await screen.findByRole('grid');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(record.blurs).toBe(1);
    expect(document.activeElement).toBe(input());
  });

  it('VAL-029 a date typed without opening the picker is validated when focus leaves the field', () => {
    const { record } = renderField(fieldOf(base));
    fireEvent.change(input(), { target: { value: '05/20/2025' } });
    fireEvent.blur(input(), { relatedTarget: document.body });
    expect(record.blurs).toBe(1);
  });

  it('FORM-019 the calendar opens on the chosen date', async () => {
    renderField(fieldOf(base), { initialValue: '02/03/2031' });
    const grid = await openPicker();
    expect(grid.getAttribute('aria-label')).toBe('February 2031');
    expect(dayButton('2031-02-03').closest('td')?.getAttribute('data-selected')).toBe('true');
  });

  it('FORM-019 start-of-week orders the weekday header', async () => {
    renderField(fieldOf({ ...base, 'start-of-week': 1 }));
    await openPicker();
    const headers = [...document.querySelectorAll('th.rdp-weekday')].map((th) =>
      th.getAttribute('aria-label'),
    );
    expect(headers[0]).toBe('Monday');
    expect(headers[6]).toBe('Sunday');
  });

  it('FORM-020 the year dropdown runs from the current year − 95 to + 95 by default', async () => {
    renderField(fieldOf(base));
    await openPicker();
    const years = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Choose the Year' });
    const values = [...years.options].map((option) => Number(option.value));
    expect(values[0]).toBe(1930);
    expect(values.at(-1)).toBe(2120);
    expect(values).toHaveLength(191);
  });

  it('issue 12: a future-only date lists years from the current one, and this year’s months from this month', async () => {
    renderField(fieldOf({ ...base, 'past-dates': 'disable' }));
    await openPicker();
    const years = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Choose the Year' });
    const values = [...years.options].map((option) => Number(option.value));
    expect(values[0]).toBe(2025);
    expect(values.at(-1)).toBe(2120);
    const months = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Choose the Month' });
    const pickable = [...months.options].filter((option) => !option.disabled);
    // May 2025 is "now": January to April cannot be chosen.
    expect(pickable[0]?.textContent).toMatch(/May/);
  });

  it('FORM-019 start-year and end-year replace the default year range', async () => {
    renderField(fieldOf({ ...base, 'start-year': 2024, 'end-year': 2026 }));
    await openPicker();
    const years = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Choose the Year' });
    expect([...years.options].map((option) => option.value)).toEqual(['2024', '2025', '2026']);
  });

  it('FORM-019 past dates, restricted weekdays, disabled dates and ranges cannot be picked', async () => {
    const { record } = renderField(
      fieldOf({
        ...base,
        'past-dates': 'disable',
        restrict: [0],
        'disable-date': ['05/21/2025'],
        'disable-range': [{ start: '05/27/2025', end: '05/28/2025' }],
      }),
    );
    await openPicker();
    expect(dayButton('2025-05-13').disabled).toBe(true);
    expect(dayButton('2025-05-14').disabled).toBe(false);
    expect(dayButton('2025-05-18').disabled).toBe(true);
    expect(dayButton('2025-05-21').disabled).toBe(true);
    expect(dayButton('2025-05-22').disabled).toBe(false);
    expect(dayButton('2025-05-27').disabled).toBe(true);
    expect(dayButton('2025-05-28').disabled).toBe(true);
    expect(dayButton('2025-05-29').disabled).toBe(false);
    fireEvent.click(dayButton('2025-05-13'));
    expect(record.changes).toEqual([]);
  });

  it('FORM-019 a linked start field and its offset set the first day that can be picked', async () => {
    renderField(
      fieldOf({ ...base, 'start-field': 'date-2', 'start-offset': { value: 3, unit: 'days' } }),
      { valueOfField: (fieldId) => (fieldId === 'date-2' ? '05/16/2025' : null) },
    );
    await openPicker();
    expect(dayButton('2025-05-18').disabled).toBe(true);
    expect(dayButton('2025-05-19').disabled).toBe(false);
  });

  it('VAL-029 focus leaving the whole widget closes an open picker and validates', async () => {
    const { record } = renderField(fieldOf(base));
    await openPicker();
    act(() => {
      fireEvent.blur(dayButton('2025-05-14'), { relatedTarget: document.body });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(record.blurs).toBe(1);
  });
});

describe('DateField dropdowns and typed input', () => {
  it('FORM-019 the dropdown variant follows the format order and writes the value in that format', () => {
    const { record } = renderField(
      fieldOf({
        ...base,
        field_type: 'select',
        format: 'dd/mm/yy',
        'start-year': 1990,
        'end-year': 2000,
      }),
    );
    const selects = screen.getAllByRole<HTMLSelectElement>('combobox');
    expect(selects.map((select) => select.labels?.[0]?.textContent)).toEqual([
      'Day',
      'Month',
      'Year',
    ]);
    expect(selects[2]?.options).toHaveLength(12);
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '05' } });
    expect(record.changes).toEqual(['/05/']);
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '07' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '1995' } });
    expect(record.changes.at(-1)).toBe('07/05/1995');
    expect(screen.getByRole('group', { name: 'Delivery' }).tagName).toBe('FIELDSET');
  });

  it('FORM-019 the typed variant is a text input with the format as its hint', () => {
    const { record } = renderField(fieldOf({ ...base, field_type: 'input', format: 'yy-mm-dd' }));
    expect(input().placeholder).toBe('yyyy-mm-dd');
    expect(screen.queryByRole('button', { name: 'Choose date' })).toBeNull();
    fireEvent.change(input(), { target: { value: '2025-05-07' } });
    fireEvent.blur(input());
    expect(record.changes).toEqual(['2025-05-07']);
    expect(record.blurs).toBe(1);
  });
});
