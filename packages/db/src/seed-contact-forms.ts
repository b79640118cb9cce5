import { contactFormDefinitionSchema } from '@atelier/contracts/contact-form-definition';
import { demoContactForms } from '@atelier/demo-content/contact-forms';
import type { Database } from './connection';
import { contactFormRepository } from './repositories/contact-forms';

/**
 * Writes the demo contact forms by id at every start (issue 16), each checked first by the
 * contracts' definition schema so a broken demo stops the seed with its id and slug named. An
 * unchanged form is left alone, and submissions are never touched. Answers the ids written.
 */
export async function seedDemoContactForms(db: Database): Promise<number[]> {
  const forms = contactFormRepository(db);
  const written: number[] = [];
  for (const form of demoContactForms) {
    const parsed = contactFormDefinitionSchema.safeParse(form.definition);
    if (!parsed.success) {
      throw new Error(
        `The demo contact form ${form.id} (${form.slug}) is not valid: ${parsed.error.message}`,
      );
    }
    const row = {
      id: form.id,
      slug: form.slug,
      title: form.title,
      locale: form.locale,
      status: 'publish' as const,
      // Stored as written: defaults are filled when it is read, so a later default reaches it.
      definition: { ...form.definition },
    };
    if (await forms.upsert(row)) written.push(form.id);
  }
  return written;
}
