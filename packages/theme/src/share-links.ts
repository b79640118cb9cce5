/**
 * The page share overlay's networks (NAV-012, MISC-013, DEC-16: Facebook, X, Pinterest, LinkedIn
 * and WhatsApp) and the share addresses this package owns. Facebook, X and Pinterest addresses
 * are the tile gallery's (`@atelier/gallery/tile-share` `shareAddress`, GAL-003): the site's
 * sharing room composes the two so each network's address is written once. A pure package may
 * not import another, hence the split.
 *
 * API: `PAGE_SHARE_NETWORKS`, `PAGE_SHARE_NETWORK_NAMES`, `linkedInShareAddress(page)`,
 * `whatsAppShareAddress(page)`, `SharedPage`, `PIN_SCRIPT_URL`, `PIN_SCRIPT_ORIGIN` (MISC-014).
 */

export const PAGE_SHARE_NETWORKS = Object.freeze([
  'facebook',
  'x',
  'pinterest',
  'linkedin',
  'whatsapp',
] as const);
export type PageShareNetwork = (typeof PAGE_SHARE_NETWORKS)[number];

/** Human names for labels ("Share on …"). */
export const PAGE_SHARE_NETWORK_NAMES: Readonly<Record<PageShareNetwork, string>> = Object.freeze({
  facebook: 'Facebook',
  x: 'X (Twitter)',
  pinterest: 'Pinterest',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
});

export interface SharedPage {
  /** The page's absolute location. */
  url: string;
  title: string;
}

/** LinkedIn's share page takes only the location; it reads the title from the page's tags. */
export function linkedInShareAddress(page: SharedPage): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(page.url)}`;
}

/**
 * WhatsApp's share page takes one text: the title, a line break, the location. Both are encoded
 * as one value, so a title holding `&`, `#` or `?` cannot cut it short.
 */
export function whatsAppShareAddress(page: SharedPage): string {
  const text = page.title.trim() === '' ? page.url : `${page.title}\n${page.url}`;
  return `https://api.whatsapp.com/send?text=${encodeURIComponent(text)}`;
}

/**
 * MISC-014: Pinterest's picture-pinning script, injected only when a visitor pins (never on page
 * load). The page's Content-Security-Policy allows scripts from this origin and no other outside
 * one; its `pinit.js` loads the rest of Pinterest's code from the same origin.
 */
export const PIN_SCRIPT_ORIGIN = 'https://assets.pinterest.com';
export const PIN_SCRIPT_URL = `${PIN_SCRIPT_ORIGIN}/js/pinit.js`;
