// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldOf } from '../testing/fields';
import { renderField } from '../testing/render';
import { typeKeys } from '../testing/typing';
import { loadPhoneLibrary } from './phone-field';

afterEach(cleanup);

const international = fieldOf({ id: 'phone-1', type: 'phone', label: 'Phone' });
const national = fieldOf({ id: 'phone-1', type: 'phone', label: 'Phone', national_mode: true });

/** Renders, then lets the lazily imported phone library arrive. */
async function renderPhone(...args: Parameters<typeof renderField>) {
  const rendered = renderField(...args);
  await act(async () => {
    await loadPhoneLibrary();
  });
  return rendered;
}

function phoneInput(): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
}

/** Types like a browser does: the new text, then an input event saying what kind of edit it was. */
function edit(input: HTMLInputElement, text: string, inputType: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, text);
  input.setSelectionRange(text.length, text.length);
  fireEvent(input, new InputEvent('input', { bubbles: true, inputType }));
}

describe('PhoneField', () => {
  it('FORM-018 international mode offers a country picker that defaults to us', async () => {
    await renderPhone(international);
    const picker = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    expect(picker.value).toBe('us');
    expect(picker.selectedOptions[0]?.textContent).toBe('United States (+1)');
    expect(phoneInput().type).toBe('tel');
  });

  it('FORM-018 national mode fixes the country: shown, not pickable, and describing the input', async () => {
    await renderPhone(fieldOf({ ...national, country: 'gb' }));
    expect(screen.queryByRole('combobox', { name: 'Country' })).toBeNull();
    const described = phoneInput().getAttribute('aria-describedby');
    expect(document.getElementById(described ?? '')?.textContent).toBe('United Kingdom (+44)');
  });

  it('VAL-027 international mode starts with the dial code and formats as typed', async () => {
    const { record } = await renderPhone(international);
    const input = phoneInput();
    fireEvent.focus(input);
    expect(input.value).toBe('+1');
    edit(input, '+12015550123', 'insertText');
    expect(input.value).toBe('+1 201 555 0123');
    edit(input, '2015550123', 'insertFromPaste');
    expect(input.value).toBe('+1 201 555 0123');
    expect(record.changes).toEqual(['+1', '+1 201 555 0123', '+1 201 555 0123']);
  });

  it('VAL-027 a whole international number pasted after the dial code replaces the dial code', async () => {
    const { record } = await renderPhone(fieldOf({ ...international, country: 'pt' }));
    const input = phoneInput();
    fireEvent.focus(input);
    expect(input.value).toBe('+351');
    edit(input, '+351+351 912 345 678', 'insertFromPaste');
    expect(input.value).toBe('+351 912 345 678');
    expect(record.changes.at(-1)).toBe('+351 912 345 678');
  });

  it('VAL-025 leaving the field with only the dial code empties it', async () => {
    const { record } = await renderPhone(international);
    const input = phoneInput();
    fireEvent.focus(input);
    fireEvent.blur(input);
    expect(input.value).toBe('');
    expect(record.changes).toEqual(['+1', '']);
    expect(record.blurs).toBe(1);
  });

  it('VAL-027 deleting leaves the text as edited, but international mode keeps its dial code', async () => {
    await renderPhone(international, { initialValue: '+1 201 555 0123' });
    const input = phoneInput();
    edit(input, '+1 201 555 012', 'deleteContentBackward');
    expect(input.value).toBe('+1 201 555 012');
    edit(input, '+1 201 555', 'deleteContentBackward');
    expect(input.value).toBe('+1 201 555');
    edit(input, '', 'deleteContentBackward');
    expect(input.value).toBe('+1');
  });

  it('VAL-027 national mode formats the national number as typed', async () => {
    await renderPhone(national);
    const input = phoneInput();
    fireEvent.focus(input);
    expect(input.value).toBe('');
    edit(input, '2015550123', 'insertText');
    expect(input.value).toBe('(201) 555-0123');
    edit(input, '(201) 555-012', 'deleteContentBackward');
    expect(input.value).toBe('(201) 555-012');
  });

  it('VAL-027 a digit typed in the middle keeps the caret after it once reformatted', async () => {
    await renderPhone(national, { initialValue: '(201) 555-012' });
    const input = phoneInput();
    input.focus();
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, '(2901) 555-012');
    input.setSelectionRange(3, 3);
    fireEvent(input, new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
    expect(input.value).toBe('(290) 155-5012');
    expect(input.selectionStart).toBe(3);
  });

  it('VAL-026 digits beyond the longest valid number are stripped, in both modes', async () => {
    await renderPhone(national);
    edit(phoneInput(), '201555012399', 'insertText');
    expect(phoneInput().value).toBe('(201) 555-0123');
    cleanup();
    await renderPhone(international);
    edit(phoneInput(), '+4420794609589999', 'insertText');
    expect(phoneInput().value).toBe('+44 20 7946 0958');
  });

  it('VAL-027 a typed dial code moves the picker; picking a country swaps the dial code', async () => {
    const { record } = await renderPhone(international);
    const picker = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    edit(phoneInput(), '+442079460958', 'insertText');
    expect(picker.value).toBe('gb');
    edit(phoneInput(), '+1612345678', 'insertText');
    expect(picker.value).toBe('us');
    fireEvent.change(picker, { target: { value: 'fr' } });
    expect(phoneInput().value).toBe('+33 6 12 34 56 78');
    expect(picker.value).toBe('fr');
    expect(record.changes.at(-1)).toBe('+33 6 12 34 56 78');
  });

  it('FORM-018 a Canadian visitor who picked Canada keeps Canada while typing +1', async () => {
    await renderPhone(international);
    const picker = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    fireEvent.change(picker, { target: { value: 'ca' } });
    expect(phoneInput().value).toBe('+1');
    edit(phoneInput(), '+1 4', 'insertText');
    expect(picker.value).toBe('ca');
  });
});

