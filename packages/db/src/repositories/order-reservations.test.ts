import { artworks, type OriginalArtwork } from '@atelier/demo-content/catalogue';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection';
import { orders, products } from '../schema';
import { seedDemoContent } from '../seed-demo';
import { imagelessStore, testDatabaseTargets } from '../testing';
import { cartRepository, type CartLineRecord } from './cart';
import { OrderRejected, orderRepository, type ReserveOrderInput } from './orders';

const billing = {
  firstName: 'Ana',
  lastName: 'Silva',
  company: '',
  country: 'PT',
  address1: 'Rua da Rosa 1',
  address2: '',
  city: 'Lisboa',
  postcode: '1200-389',
  phone: '+351 912 345 678',
  email: 'ana@example.com',
};

const HOUR_MS = 60 * 60 * 1000;

const reservationFor = (
  sessionId: string,
  orderKey: string,
  reservedUntil = new Date(Date.now() + HOUR_MS),
): ReserveOrderInput => ({
  sessionId,
  orderKey,
  email: billing.email,
  billing,
  paymentMethod: 'card',
  deliveryMethod: 'ship',
  currency: 'EUR',
  customerNote: '',
  attribution: {},
  reservedUntil,
  price: (lines: CartLineRecord[]) => {
    const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
    return { subtotalCents, shippingCents: 1200, totalCents: subtotalCents + 1200 };
  },
});

const original = artworks.find(
  (artwork): artwork is OriginalArtwork => artwork.kind === 'original' && artwork.stock === 1,
);

