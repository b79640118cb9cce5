/**
 * The original plugin's mail tags (`[your-name]`, `[_post_title]`): each tag in a template is
 * replaced by its value as TEXT, in one pass, so a value that itself looks like a tag is never
 * expanded (a visitor typing `[your-email]` into their message gets those characters, nothing
 * more). A tag the form does not know is left as it is, as in the original.
 */
const MAIL_TAG = /\[\s*([A-Za-z_][A-Za-z0-9_-]*)\s*\]/g;

export type MailTagValues = Readonly<Record<string, string | readonly string[]>>;

export function replaceMailTags(
  template: string,
  values: MailTagValues,
  options: { singleLine?: boolean } = {},
): string {
  return template.replace(MAIL_TAG, (tag, name: string) => {
    if (!Object.hasOwn(values, name)) return tag;
    const value = values[name];
    const text = typeof value === 'string' ? value : (value ?? []).join(', ');
    // A subject or an address is one line: a line break in a value could start a header.
    return options.singleLine ? text.replace(/[\r\n]+/g, ' ') : text;
  });
}
