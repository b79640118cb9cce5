import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../connection';
import { testGatewayObjects } from '../schema';

export type TestGatewayKind = (typeof testGatewayObjects.$inferSelect)['kind'];
export type TestGatewayData = Record<string, unknown>;

/** The row that remembers which object an idempotency key created (under the object's kind). */
const keyRowId = (kind: TestGatewayKind, key: string) =>
  `idem_${createHash('sha256').update(`${kind}\n${key}`).digest('hex')}`;

class KeyAlreadyUsed extends Error {
  constructor(readonly objectId: string) {
    super('idempotency key already used');
  }
}

/**
 * Issue 17: the built-in test gateway's records (payment methods, intents, wallet orders,
 * refunds), as JSON documents in the database so every server process sees the same gateway.
 * State changes are compare-and-set on the whole document, so two processes confirming or
 * capturing the same object cannot both move it (the second reads the object as it now stands).
 */
export function testGatewayRepository(db: Database) {
  return {
    async get(kind: TestGatewayKind, id: string): Promise<TestGatewayData | undefined> {
      const [row] = await db
        .select({ data: testGatewayObjects.data })
        .from(testGatewayObjects)
        .where(and(eq(testGatewayObjects.id, id), eq(testGatewayObjects.kind, kind)));
      return row?.data;
    },

    /** The first object of a kind whose `field` holds `value` (captures of wallet orders). */
    async findBy(
      kind: TestGatewayKind,
      field: string,
      value: string,
    ): Promise<{ id: string; data: TestGatewayData } | undefined> {
      const [row] = await db
        .select({ id: testGatewayObjects.id, data: testGatewayObjects.data })
        .from(testGatewayObjects)
        .where(
          and(
            eq(testGatewayObjects.kind, kind),
            sql`${testGatewayObjects.data} ->> ${field} = ${value}`,
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Stores a new object. With an idempotency key, the first call creates it and every later
     * call with the same key answers the object that first call created (`created: false`),
     * as a provider's idempotency keys do, even when two calls race.
     */
    async create(
      kind: TestGatewayKind,
      id: string,
      data: TestGatewayData,
      idempotencyKey?: string,
    ): Promise<{ id: string; data: TestGatewayData; created: boolean }> {
      if (idempotencyKey === undefined) {
        await db.insert(testGatewayObjects).values({ id, kind, data });
        return { id, data, created: true };
      }
      const keyId = keyRowId(kind, idempotencyKey);
      try {
        await db.transaction(async (tx) => {
          const claimed = await tx
            .insert(testGatewayObjects)
            .values({ id: keyId, kind, data: { objectId: id } })
            .onConflictDoNothing({ target: testGatewayObjects.id })
            .returning({ data: testGatewayObjects.data });
          if (claimed.length === 0) {
            const [existing] = await tx
              .select({ data: testGatewayObjects.data })
              .from(testGatewayObjects)
              .where(eq(testGatewayObjects.id, keyId));
            throw new KeyAlreadyUsed(String(existing?.data.objectId ?? ''));
          }
          await tx.insert(testGatewayObjects).values({ id, kind, data });
        });
        return { id, data, created: true };
      } catch (error) {
        if (!(error instanceof KeyAlreadyUsed)) throw error;
        const existing = await this.get(kind, error.objectId);
        if (!existing) {
          throw new Error('An idempotency key names an object that is gone.', { cause: error });
        }
        return { id: error.objectId, data: existing, created: false };
      }
    },

    /**
     * Replaces an object's document if it still is `expected` (as the caller read it); false
     * when another call changed it first.
     */
    async replaceIf(
      kind: TestGatewayKind,
      id: string,
      expected: TestGatewayData,
      data: TestGatewayData,
    ): Promise<boolean> {
      const rows = await db
        .update(testGatewayObjects)
        .set({ data, updatedAt: new Date() })
        .where(
          and(
            eq(testGatewayObjects.id, id),
            eq(testGatewayObjects.kind, kind),
            sql`${testGatewayObjects.data} = ${JSON.stringify(expected)}::jsonb`,
          ),
        )
        .returning({ id: testGatewayObjects.id });
      return rows.length === 1;
    },

    /** Housekeeping: the test gateway's records older than `before`. */
    async purgeOlderThan(before: Date): Promise<number> {
      const rows = await db
        .delete(testGatewayObjects)
        .where(lt(testGatewayObjects.updatedAt, before))
        .returning({ id: testGatewayObjects.id });
      return rows.length;
    },
  };
}

export type TestGatewayRepository = ReturnType<typeof testGatewayRepository>;
