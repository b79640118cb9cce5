import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import type { DatabaseHandle } from '@atelier/db/connection';
import { rateLimitRepository } from '@atelier/db/repositories/rate-limits';
import { sessionRepository } from '@atelier/db/repositories/sessions';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import type { ServerBuild } from 'react-router';
import { ADDED_COOKIE } from '~/features/shop/product-page.server';
import { API_ADDRESSES } from './platform/http/addresses';
import { cartActions } from './shop/cart-actions';
import { checkoutPaymentActions } from './shop/checkout-payment-actions';
import { draftActions } from './forms/draft-actions';
import { formActions } from './forms/form-actions';
import { formLoadActions } from './forms/form-load-action';
import { quizActions } from './quizzes/quiz-actions';
import { pollActions } from './polls/poll-actions';
import { galleryActions } from './gallery/gallery-actions';
import { itemListActions } from './item-lists/item-list-actions';
import { popupActions } from './popups/popup-actions';
import { commentActions } from './comments/comment-actions';
import { pollVoterOf, rememberVoter } from './polls/voter-cookie';
import { accountSessionOf, signedInMarkerCookie } from './accounts/account-session';
import { newsletterActions } from './newsletter/newsletter-actions';
import { contactFormRoutes } from './contact-forms/contact-form-routes';
import { loginForms, twoFactorActions } from './accounts/login-actions';
import { nonceActions } from './platform/security/nonce-actions';
import { storeConfigOf, type AppConfig } from './platform/config/config';
import { registerAjaxEndpoint, type AjaxAction } from './platform/http/ajax-endpoint';
import { limitStreamedBodies } from './platform/http/body-limit';
import { answerFrameworkError, installErrorHandling } from './platform/http/error-handling';
import { registerHealthRoutes } from './platform/http/health';
import { PAGE_BODY_LIMIT_BYTES } from './platform/http/page-body';
import { HTTP_TIMEOUTS, serverTimeoutOptions, type HttpTimeouts } from './platform/http/timeouts';
import { rateLimit } from './platform/http/rate-limit';
import { installQueryTally } from './platform/http/server-timing';
import { mountReactRouter } from './platform/http/react-router-adapter';
import { registerRestRoot, type RestRoute } from './platform/http/rest-router';
import { registerStaticFiles } from './platform/http/static-files';
import { sessions } from './platform/http/sessions';
import {
  contentSecurityPolicy,
  installPermissionsPolicy,
  pageScriptPolicy,
} from './platform/security/content-security-policy';
import { followContentChanges } from './platform/content-changes';
import { createPageCache } from './platform/http/page-cache';
import { createNonceService } from './platform/security/nonces';
import { siteLoggerOptions } from './platform/logging';
import { visitorOf } from './platform/security/visitor-address';
import { registerSeoRoutes } from './seo/seo-routes';
import { registerCaptchaRoutes } from './platform/captcha/captcha-routes';
import { captchaOrigins } from './platform/captcha/captcha-origins';
import { createSiteServices } from './site-services';
import { registerTestGatewayRoutes } from './payments/test-gateway-routes';
import { registerPaymentWebhookRoutes } from './payments/payment-webhooks';
import { mergedOrigins, paymentOrigins } from './payments/payment-origins';
import { uploadActions } from './forms/uploads/upload-action';
import { registerUploadRoutes } from './forms/uploads/upload-routes';
import { studioDownloads } from './studio/studio-downloads';
import { registerStudioRoutes } from './studio/studio-routes';
import { MAX_UPLOAD_BYTES } from './forms/uploads/upload-rules';
import { uploadService } from './forms/uploads/upload-service';
import { uploadStoreOn } from './forms/uploads/upload-store';
import { createObjectStorage } from './platform/storage/create-object-storage';
import type { ObjectStorage } from './platform/storage/object-storage';

export interface AppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /**
   * Issue 21: where uploads and generated images are stored, built once by the caller (main.ts
   * shares it with housekeeping); unset, built here from `config`.
   */
  storage?: ObjectStorage;
  /** The React Router server build, or a loader of it (Vite in development). Absent: API only. */
  pages?: { build: ServerBuild | (() => Promise<ServerBuild>); clientDir?: string } | undefined;
  /** Extra middleware to mount before the pages (Vite's dev server). */
  beforePages?: (app: FastifyInstance) => Promise<void>;
  /** Extra actions and REST routes; later features register theirs here. */
  ajaxActions?: AjaxAction[];
  shopActions?: AjaxAction[];
  restRoutes?: RestRoute[];
  /** Shorter client timeouts for tests; absent, HTTP_TIMEOUTS (platform/http/timeouts.ts). */
  timeouts?: Partial<HttpTimeouts> | undefined;
  /** Where log lines go: absent, JSON on stdout (main.ts passes a pretty stream to a terminal). */
  logDestination?: DestinationStream | undefined;
  /** Bytes of rendered pages kept per process (ADR 0011); 0 turns the page cache off. */
  pageCacheBytes?: number | undefined;
}

