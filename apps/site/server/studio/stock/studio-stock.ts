import type { Database } from '@atelier/db/connection';
import { keysetPage, type KeysetPage, type KeysetRequest } from '@atelier/db/repositories/keyset';
import { products, productVariations } from '@atelier/db/schema';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { StockChange } from '~/features/studio/stock/stock-edit';
import type { AuditActor, AuditService } from '../audit-service';

export interface StockVariation {
  id: number;
  sku: string;
  /** Its options as people read them ("A3 · Oak frame"). */
  label: string;
  stock: number;
}

export interface StockProduct {
  id: number;
  title: string;
  slug: string;
  kind: 'original' | 'print';
  sku: string | null;
  /** An original's own stock; a print's stock is its variations'. */
  stock: number | null;
  variations: StockVariation[];
}

export type StockOutcome =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 409; message: string; errors: Record<string, string> };

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A change that found the number moved since the page was read: nothing of the post is kept. */
class StockConflict extends Error {
  constructor(readonly errors: Record<string, string>) {
    super('stock changed meanwhile');
  }
}

/**
 * Issue 21 (ADR 0032): stock quick edit. Products page by key, newest first, each with its
 * variations. A change is written only if the number is still the one the owner saw (a sale
 * meanwhile is never overwritten), with its audit entry, all in one transaction. The writes go
 * to `products` and `product_variations`, whose triggers (migration 0009) tell every process to
 * drop the cached pages of that product and the lists.
 */
export function studioStock(db: Database, audit: AuditService) {
  return {
    async page(
      request: KeysetRequest & { search?: string | undefined },
    ): Promise<KeysetPage<StockProduct>> {
      const found = await keysetPage(products.id, request, ({ bound, order, limit }) =>
        db
          .select({
            id: products.id,
            title: products.title,
            slug: products.slug,
            kind: products.kind,
            sku: products.sku,
            stock: products.stock,
          })
          .from(products)
          .where(
            and(
              request.search ? ilike(products.title, containing(request.search)) : undefined,
              bound,
            ),
          )
          .orderBy(order)
          .limit(limit),
      );
      const ids = found.rows.map((row) => row.id);
      const variations =
        ids.length === 0
          ? []
          : await db
              .select({
                id: productVariations.id,
                productId: productVariations.productId,
                sku: productVariations.sku,
                attributes: productVariations.attributes,
                stock: productVariations.stock,
              })
              .from(productVariations)
              .where(inArray(productVariations.productId, ids))
              .orderBy(asc(productVariations.position), asc(productVariations.id));
      return {
        ...found,
        rows: found.rows.map((row) => ({
          ...row,
          variations: variations
            .filter((variation) => variation.productId === row.id)
            .map((variation) => ({
              id: variation.id,
              sku: variation.sku,
              label: Object.values(variation.attributes).join(' · ') || variation.sku,
              stock: variation.stock,
            })),
        })),
      };
    },

    /** Writes the changes, all or none, each with its audit entry. */
    async update(owner: AuditActor, changes: readonly StockChange[]): Promise<StockOutcome> {
      if (changes.length === 0)
        return { ok: true, message: 'Nothing changed: every number is as it was.' };
      try {
        const written = await db.transaction(async (tx) => {
          const conflicts: Record<string, string> = {};
          const names: string[] = [];
          for (const change of changes) {
            const subject =
              change.target.kind === 'product'
                ? await tx
                    .update(products)
                    .set({ stock: change.stock })
                    .where(
                      and(
                        eq(products.id, change.target.id),
                        eq(products.kind, 'original'),
                        sql`${products.stock} is not distinct from ${change.was}`,
                      ),
                    )
                    .returning({ productId: products.id, title: products.title, sku: products.sku })
                : await tx
                    .update(productVariations)
                    .set({ stock: change.stock })
                    .where(
                      and(
                        eq(productVariations.id, change.target.id),
                        sql`${productVariations.stock} is not distinct from ${change.was}`,
                      ),
                    )
                    .returning({
                      productId: productVariations.productId,
                      title: productVariations.sku,
                      sku: productVariations.sku,
                    });
            const [row] = subject;
            if (!row) {
              conflicts[change.key] = await conflictMessage(tx, change);
              continue;
            }
            names.push(row.sku ?? row.title);
            await audit.recordIn(tx, owner, {
              action: 'stock.update',
              subject: `product:${row.productId}`,
              before: { [change.target.kind]: change.target.id, sku: row.sku, stock: change.was },
              after: { [change.target.kind]: change.target.id, sku: row.sku, stock: change.stock },
            });
          }
          if (Object.keys(conflicts).length > 0) throw new StockConflict(conflicts);
          return names;
        });
        return {
          ok: true,
          message:
            written.length === 1
              ? `Stock saved for ${written[0] ?? 'the row'}.`
              : `Stock saved for ${written.length} rows.`,
        };
      } catch (error) {
        if (!(error instanceof StockConflict)) throw error;
        return {
          ok: false,
          status: 409,
          message:
            'Nothing was saved: some numbers changed since the page was opened (a sale, or another owner). The page shows them as they are now.',
          errors: error.errors,
        };
      }
    },
  };
}

/** What a row that could not be written says: gone, not an original, or its number moved. */
async function conflictMessage(tx: Database, change: StockChange): Promise<string> {
  const [row] =
    change.target.kind === 'product'
      ? await tx
          .select({ stock: products.stock, kind: products.kind })
          .from(products)
          .where(eq(products.id, change.target.id))
      : await tx
          .select({ stock: productVariations.stock, kind: sql<string>`'variation'` })
          .from(productVariations)
          .where(eq(productVariations.id, change.target.id));
  if (!row) return 'This product or edition no longer exists.';
  if (row.kind === 'print') return 'A print’s stock is kept per edition size: edit its rows.';
  return `The stock is now ${row.stock ?? 0}, not ${change.was ?? 'empty'}: check it and save again.`;
}

export type StudioStock = ReturnType<typeof studioStock>;
