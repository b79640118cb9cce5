import { shopSettingsSchema } from '@atelier/contracts/shop-settings';
import type { DatabaseHandle } from '@atelier/db/connection';
import { catalogueRepository } from '@atelier/db/repositories/catalogue';
import { DEMO_SHOP_SETTINGS } from '@atelier/demo-content/shop-settings';
import { contentRepository } from '@atelier/db/repositories/content';
import { createMailService } from './platform/mail/mail-service';
import type { NonceService } from './platform/security/nonces';
import { cartService } from './shop/cart-service';
import { checkoutService } from './shop/checkout-service';
import { formDraftsService, type FormDraftsOptions } from './forms/draft-service';
import { formsService } from './forms/form-service';
import { PAYMENT_METHODS } from './payments/payment-methods';
import { themeSettingsService } from './platform/theme-settings';

/**
 * The service layer. Route loaders/actions and API handlers both call these, so a page and
 * an API call can never disagree about the same data.
 */
export function createSiteServices(
  database: DatabaseHandle,
  nonces: NonceService,
  options: { drafts?: Omit<FormDraftsOptions, 'mail'> } = {},
) {
  // Checked once at start: a wrong rate table stops the site rather than misprice an order.
  const shopSettings = shopSettingsSchema.parse(DEMO_SHOP_SETTINGS);
  const mail = createMailService(database.db);
  const formDrafts = formDraftsService(database.db, { mail, ...options.drafts });
  return {
    themeSettings: themeSettingsService(nonces),
    catalogue: catalogueRepository(database.db),
    content: contentRepository(database.db),
    cart: cartService(database.db, { shipping: shopSettings.shipping }),
    checkout: checkoutService(database.db, {
      paymentMethods: PAYMENT_METHODS,
      settings: shopSettings,
    }),
    forms: formsService(database.db, { drafts: formDrafts }),
    formDrafts,
    /** Queues mail only; the mail worker (started by main.ts) delivers it. */
    mail,
    nonces,
  };
}

export type SiteServices = ReturnType<typeof createSiteServices>;
