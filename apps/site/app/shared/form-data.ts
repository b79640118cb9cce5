/** A submitted form as plain strings (files and repeated names keep their first text value). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  }
  return fields;
}
