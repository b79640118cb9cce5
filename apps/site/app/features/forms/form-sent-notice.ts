/**
 * Issue 12, CF-002: a form whose success sends the visitor to another page (the contact form to
 * the dated archive) says there that the message went. Issue 13 (ADR 0012): that page is the same
 * HTML for everyone, so the server never reads the notice. The address it is sent to carries
 * `?sent=<form id>`, which the page shows as a fixed thank-you (so it works without JavaScript,
 * and the notice's room is in the page from the start); after a submit over JavaScript the
 * form's own message also travels in a short-lived cookie, which the browser reads once, clears
 * and shows in that room instead. The cookie holds the message as plain text (shown as text,
 * never as markup), so a cookie set by anyone else can at most show words, never run code.
 */
export const FORM_SENT_COOKIE = 'atelier_form_sent';

/** The query parameter that says a form of this id was just sent from here. */
export const FORM_SENT_PARAMETER = 'sent';

/** What a page opened with `?sent=<form id>` says (the form's own message needs JavaScript). */
export const FORM_SENT_FIXED_TEXT = 'Thank you, your message was sent.';

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

/** Any address of this site, to take apart; never shown or fetched. */
const SITE_BASE = 'http://site.invalid';

/**
 * The address a form's success sends the visitor to: on this site, with `?sent=<form id>` (the
 * rest of its query and its fragment kept); another site's address as it is.
 */
export function formSentAddress(url: string, formId: number): string {
  if (!isSiteAddress(url)) return url;
  const address = new URL(url, SITE_BASE);
  if (address.origin !== SITE_BASE) return url;
  address.searchParams.set(FORM_SENT_PARAMETER, String(formId));
  return `${address.pathname}${address.search}${address.hash}`;
}

/** Whether a page's query says a form was just sent: `sent` is a form id. */
export function formWasSent(search: URLSearchParams): boolean {
  return /^[1-9][0-9]{0,9}$/.test(search.get(FORM_SENT_PARAMETER) ?? '');
}
