import { formSuccessBehaviourSchema } from '@atelier/contracts/forms';
import { demoForms, type DemoForm } from '@atelier/demo-content/forms';
import type { FormDefinitionInput } from '@atelier/form-engine/schema/definition';
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import type { Database } from './connection';
import { formRepository, type FormWrite } from './repositories/forms';

/**
 * A demo form checked before it reaches the database: the definition must parse with the form
 * engine (which names every problem), the success behaviour with its contract.
 */
export function checkedDemoForm(form: DemoForm): FormWrite {
  try {
    parseDefinition(form.definition);
  } catch (error) {
    throw new Error(
      `The demo form ${form.id} (${form.slug}) is not a valid definition: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const behaviour = formSuccessBehaviourSchema.safeParse(form.successBehaviour);
  if (!behaviour.success) {
    throw new Error(
      `The demo form ${form.id} (${form.slug}) has an invalid success behaviour: ${behaviour.error.message}`,
    );
  }
  return {
    id: form.id,
    slug: form.slug,
    title: form.title,
    status: 'publish',
    // Stored as written, so the owner's JSON round-trips; parseDefinition above accepted it.
    definition: form.definition as FormDefinitionInput,
    successBehaviour: behaviour.data,
  };
}

/**
 * Writes the demo forms by id (insert, or update when changed). Idempotent: safe at every start
 * and from several processes; a form that is already up to date is not touched. Answers the ids
 * written.
 */
export async function seedDemoForms(db: Database): Promise<number[]> {
  const checked = demoForms.map(checkedDemoForm);
  const forms = formRepository(db);
  const written: number[] = [];
  for (const form of checked) {
    if (await forms.upsert(form)) written.push(form.id);
  }
  return written;
}
