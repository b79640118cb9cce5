import type { DatabaseHandle } from '@atelier/db/connection';
import { accountRepository } from '@atelier/db/repositories/accounts';
import { catalogueRepository } from '@atelier/db/repositories/catalogue';
import { artworks } from '@atelier/demo-content/catalogue';
import { accountTokens, carts, mailQueue, orders } from '@atelier/db/schema';
import { DEMO_CUSTOMER } from '@atelier/demo-content/accounts';
import { LOGIN_FORM_ID } from '@atelier/demo-content/forms';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_MARKER_COOKIE } from '~/shared/cookies';
import { seedDemoCustomer } from '../seed/seed-demo-customer';
import { sessionCookieOf, startVisit, testConfig } from '../testing/test-app';
import { seededSite } from '../testing/vite-pages';
import { hashPassword } from '../platform/security/passwords';
import { totpCode } from './two-factor-codes';

/**
 * Issue 15: the account pages through the real app (pages from Vite), as a visitor without
 * JavaScript uses them: native posts, the second step rendered by the server, links from mail.
 */

const SAME_SITE = { 'sec-fetch-site': 'same-origin' };
let addressCounter = 0;

describe('issue 15: account pages (pglite)', () => {
  let site: Awaited<ReturnType<typeof seededSite>>;
  let app: FastifyInstance;
  let database: DatabaseHandle;

  beforeAll(async () => {
    site = await seededSite();
    ({ app, database } = site);
    await seedDemoCustomer(database.db, testConfig().sessionSecret);
  });
  afterAll(async () => {
    await site?.close();
  });

  const remoteAddress = () => `10.8.0.${++addressCounter}`;

  const post = (
    url: string,
    fields: Record<string, string>,
    cookie = '',
    address = remoteAddress(),
  ) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: address,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...SAME_SITE,
        ...(cookie ? { cookie } : {}),
      },
      payload: new URLSearchParams(fields).toString(),
    });

  const get = (url: string, cookie = '') =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  /** The account page's nonce, out of its HTML. */
  const nonceOf = (html: string) => /name="_wpnonce" value="([^"]+)"/.exec(html)?.[1] ?? '';

  async function lastMail(to: string, purpose: string) {
    const [row] = await database.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.recipient, to), eq(mailQueue.purpose, purpose)))
      .orderBy(desc(mailQueue.id))
      .limit(1);
    return row?.textBody ?? '';
  }

  async function register(email: string, password = 'Harbour-Lights-2026!') {
    const response = await post('/my-account/register/', { email, password });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/my-account/');
    return sessionCookieOf(response);
  }

  it('issue 15: the account page sends a signed-out visitor to the login page and is never cached', async () => {
    const response = await get('/my-account/');
    expect([302, 303]).toContain(response.statusCode);
    expect(response.headers.location).toBe('/my-account/login/');
    expect(response.headers['cache-control']).toContain('no-store');
  });

  it('TFA-001 the login page is the same for everyone: the login form, no session, shared caching', async () => {
    const response = await get('/my-account/login/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('public');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toContain('name="email-1"');
    expect(response.body).toContain('name="password-1"');
    expect(response.body).toContain('href="/my-account/register/"');
    expect(response.body).toContain('href="/my-account/lost-password/"');
  });

  it('issue 15: robots.txt keeps crawlers out of the account pages', async () => {
    expect((await get('/robots.txt')).body).toContain('Disallow: /my-account/');
  });

  it('issue 15: register → signed in on the account page, with a new session; sign out keeps the cart and ends the sign-in', async () => {
    const cookie = await register('new.collector@example.com');
    const page = await get('/my-account/', cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.body).toContain('Signed in as new.collector@example.com');
    expect(page.body).toContain('No orders yet.');

    const sessionId = (value: string) => {
      const signed = decodeURIComponent(value.split('=')[1] ?? '');
      return signed.slice(0, signed.lastIndexOf('.'));
    };
    await database.db.insert(carts).values({ sessionId: sessionId(cookie) });
    const out = await post('/my-account/logout/', { _wpnonce: nonceOf(page.body) }, cookie);
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/');
    const anonymous = sessionCookieOf(out);
    expect(anonymous).not.toBe(cookie);
    // Neither the old id nor the new one is signed in; the cart went with the visitor.
    for (const each of [cookie, anonymous]) {
      expect((await get('/my-account/', each)).headers.location).toBe('/my-account/login/');
    }
    const [cart] = await database.db
      .select()
      .from(carts)
      .where(eq(carts.sessionId, sessionId(anonymous)));
    expect(cart).toBeDefined();
  });

  it('ADR 0017 the account pages set the signed-in marker on registering and clear it on signing out', async () => {
    const registered = await post('/my-account/register/', {
      email: 'marker.collector@example.com',
      password: 'Harbour-Lights-2026!',
    });
    expect(registered.statusCode).toBe(303);
    const marker = registered.cookies.find((each) => each.name === SIGNED_IN_MARKER_COOKIE);
    expect(marker).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    const cookie = sessionCookieOf(registered);
    const page = await get('/my-account/', cookie);
    const out = await post('/my-account/logout/', { _wpnonce: nonceOf(page.body) }, cookie);
    expect(out.statusCode).toBe(303);
    const cleared = out.cookies.find((each) => each.name === SIGNED_IN_MARKER_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('issue 15: register refuses a weak password and a taken address with messages under the fields', async () => {
    const weak = await post('/my-account/register/', {
      email: 'weak@example.com',
      password: 'password',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('Your account was not created');
    expect(weak.body).toContain('id="register-password-error"');
    const taken = await post('/my-account/register/', {
      email: DEMO_CUSTOMER.email,
      password: 'Harbour-Lights-2026!',
    });
    expect(taken.body).toContain('An account is already registered with this email address.');
  });

  it('TFA-001 without JavaScript: the password, then the second step on the page (the token, never the password), then the account page', async () => {
    const first = await post('/my-account/login/', {
      form_id: String(LOGIN_FORM_ID),
      'email-1': DEMO_CUSTOMER.email,
      'password-1': DEMO_CUSTOMER.password,
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.body).toContain('Confirm it is you');
    expect(first.body).toContain('Code from your authenticator app');
    expect(first.body).not.toContain(DEMO_CUSTOMER.password);
    const token = /name="auth_token" value="([A-Za-z0-9_-]{43})"/.exec(first.body)?.[1] ?? '';
    expect(token).not.toBe('');
    // Other methods are offered; choosing one shows its code box without checking anything.
    expect(first.body).toContain('Use a recovery code');
    const chosen = await post('/my-account/login/', {
      auth_token: token,
      auth_method: 'backup-codes',
      intent: 'choose',
    });
    expect(chosen.body).toContain('Recovery code');

    const wrong = await post('/my-account/login/', {
      auth_token: token,
      auth_method: 'totp',
      intent: 'code',
      'auth-code': '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('That code is not right.');

    const right = await post('/my-account/login/', {
      auth_token: token,
      auth_method: 'totp',
      intent: 'code',
      // The next step's code: the window takes it, and no earlier test can have used it.
      'auth-code': totpCode(DEMO_CUSTOMER.totpSecret, Date.now() + 30_000),
    });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/my-account/');
    const page = await get('/my-account/', sessionCookieOf(right));
    expect(page.body).toContain(`Signed in as ${DEMO_CUSTOMER.email}`);
    expect(page.body).toContain('Two-factor login is on. 10 of your recovery codes are unused.');
  });

  it('TFA-006 without JavaScript: "email me a code" mails one and the second step asks for it', async () => {
    const first = await post('/my-account/login/', {
      form_id: String(LOGIN_FORM_ID),
      'email-1': DEMO_CUSTOMER.email,
      'password-1': DEMO_CUSTOMER.password,
    });
    const token = /name="auth_token" value="([A-Za-z0-9_-]{43})"/.exec(first.body)?.[1] ?? '';
    const mailed = await post('/my-account/login/', { auth_token: token, intent: 'email-code' });
    expect(mailed.statusCode).toBe(200);
    expect(mailed.body).toContain('We sent a sign-in code to your email address.');
    expect(mailed.body).toContain('Code from the email we sent');
    const code = /\b(\d{6})\b/.exec(await lastMail(DEMO_CUSTOMER.email, 'sign-in-code'))?.[1] ?? '';
    const signedIn = await post('/my-account/login/', {
      auth_token: token,
      auth_method: 'fallback-email',
      intent: 'code',
      'auth-code': code,
    });
    expect(signedIn.statusCode).toBe(303);
  });

  it('issue 15: a login post from another site is refused', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/my-account/login/',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
      },
      payload: new URLSearchParams({
        'email-1': DEMO_CUSTOMER.email,
        'password-1': DEMO_CUSTOMER.password,
      }).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('issue 15: password reset by mailed link: the same answer for any address, the link works once, other sessions end', async () => {
    const email = 'forgetful@example.com';
    const before = await register(email);
    const asked = await post('/my-account/lost-password/', { email });
    const unknown = await post('/my-account/lost-password/', { email: 'nobody-here@example.com' });
    for (const response of [asked, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('If an account uses that email address, we sent it a link');
    }
    const key =
      /reset-password\/\?key=([A-Za-z0-9_-]{43})/.exec(
        await lastMail(email, 'password-reset'),
      )?.[1] ?? '';
    expect(key).not.toBe('');
    const form = await get(`/my-account/reset-password/?key=${key}`);
    expect(form.body).toContain('name="password"');
    const reset = await post(`/my-account/reset-password/?key=${key}`, {
      password: 'Brand-New-Pass-2026!',
    });
    expect(reset.statusCode).toBe(303);
    // The session signed in before the reset is over.
    expect((await get('/my-account/', before)).headers.location).toBe('/my-account/login/');
    const again = await post(`/my-account/reset-password/?key=${key}`, {
      password: 'Other-New-Pass-2026!',
    });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link has expired or was already used.');
    const stale = await get(`/my-account/reset-password/?key=${key}`);
    expect(stale.body).toContain('This link has expired or was already used.');
  });

  it('issue 15: an expired reset link is refused', async () => {
    const email = 'late@example.com';
    await register(email);
    await post('/my-account/lost-password/', { email });
    const key = /key=([A-Za-z0-9_-]{43})/.exec(await lastMail(email, 'password-reset'))?.[1] ?? '';
    // Time passes: the link's hour is over.
    await database.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 60_000) });
    expect((await get(`/my-account/reset-password/?key=${key}`)).body).toContain(
      'This link has expired or was already used.',
    );
    const reset = await post(`/my-account/reset-password/?key=${key}`, {
      password: 'Brand-New-Pass-2026!',
    });
    expect(reset.statusCode).toBe(400);
  });

  it("issue 15: guest orders with the account's email are added only after the mailed confirmation", async () => {
    const email = 'guest.buyer@example.com';
    await database.db.insert(orders).values({
      orderKey: 'order_guest_claim_test',
      status: 'on-hold',
      email: 'Guest.Buyer@example.com',
      billing: {
        firstName: 'G',
        lastName: 'B',
        company: '',
        country: 'PT',
        address1: 'Rua 1',
        address2: '',
        city: 'Lisboa',
        postcode: '1000-001',
        phone: '',
        email,
      },
      paymentMethod: 'bacs',
      currency: 'EUR',
      subtotalCents: 1000,
      shippingCents: 0,
      totalCents: 1000,
      sessionId: 'guest-session',
    });
    const cookie = await register(email);
    const page = await get('/my-account/', cookie);
    expect(page.body).toContain(
      'We found 1 earlier order placed with your email; confirm your email to add it.',
    );
    expect(page.body).toContain('No orders yet.');
    const asked = await post(
      '/my-account/',
      { _wpnonce: nonceOf(page.body), intent: 'claim-request' },
      cookie,
    );
    expect(asked.body).toContain(`We sent a link to ${email}.`);
    // Not claimed yet.
    expect((await get('/my-account/', cookie)).body).toContain('No orders yet.');
    const key =
      /claim-orders\/\?key=([A-Za-z0-9_-]{43})/.exec(await lastMail(email, 'claim-orders'))?.[1] ??
      '';
    // A GET of the link (a mail scanner) changes nothing.
    expect((await get(`/my-account/claim-orders/?key=${key}`, cookie)).body).toContain(
      'Add my earlier orders',
    );
    const claimed = await post(`/my-account/claim-orders/?key=${key}`, {}, cookie);
    expect(claimed.body).toContain('1 earlier order was added to your account.');
    const after = await get('/my-account/', cookie);
    expect(after.body).toMatch(/AT-\d+/);
    expect(after.body).not.toContain('No orders yet.');
  });

  it('TFA-008 the lost-device link signs in once and turns two-factor off, with a notice mail', async () => {
    const email = 'lost.phone@example.com';
    const accounts = accountRepository(database.db);
    const created = await accounts.create(email, await hashPassword('Harbour-Lights-2026!'));
    await accounts.enableTotp(created?.id ?? 0, 'x.y.z', 0, []);
    // The lost-device call (TFA-008) of a pending login mails the link.
    const first = await post('/my-account/login/', {
      form_id: String(LOGIN_FORM_ID),
      'email-1': email,
      'password-1': 'Harbour-Lights-2026!',
    });
    const token = /name="auth_token" value="([A-Za-z0-9_-]{43})"/.exec(first.body)?.[1] ?? '';
    const lost = await post('/my-account/login/', { auth_token: token, intent: 'lost-device' });
    expect(lost.body).toContain('we sent a link to your email address that signs you in once');
    const key =
      /lost-device\/\?key=([A-Za-z0-9_-]{43})/.exec(await lastMail(email, 'lost-device'))?.[1] ??
      '';
    const used = await post(`/my-account/lost-device/?key=${key}`, {});
    expect(used.statusCode).toBe(303);
    expect(used.headers.location).toBe('/my-account/?notice=two-factor-off');
    const page = await get(used.headers.location ?? '', sessionCookieOf(used));
    expect(page.body).toContain('two-factor login is off');
    expect((await accounts.findByEmail(email))?.totpSecret).toBeNull();
    expect(await lastMail(email, 'two-factor-off')).toContain(
      'Two-factor login has just been turned off',
    );
    const twice: LightMyRequestResponse = await post(`/my-account/lost-device/?key=${key}`, {});
    expect(twice.statusCode).toBe(400);
  });

  it('issue 15: two-factor set-up on the account page: QR code and key, confirmed by a first code, ten recovery codes shown once', async () => {
    const cookie = await register('careful@example.com');
    const page = await get('/my-account/', cookie);
    const nonce = nonceOf(page.body);
    const started = await post('/my-account/', { _wpnonce: nonce, intent: 'totp-start' }, cookie);
    expect(started.body).toContain('<svg');
    const secret = /<dt>Key<\/dt><dd><code>([A-Z2-7]{32})<\/code>/.exec(started.body)?.[1] ?? '';
    expect(secret).not.toBe('');
    expect(started.body).toContain('otpauth://totp/Atelier:careful%40example.com?');
    const wrong = await post(
      '/my-account/',
      { _wpnonce: nonce, intent: 'totp-confirm', code: '000000' },
      cookie,
    );
    expect(wrong.body).toContain('That code is not right.');
    // The same secret is offered again until it is confirmed.
    expect(wrong.body).toContain(secret);
    const confirmed = await post(
      '/my-account/',
      { _wpnonce: nonce, intent: 'totp-confirm', code: totpCode(secret) },
      cookie,
    );
    const codes = [
      ...confirmed.body.matchAll(/<code>([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})<\/code>/g),
    ];
    expect(codes).toHaveLength(10);
    expect((await get('/my-account/', cookie)).body).toContain(
      'Two-factor login is on. 10 of your recovery codes are unused.',
    );
    // Turning it off takes a code: a recovery code does it.
    const off = await post(
      '/my-account/',
      { _wpnonce: nonce, intent: 'totp-disable', code: codes[0]?.[1] ?? '' },
      cookie,
    );
    expect(off.body).toContain('Two-factor login is off.');
  });

  it('issue 15: the account page refuses a post without its nonce', async () => {
    const cookie = await register('nonce.check@example.com');
    const response = await post('/my-account/', { intent: 'totp-start' }, cookie);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('The page was out of date');
  });

  it('issue 15: "Create an account" at checkout signs the buyer in, the order is on the account page, and a signed-in order joins the account with the email filled in', async () => {
    const originals = artworks.filter(
      (artwork) => artwork.kind === 'original' && artwork.stock > 0,
    );
    const catalogue = catalogueRepository(database.db);
    const productIds: number[] = [];
    for (const artwork of originals.slice(-2)) {
      productIds.push((await catalogue.productBySlug(artwork.slug))?.id ?? 0);
    }
    /** This session's ajax nonce, as the page's scripts ask for it. */
    const ajaxNonceOf = async (cookie: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/ajax',
        headers: { cookie },
        payload: { action: 'atelier_refresh_nonces' },
      });
      return (response.json() as { data: { ajaxNonce: string } }).data.ajaxNonce;
    };
    const addToCart = async (cookie: string, nonce: string, productId: number) => {
      const added = await app.inject({
        method: 'POST',
        url: '/api/shop-ajax',
        headers: { cookie },
        payload: { action: 'add_to_cart', security: nonce, product_id: productId },
      });
      expect(added.statusCode).toBe(200);
    };
    const checkoutFields = {
      billing_first_name: 'Rita',
      billing_last_name: 'Sousa',
      billing_country: 'PT',
      billing_address_1: 'Rua da Rosa 1',
      billing_city: 'Lisboa',
      billing_postcode: '1200-389',
      billing_phone: '912 345 678',
      billing_email: 'rita.sousa@example.com',
      payment_method: 'bacs',
      terms: 'on',
    };

    const visit = await startVisit(app);
    await addToCart(visit.cookie, visit.ajaxNonce, productIds[0] ?? 0);
    const placed = await post(
      '/checkout/',
      {
        _wpnonce: visit.ajaxNonce,
        ...checkoutFields,
        createaccount: '1',
        account_password: 'Harbour-Lights-2026!',
      },
      visit.cookie,
    );
    expect(placed.statusCode).toBe(303);
    expect(placed.headers.location).toMatch(/^\/checkout\/order-received\/\d+\/\?key=/);
    const signedIn = sessionCookieOf(placed);
    expect(signedIn).not.toBe(visit.cookie);
    const page = await get('/my-account/', signedIn);
    expect(page.body).toContain('Signed in as rita.sousa@example.com');
    const firstOrder = /order-received\/(\d+)\//.exec(placed.headers.location ?? '')?.[1] ?? '';
    expect(page.body).toContain(`/checkout/order-received/${firstOrder}/`);

    const nonce = await ajaxNonceOf(signedIn);
    await addToCart(signedIn, nonce, productIds[1] ?? 0);
    const checkout = await get('/checkout/', signedIn);
    expect(checkout.body).toContain('value="rita.sousa@example.com"');
    expect(checkout.body).toContain('Signed in as rita.sousa@example.com');
    const second = await post('/checkout/', { _wpnonce: nonce, ...checkoutFields }, signedIn);
    expect(second.statusCode).toBe(303);
    const secondOrder = /order-received\/(\d+)\//.exec(second.headers.location ?? '')?.[1] ?? '';
    const customer = await accountRepository(database.db).findByEmail('rita.sousa@example.com');
    const owned = await accountRepository(database.db).ordersOf(customer?.id ?? 0);
    expect(owned.map((order) => String(order.id)).sort()).toEqual([firstOrder, secondOrder].sort());
  });
});
