// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldOf } from '../testing/fields';
import { renderField } from '../testing/render';

afterEach(cleanup);

describe('NameField and AddressField', () => {
  it('FORM-011 a name without parts is one input', () => {
    const { record } = renderField(fieldOf({ id: 'name-1', type: 'name', label: 'Name' }));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(input.autocomplete).toBe('name');
    fireEvent.change(input, { target: { value: 'Ana Lima' } });
    expect(record.changes).toEqual(['Ana Lima']);
  });

  it('FORM-011 a name with parts asks for each in a fieldset and holds every part', () => {
    const { record } = renderField(
      fieldOf({
        id: 'name-1',
        type: 'name',
        label: 'Name',
        required: true,
        parts: ['prefix', 'first-name', 'middle-name', 'last-name'],
      }),
    );
    expect(screen.getByRole('group', { name: /Name/ }).tagName).toBe('FIELDSET');
    expect(screen.getByLabelText<HTMLInputElement>('Middle name').required).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Last name').required).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('First name').name).toBe('name-1[first-name]');
    fireEvent.change(screen.getByLabelText('Prefix'), { target: { value: 'Dr' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lima' } });
    expect(record.changes).toEqual([
      { prefix: 'Dr', 'first-name': '', 'middle-name': '', 'last-name': '' },
      { prefix: 'Dr', 'first-name': '', 'middle-name': '', 'last-name': 'Lima' },
    ]);
  });

  it('FORM-011 an address asks for its parts with autocomplete hints and a country list', () => {
    const { record } = renderField(fieldOf({ id: 'address-1', type: 'address', label: 'Address' }));
    expect(screen.getByLabelText<HTMLInputElement>('Street address').autocomplete).toBe(
      'address-line1',
    );
    expect(screen.getByLabelText<HTMLInputElement>('ZIP / Postal code').autocomplete).toBe(
      'postal-code',
    );
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'Portugal' } });
    expect(record.changes).toEqual([
      { street_address: '', city: '', zip: '', country: 'Portugal' },
    ]);
  });
});
