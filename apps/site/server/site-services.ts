import { randomBytes } from 'node:crypto';
import { shopSettingsSchema } from '@atelier/contracts/shop-settings';
import type { DatabaseHandle } from '@atelier/db/connection';
import { catalogueRepository } from '@atelier/db/repositories/catalogue';
import { site } from '@atelier/demo-content/catalogue';
import { DEMO_SHOP_SETTINGS } from '@atelier/demo-content/shop-settings';
import { contentRepository } from '@atelier/db/repositories/content';
import type { SideMailLog } from './platform/mail/side-mail';
import { searchRepository } from '@atelier/db/repositories/search';
import { sitemapRepository } from '@atelier/db/repositories/sitemap';
import { createMailService } from './platform/mail/mail-service';
import type { NonceService } from './platform/security/nonces';
import { cartService } from './shop/cart-service';
import { checkoutService, orderNumber } from './shop/checkout-service';
import { orderMailer } from './shop/order-mail';
import { formDraftsService, type FormDraftsOptions } from './forms/draft-service';
import { formMailer } from './forms/form-mail';
import { formsService, submittedFields } from './forms/form-service';
import { quizMailer } from './quizzes/quiz-mail';
import { quizzesService } from './quizzes/quiz-service';
import { pollService } from './polls/poll-service';
import { galleryService } from './gallery/gallery-service';
import { DEMO_TILE_GALLERY } from '@atelier/demo-content/tile-gallery';
import { popupService } from './popups/popup-service';
import { sliderService } from './sliders/slider-service';
import { newsletterService } from './newsletter/newsletter-service';
import { contactFormService } from './contact-forms/contact-form-service';
import { commentService } from './comments/comment-service';
import { accountMailer } from './accounts/account-mail';
import { accountsService } from './accounts/accounts-service';
import { pollResultsAddress } from '~/features/polls/poll-addresses';
import { PAYMENT_METHODS } from './payments/payment-methods';
import { themeSettingsService } from './platform/theme-settings';
import { captchaChallengeRepository } from '@atelier/db/repositories/captcha-challenges';
import { captchaService } from './platform/captcha/captcha-service';
import type { CaptchaConfig, PaymentsConfig } from './platform/config/config';
import { TEST_PAYMENTS_CONFIG } from './platform/config/config';
import { paymentGateways } from './payments/payment-gateways';
import { paymentsService } from './payments/payments-service';
import { itemListService } from './item-lists/item-list-actions';
import { portfolioListSource } from './portfolio/portfolio-list-source';
import { journalListSource } from './journal/journal-list-source';
import { shopListSource } from './shop/shop-list-source';
import type { EntryFileStore } from './studio/entries/entries-service';
import { createStudioServices } from './studio/studio-services';
import { ownerAccounts } from './accounts/owner-accounts';

/**
 * The captcha settings when none are given (scripts and tests that build the services alone):
 * the self-hosted proof of work with a random key, so nothing it signs outlives the process.
 */
const SELF_HOSTED_CAPTCHA_ONLY: CaptchaConfig = {
  provider: 'altcha',
  altcha: { hmacKey: randomBytes(32).toString('hex'), cost: 1000, maxCounter: 4000 },
  challengeTtlSeconds: 1800,
  verifyTimeoutMs: 5000,
  recaptcha: undefined,
  recaptchaV3: undefined,
  scoreThreshold: 0.5,
  hcaptcha: undefined,
};

/**
 * The service layer. Route loaders/actions and API handlers both call these, so a page and
 * an API call can never disagree about the same data.
 */
