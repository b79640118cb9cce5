// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldOf } from '../testing/fields';
import { renderField } from '../testing/render';
import { timeParts } from './time-field';

afterEach(cleanup);

const base = { id: 'time-1', type: 'time', label: 'Pick-up' } as const;

function suggestedHours(): string[] {
  const list = document.getElementById(screen.getByLabelText('Hours').getAttribute('list') ?? '');
  return [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value);
}

function meridiemOptions(): string[] {
  return [...screen.getByLabelText<HTMLSelectElement>('AM/PM').options].map(
    (option) => option.textContent ?? '',
  );
}

describe('TimeField', () => {
  it('FORM-024 hours and minutes are 2-character inputs that keep the first two digits typed', () => {
    const { record } = renderField(fieldOf(base));
    const hours = screen.getByLabelText<HTMLInputElement>('Hours');
    const minutes = screen.getByLabelText<HTMLInputElement>('Minutes');
    expect([hours.maxLength, minutes.maxLength]).toEqual([2, 2]);
    fireEvent.change(hours, { target: { value: '0930' } });
    expect(hours.value).toBe('09');
    fireEvent.change(minutes, { target: { value: '4a5x' } });
    expect(minutes.value).toBe('45');
    expect(record.changes).toEqual([
      { hours: '09', minutes: '', meridiem: 'am' },
      { hours: '09', minutes: '45', meridiem: 'am' },
    ]);
  });

  it('FORM-022 a 12-hour time offers AM and PM and posts its parts by name', () => {
    const { record } = renderField(fieldOf(base), {
      initialValue: { hours: '09', minutes: '45', meridiem: 'am' },
    });
    expect(meridiemOptions()).toEqual(['AM', 'PM']);
    fireEvent.change(screen.getByLabelText('AM/PM'), { target: { value: 'pm' } });
    expect(record.changes).toEqual([{ hours: '09', minutes: '45', meridiem: 'pm' }]);
    expect(screen.getByLabelText<HTMLInputElement>('Hours').name).toBe('time-1[hours]');
    expect(screen.getByLabelText<HTMLSelectElement>('AM/PM').name).toBe('time-1[meridiem]');
  });

  it('FORM-023 hours outside the limits are not suggested, for the AM/PM chosen', () => {
    renderField(fieldOf({ ...base, start_limit: '09:00 AM', end_limit: '01:30 PM' }), {
      initialValue: { hours: '', minutes: '', meridiem: 'am' },
    });
    expect(suggestedHours()).toEqual(['09', '10', '11']);
    fireEvent.change(screen.getByLabelText('AM/PM'), { target: { value: 'pm' } });
    expect(suggestedHours()).toEqual(['12', '01']);
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '1' } });
    expect(screen.getByLabelText<HTMLSelectElement>('AM/PM').value).toBe('pm');
  });

  it('FORM-023 only the AM/PM options the limits allow are offered', () => {
    renderField(fieldOf({ ...base, start_limit: '02:00 PM', end_limit: '06:00 PM' }));
    expect(meridiemOptions()).toEqual(['PM']);
  });

  it('FORM-023 with a PM-only window the typed time carries PM without touching the choice', () => {
    const { record } = renderField(
      fieldOf({ ...base, start_limit: '02:00 PM', end_limit: '06:00 PM' }),
    );
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '3' } });
    expect(record.changes).toEqual([{ hours: '3', minutes: '', meridiem: 'pm' }]);
  });

  it('FORM-023 a 24-hour time has no AM/PM and suggests 0–23 within the limits', () => {
    const { record } = renderField(
      fieldOf({ ...base, time_format: '24', start_limit: '17:00', end_limit: '19:15' }),
    );
    expect(screen.queryByLabelText('AM/PM')).toBeNull();
    expect(suggestedHours()).toEqual(['17', '18', '19']);
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '18' } });
    expect(record.changes).toEqual([{ hours: '18', minutes: '' }]);
  });

  it('VAL-020 clearing both hours and minutes empties the value (AM/PM alone is no answer)', () => {
    const { record } = renderField(fieldOf(base), {
      initialValue: { hours: '9', minutes: '', meridiem: 'am' },
    });
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '' } });
    expect(record.changes).toEqual([null]);
  });

  it('FORM-022 a default written as text shows in the inputs', () => {
    expect(timeParts('9:05 PM')).toEqual({ hours: '9', minutes: '05', meridiem: 'pm' });
    expect(timeParts('21:05')).toEqual({ hours: '21', minutes: '05', meridiem: '' });
    renderField(fieldOf(base), { initialValue: '09:30 PM' });
    expect(screen.getByLabelText<HTMLInputElement>('Hours').value).toBe('09');
    expect(screen.getByLabelText<HTMLSelectElement>('AM/PM').value).toBe('pm');
  });

  it('VAL-046 moving from hours to minutes is not a focus-out; leaving the time is', () => {
    const { record } = renderField(fieldOf(base));
    fireEvent.blur(screen.getByLabelText('Hours'), {
      relatedTarget: screen.getByLabelText('Minutes'),
    });
    expect(record.blurs).toBe(0);
    fireEvent.blur(screen.getByLabelText('Minutes'), { relatedTarget: document.body });
    expect(record.blurs).toBe(1);
  });
});
