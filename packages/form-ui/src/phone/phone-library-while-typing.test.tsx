// @vitest-environment jsdom
// A file of its own: the phone chunk must not have been loaded by another test of this module.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { fieldOf } from '../testing/fields';
import { renderField } from '../testing/render';
import { typeKeys } from '../testing/typing';
import { onPhoneLibraryLoaded } from './phone-field';

afterEach(cleanup);

const portugal = fieldOf({ id: 'phone-1', type: 'phone', label: 'Phone', country: 'pt' });

it('VAL-027 the phone library arriving halfway through "+44 7700 900123" typed over "+351" leaves the number the visitor typed', async () => {
  const loaded = new Promise((resolve) => onPhoneLibraryLoaded(resolve));
  const { record } = renderField(portugal);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
  fireEvent.focus(input);
  expect(input.value).toBe('+351');

  typeKeys(input, '+44 77');
  expect(input.value).toBe('+44 77');
  await act(async () => {
    await loaded;
  });
  expect(input.value).toBe('+44 77');

  typeKeys(input, '00 900123');
  expect(input.value).toBe('+44 7700 900123');
  expect(record.changes.at(-1)).toBe('+44 7700 900123');
  expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' }).value).toBe('gb');
});
