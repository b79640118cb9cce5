import { NEWSLETTER_TEXTS } from '@atelier/contracts/newsletter';
import { newsletterRepository } from '@atelier/db/repositories/newsletter';
import { mailQueue } from '@atelier/db/schema';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_STALE_PAGE_MESSAGE } from '~/features/newsletter/newsletter-pages.server';
import { seededSite } from '../testing/vite-pages';

/**
 * The newsletter's pages through the real app (issue 16, ADR 0018): the sign-up page is shared
 * and cached and its native post works without JavaScript; the mailed links' pages are personal,
 * change nothing on GET, and act on POST (the one-click unsubscribe without a nonce).
 */

const SAME_SITE = { 'sec-fetch-site': 'same-origin' };
const FORM = 'application/x-www-form-urlencoded';

/** React Router escapes text in the document as HTML; the messages here hold apostrophes. */
const asHtml = (text: string) => text.replaceAll("'", '&#x27;');

describe('newsletter pages (pglite)', () => {
  let site: Awaited<ReturnType<typeof seededSite>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = await seededSite();
    ({ app } = site);
  });
  afterAll(async () => {
    await site?.close();
  });

  const post = (
    url: string,
    fields: Record<string, string>,
    headers: Record<string, string> = SAME_SITE,
  ) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: '203.0.113.40',
      headers: { 'content-type': FORM, ...headers },
      payload: new URLSearchParams(fields).toString(),
    });

  /** The token of the newest mail's link to `page` for an address. */
  async function mailedToken(email: string, page: 'confirm' | 'unsubscribe') {
    const [mail] = await site.database.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.recipient, email))
      .orderBy(desc(mailQueue.id))
      .limit(1);
    const match = mail?.textBody.match(new RegExp(`/newsletter/${page}/\\?token=([\\w-]{43})`));
    if (!match?.[1]) throw new Error(`No ${page} link mailed to ${email}.`);
    return match[1];
  }

  async function signedUp(email: string) {
    const response = await post('/newsletter/', { email, consent: 'yes', consent_text: 'Yes.' });
    expect(response.statusCode).toBe(200);
    return mailedToken(email, 'confirm');
  }

  it('POP-014 ADR 0011 the sign-up page is the same for everyone and cached: the form with its popup classes, fields and consent, no nonce, no cookie', async () => {
    const page = await app.inject({ method: 'GET', url: '/newsletter/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('public');
    expect(page.cookies).toEqual([]);
    const html = page.body;
    const form = html.match(/<form class="pum-form pum-sub-form newsletter-form"[^>]*>/)?.[0];
    expect(form).toContain('action="/newsletter/"');
    expect(form).toContain('method="post"');
    expect(form).toContain(
      'data-settings="{&quot;openpopup&quot;:false,&quot;openpopup_id&quot;:0,&quot;closepopup&quot;:true,&quot;closedelay&quot;:3000}"',
    );
    expect(html).toContain('name="email"');
    const consent = html.match(/<input[^>]*type="checkbox"[^>]*>/)?.[0];
    expect(consent).toContain('name="consent"');
    expect(consent).toContain('value="yes"');
    expect(consent).toMatch(/required=""/);
    expect(html).toContain('name="consent_text"');
    expect(html).toContain('href="/privacy-policy/"');
    expect(html).not.toContain('pum_form_popup_id');
    expect(html).not.toMatch(/nonce" value="[^"]/);
    // Every page's footer leads here.
    expect(html).toMatch(/<a [^>]*href="\/newsletter\/"[^>]*>Newsletter<\/a>/);
  });

  it('POP-014 without JavaScript, a sign-up posted to /newsletter/ shows the thank-you, privately, and mails the confirm link', async () => {
    const response = await post('/newsletter/', {
      name: 'Nina',
      email: 'Nina@Example.com',
      consent: 'yes',
      consent_text: 'I agree.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain(asHtml(NEWSLETTER_TEXTS.signedUp));
    expect(response.body).toMatch(/role="status"/);
    expect(
      (await newsletterRepository(site.database.db).findByEmail('nina@example.com'))?.status,
    ).toBe('pending');
    expect(await mailedToken('nina@example.com', 'confirm')).toMatch(/^[\w-]{43}$/);
  });

  it('POP-015 without JavaScript, a refused sign-up names each field beside it and keeps what was typed', async () => {
    const response = await post('/newsletter/', { name: 'Kept Name', email: 'kept-at-example' });
    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(html).toContain(asHtml(NEWSLETTER_TEXTS.refused));
    expect(html).toContain(NEWSLETTER_TEXTS.emailInvalid);
    expect(html).toContain(NEWSLETTER_TEXTS.consentMissing);
    expect(html).toMatch(/aria-invalid="true" aria-describedby="[^"]*-email-error"/);
    expect(html).toContain('value="Kept Name"');
    expect(html).toContain('value="kept-at-example"');
  });

  it('ADR 0012 a sign-up posted from another site is refused and stores nothing', async () => {
    const response = await post(
      '/newsletter/',
      { email: 'elsewhere@example.com', consent: 'yes' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(NEWSLETTER_STALE_PAGE_MESSAGE);
    expect(
      await newsletterRepository(site.database.db).findByEmail('elsewhere@example.com'),
    ).toBeUndefined();
  });

  it('ADR 0018 opening the confirm link shows a button and confirms nothing (mail scanners only GET); the POST confirms, privately', async () => {
    const token = await signedUp('confirm@example.com');
    const page = await app.inject({ method: 'GET', url: `/newsletter/confirm/?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('Confirm my subscription</button>');
    expect(
      (await newsletterRepository(site.database.db).findByEmail('confirm@example.com'))?.status,
    ).toBe('pending');

    const confirmed = await post(`/newsletter/confirm/?token=${token}`, {});
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('private, no-store');
    expect(confirmed.body).toContain(NEWSLETTER_TEXTS.confirmed);
    expect(
      (await newsletterRepository(site.database.db).findByEmail('confirm@example.com'))?.status,
    ).toBe('confirmed');
    // The welcome mail carries the unsubscribe link.
    expect(await mailedToken('confirm@example.com', 'unsubscribe')).toMatch(/^[\w-]{43}$/);

    // Used: the page and a second press say so.
    const again = await app.inject({ method: 'GET', url: `/newsletter/confirm/?token=${token}` });
    expect(again.body).toContain(NEWSLETTER_TEXTS.confirmLinkDead);
    expect(again.body).not.toContain('Confirm my subscription</button>');
    const twice = await post(`/newsletter/confirm/?token=${token}`, {});
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain(NEWSLETTER_TEXTS.confirmLinkDead);
  });

  it('ADR 0018 an unknown or incomplete confirm link gets a clear page; a confirm posted from elsewhere is refused', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: `/newsletter/confirm/?token=${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain(NEWSLETTER_TEXTS.confirmLinkDead);
    const incomplete = await app.inject({ method: 'GET', url: '/newsletter/confirm/?token=abc' });
    expect(incomplete.body).toContain(NEWSLETTER_TEXTS.linkIncomplete);
    const bare = await app.inject({ method: 'GET', url: '/newsletter/confirm/' });
    expect(bare.body).toContain(NEWSLETTER_TEXTS.linkIncomplete);

    const token = await signedUp('forged@example.com');
    const forged = await post(
      `/newsletter/confirm/?token=${token}`,
      {},
      {
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(forged.statusCode).toBe(403);
    expect(
      (await newsletterRepository(site.database.db).findByEmail('forged@example.com'))?.status,
    ).toBe('pending');
  });

  it('ADR 0018 the unsubscribe link shows a button and changes nothing on GET; its button unsubscribes', async () => {
    await signedUp('leave@example.com');
    const token = await mailedToken('leave@example.com', 'unsubscribe');
    const page = await app.inject({
      method: 'GET',
      url: `/newsletter/unsubscribe/?token=${token}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('Unsubscribe</button>');
    expect(
      (await newsletterRepository(site.database.db).findByEmail('leave@example.com'))?.status,
    ).toBe('pending');
    const left = await post(`/newsletter/unsubscribe/?token=${token}`, {});
    expect(left.statusCode).toBe(200);
    expect(left.body).toContain(NEWSLETTER_TEXTS.unsubscribed);
    expect(
      (await newsletterRepository(site.database.db).findByEmail('leave@example.com'))?.status,
    ).toBe('unsubscribed');
  });

  it('ADR 0018 RFC 8058 a mail client’s one-click unsubscribe POST works with no nonce and no origin; an unknown link says so', async () => {
    const confirmToken = await signedUp('oneclick@example.com');
    await post(`/newsletter/confirm/?token=${confirmToken}`, {});
    const token = await mailedToken('oneclick@example.com', 'unsubscribe');
    const oneClick = await post(
      `/newsletter/unsubscribe/?token=${token}`,
      { 'List-Unsubscribe': 'One-Click' },
      {},
    );
    expect(oneClick.statusCode).toBe(200);
    expect(
      (await newsletterRepository(site.database.db).findByEmail('oneclick@example.com'))?.status,
    ).toBe('unsubscribed');

    const unknown = await post(
      `/newsletter/unsubscribe/?token=${'y'.repeat(43)}`,
      { 'List-Unsubscribe': 'One-Click' },
      {},
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(NEWSLETTER_TEXTS.unsubscribeLinkUnknown);
    const unknownPage = await app.inject({
      method: 'GET',
      url: `/newsletter/unsubscribe/?token=${'y'.repeat(43)}`,
    });
    expect(unknownPage.body).toContain(NEWSLETTER_TEXTS.unsubscribeLinkUnknown);
  });
});
