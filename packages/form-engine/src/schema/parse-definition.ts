import type { z } from 'zod';
import { compileFormula, type CompiledFormula } from '../calculator/formula';
import { FormulaError } from '../calculator/formula-error';
import { rememberFormulas } from './compiled-formulas';
import { formDefinitionSchema, type FormDefinition } from './definition';
import { allDependencies, containersOf, dependenciesOf } from './field-dependencies';
import {
  FIELD_TYPES,
  holdsVisitorValue,
  isFieldType,
  VALUELESS_FIELD_TYPES,
  type FieldType,
} from './field-id';
import type { FieldDefinition } from './fields';
import { recipientFieldOf } from './notifications';
import { topologicalOrder } from './topological-order';

export interface DefinitionIssue {
  /** The field the problem is about, when there is one. */
  readonly field: string | null;
  readonly message: string;
}

/** Why a form definition was rejected: every problem found, each naming its field. */
export class DefinitionError extends Error {
  override readonly name = 'DefinitionError';

  constructor(readonly issues: readonly DefinitionIssue[]) {
    super(
      `The form definition is invalid:\n${issues
        .map((issue) => `- ${issue.field === null ? '' : `${issue.field}: `}${issue.message}`)
        .join('\n')}`,
    );
  }
}

export type DefinitionResult =
  | { readonly success: true; readonly definition: FormDefinition }
  | { readonly success: false; readonly error: DefinitionError };

type RawDefinition = z.output<typeof formDefinitionSchema>;

function fieldAt(input: unknown, index: number): unknown {
  if (typeof input !== 'object' || input === null) return undefined;
  const fields = (input as { fields?: unknown }).fields;
  return Array.isArray(fields) ? (fields[index] as unknown) : undefined;
}

