/** A submitted form as plain strings (files and repeated names keep their first text value). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  }
  return fields;
}

/**
 * A page post's text fields as the submit schemas read them: a repeated name keeps its values as
 * a list (`checkbox-1[]`, a multi-select). Files are left out: no page form takes uploads (with
 * JavaScript they go to the upload call first), and a file posted anyway is not a value it has.
 */
export function formBody(form: FormData): Record<string, string | string[]> {
  const body: Record<string, string | string[]> = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string') continue;
    const existing = body[name];
    body[name] =
      existing === undefined
        ? value
        : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return body;
}
