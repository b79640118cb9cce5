import { resolveMessage, type RuleOptions, type ValidationResult } from './messages';

export interface VisibilityOptions {
  /** The field is hidden (by a condition, or a hidden page section). */
  readonly hidden?: boolean;
  /** The owner marked the field to be validated even while hidden (VAL-021). */
  readonly validateWhenHidden?: boolean;
}

export interface RequiredOptions extends RuleOptions, VisibilityOptions {}

/** Hidden fields are skipped unless they are marked for validation (VAL-021). */
export function shouldValidate(options: VisibilityOptions = {}): boolean {
  return !options.hidden || options.validateWhenHidden === true;
}

/**
 * Whether a value counts as filled: a non-empty string, a finite number, `true` (a ticked consent
 * box), a list with at least one filled entry (checkboxes, multi-select, files), or an object with
 * at least one filled property (composite fields such as name or address). Whitespace counts as
 * filled here on purpose: the separate `trim` rule (VAL-032) is what rejects blank text.
 */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (Array.isArray(value)) return value.some(isFilled);
  if (typeof value === 'object') return Object.values(value).some(isFilled);
  return true;
}

/** VAL-020: a required field must be filled. */
export function validateRequired(value: unknown, options: RequiredOptions = {}): ValidationResult {
  if (!shouldValidate(options)) return undefined;
  return isFilled(value) ? undefined : resolveMessage('required', options.messages);
}