describe.each(testDatabaseTargets())('issue 17: order reservations on $name', (target) => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  /** A seeded database with the one-off original in `sessions`' carts. */
  const openWithOriginalIn = async (...sessions: string[]) => {
    const opened = await target.open();
    await seedDemoContent(opened, imagelessStore);
    handle = opened;
    if (!original) throw new Error('The demo has no one-off original.');
    const [product] = await opened.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, original.slug));
    if (!product) throw new Error('The original is not seeded.');
    for (const session of sessions) {
      await cartRepository(opened.db).add(session, {
        key: 'o',
        productId: product.id,
        variationId: null,
        quantity: 1,
      });
    }
    const stockOf = async () => {
      const [row] = await opened.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, product.id));
      return row?.stock;
    };
    return { db: opened.db, stockOf };
  };

  it('PAY-shop a reservation holds the stock as a pending order and keeps the cart', async () => {
    const { db, stockOf } = await openWithOriginalIn('buyer');
    const repository = orderRepository(db);
    const until = new Date(Date.now() + HOUR_MS);
    const reserved = await repository.reserve(reservationFor('buyer', 'k1', until));
    const stored = await repository.byId(reserved.id);
    expect(stored).toMatchObject({ status: 'pending', paidAt: null, paymentReference: null });
    expect(stored?.reservedUntil?.getTime()).toBe(until.getTime());
    expect(stored?.totalCents).toBe((original?.priceCents ?? 0) + 1200);
    expect(await stockOf()).toBe(0);
    expect(await cartRepository(db).lines('buyer')).toHaveLength(1);
    expect(await repository.pendingOfSession('buyer')).toEqual([reserved.id]);
  });

  it('PAY-shop releasing a reservation restocks once and marks the order failed', async () => {
    const { db, stockOf } = await openWithOriginalIn('buyer');
    const repository = orderRepository(db);
    const reserved = await repository.reserve(reservationFor('buyer', 'k1'));
    expect(await repository.release(reserved.id)).toBe(true);
    expect(await repository.release(reserved.id)).toBe(false);
    expect(await stockOf()).toBe(1);
    expect((await repository.byId(reserved.id))?.status).toBe('failed');
    expect(await repository.pendingOfSession('buyer')).toEqual([]);
  });

  it('PAY-shop of two buyers reserving the last piece at once exactly one holds it', async () => {
    const { db, stockOf } = await openWithOriginalIn('first', 'second');
    const repository = orderRepository(db);
    const results = await Promise.allSettled([
      repository.reserve(reservationFor('first', 'k1')),
      repository.reserve(reservationFor('second', 'k2')),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(OrderRejected);
    expect(await stockOf()).toBe(0);
  });

  it('PAY-shop paying a reservation makes it processing once and empties the cart', async () => {
    const { db, stockOf } = await openWithOriginalIn('buyer');
    const repository = orderRepository(db);
    const reserved = await repository.reserve(reservationFor('buyer', 'k1'));
    const paidAt = new Date();
    const outcomes = await Promise.all([
      repository.markPaid(reserved.id, { reference: 'pi_1', paidAt }),
      repository.markPaid(reserved.id, { reference: 'pi_1', paidAt }),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['already-paid', 'paid']);
    expect(await repository.byId(reserved.id)).toMatchObject({
      status: 'processing',
      paymentReference: 'pi_1',
      reservedUntil: null,
    });
    expect(await cartRepository(db).lines('buyer')).toEqual([]);
    expect(await stockOf()).toBe(0);
    expect(await repository.release(reserved.id)).toBe(false);
    expect(await stockOf()).toBe(0);
  });

  it('PAY-shop an expired reservation is found and released; a live one is not', async () => {
    const { db, stockOf } = await openWithOriginalIn('late');
    const repository = orderRepository(db);
    const now = new Date();
    const expired = await repository.reserve(
      reservationFor('late', 'k1', new Date(now.getTime() - 1000)),
    );
    expect(await repository.expiredReservations(now)).toEqual([expired.id]);
    expect(await repository.expiredReservations(new Date(now.getTime() - 2000))).toEqual([]);
    expect(await repository.release(expired.id)).toBe(true);
    expect(await repository.expiredReservations(now)).toEqual([]);
    expect(await stockOf()).toBe(1);
  });

  it('PAY-shop money arriving after a release takes the stock again, or says it is gone', async () => {
    const { db, stockOf } = await openWithOriginalIn('slow', 'quick');
    const repository = orderRepository(db);
    const slow = await repository.reserve(reservationFor('slow', 'k1'));
    await repository.release(slow.id);
    expect(await repository.markPaid(slow.id, { reference: 'pi_a', paidAt: new Date() })).toEqual({
      kind: 'paid',
      orderKey: 'k1',
    });
    expect(await stockOf()).toBe(0);
    // Released again (as if the first payment had not counted) …
    await db.update(orders).set({ status: 'pending' }).where(eq(orders.id, slow.id));
    await repository.release(slow.id);
    // … and the piece went to another buyer meanwhile.
    await repository.place({ ...reservationFor('quick', 'k2'), status: 'on-hold' });
    expect(await repository.markPaid(slow.id, { reference: 'pi_a', paidAt: new Date() })).toEqual({
      kind: 'stock-gone',
    });
    expect((await repository.byId(slow.id))?.paymentReference).toBe('pi_a');
  });

  it('PAY-shop a late payment for two works, one of them sold meanwhile, keeps neither', async () => {
    const { db, stockOf } = await openWithOriginalIn('slow');
    const second = artworks.find(
      (artwork): artwork is OriginalArtwork =>
        artwork.kind === 'original' && artwork.stock === 1 && artwork.slug !== original?.slug,
    );
    if (!second) throw new Error('The demo has only one one-off original.');
    const [secondProduct] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, second.slug));
    if (!secondProduct) throw new Error('The second original is not seeded.');
    const secondStock = async () =>
      (
        await db
          .select({ stock: products.stock })
          .from(products)
          .where(eq(products.id, secondProduct.id))
      )[0]?.stock;
    for (const session of ['slow', 'quick']) {
      await cartRepository(db).add(session, {
        key: 's',
        productId: secondProduct.id,
        variationId: null,
        quantity: 1,
      });
    }
    const repository = orderRepository(db);
    const slow = await repository.reserve(reservationFor('slow', 'k1'));
    await repository.release(slow.id);
    // The second work (the later line) goes to another buyer while the first stays free.
    await repository.place({ ...reservationFor('quick', 'k2'), status: 'on-hold' });
    expect(await repository.markPaid(slow.id, { reference: 'pi_b', paidAt: new Date() })).toEqual({
      kind: 'stock-gone',
    });
    // The first work, taken before the second was found short, is for sale again.
    expect(await stockOf()).toBe(1);
    expect(await secondStock()).toBe(0);
  });

  it('PAY-shop a refund restocks once; pending and failed orders cannot be refunded', async () => {
    const { db, stockOf } = await openWithOriginalIn('buyer');
    const repository = orderRepository(db);
    const reserved = await repository.reserve(reservationFor('buyer', 'k1'));
    expect(await repository.refund(reserved.id)).toEqual({
      kind: 'not-refundable',
      status: 'pending',
    });
    await repository.markPaid(reserved.id, { reference: 'pi_r', paidAt: new Date() });
    expect(await repository.refund(reserved.id)).toMatchObject({ kind: 'refunded' });
    expect(await repository.refund(reserved.id)).toEqual({ kind: 'already-refunded' });
    expect(await stockOf()).toBe(1);
    expect(await repository.refund(999_999)).toEqual({
      kind: 'not-refundable',
      status: undefined,
    });
    expect((await repository.recent(5))[0]).toMatchObject({ id: reserved.id, status: 'refunded' });
  });
});
