import type { FunctionName } from './ast';
import { roundHalfAwayFromZero } from '../decimal/rounding';

interface FunctionSpec {
  /** CALC-009 / CALC-010: `exactly-one` for abs ceil floor round, `at-least-one` for avg max min. */
  readonly arity: 'exactly-one' | 'at-least-one';
  readonly apply: (args: readonly number[]) => number;
}

function first(args: readonly number[]): number {
  return args[0] ?? Number.NaN;
}

export const FUNCTIONS: Readonly<Record<FunctionName, FunctionSpec>> = {
  abs: { arity: 'exactly-one', apply: (args) => Math.abs(first(args)) },
  ceil: { arity: 'exactly-one', apply: (args) => Math.ceil(first(args)) },
  floor: { arity: 'exactly-one', apply: (args) => Math.floor(first(args)) },
  // Half away from zero like result rounding (DEC-04), so round(-2.5) is -3 everywhere.
  round: {
    arity: 'exactly-one',
    apply: (args) => {
      const value = first(args);
      return Number.isFinite(value) ? roundHalfAwayFromZero(value, 0) : value;
    },
  },
  avg: {
    arity: 'at-least-one',
    apply: (args) => args.reduce((sum, value) => sum + value, 0) / args.length,
  },
  max: { arity: 'at-least-one', apply: (args) => Math.max(...args) },
  min: { arity: 'at-least-one', apply: (args) => Math.min(...args) },
};

export function acceptsArgumentCount(name: FunctionName, count: number): boolean {
  return FUNCTIONS[name].arity === 'exactly-one' ? count === 1 : count >= 1;
}

export function describeArity(name: FunctionName): string {
  return FUNCTIONS[name].arity === 'exactly-one'
    ? 'takes exactly one argument'
    : 'takes at least one argument';
}
