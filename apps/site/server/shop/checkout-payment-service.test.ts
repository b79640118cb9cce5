import { shopSettingsSchema } from '@atelier/contracts/shop-settings';
import { artworks, type OriginalArtwork } from '@atelier/demo-content/catalogue';
import { DEMO_SHOP_SETTINGS } from '@atelier/demo-content/shop-settings';
import type { DatabaseHandle } from '@atelier/db/connection';
import { catalogueRepository } from '@atelier/db/repositories/catalogue';
import { orderRepository } from '@atelier/db/repositories/orders';
import { products } from '@atelier/db/schema';
import { seedDemoContent } from '@atelier/db/seed-demo';
import { imagelessStore, testDatabaseTargets } from '@atelier/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../payments/payment-methods';
import { cartService } from './cart-service';
import type { CheckoutPayments } from './checkout-payments';
import type { PaymentCompletion } from '../platform/payments-port';
import { checkoutService } from './checkout-service';

/*
 * Issue 17: the checkout's payment flows against an in-file fake of the payments interface
 * (the payments room's real service with its test gateway is exercised through the app in
 * checkout-payment-actions.test.ts). The fake keeps what a provider would: each payment's
 * amount as it was started, and whether it was completed.
 */

const form = {
  billing_first_name: 'Ana',
  billing_last_name: 'Silva',
  billing_company: '',
  billing_country: 'PT',
  billing_address_1: 'Rua da Rosa 1',
  billing_address_2: '',
  billing_city: 'Lisboa',
  billing_postcode: '1200-389',
  billing_phone: '912 345 678',
  billing_email: 'ana@example.com',
  order_comments: '',
  payment_method: 'card',
  terms: 'on',
};

interface FakePayment {
  orderId: number;
  amountCents: number;
  kind: 'card' | 'wallet';
  /** What the buyer's bank did (the browser's confirm, or PayPal's approval). */
  outcome: 'open' | 'paid' | 'declined' | 'canceled';
  completed: boolean;
  refundedCents: number;
}

function fakePayments() {
  const payments = new Map<string, FakePayment>();
  let next = 1;
  const complete = (
    id: string,
    purpose: { kind: 'order'; orderId: number } | { kind: 'form'; formId: number },
    amountCents: number,
  ): PaymentCompletion => {
    const payment = payments.get(id);
    if (!payment || purpose.kind !== 'order' || payment.orderId !== purpose.orderId)
      return { ok: false, code: 'unknown', message: 'Invalid Payment Intent ID' };
    if (payment.amountCents !== amountCents)
      return { ok: false, code: 'mismatch', message: 'The amount does not match.' };
    if (payment.outcome === 'declined')
      return { ok: false, code: 'declined', message: 'Your card was declined.' };
    if (payment.outcome !== 'paid')
      return { ok: false, code: 'not-paid', message: 'The payment was not completed.' };
    const firstTime = !payment.completed;
    payment.completed = true;
    return {
      ok: true,
      paymentId: 1,
      provider: payment.kind === 'card' ? 'test-card' : 'test-paypal',
      reference: id,
      firstTime,
      entryId: null,
    };
  };
  const service: CheckoutPayments = {
    publicConfig: () => ({
      card: { provider: 'test' },
      paypal: { provider: 'test', clientId: 'test', sdkUrl: '/api/test-gateway/paypal-sdk.js' },
      testMode: true,
    }),
    async prepareCard(input) {
      if (input.purpose.kind !== 'order') return { ok: false, message: 'orders only here' };
      const id = `pi_fake_${next++}`;
      payments.set(id, {
        orderId: input.purpose.orderId,
        amountCents: input.amountCents,
        kind: 'card',
        outcome: 'open',
        completed: false,
        refundedCents: 0,
      });
      return { ok: true, intentId: id, clientSecret: `${id}_secret` };
    },
    completeCard: async (input) => complete(input.intentId, input.purpose, input.amountCents),
    async createWalletOrder(input) {
      if (input.purpose.kind !== 'order') return { ok: false, message: 'orders only here' };
      const id = `WALLET${next++}`;
      payments.set(id, {
        orderId: input.purpose.orderId,
        amountCents: input.amountCents,
        kind: 'wallet',
        outcome: 'open',
        completed: false,
        refundedCents: 0,
      });
      return { ok: true, orderId: id };
    },
    completeWallet: async (input) => complete(input.orderId, input.purpose, input.amountCents),
    async abandon(purpose) {
      for (const payment of payments.values()) {
        if (purpose.kind === 'order' && payment.orderId === purpose.orderId && !payment.completed)
          payment.outcome = 'canceled';
      }
    },
    async refundOrder(orderId, amountCents) {
      const entry = [...payments.entries()].find(([, p]) => p.orderId === orderId && p.completed);
      if (!entry) return { ok: false, message: 'No completed payment.' };
      const [id, payment] = entry;
      const amount = amountCents ?? payment.amountCents - payment.refundedCents;
      payment.refundedCents += amount;
      return { ok: true, refundedCents: amount, reference: `re_${id}` };
    },
    async paymentOfOrder(orderId) {
      const entry = [...payments.entries()].find(([, p]) => p.orderId === orderId && p.completed);
      return entry
        ? {
            provider: 'test-card',
            reference: entry[0],
            amountCents: entry[1].amountCents,
            currency: 'EUR',
            status: 'succeeded',
          }
        : undefined;
    },
  };
  /** The browser's side: the buyer's bank says yes or no (3-D Secure included). */
  const settle = (id: string, outcome: FakePayment['outcome']) => {
    const payment = payments.get(id);
    if (payment) payment.outcome = outcome;
  };
  return { service, payments, settle };
}

