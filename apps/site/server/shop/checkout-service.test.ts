import { shopSettingsSchema } from '@atelier/contracts/shop-settings';
import { artworks, type OriginalArtwork } from '@atelier/demo-content/catalogue';
import { DEMO_SHOP_SETTINGS } from '@atelier/demo-content/shop-settings';
import type { DatabaseHandle } from '@atelier/db/connection';
import { accountRepository } from '@atelier/db/repositories/accounts';
import { catalogueRepository } from '@atelier/db/repositories/catalogue';
import { orders as ordersTable } from '@atelier/db/schema';
import { seedDemoContent } from '@atelier/db/seed-demo';
import { eq } from 'drizzle-orm';
import { imagelessStore, testDatabaseTargets } from '@atelier/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartService } from './cart-service';
import { PAYMENT_METHODS } from '../payments/payment-methods';
import { checkoutService } from './checkout-service';

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
  order_comments: 'Please call before delivery.',
  payment_method: 'bacs',
  terms: 'on',
};

const settings = shopSettingsSchema.parse(DEMO_SHOP_SETTINGS);
const shipping = { shipping: settings.shipping };
const withAccounts = { ...settings, accounts: { enabled: true } };

const originals = artworks.filter(
  (artwork): artwork is OriginalArtwork => artwork.kind === 'original' && artwork.stock === 1,
);

