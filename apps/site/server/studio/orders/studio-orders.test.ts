import { artworks, type OriginalArtwork } from '@atelier/demo-content/catalogue';
import type { DatabaseHandle } from '@atelier/db/connection';
import { accountRepository } from '@atelier/db/repositories/accounts';
import { auditLogRepository } from '@atelier/db/repositories/audit-log';
import { catalogueRepository } from '@atelier/db/repositories/catalogue';
import { REFUNDABLE_STATUSES } from '@atelier/db/repositories/orders';
import { orders, payments, products } from '@atelier/db/schema';
import { seedDemoContent } from '@atelier/db/seed-demo';
import { imagelessStore, testDatabaseTargets } from '@atelier/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTED_STATUSES,
  ORDER_STATUSES,
  REFUNDABLE_ORDER_STATUSES,
} from '~/features/studio/orders/order-statuses';
import { ordersFilterOf } from '~/features/studio/orders/orders-filter';
import { createNonceService } from '../../platform/security/nonces';
import { createSiteServices, type SiteServices } from '../../site-services';
import type { StudioOwner } from '../owner-access';

const FUTURE_YEAR = new Date().getUTCFullYear() + 3;

const originals = artworks.filter(
  (artwork): artwork is OriginalArtwork => artwork.kind === 'original' && artwork.stock === 1,
);

const billing = {
  billing_first_name: 'Ana',
  billing_last_name: 'Silva',
  billing_company: '',
  billing_country: 'PT',
  billing_address_1: 'Rua da Rosa 1',
  billing_address_2: '',
  billing_city: 'Lisboa',
  billing_postcode: '1200-389',
  billing_phone: '912 345 678',
  order_comments: '',
  terms: 'on',
};

describe('issue 21: the studio’s order statuses', () => {
  it('issue 21: the statuses and refundable ones match the database’s', () => {
    expect([...REFUNDABLE_ORDER_STATUSES].sort()).toEqual([...REFUNDABLE_STATUSES].sort());
    expect(DEFAULT_LISTED_STATUSES).not.toContain('pending');
    expect(DEFAULT_LISTED_STATUSES).not.toContain('failed');
    expect(DEFAULT_LISTED_STATUSES).toHaveLength(ORDER_STATUSES.length - 2);
  });

  it('issue 21: the filter reads statuses, an order number, or text, and ignores the rest', () => {
    const filter = (query: string) => ordersFilterOf(new URL(`http://x/studio/orders/${query}`));
    expect(filter('').statuses).toEqual(DEFAULT_LISTED_STATUSES);
    expect(filter('?status=pending&status=bogus&status=failed').statuses).toEqual([
      'pending',
      'failed',
    ]);
    expect(filter('?status=bogus').statuses).toEqual(DEFAULT_LISTED_STATUSES);
    expect(filter('?q=at-10012').search).toEqual({ kind: 'number', orderId: 12 });
    expect(filter('?q=AT-10000').search).toEqual({ kind: 'text', text: 'AT-10000' });
    expect(filter('?q=%20ana@x.pt%20').search).toEqual({ kind: 'text', text: 'ana@x.pt' });
    expect(filter(`?q=${'x'.repeat(500)}`).query).toHaveLength(100);
  });
});

