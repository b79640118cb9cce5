import { randomUUID } from 'node:crypto';
import type { Database } from '@atelier/db/connection';
import { orders } from '@atelier/db/schema';

/**
 * Issue 17: a bare pending order (no lines, no stock held) for payment tests, which need a real
 * order id for the payment row's foreign key and nothing else of the shop.
 */
export async function insertPendingOrder(
  db: Database,
  totalCents: number,
  sessionId = 'session-1',
): Promise<number> {
  const [row] = await db
    .insert(orders)
    .values({
      orderKey: randomUUID(),
      status: 'pending',
      email: 'buyer@example.com',
      billing: {} as never,
      paymentMethod: 'card',
      currency: 'EUR',
      subtotalCents: totalCents,
      shippingCents: 0,
      totalCents,
      sessionId,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('The order row was not written.');
  return row.id;
}