/** 64 MiB holds every page of the demo gallery many times over. */
export const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** A page is rendered again at least this often, even if a change notice were lost. */
const PAGE_CACHE_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * Page addresses end in a slash (/shop/, /product/slug/), as on the original site; the bare form
 * redirects there permanently so each page has one address. Files (a dot in the last segment),
 * the API and React Router's own endpoints (/__manifest) are left alone.
 */
async function redirectToTrailingSlash(request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const [requested = '/', query] = request.url.split('?', 2);
  // A Location starting with two slashes (or a slash and a backslash, which browsers read the
  // same way) names another host: `//evil.example` must never come back as `//evil.example/`.
  const pathname = requested.replace(/^[/\\]{2,}/, '/');
  const search = query === undefined ? '' : `?${query}`;
  const isFile = pathname.slice(pathname.lastIndexOf('/')).includes('.');
  const keepsItsForm =
    pathname.endsWith('/') || pathname.startsWith('/api/') || pathname.startsWith('/__') || isFile;
  if (keepsItsForm) {
    if (pathname !== requested) return reply.redirect(`${pathname}${search}`, 301);
    return;
  }
  return reply.redirect(`${pathname}/${search}`, 301);
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 17: the checkout's release of expired stock reservations (for housekeeping). */
    releaseExpiredReservations(now: Date): Promise<number>;
  }
}