describe.each(testDatabaseTargets())('issue 21: studio orders on $name', (target) => {
  let database: DatabaseHandle;
  let services: SiteServices;
  let owner: StudioOwner;
  const productIds: number[] = [];
  let nextOriginal = 0;
  let session = 0;

  beforeAll(async () => {
    database = await target.open();
    await seedDemoContent(database, imagelessStore);
    for (const artwork of originals.slice(0, 10)) {
      productIds.push(
        (await catalogueRepository(database.db).productBySlug(artwork.slug))?.id ?? 0,
      );
    }
    services = createSiteServices(database, createNonceService('x'.repeat(40)));
    const accounts = accountRepository(database.db);
    const created = await accounts.create('owner@atelier.example', 'not-a-real-hash');
    if (!created) throw new Error('The owner was not created.');
    await accounts.setRole(created.id, 'owner');
    owner = { id: created.id, email: 'owner@atelier.example' };
  });
  afterAll(async () => {
    await database.close();
  });

  const stockOf = async (productId: number) =>
    (
      await database.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, productId))
    )[0]?.stock;
  const statusOf = async (orderId: number) =>
    (
      await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
    )[0]?.status;
  const auditOf = async (orderId: number) =>
    (await auditLogRepository(database.db).page({ limit: 50, subject: `order:${orderId}` })).rows;

  /** One original placed by bank transfer (on hold), as the checkout places it. */
  async function bankTransferOrder(name = 'Ana', email = 'ana@example.com') {
    const sessionId = `studio-orders-${session++}`;
    const productId = productIds[nextOriginal++] ?? 0;
    await services.cart.add(sessionId, { product_id: productId, quantity: 1 });
    const placed = await services.checkout.placeOrder(sessionId, {
      ...billing,
      billing_first_name: name,
      billing_email: email,
      payment_method: 'bacs',
    });
    if (!placed.ok) throw new Error(placed.message);
    return { orderId: placed.orderId, productId };
  }

  /** One original paid by card through the built-in test gateway: processing, with a reference. */
  async function cardOrder(email: string) {
    const sessionId = `studio-orders-${session++}`;
    const productId = productIds[nextOriginal++] ?? 0;
    await services.cart.add(sessionId, { product_id: productId, quantity: 1 });
    const gateway = services.testPaymentGateway;
    if (!gateway) throw new Error('The test gateway is not configured.');
    const method = await gateway.browser.createPaymentMethod({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: FUTURE_YEAR,
      cvc: '123',
    });
    const prepared = await services.checkout.preparePayment(
      sessionId,
      { ...billing, billing_email: email, payment_method: 'card' },
      undefined,
      { paymentMethodId: method.id },
    );
    if (!prepared.ok || prepared.payment.kind !== 'card') throw new Error('No card payment.');
    await gateway.browser.confirm(prepared.payment.clientSecret, method.id);
    const completed = await services.checkout.completePayment(sessionId, {
      orderId: prepared.orderId,
      intentId: prepared.payment.intentId,
    });
    if (!completed.ok) throw new Error(completed.message);
    return { orderId: prepared.orderId, productId };
  }

  it('issue 21: the list is newest first, filters by status and searches number, email and name', async () => {
    const first = await bankTransferOrder('Beatriz', 'beatriz@example.com');
    const second = await bankTransferOrder('Carla', 'carla@example.com');
    const { orders: studio } = services.studio;
    const all = await studio.page(ordersFilterOf(new URL('http://x/')), { limit: 50 });
    const ids = all.rows.map((row) => row.id);
    expect(ids.indexOf(second.orderId)).toBeLessThan(ids.indexOf(first.orderId));
    expect(all.rows.find((row) => row.id === first.orderId)).toMatchObject({
      number: `AT-${10_000 + first.orderId}`,
      buyerName: 'Beatriz Silva',
      email: 'beatriz@example.com',
      status: 'on-hold',
      paymentMethod: 'Direct bank transfer',
    });

    const search = async (query: string) =>
      (
        await studio.page(ordersFilterOf(new URL(`http://x/?q=${encodeURIComponent(query)}`)), {
          limit: 50,
        })
      ).rows.map((row) => row.id);
    expect(await search(`AT-${10_000 + first.orderId}`)).toEqual([first.orderId]);
    expect(await search('CARLA@EXAMPLE')).toEqual([second.orderId]);
    expect(await search('beatriz silva')).toEqual([first.orderId]);
    // A pattern character is a letter: `%` finds nothing, not everything.
    expect(await search('%')).toEqual([]);

    const processingOnly = await studio.page(
      ordersFilterOf(new URL('http://x/?status=processing')),
      {
        limit: 50,
      },
    );
    expect(processingOnly.rows.map((row) => row.id)).not.toContain(first.orderId);

    // Keyset pages: one row a page, walking older then newer again.
    const onePage = await studio.page(ordersFilterOf(new URL('http://x/')), { limit: 1 });
    expect(onePage.rows.map((row) => row.id)).toEqual([second.orderId]);
    const older = await studio.page(ordersFilterOf(new URL('http://x/')), {
      limit: 1,
      before: onePage.older,
    });
    expect(older.rows.map((row) => row.id)).toEqual([first.orderId]);
    expect(older.newer).toBe(first.orderId);
  });

  it('issue 21: pending and failed reservations are listed only when asked for', async () => {
    const sessionId = `studio-orders-${session++}`;
    const productId = productIds[nextOriginal++] ?? 0;
    await services.cart.add(sessionId, { product_id: productId, quantity: 1 });
    const prepared = await services.checkout.preparePayment(sessionId, {
      ...billing,
      billing_email: 'reserving@example.com',
      payment_method: 'card',
    });
    if (!prepared.ok) throw new Error(prepared.message);
    const listed = async (query: string) =>
      (
        await services.studio.orders.page(ordersFilterOf(new URL(`http://x/${query}`)), {
          limit: 50,
        })
      ).rows.map((row) => row.id);
    expect(await listed('')).not.toContain(prepared.orderId);
    expect(await listed('?status=pending')).toContain(prepared.orderId);
  });

  it('issue 21: status moves follow the table, are audited, and a refused move changes nothing', async () => {
    const { orderId } = await bankTransferOrder();
    const { orders: studio } = services.studio;
    expect((await studio.detail(orderId))?.moves).toEqual(['processing', 'cancelled']);

    expect(await studio.changeStatus(owner, orderId, 'completed')).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await statusOf(orderId)).toBe('on-hold');
    expect(await auditOf(orderId)).toEqual([]);

    expect(await studio.changeStatus(owner, orderId, 'processing')).toMatchObject({ ok: true });
    expect(await studio.changeStatus(owner, orderId, 'completed')).toMatchObject({ ok: true });
    expect(await statusOf(orderId)).toBe('completed');
    // Completed leaves only by a refund; refunded and cancelled are final.
    expect(await studio.changeStatus(owner, orderId, 'cancelled')).toMatchObject({ ok: false });
    const entries = await auditOf(orderId);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['order.status', { status: 'processing' }, { status: 'completed' }],
      ['order.status', { status: 'on-hold' }, { status: 'processing' }],
    ]);
    expect(entries[0]?.actorEmail).toBe('owner@atelier.example');

    expect(await studio.changeStatus(owner, 999_999, 'processing')).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it('issue 21: notes are kept with the order and audited; an empty or huge note is refused', async () => {
    const { orderId } = await bankTransferOrder();
    const { orders: studio } = services.studio;
    expect(await studio.addNote(owner, orderId, '  Called the buyer: pays Friday.  ')).toEqual({
      ok: true,
      message: 'The note is added.',
    });
    expect(await studio.addNote(owner, orderId, '   ')).toMatchObject({ ok: false, status: 400 });
    expect(await studio.addNote(owner, orderId, 'x'.repeat(2001))).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await studio.addNote(owner, 999_999, 'lost')).toMatchObject({ ok: false, status: 404 });
    const detail = await studio.detail(orderId);
    expect(detail?.notes.map((note) => [note.authorEmail, note.body])).toEqual([
      ['owner@atelier.example', 'Called the buyer: pays Friday.'],
    ]);
    expect((await auditOf(orderId)).map((entry) => entry.action)).toEqual(['order.note']);
  });

  it('issue 21: a cancelled order is restocked once, without a refund', async () => {
    const { orderId, productId } = await bankTransferOrder();
    const { orders: studio } = services.studio;
    expect(await stockOf(productId)).toBe(0);
    expect(await studio.restock(owner, orderId)).toMatchObject({ ok: false, status: 409 });
    expect(await studio.changeStatus(owner, orderId, 'cancelled')).toMatchObject({ ok: true });
    expect((await studio.detail(orderId))?.restockable).toBe(true);
    expect(await studio.restock(owner, orderId)).toMatchObject({ ok: true });
    expect(await stockOf(productId)).toBe(1);
    expect(await studio.restock(owner, orderId)).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringContaining('restocked already'),
    });
    expect(await stockOf(productId)).toBe(1);
    expect((await studio.detail(orderId))?.restockable).toBe(false);
    expect(
      (await auditOf(orderId)).filter((entry) => entry.action === 'order.restock'),
    ).toHaveLength(1);
    // Two restocks at once still put the work back once.
    const other = await bankTransferOrder();
    await studio.changeStatus(owner, other.orderId, 'cancelled');
    const both = await Promise.all([
      studio.restock(owner, other.orderId),
      studio.restock(owner, other.orderId),
    ]);
    expect(both.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await stockOf(other.productId)).toBe(1);
  });

  it('issue 21: a card order is refunded through the test gateway, restocked and audited, once', async () => {
    const { orderId, productId } = await cardOrder('card-refund@example.com');
    const { orders: studio } = services.studio;
    const detail = await studio.detail(orderId);
    expect(detail).toMatchObject({ status: 'processing', refundable: true });
    // A paid card order is refunded, never cancelled by hand (the money would stay).
    expect(detail?.moves).not.toContain('cancelled');
    expect(await studio.changeStatus(owner, orderId, 'cancelled')).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await stockOf(productId)).toBe(0);

    const refunded = await studio.refund(owner, orderId);
    expect(refunded).toMatchObject({ ok: true });
    expect(refunded.message).toContain('refunded and restocked');
    expect(await statusOf(orderId)).toBe('refunded');
    expect(await stockOf(productId)).toBe(1);
    const [payment] = await database.db
      .select({ refunded: payments.refundedCents, amount: payments.amountCents })
      .from(payments)
      .where(eq(payments.orderId, orderId));
    expect(payment?.refunded).toBe(payment?.amount);

    const again = await studio.refund(owner, orderId);
    expect(again).toMatchObject({ ok: true, message: expect.stringContaining('already refunded') });
    expect(await stockOf(productId)).toBe(1);
    const entries = await auditOf(orderId);
    expect(entries.map((entry) => entry.action)).toEqual(['order.refund']);
    expect(entries[0]).toMatchObject({
      before: { status: 'processing' },
      after: { status: 'refunded', restocked: true },
    });
    expect((await studio.detail(orderId))?.moves).toEqual([]);
  });

  it('issue 21: a part refund gives some money back and leaves the order as it is; the rest then refunds it', async () => {
    const { orderId, productId } = await cardOrder('part-refund@example.com');
    const { orders: studio } = services.studio;
    const before = await studio.detail(orderId);
    const paid = before?.gatewayPayment?.amountCents ?? 0;
    expect(before?.gatewayPayment).toEqual({ amountCents: paid, refundedCents: 0 });
    expect(paid).toBeGreaterThan(1000);

    const part = await studio.refund(owner, orderId, 1000);
    expect(part).toMatchObject({ ok: true, message: expect.stringContaining('A part refund') });
    expect(await statusOf(orderId)).toBe('processing');
    expect(await stockOf(productId)).toBe(0);
    expect((await studio.detail(orderId))?.gatewayPayment).toEqual({
      amountCents: paid,
      refundedCents: 1000,
    });

    // More than is left is refused with the amount left, and nothing moves.
    const tooMuch = await studio.refund(owner, orderId, paid);
    expect(tooMuch).toMatchObject({ ok: false, status: 409 });
    expect(tooMuch.message).toContain('not refunded yet');
    expect((await studio.detail(orderId))?.gatewayPayment?.refundedCents).toBe(1000);

    const rest = await studio.refund(owner, orderId);
    expect(rest).toMatchObject({
      ok: true,
      message: expect.stringContaining('refunded and restocked'),
    });
    expect(await statusOf(orderId)).toBe('refunded');
    expect(await stockOf(productId)).toBe(1);
    expect((await studio.detail(orderId))?.gatewayPayment).toEqual({
      amountCents: paid,
      refundedCents: paid,
    });
    // Newest first, as the audit screen lists them.
    const entries = await auditOf(orderId);
    expect(entries.map((entry) => entry.action)).toEqual(['order.refund', 'order.refund-part']);
    expect(entries[1]).toMatchObject({
      before: { status: 'processing' },
      after: { status: 'processing', amountCents: 1000 },
    });
  });

  it('issue 21: the export rows carry the lines summarised', async () => {
    const { orderId } = await bankTransferOrder('Dora', 'dora@example.com');
    const page = await services.studio.orders.exportPage(
      ordersFilterOf(new URL('http://x/?q=dora@example.com')),
      { limit: 10 },
    );
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ id: orderId, deliveryMethod: 'ship' });
    expect(page.rows[0]?.lines).toMatch(/ × 1$/);
  });
});