function idOf(field: unknown): string | undefined {
  const id = typeof field === 'object' && field !== null ? (field as { id?: unknown }).id : null;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

function describePath(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
}

function schemaIssues(input: unknown, error: z.ZodError): DefinitionIssue[] {
  return error.issues.map((issue) => {
    const [root, index, key, ...rest] = issue.path;
    if (root === 'fields' && typeof index === 'number') {
      const field = fieldAt(input, index);
      const type = (field as { type?: unknown } | undefined)?.type;
      const name = idOf(field) ?? `fields[${index}]`;
      if (
        (key === undefined || key === 'type') &&
        !(typeof type === 'string' && isFieldType(type))
      ) {
        return {
          field: name,
          message: `unknown field type ${JSON.stringify(type)}; the types are ${FIELD_TYPES.join(', ')}.`,
        };
      }
      const where = key === undefined ? '' : `${String(key)}${describePath(rest)}: `;
      return { field: name, message: `${where}${issue.message}` };
    }
    const where = issue.path.length === 0 ? '' : `${describePath(issue.path).slice(1)}: `;
    return { field: null, message: `${where}${issue.message}` };
  });
}

function normalise(raw: RawDefinition, issues: DefinitionIssue[]): FormDefinition {
  const { conditions: settingsConditions, ...settings } = raw.settings;
  const ids = new Set(raw.fields.map((field) => field.id));
  for (const id of Object.keys(settingsConditions)) {
    if (!ids.has(id)) {
      issues.push({ field: id, message: 'settings.conditions names a field that does not exist.' });
    }
  }
  const fields = raw.fields.map((field): FieldDefinition => {
    const fromSettings = settingsConditions[field.id];
    if (fromSettings === undefined) return field;
    if (field.conditions !== undefined) {
      issues.push({
        field: field.id,
        message: 'conditions are given both on the field and in settings.conditions; keep one.',
      });
      return field;
    }
    return { ...field, conditions: fromSettings };
  });
  return { ...raw, fields, settings };
}

class ReferenceChecker {
  private readonly byId = new Map<string, FieldDefinition>();

  constructor(
    private readonly definition: FormDefinition,
    private readonly issues: DefinitionIssue[],
  ) {
    for (const field of definition.fields) {
      if (this.byId.has(field.id)) {
        issues.push({ field: field.id, message: 'two fields have this id; ids must be unique.' });
      }
      this.byId.set(field.id, field);
    }
  }

  /** Reports `id` unless it names an existing field of one of `types` (any type when omitted). */
  expect(owner: string | null, what: string, id: string, types?: readonly FieldType[]): void {
    const target = this.byId.get(id);
    if (target === undefined) {
      this.issues.push({ field: owner, message: `${what} names ${id}, which does not exist.` });
    } else if (types !== undefined && !types.includes(target.type)) {
      this.issues.push({
        field: owner,
        message: `${what} names ${id}, a ${target.type} field; it must be a ${types.join(' or ')} field.`,
      });
    }
  }

  /** Reports `id` unless it names a field the visitor fills in (not layout, not a calculation). */
  expectFilledIn(owner: string | null, what: string, id: string): void {
    const target = this.byId.get(id);
    if (target === undefined || holdsVisitorValue(target.type)) {
      this.expect(owner, what, id);
    } else {
      this.issues.push({
        field: owner,
        message: `${what} names ${id}, a ${target.type} field, which the visitor does not fill in.`,
      });
    }
  }

  checkField(field: FieldDefinition, formula: CompiledFormula | undefined): void {
    if (field.group !== undefined) this.expect(field.id, 'group', field.group, ['group']);
    field.conditions?.conditions.forEach((condition, index) => {
      const what = `condition ${index + 1}`;
      const target = this.byId.get(condition.field);
      if (target !== undefined && VALUELESS_FIELD_TYPES.has(target.type)) {
        this.issues.push({
          field: field.id,
          message: `${what} tests ${condition.field}, a ${target.type} field, which holds no value.`,
        });
      } else {
        this.expect(field.id, what, condition.field);
      }
      if (condition.group !== undefined) {
        this.expect(field.id, `${what} group`, condition.group, ['group']);
      }
    });
    for (const reference of formula?.references ?? []) {
      this.expect(field.id, 'the formula', reference.fieldId);
    }
    if (field.type === 'date') {
      for (const key of ['start-field', 'end-field'] as const) {
        const id = field[key];
        if (id !== undefined) this.expect(field.id, key, id, ['date']);
      }
    }
    if (field.type === 'stripe') {
      const keys = [
        'variable',
        'zipField',
        'billingName',
        'billingEmail',
        'billingAddress',
        'receiptEmail',
      ] as const;
      for (const key of keys) {
        const id = field[key];
        if (id !== undefined) this.expect(field.id, key, id);
      }
    }
  }

  checkSettings(): void {
    const { settings } = this.definition;
    for (const id of Object.keys(settings.messages)) this.expect(null, 'settings.messages', id);
    for (const [id, rules] of Object.entries(settings.rules)) {
      this.expectFilledIn(null, 'settings.rules', id);
      if (rules.equalTo !== undefined) {
        this.expectFilledIn(id, 'settings.rules equalTo', rules.equalTo);
      }
    }
    const pagination = settings.pagination_config;
    for (const id of Object.keys(pagination.steps)) {
      this.expect(null, 'pagination_config.steps', id, ['page-break']);
    }
    const paypalId = pagination['paypal-id'];
    if (paypalId !== undefined)
      this.expect(null, 'pagination_config.paypal-id', paypalId, ['paypal']);
    const paypal = settings.paypal_config;
    if (paypal?.variable !== undefined)
      this.expect(null, 'paypal_config.variable', paypal.variable);
    for (const [part, id] of Object.entries(paypal?.billing_details ?? {})) {
      if (id !== undefined) this.expect(null, `paypal_config.billing_details.${part}`, id);
    }
    // CF-048: the bot-check's token goes into a hidden field of the form.
    if (settings.bot_check !== undefined) {
      this.expect(null, 'settings.bot_check.response_field', settings.bot_check.response_field, [
        'hidden',
      ]);
    }
    // A mistyped recipient field would never receive anything, silently.
    for (const notification of settings.notifications) {
      for (const recipient of notification.recipients) {
        const id = recipientFieldOf(recipient);
        if (id !== undefined) {
          const what = `notification ${notification.id} recipient`;
          this.expect(null, what, id, ['email', 'hidden']);
        }
      }
    }
  }
}

function compileFormulas(definition: FormDefinition, issues: DefinitionIssue[]) {
  const formulas = new Map<string, CompiledFormula>();
  for (const field of definition.fields) {
    if (field.type !== 'calculation') continue;
    try {
      formulas.set(field.id, compileFormula(field.formula));
    } catch (error) {
      if (!(error instanceof FormulaError)) throw error;
      issues.push({ field: field.id, message: `formula rejected: ${error.message}` });
    }
  }
  return formulas;
}

function checkCycles(
  definition: FormDefinition,
  formulas: ReadonlyMap<string, CompiledFormula>,
  issues: DefinitionIssue[],
): void {
  const containers = containersOf(definition.fields);
  const byId = new Map(definition.fields.map((field) => [field.id, field]));
  const result = topologicalOrder([...byId.keys()], (id) => {
    const field = byId.get(id);
    if (field === undefined) return [];
    return allDependencies(dependenciesOf(field, containers.get(id) ?? null, formulas.get(id)));
  });
  if (result.kind === 'cycle') {
    issues.push({
      field: result.cycle[0] ?? null,
      message: `depends on itself through conditions, calculations or groups: ${result.cycle.join(' → ')}.`,
    });
  }
}

/**
 * Checks a form definition (an object, or its JSON text) and returns it with defaults filled in
 * and `settings.conditions` moved onto the fields. Rejects, with a {@link DefinitionError} naming
 * each field and problem: what does not match the schema, references to missing fields (in
 * conditions, formulas, date-picker start/end fields, payment and settings), formulas that do not
 * parse, and cycles through conditions, calculations and groups.
 */
export function safeParseDefinition(input: unknown): DefinitionResult {
  let data = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input) as unknown;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return {
        success: false,
        error: new DefinitionError([{ field: null, message: `it is not valid JSON (${reason}).` }]),
      };
    }
  }
  const parsed = formDefinitionSchema.safeParse(data);
  if (!parsed.success) {
    return { success: false, error: new DefinitionError(schemaIssues(data, parsed.error)) };
  }
  const issues: DefinitionIssue[] = [];
  const definition = normalise(parsed.data, issues);
  const checker = new ReferenceChecker(definition, issues);
  const formulas = compileFormulas(definition, issues);
  for (const field of definition.fields) checker.checkField(field, formulas.get(field.id));
  checker.checkSettings();
  checkCycles(definition, formulas, issues);
  if (issues.length > 0) return { success: false, error: new DefinitionError(issues) };
  rememberFormulas(definition, formulas);
  return { success: true, definition };
}

/** Like {@link safeParseDefinition}, but throws the {@link DefinitionError}. */
export function parseDefinition(input: unknown): FormDefinition {
  const result = safeParseDefinition(input);
  if (!result.success) throw result.error;
  return result.definition;
}
