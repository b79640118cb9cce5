// @vitest-environment jsdom
// A file of its own: the phone chunk must not have been loaded by another test of this module.
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { fieldOf } from '../testing/fields';
import { renderField } from '../testing/render';
import { typeKeys } from '../testing/typing';
import { onPhoneLibraryLoaded } from './phone-field';
import { whenPhoneRuleLoads } from './phone-rule';

afterEach(cleanup);

const portugal = fieldOf({ id: 'phone-1', type: 'phone', label: 'Phone', country: 'pt' });
const withPhone = parseDefinition({
  fields: [{ id: 'phone-1', type: 'phone', label: 'Phone', country: 'pt' }],
});

it('VAL-023 VAL-027 a number typed whole before the phone library arrives stays as typed and is valid once it does', async () => {
  const rules: Parameters<Parameters<typeof whenPhoneRuleLoads>[1]>[0][] = [];
  whenPhoneRuleLoads(withPhone, (rule) => rules.push(rule));
  const loaded = new Promise((resolve) => onPhoneLibraryLoaded(resolve));
  const { record } = renderField(portugal);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
  fireEvent.focus(input);

  typeKeys(input, '+351 912 345 678');
  expect(input.value).toBe('+351 912 345 678');
  await act(async () => {
    await loaded;
  });

  expect(input.value).toBe('+351 912 345 678');
  expect(record.changes.at(-1)).toBe('+351 912 345 678');
  const [phoneRule] = rules;
  expect(phoneRule?.('+351 912 345 678', { country: 'pt', required: true })).toBeUndefined();
  expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' }).value).toBe('pt');
});
