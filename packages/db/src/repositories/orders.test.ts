import { artworks, type OriginalArtwork, type PrintArtwork } from '@atelier/demo-content/catalogue';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection';
import { products, productVariations } from '../schema';
import { seedDemoContent } from '../seed-demo';
import { imagelessStore, testDatabaseTargets } from '../testing';
import { cartRepository, type CartLineRecord } from './cart';
import { OrderRejected, orderRepository, type PlaceOrderInput } from './orders';

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

const orderFor = (sessionId: string, orderKey: string): PlaceOrderInput => ({
  sessionId,
  orderKey,
  email: billing.email,
  billing,
  paymentMethod: 'bacs',
  deliveryMethod: 'ship',
  status: 'on-hold',
  currency: 'EUR',
  customerNote: '',
  attribution: { source_type: 'typein' },
  price: (lines: CartLineRecord[]) => {
    const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
    return { subtotalCents, shippingCents: 1200, totalCents: subtotalCents + 1200 };
  },
});

async function productIds(handle: DatabaseHandle, slug: string) {
  const [product] = await handle.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, slug));
  if (!product) throw new Error(`No product ${slug}`);
  const variations = await handle.db
    .select({
      id: productVariations.id,
      stock: productVariations.stock,
      maxQuantity: productVariations.maxQuantity,
    })
    .from(productVariations)
    .where(eq(productVariations.productId, product.id));
  return { productId: product.id, variations };
}

const original = artworks.find(
  (artwork): artwork is OriginalArtwork => artwork.kind === 'original' && artwork.stock === 1,
);
const print = artworks.find((artwork): artwork is PrintArtwork => artwork.kind === 'print');

