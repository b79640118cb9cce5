/**
 * Issue 12, CF-002: a form whose success sends the visitor to another page (the contact form to
 * the dated archive) says there that the message went. The server's thank-you travels in a
 * short-lived cookie that the page it redirects to reads once and clears, so that page stays the
 * same anonymous HTML for everyone else. The cookie holds the message as plain text (shown as
 * text, never as markup), so a cookie set by anyone else can at most show words, never run code.
 */
export const FORM_SENT_COOKIE = 'atelier_form_sent';

/** Long enough for the redirect, short enough that a stray notice does not wait for a later visit. */
export const FORM_SENT_COOKIE_SECONDS = 60;

/** The notice is a sentence or two; the cookie never grows near the browser's 4 KiB limit. */
export const FORM_SENT_NOTICE_MAX_LENGTH = 600;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#x') || name.startsWith('#X')) {
    const code = Number.parseInt(name.slice(2), 16);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  if (name.startsWith('#')) {
    const code = Number.parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return ENTITIES[name] ?? entity;
}

/**
 * The server's success message (owner markup, merge tags filled in as escaped text) as the words
 * a visitor reads: tags dropped, paragraphs joined by a space, entities decoded once.
 */
export function successMessageText(html: string): string {
  const text = html
    .replace(/<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#[0-9]+|#[xX][0-9a-fA-F]+|[a-zA-Z]+);/g, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > FORM_SENT_NOTICE_MAX_LENGTH
    ? `${text.slice(0, FORM_SENT_NOTICE_MAX_LENGTH - 1).trimEnd()}…`
    : text;
}

/** Only a redirect within the site carries the notice; another site never reads our cookie. */
export function isSiteAddress(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}
