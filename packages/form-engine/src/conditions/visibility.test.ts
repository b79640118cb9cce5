import { describe, expect, it } from 'vitest';
import type { Condition, FieldConditions } from '../schema/conditions';
import type { FieldValue } from '../schema/field-value';
import { systemClock } from './clock';
import type { ConditionSubject } from './operators';
import { isConditionMet, isShownByConditions, type ConditionContext } from './visibility';

function context(
  values: Readonly<Record<string, FieldValue>>,
  hidden: readonly string[] = [],
  copies: Readonly<Record<string, readonly FieldValue[]>> = {},
): ConditionContext {
  const subject = (field: string): ConditionSubject => ({
    visible: !hidden.includes(field),
    value: values[field] ?? null,
  });
  return {
    clock: systemClock,
    subject,
    copies: (field) => [
      subject(field),
      ...(copies[field] ?? []).map((value) => ({ ...subject(field), value })),
    ],
  };
}

const colourIsRed: Condition = { field: 'radio-1', operator: 'is', value: 'red' };
const sizeAbove3: Condition = { field: 'number-1', operator: 'is_great', value: '3' };

function rules(action: 'show' | 'hide', rule: 'all' | 'any'): FieldConditions {
  return { action, rule, conditions: [colourIsRed, sizeAbove3] };
}

describe('isShownByConditions', () => {
  it('COND-003 rule all applies the action when every condition holds', () => {
    expect(
      isShownByConditions(rules('show', 'all'), context({ 'radio-1': 'red', 'number-1': 5 })),
    ).toBe(true);
    expect(
      isShownByConditions(rules('show', 'all'), context({ 'radio-1': 'red', 'number-1': 1 })),
    ).toBe(false);
  });

  it('COND-003 rule any applies the action when one condition holds', () => {
    expect(
      isShownByConditions(rules('show', 'any'), context({ 'radio-1': 'red', 'number-1': 1 })),
    ).toBe(true);
    expect(
      isShownByConditions(rules('show', 'any'), context({ 'radio-1': 'blue', 'number-1': 1 })),
    ).toBe(false);
  });

  it('COND-002 COND-003 action hide hides the field when the rule applies', () => {
    expect(isShownByConditions(rules('hide', 'any'), context({ 'radio-1': 'red' }))).toBe(false);
    expect(isShownByConditions(rules('hide', 'any'), context({ 'radio-1': 'blue' }))).toBe(true);
  });

  it('COND-001 a field without conditions is shown', () => {
    expect(isShownByConditions(undefined, context({}))).toBe(true);
    expect(isShownByConditions({ action: 'show', rule: 'all', conditions: [] }, context({}))).toBe(
      true,
    );
  });

  it('COND-013 a condition on a hidden field never holds, so show rules fail and hide rules lapse', () => {
    const values = { 'radio-1': 'red', 'number-1': 5 };
    const hidden = context(values, ['radio-1']);
    expect(isShownByConditions(rules('show', 'all'), hidden)).toBe(false);
    expect(
      isShownByConditions({ action: 'hide', rule: 'all', conditions: [colourIsRed] }, hidden),
    ).toBe(true);
    const isNotBlue: Condition = { field: 'radio-1', operator: 'is_not', value: 'blue' };
    expect(isConditionMet(isNotBlue, hidden)).toBe(false);
  });

  it('COND-002 a condition with a group holds when any copy of the field matches', () => {
    const grouped: Condition = { ...sizeAbove3, group: 'group-1' };
    const values = { 'number-1': 1 };
    expect(isConditionMet(grouped, context(values, [], { 'number-1': [2, 7] }))).toBe(true);
    expect(isConditionMet(grouped, context(values, [], { 'number-1': [2] }))).toBe(false);
    expect(isConditionMet(sizeAbove3, context(values, [], { 'number-1': [7] }))).toBe(false);
  });
});