describe.each(testDatabaseTargets())('cart and orders on $name', (target) => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  const open = async () => {
    const opened = await target.open();
    await seedDemoContent(opened, imagelessStore);
    handle = opened;
    return opened;
  };

  it('CART-001 adding the same line twice adds up; lines carry today’s price and stock', async () => {
    const db = await open();
    if (!print) throw new Error('No print in the demo.');
    const { productId, variations } = await productIds(db, print.slug);
    const variation = variations.find((candidate) => candidate.stock >= 3);
    if (!variation) throw new Error('No print variation with stock.');
    const cart = cartRepository(db.db);
    expect(
      await cart.add('s1', { key: 'k1', productId, variationId: variation.id, quantity: 1 }),
    ).toBe(1);
    expect(
      await cart.add('s1', { key: 'k1', productId, variationId: variation.id, quantity: 2 }),
    ).toBe(3);
    const [line] = await cart.lines('s1');
    expect(line).toMatchObject({
      key: 'k1',
      quantity: 3,
      productId,
      variationId: variation.id,
      kind: 'print',
      stock: variation.stock,
    });
    expect(line?.unitPriceCents).toBeGreaterThan(0);
    expect(Object.keys(line?.selection ?? {})).toEqual(
      expect.arrayContaining(print.attributes.map((attribute) => attribute.id)),
    );
    expect(await cart.lines('someone-else')).toEqual([]);
  });

  it('concurrent adds cannot pass the per-order limit together', async () => {
    const db = await open();
    if (!print) throw new Error('No print in the demo.');
    const { productId, variations } = await productIds(db, print.slug);
    const variation = variations.find((candidate) => candidate.maxQuantity >= 2);
    if (!variation) throw new Error('No variation allowing two.');
    const cart = cartRepository(db.db);
    const line = { key: 'limited', productId, variationId: variation.id, quantity: 1 };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => cart.addWithin('quick', line, 2)),
    );
    expect(results.filter((result) => result !== undefined)).toHaveLength(2);
    expect(await cart.quantityOf('quick', 'limited')).toBe(2);
  });

  it('CART-011 removing a line, and removing one that does not exist', async () => {
    const db = await open();
    if (!original) throw new Error('No original in the demo.');
    const { productId } = await productIds(db, original.slug);
    const cart = cartRepository(db.db);
    await cart.add('s2', { key: 'k', productId, variationId: null, quantity: 1 });
    expect(await cart.remove('s2', 'missing')).toBe(false);
    expect(await cart.remove('s2', 'k')).toBe(true);
    expect(await cart.lines('s2')).toEqual([]);
    expect(await cart.remove('no-cart', 'k')).toBe(false);
  });

  it('a variation of another product is not purchasable', async () => {
    const db = await open();
    if (!print || !original) throw new Error('Demo lacks products.');
    const printIds = await productIds(db, print.slug);
    const originalIds = await productIds(db, original.slug);
    const cart = cartRepository(db.db);
    expect(
      await cart.purchasable(originalIds.productId, printIds.variations[0]?.id ?? 0),
    ).toBeUndefined();
    expect(
      await cart.purchasable(printIds.productId, printIds.variations[0]?.id ?? 0),
    ).toMatchObject({ productId: printIds.productId });
    expect(await cart.purchasable(originalIds.productId, null)).toMatchObject({
      stock: 1,
      maxQuantity: 1,
    });
    expect(await cart.purchasable(999_999, null)).toBeUndefined();
  });

  it('placing an order stores it with its lines, decrements stock and empties the cart', async () => {
    const db = await open();
    if (!original) throw new Error('No original.');
    const { productId } = await productIds(db, original.slug);
    await cartRepository(db.db).add('buyer', {
      key: 'o',
      productId,
      variationId: null,
      quantity: 1,
    });
    const placed = await orderRepository(db.db).place(orderFor('buyer', 'key-1'));
    const stored = await orderRepository(db.db).byKey(placed.id, 'key-1');
    expect(stored?.lines).toHaveLength(1);
    expect(stored?.lines[0]).toMatchObject({
      title: original.title,
      quantity: 1,
      unitPriceCents: original.priceCents,
    });
    expect(stored?.totalCents).toBe(original.priceCents + 1200);
    expect(stored?.attribution).toEqual({ source_type: 'typein' });
    expect(stored?.deliveryMethod).toBe('ship');
    expect(stored?.shippingAddress).toBeNull();
    expect(await orderRepository(db.db).byKey(placed.id, 'wrong-key')).toBeUndefined();
    const [after] = await db.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    expect(after?.stock).toBe(0);
    expect(await cartRepository(db.db).lines('buyer')).toEqual([]);
  });

  it('issue 12: an order keeps its delivery method and a separate shipping address for byKey', async () => {
    const db = await open();
    if (!original) throw new Error('No original.');
    const { productId } = await productIds(db, original.slug);
    await cartRepository(db.db).add('gift', {
      key: 'o',
      productId,
      variationId: null,
      quantity: 1,
    });
    const shippingAddress = {
      firstName: 'Rui',
      lastName: 'Costa',
      company: '',
      country: 'US',
      state: 'NY',
      address1: '1 Main St',
      address2: '',
      city: 'New York',
      postcode: '10001',
    };
    const placed = await orderRepository(db.db).place({
      ...orderFor('gift', 'key-gift'),
      billing: { ...billing, state: '' },
      shippingAddress,
    });
    const stored = await orderRepository(db.db).byKey(placed.id, 'key-gift');
    expect(stored?.deliveryMethod).toBe('ship');
    expect(stored?.shippingAddress).toEqual(shippingAddress);
  });

  it('an empty cart is refused with a clear message', async () => {
    const db = await open();
    await expect(orderRepository(db.db).place(orderFor('nobody', 'k'))).rejects.toThrow(
      'Your cart is empty',
    );
  });

  it('a line short of stock rolls the whole order back: no stock moves, the cart stays', async () => {
    const db = await open();
    if (!print || !original) throw new Error('Demo lacks products.');
    const printIds = await productIds(db, print.slug);
    const stocked = printIds.variations.find((variation) => variation.stock >= 2);
    const originalIds = await productIds(db, original.slug);
    if (!stocked) throw new Error('No stocked variation.');
    const cart = cartRepository(db.db);
    await cart.add('greedy', {
      key: 'p',
      productId: printIds.productId,
      variationId: stocked.id,
      quantity: 1,
    });
    // Two of a one-off original: more than exists.
    await cart.add('greedy', {
      key: 'o',
      productId: originalIds.productId,
      variationId: null,
      quantity: 2,
    });
    const failure = await orderRepository(db.db)
      .place(orderFor('greedy', 'k'))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OrderRejected);
    expect((failure as OrderRejected).reason).toBe('out-of-stock');
    expect((failure as OrderRejected).message).toContain(`only 1 of “${original.title}” is left`);
    const [variationAfter] = await db.db
      .select({ stock: productVariations.stock })
      .from(productVariations)
      .where(eq(productVariations.id, stocked.id));
    expect(variationAfter?.stock).toBe(stocked.stock);
    expect((await cart.lines('greedy')).map((line) => line.key).sort()).toEqual(['o', 'p']);
  });

  it('two visitors racing for the last piece get exactly one order and one clear out-of-stock message', async () => {
    const db = await open();
    if (!original) throw new Error('No original.');
    const { productId } = await productIds(db, original.slug);
    const cart = cartRepository(db.db);
    await cart.add('first', { key: 'o', productId, variationId: null, quantity: 1 });
    await cart.add('second', { key: 'o', productId, variationId: null, quantity: 1 });
    const results = await Promise.allSettled([
      orderRepository(db.db).place(orderFor('first', 'a')),
      orderRepository(db.db).place(orderFor('second', 'b')),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(String((rejected[0] as PromiseRejectedResult).reason.message)).toContain(
      'is out of stock: someone bought the last one',
    );
    const [after] = await db.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    expect(after?.stock).toBe(0);
  });
});
