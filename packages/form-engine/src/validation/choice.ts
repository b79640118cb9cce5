import { resolveMessage, type RuleOptions, type ValidationResult } from './messages';

export interface ChoiceOptions extends RuleOptions {
  /** The option values the field offers. */
  readonly allowed: readonly string[];
  /** Checkbox and multi-select fields hold a list; radio and single select hold one value. */
  readonly multiple?: boolean;
}

function isEmptyChoice(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * A submission is never trusted: a choice field's value must be one of its options (a number is
 * read as its text, "2" for 2). A single-choice field takes one value; a multiple-choice field a
 * value or a list of them. Nothing chosen is valid here (required is a separate rule). There is no
 * free-text "other" option: a form that wants one adds a text field shown by a condition.
 */
export function validateChoice(value: unknown, options: ChoiceOptions): ValidationResult {
  if (isEmptyChoice(value)) return undefined;
  const items: readonly unknown[] = Array.isArray(value) ? value : [value];
  const fits =
    (options.multiple === true || items.length === 1) &&
    items.every(
      (item) =>
        (typeof item === 'string' || typeof item === 'number') &&
        options.allowed.includes(String(item)),
    );
  return fits ? undefined : resolveMessage('choice', options.messages);
}
