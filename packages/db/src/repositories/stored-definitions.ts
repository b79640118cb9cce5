import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import type { polls, quizzes } from '../schema';

/**
 * Polls and quizzes are kept alike (ADR 0013): a fixed id, a slug, a title, a status and the
 * owner's definition as JSON, which the caller parses with the form engine. One implementation
 * of finding and writing such a row serves both tables, so the two cannot drift apart.
 */
export type DefinitionTable = typeof polls | typeof quizzes;

export interface StoredDefinition<Definition> {
  id: number;
  slug: string;
  title: string;
  status: 'publish' | 'draft';
  definition: Definition;
  updatedAt: Date;
}

export function storedDefinitions<Definition>(db: Database, table: DefinitionTable) {
  // Both tables have these columns; drizzle's union of the two tables types them alike.
  const columns = {
    id: table.id,
    slug: table.slug,
    title: table.title,
    status: table.status,
    definition: table.definition,
    updatedAt: table.updatedAt,
  };
  const findWhere = async (condition: ReturnType<typeof eq>) => {
    const [row] = await db
      .select(columns)
      .from(table as typeof polls)
      .where(condition);
    return row as StoredDefinition<Definition> | undefined;
  };
  return {
    find: (id: number) => findWhere(eq(table.id, id)),
    findBySlug: (slug: string) => findWhere(eq(table.slug, slug)),

    /** The published rows, in the order they were made (their ids). */
    async listPublished(): Promise<StoredDefinition<Definition>[]> {
      const rows = await db
        .select(columns)
        .from(table as typeof polls)
        .where(eq(table.status, 'publish'))
        .orderBy(asc(table.id));
      return rows as StoredDefinition<Definition>[];
    },

    /**
     * Writes a row by id: inserts it, or replaces it when something differs. An unchanged row is
     * left alone (its updated_at too, and no content change notice reaches the page cache), so the
     * demo seed may write the same rows at every start. Answers whether the row was written.
     */
    async upsert(row: Omit<StoredDefinition<Definition>, 'updatedAt'>): Promise<boolean> {
      const written = await db
        .insert(table as typeof polls)
        .values({ ...row, definition: row.definition as Record<string, unknown> })
        .onConflictDoUpdate({
          target: table.id,
          set: {
            slug: sql`excluded.slug`,
            title: sql`excluded.title`,
            status: sql`excluded.status`,
            definition: sql`excluded.definition`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`(${table.slug}, ${table.title}, ${table.status}, ${table.definition})
            is distinct from (excluded.slug, excluded.title, excluded.status, excluded.definition)`,
        })
        .returning({ id: table.id });
      return written.length > 0;
    },
  };
}
