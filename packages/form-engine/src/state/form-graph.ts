import { compileFormula, type CompiledFormula } from '../calculator/formula';
import { FormulaError } from '../calculator/formula-error';
import { rememberedFormulas } from '../schema/compiled-formulas';
import type { FormDefinition } from '../schema/definition';
import { allDependencies, containersOf, dependenciesOf } from '../schema/field-dependencies';
import { holdsVisitorValue } from '../schema/field-id';
import type { FieldDefinition } from '../schema/fields';
import { topologicalOrder } from '../schema/topological-order';

export interface GraphNode {
  readonly field: FieldDefinition;
  /** Position in topological order, also this node's index in {@link FormGraph.nodes}. */
  readonly index: number;
  /** The group or page break whose visibility this field inherits, or -1. */
  readonly container: number;
  /** Whether anything can hide the field: its own conditions or its container. */
  readonly canHide: boolean;
  /** Calculation fields: the compiled formula, or why it could not be compiled. */
  readonly formula: CompiledFormula | FormulaError | null;
  /** Choice fields: each option value's calculation value (CALC-003). */
  readonly choiceCalculations: ReadonlyMap<string, number> | null;
  /** The nodes to recompute when this one's value or visibility changes. */
  readonly dependants: readonly number[];
}

/** What never changes for a definition: nodes in dependency order and the edges between them. */
export interface FormGraph {
  readonly definition: FormDefinition;
  readonly nodes: readonly GraphNode[];
  readonly indexOf: ReadonlyMap<string, number>;
  /** Each group's node index → the nodes of the fields that sit in it. */
  readonly groupMembers: ReadonlyMap<number, readonly number[]>;
}

const graphs = new WeakMap<FormDefinition, FormGraph>();

function compile(
  field: FieldDefinition,
  known: ReadonlyMap<string, CompiledFormula> | undefined,
): CompiledFormula | FormulaError | null {
  if (field.type !== 'calculation') return null;
  const compiled = known?.get(field.id);
  if (compiled !== undefined) return compiled;
  try {
    return compileFormula(field.formula);
  } catch (error) {
    if (error instanceof FormulaError) return error;
    throw error;
  }
}

function choiceCalculations(field: FieldDefinition): Map<string, number> | null {
  if (field.type !== 'radio' && field.type !== 'checkbox' && field.type !== 'select') return null;
  return new Map(field.options.map((option) => [option.value, option.calculation]));
}

function buildGraph(definition: FormDefinition): FormGraph {
  const byId = new Map<string, FieldDefinition>();
  for (const field of definition.fields) byId.set(field.id, field);
  const containers = containersOf(definition.fields);
  const known = rememberedFormulas(definition);
  const formulas = new Map<string, CompiledFormula | FormulaError | null>();
  const edges = new Map<string, readonly string[]>();
  for (const field of definition.fields) {
    const formula = compile(field, known);
    formulas.set(field.id, formula);
    const compiled = formula instanceof FormulaError || formula === null ? undefined : formula;
    const dependencies = dependenciesOf(field, containers.get(field.id) ?? null, compiled);
    edges.set(field.id, allDependencies(dependencies));
  }
  const sorted = topologicalOrder([...byId.keys()], (id) => edges.get(id) ?? []);
  if (sorted.kind === 'cycle') {
    throw new Error(
      `The form's fields depend on themselves (${sorted.cycle.join(' → ')}); check the definition with parseDefinition first.`,
    );
  }
  const { order } = sorted;
  const indexOf = new Map<string, number>();
  const dependants: number[][] = [];
  for (let index = 0; index < order.length; index++) {
    indexOf.set(order[index] ?? '', index);
    dependants.push([]);
  }
  for (let index = 0; index < order.length; index++) {
    for (const dependency of edges.get(order[index] ?? '') ?? []) {
      const source = indexOf.get(dependency);
      if (source !== undefined) dependants[source]?.push(index);
    }
  }
  const nodes = order.map((id, index): GraphNode => {
    const field = byId.get(id) as FieldDefinition;
    const container = containers.get(id) ?? null;
    const containerIndex = container === null ? -1 : (indexOf.get(container) ?? -1);
    return {
      field,
      index,
      container: containerIndex,
      canHide: containerIndex >= 0 || (field.conditions?.conditions.length ?? 0) > 0,
      formula: formulas.get(id) ?? null,
      choiceCalculations: choiceCalculations(field),
      dependants: dependants[index] ?? [],
    };
  });
  const groupMembers = new Map<number, number[]>();
  for (const node of nodes) {
    const group = node.field.group === undefined ? undefined : indexOf.get(node.field.group);
    if (group === undefined) continue;
    const members = groupMembers.get(group) ?? [];
    members.push(node.index);
    groupMembers.set(group, members);
  }
  return { definition, nodes, indexOf, groupMembers };
}

/** The graph of `definition`, built on first use and then shared by every state of that form. */
export function formGraphOf(definition: FormDefinition): FormGraph {
  let graph = graphs.get(definition);
  if (graph === undefined) {
    graph = buildGraph(definition);
    graphs.set(definition, graph);
  }
  return graph;
}

/**
 * The field a copy id stands for: `number-1-2` → the node of `number-1`, when number-1 holds a
 * value and sits in a repeatable group; otherwise `undefined`.
 */
export function repeatedFieldOf(graph: FormGraph, copyId: string): GraphNode | undefined {
  const match = /^(.+-[1-9]\d*)-([1-9]\d*)$/.exec(copyId);
  const base = match?.[1];
  const index = base === undefined ? undefined : graph.indexOf.get(base);
  const node = index === undefined ? undefined : graph.nodes[index];
  if (node === undefined || node.field.group === undefined || !holdsVisitorValue(node.field.type)) {
    return undefined;
  }
  const groupIndex = graph.indexOf.get(node.field.group);
  const group = groupIndex === undefined ? undefined : graph.nodes[groupIndex]?.field;
  return group?.type === 'group' && group.repeater ? node : undefined;
}

/** The copy number of a copy id: `number-1-12` → `12`. */
export function copyNumberOf(copyId: string): string {
  return copyId.slice(copyId.lastIndexOf('-') + 1);
}
