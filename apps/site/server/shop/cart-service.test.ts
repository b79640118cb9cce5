import { DEMO_SHOP_SETTINGS } from '@atelier/demo-content/shop-settings';
import type { DatabaseHandle } from '@atelier/db/connection';
import { testDatabaseTargets } from '@atelier/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartService } from './cart-service';

describe.each(testDatabaseTargets())('cart keys no line can have ($name)', (target) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('CART-013 a remove link with such a key removes nothing, and is no database error', async () => {
    // The cart page's remove link is an address anyone can edit: a NUL or half a surrogate pair
    // in it would make the database refuse the query (a 500) if it ever reached it.
    const cart = cartService(database.db, { shipping: DEMO_SHOP_SETTINGS.shipping });
    for (const key of [
      'a\u0000b',
      '\uD800',
      'x'.repeat(500),
      '',
      '0123456789ABCDEF0123456789ABCDEF',
    ]) {
      await expect(cart.remove('a-visitor-session', key), JSON.stringify(key)).resolves.toBe(false);
    }
  });
});