export function createSiteServices(
  database: DatabaseHandle,
  nonces: NonceService,
  options: {
    drafts?: Omit<FormDraftsOptions, 'mail'>;
    /** Where the mail orders and forms promise goes, and where refusals are logged. */
    mail?: { shopEmail?: string; log?: SideMailLog };
    /** PUBLIC_URL: canonical links, sharing tags and the sitemap are absolute addresses. */
    publicUrl?: URL;
    /** The session secret: keys address hashes and the accounts' two-factor keys (ADR 0015). */
    secret?: string;
    /** Issue 15: the captcha providers; absent, the self-hosted one with a key for tests. */
    captcha?: CaptchaConfig;
    /** The remote captcha providers' HTTP client (tests); the global fetch else. */
    captchaFetch?: typeof fetch;
    /** Issue 17: the payment providers; absent, the built-in test gateway (no money moves). */
    payments?: PaymentsConfig;
    /** The PayPal client's HTTP client (tests); the global fetch else. */
    paymentsFetch?: typeof fetch;
    /** Issue 20 (DEC-18): `THEME_LAZY_LOADING`, the theme settings' lazy-loading flag. */
    themeLazyLoading?: boolean;
    /** Issue 21: the uploaded files' store, for the studio's entries (download, delete). */
    uploadFiles?: EntryFileStore;
  } = {},
) {
  // Checked once at start: a wrong rate table stops the site rather than misprice an order.
  const shopSettings = shopSettingsSchema.parse(DEMO_SHOP_SETTINGS);
  const secret = options.secret ?? 'development-secret-not-for-production-use-0123456789';
  const mail = createMailService(database.db);
  const formDrafts = formDraftsService(database.db, { mail, ...options.drafts });
  const shopEmail = options.mail?.shopEmail ?? 'hello@atelier.example';
  const publicUrl = options.publicUrl ?? new URL('http://localhost:3000');
  const orderMail = orderMailer({ mail, shopEmail, publicUrl, log: options.mail?.log });
  const formMail = formMailer(database.db, { mail, siteEmail: shopEmail, log: options.mail?.log });
  const captcha = captchaService(options.captcha ?? SELF_HOSTED_CAPTCHA_ONLY, {
    spent: captchaChallengeRepository(database.db),
    fetch: options.captchaFetch,
  });
  const forms = formsService(database.db, {
    drafts: formDrafts,
    captcha,
    onEntryStored: (form, entry, visitor) => formMail.entryStored(form, entry, visitor),
    // Issue 17 (pay-forms): a paid form's payments go through the payments service, built below.
    payments: () => payments,
  });
  // Issue 14: a quiz's lead is a real form; the quizzes room gets what it needs of the forms
  // room from here, as a server room imports no other.
  const quizzes = quizzesService(database.db, {
    mailer: quizMailer(database.db, { mail, publicUrl, log: options.mail?.log }),
    leadForms: {
      load: (id) => forms.load(id),
      fieldsOf: submittedFields,
      async entryStored(formId, entry, visitor) {
        const form = await forms.load(formId);
        if (form) await formMail.entryStored(form, entry, visitor);
      },
    },
  });
  // Issue 15: customer accounts. The shop and forms rooms reach them only through what the
  // composition root hands them (the login form's submit, the request's account session).
  const accounts = accountsService(database.db, {
    mailer: accountMailer({ mail, publicUrl, log: options.mail?.log }),
    secret,
    orderNumber,
  });
  // Issue 16: the newsletter's double opt-in sign-ups (ADR 0018); its mail carries absolute links.
  const newsletter = newsletterService(database.db, {
    mail,
    publicUrl,
    secret,
    log: options.mail?.log,
  });
  const catalogue = catalogueRepository(database.db);
  // Issue 17 (ADR 0019): card and PayPal payments through the configured gateways.
  const paymentsConfig = options.payments ?? TEST_PAYMENTS_CONFIG;
  const gateways = paymentGateways(paymentsConfig, database.db, { fetch: options.paymentsFetch });
  const payments = paymentsService(database.db, {
    card: gateways.card,
    wallet: gateways.wallet,
    publicConfig: gateways.publicConfig,
    log: options.mail?.log,
    // A payment the webhook completed first (the buyer's browser went away), or one the
    // provider says failed, reaches the room whose purpose it paid for.
    onPaid: async (paid) => {
      // A form paid before its browser submitted (the webhook came first, or the buyer went
      // away) stores its entry from the snapshot the payment kept.
      if (paid.purpose === 'form' && paid.formId !== null && paid.formSnapshot !== null) {
        await forms.storePaidEntry(paid.formId, paid.formSnapshot, paid.paymentId, paid.reference);
      }
      // An order paid by the webhook path (browser gone) is placed and mailed.
      if (paid.purpose === 'order' && paid.orderId !== null)
        await checkout.paymentSucceeded({ orderId: paid.orderId, reference: paid.reference });
    },
    onFailed: async (failed) => {
      // A pending order's payment failed for good: its stock goes back. A form's failed payment
      // leaves nothing to undo (its entry is only stored once paid).
      if (failed.purpose === 'order' && failed.orderId !== null)
        await checkout.paymentFailed({ orderId: failed.orderId });
    },
  });
  // Built after the payments service, which it takes card and PayPal through.
  const checkout = checkoutService(database.db, {
    paymentMethods: PAYMENT_METHODS,
    settings: shopSettings,
    // Read back as the order page shows it, so every field the order carries reaches the mail.
    onOrderPlaced: (placed) =>
      orderMail.orderPlaced(placed, () => checkout.confirmation(placed.orderId, placed.orderKey)),
    payments,
    reservationMinutes: paymentsConfig.reservationMinutes,
    log: options.mail?.log,
  });
  // Issue 16: the contact-form flow names the product an enquiry was sent from; it gets the
  // catalogue as a lookup, as a server room imports no other room.
  const contactForms = contactFormService(database.db, {
    mail,
    captcha,
    async containerPost(id) {
      const product = await catalogue.productById(id);
      return (
        product && {
          title: `${product.title} by ${product.artist.name}`,
          url: new URL(`/product/${product.slug}/`, publicUrl).href,
        }
      );
    },
    noContainerPost: { title: site.name, url: publicUrl.href },
    secret,
    siteEmail: shopEmail,
    log: options.mail?.log,
  });
  const content = contentRepository(database.db);
  return {
    themeSettings: themeSettingsService({ lazyLoading: options.themeLazyLoading ?? false }),
    catalogue,
    content,
    /**
     * Issue 20 (ADR 0028): the portfolio, journal and shop grids, for their pages and
     * `presscore_template_ajax`; each content room draws its own cards.
     */
    itemLists: itemListService(
      {
        portfolio: portfolioListSource(content),
        journal: journalListSource(content),
        shop: shopListSource(catalogue),
      },
      nonces,
    ),
    search: searchRepository(database.db),
    sitemap: sitemapRepository(database.db),
    /** The site's public address, as a string so loaders can hand it to the page as is. */
    publicUrl: publicUrl.href,
    cart: cartService(database.db, { shipping: shopSettings.shipping }),
    checkout,
    forms,
    formDrafts,
    quizzes,
    polls: pollService(database.db, { resultsAddress: pollResultsAddress }),
    /** Issue 18 (ADR 0023): tile galleries, for their pages and `load_chunk`. */
    gallery: galleryService(database.db, {
      nonces,
      publicUrl,
      pagePaths: { [DEMO_TILE_GALLERY.slug]: '/albums/' },
    }),
    /** Issue 19 (ADR 0024): sliders by slug (the home page's main slideshow). */
    sliders: sliderService(database.db),
    /** Issue 16 (ADR 0017): the popups a page offers and the `pum_form` viewing request. */
    popups: popupService(database.db, { mail, galleryEmail: shopEmail, log: options.mail?.log }),
    /** Issue 16: the contact-form plugin flow (the enquiry form). */
    contactForms,
    /** Issue 20 (ADR 0027): comments on posts and projects, held for moderation. */
    comments: commentService(database.db, {
      mail,
      captcha,
      secret,
      galleryEmail: shopEmail,
      publicUrl,
      log: options.mail?.log,
    }),
    accounts,
    newsletter,
    /** Issue 17: card and PayPal payments (ADR 0019). */
    payments,
    /** The built-in test gateway when it takes cards or PayPal (its browser calls are served). */
    testPaymentGateway: gateways.test,
    /** Issue 15: captcha widgets' public settings, challenges and checks. */
    captcha,
    /** Queues mail only; the mail worker (started by main.ts) delivers it. */
    mail,
    nonces,
    /** Issue 21: the owner's side (`/studio/`): access, the audit log and each screen's service. */
    studio: createStudioServices(database.db, {
      entries: { files: options.uploadFiles, draftLifetimeDays: options.drafts?.lifetimeDays },
      // Issue 21 (orders): the owner's refund is the checkout's (`npm run orders -- refund`).
      orders: {
        refund: (orderId, amountCents) => checkout.refund(orderId, amountCents),
        paymentMethodTitle: (id) =>
          checkout.paymentMethods().find((method) => method.id === id)?.title,
      },
    }),
    /** Issue 21: owner accounts, made and revoked on the server (`npm run owner`). */
    owners: ownerAccounts(database.db, { secret }),
  };
}

export type SiteServices = ReturnType<typeof createSiteServices>;
