/** Page addresses end in a slash on this site; the bare form only redirects. */
export const HOME_PATH = '/';
export const SHOP_PATH = '/shop/';
export const JSON_API_PATH = '/api/ajax?action=atelier_refresh_nonces';
/** The site's bare JSON route (no database, no session): the reference for write suites. */
export const BARE_JSON_PATH = '/api/health';
/** The first shop page of prints (their product pages carry the variation form). */
export const PRINTS_PATH = '/shop/?category=prints-and-editions';
/** The form pages: the contact form (one page) and the commission form (steps, phone, dates). */
export const CONTACT_PATH = '/contact/';
export const COMMISSION_PATH = '/commission/';
/** DEC-11: the form the contact page hosts. */
export const CONTACT_FORM_ID = 33568;

const FIRST_PRODUCT_LINK = /<a\b[^>]*?\shref="(\/product\/[^"]+)"/;

/**
 * The first product on a shop page (`a[href^="/product/"]`), as a visitor would pick it:
 * `/shop/` by default.
 */
export async function findFirstProductPath(origin: string, listPath = SHOP_PATH): Promise<string> {
  const response = await fetch(`${origin}${listPath}`, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${listPath} answered ${response.status}; expected 200.`);
  const match = FIRST_PRODUCT_LINK.exec(await response.text());
  if (!match?.[1]) {
    throw new Error(
      `${listPath} has no link to a product (a[href^="/product/"]): is the gallery seeded?`,
    );
  }
  return match[1];
}

/** The status a page answers with (redirects not followed), e.g. 404 for a page not built yet. */
export async function statusOf(origin: string, pathname: string): Promise<number> {
  const response = await fetch(`${origin}${pathname}`, {
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  await response.body?.cancel();
  return response.status;
}
