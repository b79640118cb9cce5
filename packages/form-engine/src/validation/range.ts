import { isMultipleOf } from '../decimal/step';
import { resolveMessage, type RuleOptions, type ValidationResult } from './messages';

export interface ValueRangeOptions extends RuleOptions {
  readonly min: number;
  readonly max: number;
}

export interface StepOptions extends RuleOptions {
  readonly step: number;
  /** Where the grid of allowed values starts: the field's minimum, else 0. */
  readonly base?: number;
}

/** VAL-015: between min and max inclusive, compared exactly (a slider's bounds, FORM-012). */
export function validateValueRange(value: number, options: ValueRangeOptions): ValidationResult {
  return value >= options.min && value <= options.max
    ? undefined
    : resolveMessage('range', options.messages, [options.min, options.max]);
}

/** VAL-018: a whole number of steps from the base, on the decimal values (0.3 is 3 × 0.1). */
export function validateStep(value: number, options: StepOptions): ValidationResult {
  return isMultipleOf(value, options.step, options.base ?? 0)
    ? undefined
    : resolveMessage('step', options.messages, [options.step]);
}
