import type { CompiledFormula } from '../calculator/formula';
import type { FieldDefinition } from './fields';

/**
 * The field whose visibility each field inherits: its group, else the page break that opens its
 * page (fields before the first page break, and page breaks themselves, have none).
 */
export function containersOf(fields: readonly FieldDefinition[]): Map<string, string | null> {
  const containers = new Map<string, string | null>();
  let page: string | null = null;
  for (const field of fields) {
    if (field.type === 'page-break') {
      page = field.id;
      containers.set(field.id, null);
    } else {
      containers.set(field.id, field.group ?? page);
    }
  }
  return containers;
}

export interface FieldDependencies {
  /** Fields whose values its show/hide conditions test. */
  readonly conditionFields: readonly string[];
  /** Fields its formula reads (calculation fields only). */
  readonly formulaFields: readonly string[];
  /** The group or page break whose visibility it inherits. */
  readonly container: string | null;
}

function unique(ids: readonly string[]): string[] {
  const result: string[] = [];
  for (const id of ids) if (!result.includes(id)) result.push(id);
  return result;
}

/** What a field's visibility and value are computed from: the edges of the dependency graph. */
export function dependenciesOf(
  field: FieldDefinition,
  container: string | null,
  formula: CompiledFormula | undefined,
): FieldDependencies {
  const conditionFields = (field.conditions?.conditions ?? []).map((condition) => condition.field);
  const formulaFields = (formula?.references ?? []).map((reference) => reference.fieldId);
  return {
    conditionFields: unique(conditionFields),
    formulaFields: unique(formulaFields),
    container,
  };
}

export function allDependencies(dependencies: FieldDependencies): string[] {
  const all = [...dependencies.conditionFields, ...dependencies.formulaFields];
  if (dependencies.container !== null) all.push(dependencies.container);
  return unique(all);
}
