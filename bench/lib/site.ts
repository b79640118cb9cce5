/** Page addresses end in a slash on this site; the bare form only redirects. */
export const HOME_PATH = '/';
export const SHOP_PATH = '/shop/';
export const JSON_API_PATH = '/api/ajax?action=atelier_refresh_nonces';

const FIRST_PRODUCT_LINK = /<a\b[^>]*?\shref="(\/product\/[^"]+)"/;

/** The first product on the shop page (`a[href^="/product/"]`), as a visitor would pick it. */
export async function findFirstProductPath(origin: string): Promise<string> {
  const response = await fetch(`${origin}${SHOP_PATH}`, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${SHOP_PATH} answered ${response.status}; expected 200.`);
  const match = FIRST_PRODUCT_LINK.exec(await response.text());
  if (!match?.[1]) {
    throw new Error(
      `${SHOP_PATH} has no link to a product (a[href^="/product/"]): is the gallery seeded?`,
    );
  }
  return match[1];
}
