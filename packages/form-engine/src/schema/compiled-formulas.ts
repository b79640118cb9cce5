import type { CompiledFormula } from '../calculator/formula';
import type { FormDefinition } from './definition';

/**
 * `parseDefinition` compiles every formula to check it; the form state needs the same compiled
 * formulas. Remembering them per definition object spares compiling each formula twice.
 */
const remembered = new WeakMap<FormDefinition, ReadonlyMap<string, CompiledFormula>>();

export function rememberFormulas(
  definition: FormDefinition,
  formulas: ReadonlyMap<string, CompiledFormula>,
): void {
  remembered.set(definition, formulas);
}

/** Field id → compiled formula, when `definition` came from `parseDefinition`. */
export function rememberedFormulas(
  definition: FormDefinition,
): ReadonlyMap<string, CompiledFormula> | undefined {
  return remembered.get(definition);
}