const settings = shopSettingsSchema.parse(DEMO_SHOP_SETTINGS);
const shipping = { shipping: settings.shipping };
const originals = artworks.filter(
  (artwork): artwork is OriginalArtwork => artwork.kind === 'original' && artwork.stock === 1,
);

describe.each(testDatabaseTargets())('issue 17: checkout payments on $name', (target) => {
  let database: DatabaseHandle;
  const ids: number[] = [];

  beforeAll(async () => {
    database = await target.open();
    await seedDemoContent(database, imagelessStore);
    for (const artwork of originals.slice(0, 8)) {
      ids.push((await catalogueRepository(database.db).productBySlug(artwork.slug))?.id ?? 0);
    }
  });
  afterAll(async () => {
    await database.close();
  });

  /** A checkout with the fake payments, counting the mails it asks for. */
  const build = (options: { now?: () => Date } = {}) => {
    const fake = fakePayments();
    const mailed: number[] = [];
    const checkout = checkoutService(database.db, {
      paymentMethods: PAYMENT_METHODS,
      settings,
      payments: fake.service,
      onOrderPlaced: async (placed) => {
        mailed.push(placed.orderId);
      },
      ...options,
    });
    return { checkout, fake, mailed };
  };
  const stockOf = async (productId: number) => {
    const [row] = await database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    return row?.stock;
  };
  const fill = (session: string, index: number) =>
    cartService(database.db, shipping).add(session, { product_id: ids[index] ?? 0, quantity: 1 });
  const itemsIn = async (session: string) =>
    (await cartService(database.db, shipping).view(session)).itemCount;

  it('PAY-shop card and PayPal are offered only when the payments service has them', () => {
    const { checkout } = build();
    expect(checkout.paymentMethods().map((method) => [method.id, method.kind])).toEqual([
      ['bacs', 'offline'],
      ['collection', 'offline'],
      ['card', 'card'],
      ['paypal', 'wallet'],
    ]);
    const offline = checkoutService(database.db, { paymentMethods: PAYMENT_METHODS, settings });
    expect(offline.paymentMethods().map((method) => method.id)).toEqual(['bacs', 'collection']);
    expect(offline.paymentConfig()).toBeNull();
  });

  it('PAY-shop a card payment: reserve, start for the database total, complete once, mail once', async () => {
    const { checkout, fake, mailed } = build();
    await fill('card-buyer', 0);
    // A forged amount is just another unknown field: the amount is the database's.
    const prepared = await checkout.preparePayment('card-buyer', { ...form, amount: '1' });
    if (!prepared.ok || prepared.payment.kind !== 'card') throw new Error('not prepared');
    const started = fake.payments.get(prepared.payment.intentId);
    const reserved = await orderRepository(database.db).byId(prepared.orderId);
    expect(reserved?.status).toBe('pending');
    expect(started?.amountCents).toBe(reserved?.totalCents);
    expect(reserved?.totalCents).toBeGreaterThan(100);
    expect(await stockOf(ids[0] ?? 0)).toBe(0);
    expect(await itemsIn('card-buyer')).toBe(1);
    // No confirmation page while pending.
    expect(await checkout.confirmation(prepared.orderId, reserved?.orderKey ?? '')).toBeUndefined();

    fake.settle(prepared.payment.intentId, 'paid');
    const input = { orderId: prepared.orderId, intentId: prepared.payment.intentId };
    const [first, second] = await Promise.all([
      checkout.completePayment('card-buyer', input),
      checkout.completePayment('card-buyer', input),
    ]);
    expect(first?.ok && second?.ok).toBe(true);
    expect(mailed).toEqual([prepared.orderId]);
    const confirmation = await checkout.confirmation(prepared.orderId, reserved?.orderKey ?? '');
    expect(confirmation).toMatchObject({
      status: 'processing',
      paymentTitle: 'Credit or debit card',
      paymentReference: prepared.payment.intentId,
      paymentLabel: `Credit or debit card · ${prepared.payment.intentId}`,
    });
    expect(confirmation?.paidAt).toBeInstanceOf(Date);
    expect(await itemsIn('card-buyer')).toBe(0);
    // Completing again later (a reload) changes nothing and mails nothing.
    expect((await checkout.completePayment('card-buyer', input)).ok).toBe(true);
    expect(mailed).toHaveLength(1);
  });

  it('PAY-shop a declined card releases the reservation and keeps the cart; a retry reserves anew', async () => {
    const { checkout, fake, mailed } = build();
    await fill('declined', 1);
    const prepared = await checkout.preparePayment('declined', form);
    if (!prepared.ok || prepared.payment.kind !== 'card') throw new Error('not prepared');
    fake.settle(prepared.payment.intentId, 'declined');
    const outcome = await checkout.completePayment('declined', {
      orderId: prepared.orderId,
      intentId: prepared.payment.intentId,
    });
    expect(outcome).toEqual({ ok: false, message: 'Your card was declined.', released: true });
    expect((await orderRepository(database.db).byId(prepared.orderId))?.status).toBe('failed');
    expect(await stockOf(ids[1] ?? 0)).toBe(1);
    expect(await itemsIn('declined')).toBe(1);
    expect(mailed).toEqual([]);
    const retry = await checkout.preparePayment('declined', form);
    expect(retry.ok && retry.orderId).not.toBe(prepared.orderId);
    expect(await stockOf(ids[1] ?? 0)).toBe(0);
  });

  it('PAY-shop a failed 3-D Secure (the browser gives up) releases at once', async () => {
    const { checkout } = build();
    await fill('challenge-failed', 2);
    const prepared = await checkout.preparePayment('challenge-failed', form);
    if (!prepared.ok) throw new Error('not prepared');
    expect(await checkout.cancelPayment('someone-else', prepared.orderId)).toBe(false);
    expect(await checkout.cancelPayment('challenge-failed', prepared.orderId)).toBe(true);
    expect(await checkout.cancelPayment('challenge-failed', prepared.orderId)).toBe(false);
    expect(await stockOf(ids[2] ?? 0)).toBe(1);
  });

  it('PAY-shop another session cannot complete an order; a forged intent is refused', async () => {
    const { checkout, fake } = build();
    await fill('owner', 3);
    const prepared = await checkout.preparePayment('owner', form);
    if (!prepared.ok || prepared.payment.kind !== 'card') throw new Error('not prepared');
    fake.settle(prepared.payment.intentId, 'paid');
    expect(
      await checkout.completePayment('thief', {
        orderId: prepared.orderId,
        intentId: prepared.payment.intentId,
      }),
    ).toMatchObject({ ok: false, released: false });
    expect(
      await checkout.completePayment('owner', { orderId: prepared.orderId, intentId: 'pi_other' }),
    ).toMatchObject({ ok: false, message: 'Invalid Payment Intent ID', released: false });
    expect((await orderRepository(database.db).byId(prepared.orderId))?.status).toBe('pending');
    await checkout.cancelPayment('owner', prepared.orderId);
  });

  it('PAY-shop the webhook completes an order whose browser went away, once', async () => {
    const { checkout, fake, mailed } = build();
    await fill('gone', 4);
    const prepared = await checkout.preparePayment('gone', { ...form, payment_method: 'paypal' });
    if (!prepared.ok || prepared.payment.kind !== 'wallet') throw new Error('not prepared');
    fake.settle(prepared.payment.walletOrderId, 'paid');
    await checkout.paymentSucceeded({ orderId: prepared.orderId, reference: 'CAPTURE-1' });
    await checkout.paymentSucceeded({ orderId: prepared.orderId, reference: 'CAPTURE-1' });
    expect(mailed).toEqual([prepared.orderId]);
    expect(await orderRepository(database.db).byId(prepared.orderId)).toMatchObject({
      status: 'processing',
      paymentReference: 'CAPTURE-1',
    });
    expect(await itemsIn('gone')).toBe(0);
    // The browser coming back afterwards finds it paid.
    expect(
      await checkout.completePayment('gone', {
        orderId: prepared.orderId,
        walletOrderId: prepared.payment.walletOrderId,
      }),
    ).toMatchObject({ ok: true });
    expect(mailed).toHaveLength(1);
  });

  it('PAY-shop an abandoned reservation is released by housekeeping; a failed one by the webhook', async () => {
    let clock = new Date();
    const { checkout, fake } = build({ now: () => clock });
    await fill('abandoned', 5);
    const prepared = await checkout.preparePayment('abandoned', form);
    if (!prepared.ok || prepared.payment.kind !== 'card') throw new Error('not prepared');
    await checkout.releaseExpiredReservations(clock);
    expect((await orderRepository(database.db).byId(prepared.orderId))?.status).toBe('pending');
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect(await checkout.releaseExpiredReservations(clock)).toBeGreaterThanOrEqual(1);
    expect((await orderRepository(database.db).byId(prepared.orderId))?.status).toBe('failed');
    expect(fake.payments.get(prepared.payment.intentId)?.outcome).toBe('canceled');
    expect(await stockOf(ids[5] ?? 0)).toBe(1);

    await fill('failed-hook', 6);
    const second = await checkout.preparePayment('failed-hook', form);
    if (!second.ok) throw new Error('not prepared');
    await checkout.paymentFailed({ orderId: second.orderId });
    expect((await orderRepository(database.db).byId(second.orderId))?.status).toBe('failed');
    expect(await stockOf(ids[6] ?? 0)).toBe(1);
  });

  it('PAY-shop without JavaScript the card cannot be posted natively; offline methods still place', async () => {
    const { checkout } = build();
    await fill('native', 7);
    const refused = await checkout.placeOrder('native', form);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.errors.payment_method).toContain('needs JavaScript');
    expect(await stockOf(ids[7] ?? 0)).toBe(1);
    const offline = await checkout.preparePayment('native', { ...form, payment_method: 'bacs' });
    expect(offline.ok).toBe(false);
    const placed = await checkout.placeOrder('native', { ...form, payment_method: 'bacs' });
    expect(placed.ok).toBe(true);
  });

  it('PAY-shop a refund gives the money back, restocks, and says so the second time', async () => {
    const { checkout, fake } = build();
    // The original placed by bank transfer in the last test is back on sale only by a refund.
    const placed = (await checkout.recentOrders(5)).find((order) => order.paymentMethod === 'bacs');
    if (!placed) throw new Error('no offline order');
    const offline = await checkout.refund(placed.id);
    expect(offline).toMatchObject({ ok: true, already: false });
    expect(offline.message).toContain('give the money back yourself');
    expect(await stockOf(ids[7] ?? 0)).toBe(1);

    await fill('refund', 7);
    const prepared = await checkout.preparePayment('refund', form);
    if (!prepared.ok || prepared.payment.kind !== 'card') throw new Error('not prepared');
    fake.settle(prepared.payment.intentId, 'paid');
    await checkout.completePayment('refund', {
      orderId: prepared.orderId,
      intentId: prepared.payment.intentId,
    });
    expect(await stockOf(ids[7] ?? 0)).toBe(0);
    expect(checkout.orderIdOf(`AT-${10_000 + prepared.orderId}`)).toBe(prepared.orderId);
    const part = await checkout.refund(prepared.orderId, 100);
    expect(part.message).toContain('part refund');
    const full = await checkout.refund(prepared.orderId);
    expect(full).toMatchObject({ ok: true, already: false });
    expect(full.message).toContain(`re_${prepared.payment.intentId}`);
    expect(await stockOf(ids[7] ?? 0)).toBe(1);
    expect(await checkout.refund(prepared.orderId)).toMatchObject({ ok: true, already: true });
    expect((await checkout.refund(999_999)).ok).toBe(false);
  });
});