describe.each(testDatabaseTargets())('checkout on $name', (target) => {
  let database: DatabaseHandle;
  const ids: number[] = [];

  beforeAll(async () => {
    database = await target.open();
    await seedDemoContent(database, imagelessStore);
    for (const artwork of originals.slice(0, 4)) {
      ids.push((await catalogueRepository(database.db).productBySlug(artwork.slug))?.id ?? 0);
    }
  });
  afterAll(async () => {
    await database.close();
  });

  it('MISC-008 refuses an incomplete form field by field, and places nothing', async () => {
    const checkout = checkoutService(database.db, { paymentMethods: PAYMENT_METHODS, settings });
    await cartService(database.db, shipping).add('incomplete', {
      product_id: ids[0] ?? 0,
      quantity: 1,
    });
    const outcome = await checkout.placeOrder('incomplete', {
      ...form,
      billing_first_name: ' ',
      billing_email: 'not-an-email',
      billing_phone: '12',
      payment_method: 'bitcoin',
      terms: '',
    });
    expect(outcome).toEqual({
      ok: false,
      message: 'Please correct the errors before placing your order.',
      errors: {
        billing_first_name: 'First name is a required field.',
        billing_email: 'Please enter a valid email address.',
        billing_phone:
          'Please enter a valid phone number for Portugal, or start it with + and the country code.',
        payment_method: 'Please choose a payment method.',
        terms: 'Please read and accept the terms and conditions to proceed with your order.',
      },
    });
    expect((await cartService(database.db, shipping).view('incomplete')).itemCount).toBe(1);
  });

  it('places an order with server prices, the chosen payment method and the attribution fields', async () => {
    const checkout = checkoutService(database.db, { paymentMethods: PAYMENT_METHODS, settings });
    await cartService(database.db, shipping).add('buyer', { product_id: ids[1] ?? 0, quantity: 1 });
    const outcome = await checkout.placeOrder('buyer', {
      ...form,
      wc_order_attribution_source_type: 'utm',
      wc_order_attribution_utm_source: 'newsletter',
      wc_order_attribution_unknown_field: 'dropped',
    });
    if (!outcome.ok) throw new Error(outcome.message);
    const order = await checkout.confirmation(outcome.orderId, outcome.orderKey);
    expect(order?.number).toBe(`AT-${10_000 + outcome.orderId}`);
    expect(order?.status).toBe('on-hold');
    expect(order?.paymentTitle).toBe('Direct bank transfer');
    expect(order?.instructions[1]).toContain(order?.number);
    expect(order?.lines[0]?.unitPriceCents).toBe(originals[1]?.priceCents);
    expect(order?.customerNote).toBe('Please call before delivery.');
    expect(order?.attribution.source_type).toBe('utm');
    expect(order?.attribution.utm_source).toBe('newsletter');
    expect(order?.attribution).not.toHaveProperty('unknown_field');
    expect(await checkout.confirmation(outcome.orderId, 'order_wrong')).toBeUndefined();
    expect((await cartService(database.db, shipping).view('buyer')).itemCount).toBe(0);
  });

  it('creates the optional account (when accounts are on) only with a strong password, and only once per e-mail', async () => {
    const checkout = checkoutService(database.db, {
      paymentMethods: PAYMENT_METHODS,
      settings: withAccounts,
    });
    await cartService(database.db, shipping).add('account', {
      product_id: ids[2] ?? 0,
      quantity: 1,
    });
    const weak = await checkout.placeOrder('account', {
      ...form,
      billing_email: 'rui@example.com',
      createaccount: '1',
      account_password: 'password',
    });
    expect(weak.ok).toBe(false);
    expect(!weak.ok && weak.errors.account_password).toBeTruthy();
    const strong = await checkout.placeOrder('account', {
      ...form,
      billing_email: 'rui@example.com',
      createaccount: '1',
      account_password: 'Tagus-River-1987!',
    });
    expect(strong.ok).toBe(true);
    await cartService(database.db, shipping).add('account-2', {
      product_id: ids[3] ?? 0,
      quantity: 1,
    });
    const again = await checkout.placeOrder('account-2', {
      ...form,
      billing_email: 'RUI@example.com',
      createaccount: '1',
      account_password: 'Another-Strong-Pass-2',
    });
    expect(!again.ok && again.errors.billing_email).toContain('already registered');
  });

  it('issue 15: "Create an account" makes a real account that the order belongs to', async () => {
    const checkout = checkoutService(database.db, { paymentMethods: PAYMENT_METHODS, settings });
    // The demo shop offers it now.
    expect(checkout.accountsEnabled()).toBe(true);
    await addPrint('new-account');
    const outcome = await checkout.placeOrder('new-account', {
      ...form,
      billing_email: 'Marta@Example.com',
      createaccount: '1',
      account_password: 'Tagus-River-1987!',
    });
    if (!outcome.ok) throw new Error(outcome.message);
    const customer = await accountRepository(database.db).findByEmail('marta@example.com');
    expect(customer).toBeDefined();
    expect(outcome.newAccount).toEqual({ customerId: customer?.id });
    // The password is kept only as a scrypt hash with its parameters.
    expect(customer?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    const orders = await accountRepository(database.db).ordersOf(customer?.id ?? 0);
    expect(orders.map((order) => order.id)).toEqual([outcome.orderId]);
  });

  it('issue 15: an order placed while signed in belongs to the account, and creates none', async () => {
    const checkout = checkoutService(database.db, { paymentMethods: PAYMENT_METHODS, settings });
    const account = await accountRepository(database.db).create('signed-in@example.com', 'x:y');
    if (!account) throw new Error('no account');
    await addPrint('signed-in');
    const outcome = await checkout.placeOrder(
      'signed-in',
      { ...form, billing_email: 'signed-in@example.com', createaccount: '1', account_password: '' },
      { customerId: account.id },
    );
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.newAccount).toBeUndefined();
    const orders = await accountRepository(database.db).ordersOf(account.id);
    expect(orders.map((order) => order.id)).toEqual([outcome.orderId]);
  });

  it('issue 17: a pending (payment under way) or failed order is in no account, listed or claimed, until it is paid', async () => {
    const checkout = checkoutService(database.db, { paymentMethods: PAYMENT_METHODS, settings });
    await addPrint('paying-guest');
    const outcome = await checkout.placeOrder('paying-guest', {
      ...form,
      billing_email: 'paying-guest@example.com',
    });
    if (!outcome.ok) throw new Error(outcome.message);
    const accountsRepo = accountRepository(database.db);
    const setStatus = (status: 'pending' | 'failed' | 'processing') =>
      database.db.update(ordersTable).set({ status }).where(eq(ordersTable.id, outcome.orderId));
    const account = await accountsRepo.create('paying-guest@example.com', 'x:y');
    if (!account) throw new Error('no account');

    for (const status of ['pending', 'failed'] as const) {
      await setStatus(status);
      expect(await accountsRepo.guestOrdersWithEmail('paying-guest@example.com')).toBe(0);
      expect(await accountsRepo.claimGuestOrders(account.id, 'paying-guest@example.com')).toBe(0);
    }
    await setStatus('processing');
    expect(await accountsRepo.guestOrdersWithEmail('paying-guest@example.com')).toBe(1);
    expect(await accountsRepo.claimGuestOrders(account.id, 'paying-guest@example.com')).toBe(1);
    expect((await accountsRepo.ordersOf(account.id)).map((order) => order.id)).toEqual([
      outcome.orderId,
    ]);
    await setStatus('pending');
    expect(await accountsRepo.ordersOf(account.id)).toEqual([]);
  });

  /** Puts one print (its cheapest edition, below the free-shipping threshold) in a cart. */
  async function addPrint(sessionId: string) {
    const print = await catalogueRepository(database.db).productBySlug('salt-lines');
    const edition = print?.variations.toSorted((a, b) => a.priceCents - b.priceCents)[0];
    if (!print || !edition) throw new Error('No print to buy.');
    await cartService(database.db, shipping).add(sessionId, {
      product_id: print.id,
      variation_id: edition.id,
      quantity: 1,
    });
    return edition.priceCents;
  }

  it('issue 12: pay on collection charges no shipping, and the confirmation asks for the right amount', async () => {
    const checkout = checkoutService(database.db, { paymentMethods: PAYMENT_METHODS, settings });
    const price = await addPrint('collector');
    expect(price).toBeLessThan(settings.shipping.zones.domestic.freeFromCents ?? 0);
    const outcome = await checkout.placeOrder('collector', {
      ...form,
      payment_method: 'collection',
    });
    if (!outcome.ok) throw new Error(outcome.message);
    const order = await checkout.confirmation(outcome.orderId, outcome.orderKey);
    expect(order?.deliveryMethod).toBe('collect');
    expect(order?.shippingCents).toBe(0);
    expect(order?.totalCents).toBe(price);
    expect(order?.instructions.join(' ')).toContain(`pay €${price / 100}`);
  });

  it('issue 12: shipping is priced by the zone of the address the order ships to', async () => {
    const checkout = checkoutService(database.db, { paymentMethods: PAYMENT_METHODS, settings });
    const price = await addPrint('shipped-home');
    const home = await checkout.placeOrder('shipped-home', form);
    if (!home.ok) throw new Error(home.message);
    const homeOrder = await checkout.confirmation(home.orderId, home.orderKey);
    expect(homeOrder?.shippingCents).toBe(settings.shipping.zones.domestic.flatPrintCents);
    expect(homeOrder?.totalCents).toBe(price + settings.shipping.zones.domestic.flatPrintCents);

    await addPrint('shipped-away');
    const preview = await checkout.shippingPreview('shipped-away');
    expect(preview.quotes).toEqual({
      domestic: settings.shipping.zones.domestic.flatPrintCents,
      eu: settings.shipping.zones.eu.flatPrintCents,
      world: settings.shipping.zones.world.flatPrintCents,
    });
    const away = await checkout.placeOrder('shipped-away', {
      ...form,
      ship_to_different_address: '1',
      shipping_first_name: 'Rui',
      shipping_last_name: 'Costa',
      shipping_country: 'CA',
      shipping_state: 'QC',
      shipping_address_1: '1 Rue Sainte-Catherine',
      shipping_city: 'Montréal',
      shipping_postcode: 'H2X 1K4',
    });
    if (!away.ok) throw new Error(JSON.stringify(away));
    const awayOrder = await checkout.confirmation(away.orderId, away.orderKey);
    expect(awayOrder?.shippingCents).toBe(settings.shipping.zones.world.flatPrintCents);
    expect(awayOrder?.shippingAddress).toMatchObject({
      country: 'CA',
      state: 'QC',
      city: 'Montréal',
    });
  });

  it('issue 12: a state is required, and checked, where the country has states; a missing shipping address is refused', async () => {
    const checkout = checkoutService(database.db, { paymentMethods: PAYMENT_METHODS, settings });
    await addPrint('states');
    const outcome = await checkout.placeOrder('states', {
      ...form,
      billing_country: 'US',
      billing_phone: '+1 212 555 0123',
      billing_state: 'ZZ',
      ship_to_different_address: '1',
      shipping_country: 'BR',
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toMatchObject({
      billing_state: 'Please choose a state from the list.',
      shipping_state: 'State is a required field.',
      shipping_first_name: 'First name is a required field.',
      shipping_address_1: 'Street address is a required field.',
    });
    expect((await cartService(database.db, shipping).view('states')).itemCount).toBe(1);
  });

  it('issue 12: refuses to create an account while accounts are switched off', async () => {
    const checkout = checkoutService(database.db, {
      paymentMethods: PAYMENT_METHODS,
      settings: { ...settings, accounts: { enabled: false } },
    });
    expect(checkout.accountsEnabled()).toBe(false);
    await addPrint('no-accounts');
    const outcome = await checkout.placeOrder('no-accounts', {
      ...form,
      createaccount: '1',
      account_password: 'Tagus-River-1987!',
    });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.errors.createaccount).toContain('not available');
    expect((await cartService(database.db, shipping).view('no-accounts')).itemCount).toBe(1);
  });

  it('an empty cart is refused with a message, not an error', async () => {
    const outcome = await checkoutService(database.db, {
      paymentMethods: PAYMENT_METHODS,
      settings,
    }).placeOrder('empty', form);
    expect(outcome).toEqual({
      ok: false,
      message: 'Your cart is empty, so there is nothing to order.',
      errors: {},
    });
  });
});
