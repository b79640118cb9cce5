import type { Condition, FieldConditions } from '../schema/conditions';
import type { Clock } from './clock';
import { testCondition, type ConditionSubject } from './operators';

/** How conditions see the rest of the form. */
export interface ConditionContext {
  readonly clock: Clock;
  /** The tested field as the visitor sees it now. */
  subject(fieldId: string): ConditionSubject;
  /** Every copy of a field of a repeatable group, the original first. */
  copies(fieldId: string): readonly ConditionSubject[];
}

/** A condition with a `group` holds when any copy of the field satisfies it. */
export function isConditionMet(condition: Condition, context: ConditionContext): boolean {
  const { field, operator, value, group } = condition;
  if (group === undefined)
    return testCondition(operator, context.subject(field), value, context.clock);
  return context
    .copies(field)
    .some((subject) => testCondition(operator, subject, value, context.clock));
}

/**
 * COND-002, COND-003: whether the conditions leave the field shown. With rule `all` the action
 * applies when every condition holds, with `any` when one does; no conditions, no effect.
 */
export function isShownByConditions(
  conditions: FieldConditions | undefined,
  context: ConditionContext,
): boolean {
  if (conditions === undefined || conditions.conditions.length === 0) return true;
  const test = (condition: Condition) => isConditionMet(condition, context);
  const applies =
    conditions.rule === 'all'
      ? conditions.conditions.every(test)
      : conditions.conditions.some(test);
  return conditions.action === 'show' ? applies : !applies;
}
