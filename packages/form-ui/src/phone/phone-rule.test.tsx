// @vitest-environment jsdom
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import { validatePhone } from '@atelier/form-engine/validation/phone';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormRuntimeController, useFormRuntime } from '../runtime/use-form-runtime';
import { loadPhoneLibrary } from './phone-field';
import { hasPhoneField, whenPhoneRuleLoads } from './phone-rule';

afterEach(cleanup);

const withPhone = parseDefinition({
  fields: [
    { id: 'text-1', type: 'text', label: 'Name' },
    { id: 'phone-1', type: 'phone', label: 'Phone', country: 'us' },
  ],
  settings: { inline_validation: true },
});

const withoutPhone = parseDefinition({
  fields: [{ id: 'text-1', type: 'text', label: 'Name', required: true }],
});

const INVALID_NUMBER = 'Please enter a valid phone number.';

/** The phone chunk arrives (a phone field asked for it) and its callbacks run. */
async function phoneChunkArrives() {
  await act(async () => {
    await loadPhoneLibrary();
  });
}

describe('the phone rule, loaded with the phone chunk', () => {
  it('VAL-023 a form with a phone field gets the same rule the server checks with', async () => {
    const received: unknown[] = [];
    whenPhoneRuleLoads(withPhone, (rule) => received.push(rule));
    await phoneChunkArrives();
    expect(received).toEqual([validatePhone]);
  });

  it('FORM-018 a form without a phone field takes no phone rule', async () => {
    const received: unknown[] = [];
    expect(hasPhoneField(withoutPhone)).toBe(false);
    whenPhoneRuleLoads(withoutPhone, (rule) => received.push(rule));
    await phoneChunkArrives();
    expect(received).toEqual([]);
  });

  it('VAL-023 before the rule arrives the browser leaves the number to the server; after, it says what is wrong', () => {
    const runtime = new FormRuntimeController(withPhone, {
      initialValues: { 'phone-1': '+1 123' },
    });
    expect(runtime.validateAll()).toEqual({ valid: true, firstInvalid: undefined });
    runtime.setPhoneRule(validatePhone);
    expect(runtime.validateAll()).toEqual({ valid: false, firstInvalid: 'phone-1' });
    expect(runtime.error('phone-1')).toBe(INVALID_NUMBER);
  });

  it('VAL-023 VAL-046 the live form checks a number on focus-out once the phone chunk has loaded', async () => {
    const { result } = renderHook(() => useFormRuntime(withPhone));
    await phoneChunkArrives();
    act(() => {
      result.current.setValue('phone-1', '+1 123');
      result.current.revalidate('phone-1');
    });
    expect(result.current.error('phone-1')).toBe(INVALID_NUMBER);
    act(() => {
      result.current.setValue('phone-1', '+1 201 555 0123');
      result.current.revalidate('phone-1');
    });
    expect(result.current.error('phone-1')).toBeUndefined();
  });
});
