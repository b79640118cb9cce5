import type { FastifyRequest } from 'fastify';

/**
 * The one page a browser gets when the server answers a page request itself instead of React
 * Router (a form too large or of the wrong type, too many posts, a broken address, a failure).
 * Self-contained: it cannot count on the app's hashed stylesheet, so it carries a small copy of
 * the site's look inline (the CSP allows inline styles; it runs no script). Every text is
 * escaped; nothing the visitor sent is shown except the page address in a link back, escaped.
 */
export interface ErrorPage {
  status: number;
  heading: string;
  /** What happened and what to do, in one or two sentences. */
  message: string;
  /** A same-site path to go back to (the form's page); the home page is always linked. */
  backHref?: string | undefined;
  backLabel?: string | undefined;
}

const SITE_NAME = 'Atelier';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? '');

/** The site's colours and type (app/styles/app.css), enough for a calm page of text. */
const STYLE = `
:root{--paper:#f7f5f1;--ink:#1d1b19;--text:#4a4743;--line:#dcd6cc;--accent-ink:#7d3a24;--focus:#1f5fbf;
--serif:'Iowan Old Style','Palatino Linotype',Palatino,'Book Antiqua',Georgia,serif;
--sans:'Inter',system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color-scheme:light}
*{box-sizing:border-box}
body{margin:0;background:var(--paper);color:var(--text);font:400 1.0625rem/1.65 var(--sans)}
header{border-bottom:1px solid var(--line)}
.wrap{max-width:780px;margin-inline:auto;padding-inline:clamp(1rem,3vw,2.5rem)}
header .wrap{display:flex;align-items:center;min-height:96px}
.logo{color:var(--ink);text-decoration:none;font:500 1.7rem/1 var(--serif);letter-spacing:.06em;text-transform:uppercase}
main{padding-block:clamp(3rem,8vw,6rem)}
.eyebrow{color:var(--accent-ink);font-size:.78rem;font-weight:600;letter-spacing:.14em;text-transform:uppercase;margin:0 0 .75rem}
h1{color:var(--ink);font:500 clamp(2rem,4vw,2.75rem)/1.15 var(--serif);letter-spacing:-.01em;margin:0 0 .5em}
p{margin:0 0 1em}
a{color:var(--accent-ink);text-underline-offset:.2em}
a:hover{color:var(--ink)}
:focus-visible{outline:3px solid var(--focus);outline-offset:3px}
.links{display:flex;flex-wrap:wrap;gap:1.5rem;margin-top:2rem}
`.trim();

/** A path of this site (`/checkout/`), never another origin (`//evil.example`) or a scheme. */
function sameSitePath(candidate: string | undefined): string | undefined {
  if (candidate === undefined || !candidate.startsWith('/') || candidate.startsWith('//')) {
    return undefined;
  }
  if (candidate.includes('\\')) return undefined;
  return candidate;
}

export function renderErrorPage(page: ErrorPage): string {
  const back = sameSitePath(page.backHref);
  const links = [
    back && back !== '/'
      ? `<a href="${escapeHtml(back)}">${escapeHtml(page.backLabel ?? 'Go back to the page')}</a>`
      : '',
    `<a href="/">Go to the home page</a>`,
  ].join('');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(page.heading)} · ${SITE_NAME}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<header><div class="wrap"><a class="logo" href="/">${SITE_NAME}</a></div></header>`,
    '<main class="wrap" id="main">',
    `<p class="eyebrow">Error ${page.status}</p>`,
    `<h1>${escapeHtml(page.heading)}</h1>`,
    `<p>${escapeHtml(page.message)}</p>`,
    `<p class="links">${links}</p>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** The headings the error page shows, by status; the sentence comes from the error itself. */
export function headingFor(status: number): string {
  switch (status) {
    case 400:
      return 'We could not read that request';
    case 404:
      return 'This room of the gallery is empty';
    case 405:
      return 'That cannot be done here';
    case 408:
      return 'The form took too long to arrive';
    case 413:
      return 'The form is too large';
    case 414:
      return 'The address is too long';
    case 415:
      return 'We could not read that form';
    case 429:
      return 'Please wait a moment';
    case 503:
      return 'The shop is very busy';
    default:
      return status >= 500 ? 'Something went wrong' : 'We could not do that';
  }
}

/**
 * Whether an answer the server gives itself should be JSON rather than a page: API calls, React
 * Router's data requests (`/checkout.data`, fetched by the browser's router, which reads no
 * HTML) and callers that ask for JSON and not HTML. A browser's own navigation or form post
 * accepts text/html, so it gets the page.
 */
export function wantsJson(request: Pick<FastifyRequest, 'url' | 'headers'>): boolean {
  const pathname = request.url.split('?', 1)[0] ?? '';
  if (pathname.startsWith('/api/') || pathname.endsWith('.data')) return true;
  const accept = String(request.headers.accept ?? '').toLowerCase();
  return /application\/([\w.+-]*\+)?json/.test(accept) && !accept.includes('text/html');
}

/** The page path a form was posted to, as a link back to it; `/checkout/` from `/checkout/?x`. */
export function backPathOf(request: Pick<FastifyRequest, 'url' | 'method'>): string | undefined {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  return sameSitePath(request.url.split('?', 1)[0]);
}
