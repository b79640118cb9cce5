import type { Database } from './connection';
import {
  storedDefinitions,
  type DefinitionTable,
  type StoredDefinition,
} from './repositories/stored-definitions';

/** A demo poll or quiz as the demo content declares it. */
export interface DemoDefinition {
  id: number;
  slug: string;
  title: string;
  definition: unknown;
}

/**
 * Writes demo polls or quizzes by id (insert, or update when changed), each checked first by the
 * form engine's parser so a broken demo stops the seed with its id and slug named. Idempotent:
 * safe at every start and from several processes; an up-to-date row is not touched, so its pages
 * stay cached, and votes and entries are never touched. Answers the ids written.
 */
export async function seedDefinitions<Definition>(
  db: Database,
  table: DefinitionTable,
  demo: { noun: string; items: readonly DemoDefinition[]; parse(definition: unknown): unknown },
): Promise<number[]> {
  const checked = demo.items.map((item): Omit<StoredDefinition<Definition>, 'updatedAt'> => {
    try {
      demo.parse(item.definition);
    } catch (error) {
      throw new Error(
        `The demo ${demo.noun} ${item.id} (${item.slug}) is not a valid ${demo.noun}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    const { id, slug, title } = item;
    return { id, slug, title, status: 'publish', definition: item.definition as Definition };
  });
  const rows = storedDefinitions<Definition>(db, table);
  const written: number[] = [];
  for (const row of checked) {
    if (await rows.upsert(row)) written.push(row.id);
  }
  return written;
}
