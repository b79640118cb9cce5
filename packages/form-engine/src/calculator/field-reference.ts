/** The field types whose values a formula may use (CALC-003). */
export const FORMULA_FIELD_TYPES = [
  'calculation',
  'number',
  'slider',
  'currency',
  'radio',
  'select',
  'checkbox',
] as const;

export type FormulaFieldType = (typeof FORMULA_FIELD_TYPES)[number];

/**
 * Which part of a field's value a reference reads (DEC-02):
 * - `value`: `{number-1}`, the field's value (multi-value choices sum their calculation values);
 * - `min` / `max`: `{checkbox-1-min}`, the lowest / highest of several values (a range slider's
 *   handles, the selected options of a checkbox or multi-select);
 * - `copies`: `{number-1-*}`, the sum over every copy of a grouped (repeated) field.
 */
export type ReferenceSelector = 'value' | 'min' | 'max' | 'copies';

export interface FieldReference {
  /** `number-1`: the field the reference reads, without any suffix. */
  readonly fieldId: string;
  readonly fieldType: FormulaFieldType;
  readonly selector: ReferenceSelector;
}

const SUFFIX_OF: Record<ReferenceSelector, string> = {
  value: '',
  min: '-min',
  max: '-max',
  copies: '-*',
};

const SELECTOR_OF: Record<string, ReferenceSelector> = { min: 'min', max: 'max', '*': 'copies' };

const REFERENCE_BODY = /^([a-z]+(?:-[a-z]+)*)-([1-9]\d*)(?:-(min|max|\*))?$/;

export type ReferenceBodyReading =
  | { readonly kind: 'reference'; readonly reference: FieldReference }
  | { readonly kind: 'unusable-type'; readonly fieldType: string }
  | { readonly kind: 'malformed' };

function isFormulaFieldType(type: string): type is FormulaFieldType {
  return (FORMULA_FIELD_TYPES as readonly string[]).includes(type);
}

/** Reads the text between `{` and `}`: `number-1`, `checkbox-2-min`, `number-3-*`. */
export function readReferenceBody(body: string): ReferenceBodyReading {
  const match = REFERENCE_BODY.exec(body);
  if (!match) return { kind: 'malformed' };
  const [, fieldType = '', index = '', suffix] = match;
  if (!isFormulaFieldType(fieldType)) return { kind: 'unusable-type', fieldType };
  return {
    kind: 'reference',
    reference: {
      fieldId: `${fieldType}-${index}`,
      fieldType,
      selector: suffix === undefined ? 'value' : (SELECTOR_OF[suffix] ?? 'value'),
    },
  };
}

/** `{checkbox-2-min}`: the reference as written in a formula. */
export function formatReference(reference: FieldReference): string {
  return `{${reference.fieldId}${SUFFIX_OF[reference.selector]}}`;
}
