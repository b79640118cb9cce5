import { FORM_ACTIONS } from '@atelier/contracts/forms';
import type { DatabaseHandle } from '@atelier/db/connection';
import { formRepository } from '@atelier/db/repositories/forms';
import { CONTACT_FORM_ID, CONTACT_FORM_REDIRECT } from '@atelier/demo-content/forms';
import { SBJS_COOKIES } from '@atelier/shop/attribution';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_EXPIRED_MESSAGE } from '~/features/forms/form-page.server';
import { FORM_SENT_COOKIE, FORM_SENT_FIXED_TEXT } from '~/features/forms/form-sent-notice';
import { startVisit } from '../testing/test-app';
import { challengeRoute, contactCaptchaFields } from '../testing/captcha-tokens';
import { seededSite } from '../testing/vite-pages';

/**
 * Issue 13 (ADR 0012): the form pages and the page a form redirects to, through the real app
 * (pages from Vite, as `npm run dev` serves them): what they show is the same for every visitor,
 * and their answers set none of a visitor's cookies.
 */

/** The markup of the element with this id (its section), as the page rendered it. */
function sectionOf(html: string, id: string): string {
  const start = html.indexOf(`<section class="contact-layout__form" aria-labelledby="${id}-title"`);
  const end = html.indexOf('</section>', start);
  if (start === -1 || end === -1) throw new Error(`No section ${id} in the page.`);
  return html.slice(start, end);
}

const cookieNames = (response: LightMyRequestResponse) =>
  response.cookies.map((cookie) => cookie.name);

const CONTACT_FIELDS = {
  action: FORM_ACTIONS.submit,
  form_id: String(CONTACT_FORM_ID),
  render_id: '0',
  forminator_nonce: '',
  'text-1': 'Ana Ferreira',
  'email-1': 'ana@example.com',
  'textarea-1': 'Is the harbour print still available?',
};

describe('issue 13: form pages shared by every visitor (pglite)', () => {
  let site: Awaited<ReturnType<typeof seededSite>>;
  let app: FastifyInstance;
  let database: DatabaseHandle;

  beforeAll(async () => {
    site = await seededSite();
    ({ app, database } = site);
  });

  afterAll(async () => {
    await site?.close();
  });

  /** The contact form's post with what its widgets add: a solved captcha, the bot-check token. */
  const postContact = async (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/contact/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({
        ...CONTACT_FIELDS,
        ...(await contactCaptchaFields(challengeRoute(app))),
      }).toString(),
    });

  it('two visitors get the same contact form, with an empty nonce', async () => {
    const first = await startVisit(app);
    const second = await startVisit(app);
    const pages = await Promise.all(
      [first.cookie, second.cookie].map((cookie) =>
        app.inject({ method: 'GET', url: '/contact/', headers: { cookie } }),
      ),
    );
    const forms = pages.map((page) => sectionOf(page.body, 'contact-form'));
    expect(forms[0]).toContain('name="forminator_nonce" value=""');
    expect(forms[0]).toBe(forms[1]);
    // The page's hydration data carries the form without the gallery's mail templates.
    expect(pages[0]?.body).toContain('text-1');
    expect(pages[0]?.body).not.toContain('{site_email}');
    expect(pages[0]?.body).not.toContain('We have your message');
  });

  it('ATTR-003 a page answer sets no attribution cookie: the browser counts page views', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/shop/?utm_source=newsletter',
      headers: { referer: 'https://mail.example/' },
    });
    expect(page.statusCode).toBe(200);
    for (const name of Object.values(SBJS_COOKIES)) expect(cookieNames(page)).not.toContain(name);
  });

  it('SUB-012 a native post from the page itself needs no nonce and opens the archive with ?sent=', async () => {
    const sent = await postContact({ 'sec-fetch-site': 'same-origin' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`${CONTACT_FORM_REDIRECT}?sent=${CONTACT_FORM_ID}`);
    expect(cookieNames(sent)).not.toContain(FORM_SENT_COOKIE);
  });

  it('SUB-012 a cross-site post without a nonce is refused: the page says so and keeps the values', async () => {
    const before = await formRepository(database.db).countEntries(CONTACT_FORM_ID);
    // A browser's word on where the post came from, without an Origin: our action refuses it.
    const refused = await postContact({
      'sec-fetch-site': 'cross-site',
      referer: 'https://evil.example/page',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(SESSION_EXPIRED_MESSAGE);
    expect(refused.body).toContain('value="Ana Ferreira"');
    // With another site's Origin, React Router refuses the action before it runs.
    const foreign = await postContact({ origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(400);
    expect(await formRepository(database.db).countEntries(CONTACT_FORM_ID)).toBe(before);
  });

  it('CF-002 the archive page is the same for everyone: ?sent= shows the fixed thank-you, a cookie changes nothing', async () => {
    const message = 'Thank you for your message, Ana Ferreira.';
    const withCookie = await app.inject({
      method: 'GET',
      url: `${CONTACT_FORM_REDIRECT}?sent=${CONTACT_FORM_ID}`,
      headers: { cookie: `${FORM_SENT_COOKIE}=${encodeURIComponent(message)}` },
    });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.body).toContain(FORM_SENT_FIXED_TEXT);
    expect(withCookie.body).not.toContain('Ana Ferreira');
    // The browser reads and clears the cookie; the page's answer leaves it alone.
    expect(cookieNames(withCookie)).not.toContain(FORM_SENT_COOKIE);
    const plain = await app.inject({ method: 'GET', url: CONTACT_FORM_REDIRECT });
    expect(plain.body).not.toContain(FORM_SENT_FIXED_TEXT);
    expect(plain.body).toContain('<div class="form-sent-notice" role="status"></div>');
  });
});
