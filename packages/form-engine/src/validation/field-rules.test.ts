import { describe, expect, it } from 'vitest';
import type { FormDefinitionInput } from '../schema/definition';
import type { FieldDefinitionInput } from '../schema/fields';
import { definitionOf } from '../testing/forms';
import { effectiveRules, rulesFromOptions } from './field-rules';

function firstField(field: FieldDefinitionInput, settings: FormDefinitionInput['settings'] = {}) {
  const definition = definitionOf([field], settings);
  const [parsed] = definition.fields;
  if (parsed === undefined) throw new Error('the test form has no field');
  return { field: parsed, settingsRules: definition.settings.rules[parsed.id] };
}

describe('rulesFromOptions: the rules a field options switch on', () => {
  it('VAL-020 VAL-032 VAL-012 a required text with a character limit', () => {
    const { field } = firstField({ id: 'text-1', type: 'text', required: true, limit: 5 });
    expect(rulesFromOptions(field)).toEqual({ required: true, trim: true, maxlength: 5 });
  });

  it('VAL-030 a word limit is a maxwords rule', () => {
    const { field } = firstField({ id: 'text-1', type: 'text', limit: 5, limit_type: 'words' });
    expect(rulesFromOptions(field)).toMatchObject({ maxwords: 5 });
  });

  it('FORM-012 VAL-015 VAL-018 a slider has a range and a step, 0…100 by 1 by default', () => {
    const { field } = firstField({ id: 'slider-1', type: 'slider' });
    expect(rulesFromOptions(field)).toEqual({
      required: false,
      number: true,
      range: [0, 100],
      step: 1,
    });
  });

  it('VAL-016 VAL-017 VAL-018 number fields carry min, max and step', () => {
    const { field } = firstField({ id: 'number-1', type: 'number', min: 1, max: 9, step: 2 });
    expect(rulesFromOptions(field)).toMatchObject({ number: true, min: 1, max: 9, step: 2 });
  });
});

describe('effectiveRules: settings.rules override the field options', () => {
  it('VAL-002 each rule the settings give replaces the field one, the others stay', () => {
    const { field, settingsRules } = firstField(
      { id: 'email-1', type: 'email', required: true },
      { rules: { 'email-1': { required: false, emailWP: false, maxlength: 40 } } },
    );
    expect(effectiveRules(field, settingsRules)).toEqual({
      required: false,
      trim: true,
      email: false,
      maxlength: 40,
    });
  });

  it('VAL-002 without settings the field rules apply as they are', () => {
    const { field } = firstField({ id: 'url-1', type: 'url' });
    expect(effectiveRules(field, undefined)).toEqual(rulesFromOptions(field));
  });
});
