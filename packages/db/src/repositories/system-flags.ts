import { eq } from 'drizzle-orm';
import type { Database } from '../connection';
import { systemFlags } from '../schema';

export function systemFlagRepository(db: Database) {
  return {
    async get(name: string): Promise<string | undefined> {
      const [row] = await db
        .select({ value: systemFlags.value })
        .from(systemFlags)
        .where(eq(systemFlags.name, name))
        .limit(1);
      return row?.value;
    },

    async set(name: string, value: string): Promise<void> {
      await db
        .insert(systemFlags)
        .values({ name, value })
        .onConflictDoUpdate({ target: systemFlags.name, set: { value, setAt: new Date() } });
    },
  };
}