describe('PhoneField typed key by key with the phone library already there', () => {
  const portugal = fieldOf({ ...international, country: 'pt' });

  it('VAL-027 a visitor typing "+44 7700 900123" over the prefilled "+351" sees +44 7700 900123', async () => {
    await renderPhone(portugal);
    const input = phoneInput();
    fireEvent.focus(input);
    expect(input.value).toBe('+351');
    typeKeys(input, '+44 7700 900123');
    expect(input.value).toBe('+44 7700 900123');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' }).value).toBe('gb');
  });

  it('VAL-027 a visitor typing their whole Portuguese number "+351 912 345 678" gets it once', async () => {
    await renderPhone(portugal);
    const input = phoneInput();
    fireEvent.focus(input);
    typeKeys(input, '+351 912 345 678');
    expect(input.value).toBe('+351 912 345 678');
  });

  it('VAL-027 after picking the United Kingdom, typing "+44 7700 900123" does not double the +44', async () => {
    await renderPhone(portugal);
    const input = phoneInput();
    fireEvent.focus(input);
    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), {
      target: { value: 'gb' },
    });
    expect(input.value).toBe('+44');
    input.setSelectionRange(3, 3);
    typeKeys(input, '+44 7700 900123');
    expect(input.value).toBe('+44 7700 900123');
  });

  it('VAL-027 with the caret left before the prefilled dial code, nothing typed is lost', async () => {
    await renderPhone(portugal);
    const input = phoneInput();
    fireEvent.focus(input);
    input.setSelectionRange(0, 0);
    typeKeys(input, '+44 7700 900123');
    expect(input.value).toBe('+44 7700 900123');
    cleanup();

    await renderPhone(portugal);
    fireEvent.focus(phoneInput());
    phoneInput().setSelectionRange(0, 0);
    typeKeys(phoneInput(), '912 345 678');
    expect(phoneInput().value).toBe('+351 912 345 678');
  });

  it('VAL-027 national digits typed after the dial code are formatted as typed', async () => {
    await renderPhone(portugal);
    const input = phoneInput();
    fireEvent.focus(input);
    typeKeys(input, '91234');
    expect(input.value).toBe('+351 912 34');
    typeKeys(input, '5678');
    expect(input.value).toBe('+351 912 345 678');
  });

  it('VAL-025 a lone "+" left behind empties the box on leaving', async () => {
    const { record } = await renderPhone(portugal);
    const input = phoneInput();
    fireEvent.focus(input);
    typeKeys(input, '+');
    expect(input.value).toBe('+');
    fireEvent.blur(input);
    expect(input.value).toBe('');
    expect(record.changes.at(-1)).toBe('');
  });
});