/** Where uploaded form files are kept: under DATA_DIR, outside every directory served as is. */
export const uploadsDirOf = (config: Pick<AppConfig, 'dataDir'>) =>
  path.join(config.dataDir, 'uploads');

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const timeouts: HttpTimeouts = { ...HTTP_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    // No personal data or secret reaches the logs (platform/logging.ts).
    logger: siteLoggerOptions(config.logLevel, options.logDestination),
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    forceCloseConnections: 'idle',
    ...serverTimeoutOptions(timeouts),
    // An address that does not decode (/%E0%A4%A/) gets the site's error page, not Fastify's JSON.
    frameworkErrors: answerFrameworkError,
    // Which proxies' X-Forwarded-For names the visitor (TRUST_PROXY; config.ts says the default).
    trustProxy: config.trustProxy,
  });

  const nonces = createNonceService(config.sessionSecret);
  // The CSP allows the configured captcha and payment providers' hosts (issues 15 and 17).
  const outsideOrigins = mergedOrigins(
    captchaOrigins(config.captcha),
    paymentOrigins(config.payments),
  );
  // Uploads and generated images live in one store (the folder, or S3 for several machines).
  const storage = options.storage ?? createObjectStorage(storeConfigOf(config));
  const uploadStore = uploadStoreOn(storage);
  const services = createSiteServices(database, nonces, {
    uploadFiles: uploadStore,
    captcha: config.captcha,
    drafts: { lifetimeDays: config.draftLifetimeDays, publicUrl: config.publicUrl },
    mail: { shopEmail: config.mail.shopEmail, log: app.log },
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
    payments: config.payments,
    themeLazyLoading: config.themeLazyLoading ?? false,
  });
  const logins = loginForms(services.accounts);
  // Issue 17 (shop): main.ts's housekeeping releases expired stock reservations through this.
  app.decorate('releaseExpiredReservations', (now: Date) =>
    services.checkout.releaseExpiredReservations(now),
  );
  const limits = rateLimitRepository(database.db);
  const uploads = uploadService(database.db, {
    store: uploadStore,
    loadForm: (id) => services.forms.load(id),
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installQueryTally(app, { serverTiming: config.serverTiming });
  if (config.mode !== 'development') app.addHook('onRequest', redirectToTrailingSlash);
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config.mode, outsideOrigins),
    crossOriginEmbedderPolicy: false,
    // helmet's default (no-referrer) makes browsers send "Origin: null" with native form posts,
    // which React Router's cross-site check then refuses; this policy sends our own origin only.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only makes sense (and only works) when the site is really served over https.
    hsts: config.publicUrl.protocol === 'https:',
  });
  installPermissionsPolicy(app);
  await app.register(compress, { threshold: 1024 });
  installErrorHandling(app);

  // Static files first, at the root: they never meet a visitor's cookies or session.
  await registerStaticFiles(app, {
    clientDir: options.pages?.clientDir,
    imagesDir: path.join(config.dataDir, 'images'),
    // Issue 21: a shared bucket serves the generated images; a local folder stays static.
    ...(storage.driver === 'local' ? {} : { imageStorage: storage }),
  });
  registerSeoRoutes(app, { sitemap: services.sitemap, publicUrl: config.publicUrl });
  // Issue 17: provider webhooks carry no visitor: outside the cookie and session scope.
  await app.register(async (webhooks) =>
    registerPaymentWebhookRoutes(webhooks, {
      card: services.payments.card,
      handleEvent: (provider, event) => services.payments.handleEvent(provider, event),
    }),
  );
  if (options.beforePages) await options.beforePages(app);

  const pageCacheBytes = options.pageCacheBytes ?? DEFAULT_PAGE_CACHE_BYTES;
  const pageCache =
    pageCacheBytes > 0
      ? createPageCache({ maxBytes: pageCacheBytes, maxAgeMs: PAGE_CACHE_MAX_AGE_MS })
      : undefined;
  if (pageCache) {
    const stopFollowing = await followContentChanges(database, {
      changed: (tags) => pageCache.invalidate(tags),
      lost: () => pageCache.clear(),
    });
    app.addHook('onClose', stopFollowing);
  }

  // Everything a visitor talks to: cookies and the (lazy) session live in this scope only.
  await app.register(async (site) => {
    await site.register(cookie, { secret: config.sessionSecret });
    await site.register(sessions, {
      repository: sessionRepository(database.db),
      secureCookies: config.publicUrl.protocol === 'https:',
    });
    await registerVisitorRoutes(site, pageCache);
  });

  return app;

  async function registerVisitorRoutes(
    site: FastifyInstance,
    cache: ReturnType<typeof createPageCache> | undefined,
  ) {
    const writeLimit = (bucket: string) =>
      rateLimit(limits, { max: config.writeRateLimit, windowMs: 60_000, bucket });

    await site.register(async (api) => {
      // Every API answer is for one visitor (nonces, cart fragments, drafts, files): no cache,
      // shared or the browser's, may keep it. A route may still say more (private, no-store).
      api.addHook('onRequest', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      limitStreamedBodies(api, BODY_LIMIT_BYTES);
      await api.register(formbody);
      const multipartLimits = { fieldSize: BODY_LIMIT_BYTES, fields: 500, parts: 600 };
      // The AJAX endpoints read multipart bodies part by part themselves, so a file streams
      // straight into the upload store (ajax-endpoint.ts); the REST root gets its fields parsed.
      await api.register(async (streamed) => {
        await streamed.register(multipart, {
          limits: { ...multipartLimits, files: 20, fileSize: MAX_UPLOAD_BYTES + 1 },
        });
        registerAjaxEndpoints(streamed);
        registerUploadRoutes(streamed, {
          uploads,
          nonces,
          writePreHandler: writeLimit('ajax'),
          signedDownloads: config.storage?.signedDownloads ?? false,
        });
      });
      await api.register(async (rest) => {
        await rest.register(multipart, {
          attachFieldsToBody: 'keyValues',
          limits: { ...multipartLimits, files: 0 },
        });
        registerRestRoot(rest, {
          prefix: API_ADDRESSES.restRoot,
          routes: [
            ...contactFormRoutes(services.contactForms, {
              addressHashSecret: config.sessionSecret,
            }),
            ...(options.restRoutes ?? []),
          ],
          nonces,
          writePreHandler: writeLimit('rest'),
        });
      });
      registerCaptchaRoutes(api, { captcha: services.captcha, limit: writeLimit('captcha') });
      // Issue 17: the built-in test gateway's browser calls, when it takes cards or PayPal.
      const testGateway = services.testPaymentGateway;
      if (testGateway) {
        await api.register(async (gatewayApi) =>
          registerTestGatewayRoutes(gatewayApi, {
            gateway: testGateway,
            onEvent: (event) => services.payments.handleEvent('test-card', event),
            writeLimit: writeLimit('test-gateway'),
            readLimit: writeLimit('test-gateway-read'),
            log: app.log,
          }),
        );
      }
      registerHealthRoutes(api, database);
    });

    function registerAjaxEndpoints(api: FastifyInstance) {
      registerAjaxEndpoint(api, {
        path: API_ADDRESSES.ajax,
        actions: [
          ...nonceActions(nonces),
          ...formActions(services.forms, nonces, {
            addressHashSecret: config.sessionSecret,
            uploads,
            // Issue 15: a login form's submit goes to the accounts room.
            logins: {
              submit: (form, input, context) => logins.submit(form.definition, input, context),
            },
          }),
          ...twoFactorActions(services.accounts),
          ...uploadActions(uploads),
          ...pollActions(services.polls, { addressHashSecret: config.sessionSecret }),
          // Issue 18: the tile gallery's chunks (read-only, a shared nonce: ADR 0023).
          ...galleryActions(services.gallery),
          // Issue 20: the ajax item lists (read-only, a shared nonce per grid: ADR 0028).
          ...itemListActions(services.itemLists),
          ...popupActions(services.popups, { addressHashSecret: config.sessionSecret }),
          // Issue 20 (ADR 0027): the enhanced comment form.
          ...commentActions(services.comments, { addressHashSecret: config.sessionSecret }),
          ...formLoadActions(services.forms, nonces, { pages: options.pages }),
          ...draftActions(services.forms, services.formDrafts, {
            addressHashSecret: config.sessionSecret,
          }),
          ...quizActions(services.quizzes, { addressHashSecret: config.sessionSecret }),
          ...newsletterActions(services.newsletter, { addressHashSecret: config.sessionSecret }),
          ...(options.ajaxActions ?? []),
        ],
        nonces,
        preHandler: async (request, reply) => {
          if (request.method === 'POST') await writeLimit('ajax')(request, reply);
        },
      });
      registerAjaxEndpoint(api, {
        path: API_ADDRESSES.shopAjax,
        actions: [
          ...cartActions(services.cart, nonces, {
            secureCookies: config.publicUrl.protocol === 'https:',
          }),
          // Issue 17: the checkout's card and PayPal calls; the order joins a signed-in buyer.
          ...checkoutPaymentActions(services.checkout, {
            secureCookies: config.publicUrl.protocol === 'https:',
            async buyerOf({ request, reply, session }) {
              const customer = await accountSessionOf(
                session,
                services.accounts,
                request.ip,
                signedInMarkerCookie(reply, config.publicUrl.protocol === 'https:'),
              ).customer();
              return customer ? { customerId: customer.id } : undefined;
            },
          }),
          ...(options.shopActions ?? []),
        ],
        nonces,
        preHandler: async (request, reply) => {
          if (request.method === 'POST') await writeLimit('shop')(request, reply);
        },
      });
    }

    // Issue 21: the studio's downloads (CSV exports, files), each behind the owner check.
    registerStudioRoutes(site, {
      accountOf: (request) => accountSessionOf(request.session, services.accounts, request.ip),
      downloads: studioDownloads(services.studio),
    });

    if (options.pages) {
      await mountReactRouter(site, {
        build: options.pages.build,
        mode: config.mode === 'development' ? 'development' : 'production',
        writePreHandler: writeLimit('pages'),
        pageBody: { maxBytes: PAGE_BODY_LIMIT_BYTES, timeoutMs: timeouts.pageBodyMs },
        cache,
        pagePolicy: pageScriptPolicy(config.mode, outsideOrigins),
        flashCookies: [ADDED_COOKIE],
        async getLoadContext(request, reply, page) {
          const session = request.session;
          return {
            // Asking who the visitor is makes the answer theirs alone (ADR 0011).
            get sessionId() {
              page.personal();
              return session.id;
            },
            get visitor() {
              page.personal();
              return visitorOf(request, session, config.sessionSecret);
            },
            get account() {
              page.personal();
              return accountSessionOf(
                session,
                services.accounts,
                request.ip,
                signedInMarkerCookie(reply, config.publicUrl.protocol === 'https:'),
              );
            },
            get remoteAddress() {
              page.personal();
              return request.ip;
            },
            get pollVoter() {
              page.personal();
              const voter = pollVoterOf(request, config.sessionSecret);
              return { ...voter, remember: () => rememberVoter(request, reply, voter) };
            },
            page,
            services,
            log: request.log,
          };
        },
      });
    }
  }
}
