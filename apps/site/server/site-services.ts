import type { DatabaseHandle } from '@atelier/db/connection';
import { catalogueRepository } from '@atelier/db/repositories/catalogue';
import { contentRepository } from '@atelier/db/repositories/content';
import { createMailService } from '../mail/mail-service';
import type { NonceService } from '../security/nonces';
import { cartService } from './cart';
import { checkoutService } from './checkout';
import { formDraftsService, type FormDraftsOptions } from './form-drafts';
import { formsService } from './forms';
import { themeSettingsService } from './theme-settings';

/**
 * The service layer. Route loaders/actions and API handlers both call these, so a page and
 * an API call can never disagree about the same data.
 */
export function createSiteServices(
  database: DatabaseHandle,
  nonces: NonceService,
  options: { drafts?: FormDraftsOptions } = {},
) {
  const mail = createMailService(database.db);
  const formDrafts = formDraftsService(database.db, { mail, ...options.drafts });
  return {
    themeSettings: themeSettingsService(nonces),
    catalogue: catalogueRepository(database.db),
    content: contentRepository(database.db),
    cart: cartService(database.db),
    checkout: checkoutService(database.db),
    forms: formsService(database.db, { drafts: formDrafts }),
    formDrafts,
    /** Queues mail only; the mail worker (started by main.ts) delivers it. */
    mail,
    nonces,
  };
}

export type SiteServices = ReturnType<typeof createSiteServices>;
