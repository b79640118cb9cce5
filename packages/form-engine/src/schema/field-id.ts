/** Every field type the spec names (issue 3), as written in field ids: `text-1`, `page-break-2`. */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'url',
  'phone',
  'password',
  'number',
  'currency',
  'slider',
  'radio',
  'checkbox',
  'select',
  'date',
  'time',
  'upload',
  'calculation',
  'hidden',
  'name',
  'address',
  'consent',
  'signature',
  'captcha',
  'stripe',
  'paypal',
  'page-break',
  'html',
  'section',
  'group',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

/** Fields that hold no value a visitor enters: layout, and payment buttons whose data lives elsewhere. */
export const VALUELESS_FIELD_TYPES: ReadonlySet<FieldType> = new Set([
  'page-break',
  'html',
  'section',
  'group',
  'stripe',
  'paypal',
]);

/**
 * Whether a visitor fills the field in (so a submission carries its value): not layout, not a
 * payment button, not a calculation (whose value is always recomputed from its formula).
 */
export function holdsVisitorValue(type: FieldType): boolean {
  return type !== 'calculation' && !VALUELESS_FIELD_TYPES.has(type);
}

export function isFieldType(type: string): type is FieldType {
  return (FIELD_TYPES as readonly string[]).includes(type);
}

/** `{type}-{N}` with N from 1, e.g. `number-2`. */
export function fieldIdPattern(type: FieldType): RegExp {
  return new RegExp(`^${type}-[1-9]\\d*$`);
}

/** The type written in an id: `page-break-3` → `page-break`; `undefined` for other strings. */
export function fieldTypeOfId(id: string): FieldType | undefined {
  const match = /^(.+)-[1-9]\d*$/.exec(id);
  const type = match?.[1];
  return type !== undefined && isFieldType(type) ? type : undefined;
}
