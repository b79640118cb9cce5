// @vitest-environment jsdom
// A file of its own: the phone chunk must not have been loaded by another test of this module.
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import { validatePhone } from '@atelier/form-engine/validation/phone';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { fieldOf } from '../testing/fields';
import { renderField } from '../testing/render';
import { onPhoneLibraryLoaded } from './phone-field';
import { whenPhoneRuleLoads } from './phone-rule';

afterEach(cleanup);

const phoneField = fieldOf({ id: 'phone-1', type: 'phone', label: 'Phone' });
const withPhone = parseDefinition({ fields: [{ id: 'phone-1', type: 'phone', label: 'Phone' }] });

it('FORM-018 VAL-023 the phone chunk comes when the visitor focuses the phone field, and the rule and the formatting with it', async () => {
  const rules: unknown[] = [];
  const cancelledRules: unknown[] = [];
  whenPhoneRuleLoads(withPhone, (rule) => rules.push(rule));
  whenPhoneRuleLoads(withPhone, (rule) => cancelledRules.push(rule))();
  renderField(phoneField);
  // Waiting asks for nothing: only the field's focus does.
  const loaded = new Promise((resolve) => onPhoneLibraryLoaded(resolve));
  expect(rules).toEqual([]);

  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
  fireEvent.focus(input);
  // Pasted at once, before the library is there: the number replaces the dial code focus wrote.
  fireEvent.change(input, { target: { value: '+1+44 20 7946 0018' } });
  expect(input.value).toBe('+44 20 7946 0018');
  await act(async () => {
    await loaded;
  });

  expect(rules).toEqual([validatePhone]);
  expect(cancelledRules).toEqual([]);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, '+12015550123');
  fireEvent(input, new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
  expect(input.value).toBe('+1 201 555 0123');
});
