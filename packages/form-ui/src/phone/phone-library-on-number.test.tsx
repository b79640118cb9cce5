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

const national = fieldOf({ id: 'phone-1', type: 'phone', label: 'Phone', national_mode: true });
const withPhone = parseDefinition({ fields: [{ id: 'phone-1', type: 'phone', label: 'Phone' }] });

it('FORM-018 VAL-023 before the phone library arrives a number is taken as typed; that number brings the library, the rule and the formatting', async () => {
  const rules: unknown[] = [];
  const cancelledRules: unknown[] = [];
  whenPhoneRuleLoads(withPhone, (rule) => rules.push(rule));
  whenPhoneRuleLoads(withPhone, (rule) => cancelledRules.push(rule))();
  const loaded = new Promise((resolve) => onPhoneLibraryLoaded(resolve));
  const { record } = renderField(national);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' });

  fireEvent.change(input, { target: { value: '2015550123' } });
  expect(record.changes).toEqual(['2015550123']);
  expect(rules).toEqual([]);

  await act(async () => {
    await loaded;
  });
  expect(rules).toEqual([validatePhone]);
  expect(cancelledRules).toEqual([]);
  fireEvent.change(input, { target: { value: '2015550124' } });
  expect(record.changes.at(-1)).toBe('(201) 555-0124');
});
