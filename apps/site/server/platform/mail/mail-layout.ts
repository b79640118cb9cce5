import { site } from '@atelier/demo-content/catalogue';
import { escapeHtml } from '@atelier/form-engine/merge-tags';

/** The gallery as every mail signs off: the same details the site's footer shows. */
export const MAIL_SIGNATURE = [site.name, site.address, `${site.phone} · ${site.openingHours}`];

export interface MailDocument {
  /** The mail's heading, as text (escaped here). */
  heading: string;
  /** The body's markup: every value in it must already be escaped by its renderer. */
  bodyHtml: string;
}

/**
 * One HTML document around a mail's body: inline styles only (mail clients drop style sheets
 * and most of the head), a single readable column, the gallery's signature. The plain-text part
 * is each renderer's own, so it reads well rather than being HTML with the tags stripped.
 */
export function mailHtmlDocument({ heading, bodyHtml }: MailDocument): string {
  const title = escapeHtml(heading);
  const signature = MAIL_SIGNATURE.map(escapeHtml).join('<br>');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title></head>`,
    '<body style="margin:0;padding:0;background:#f6f4f0;color:#1d1d1b;font-family:Georgia,\'Times New Roman\',serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto;padding:32px 24px;background:#ffffff">',
    `<h1 style="font-size:22px;font-weight:normal;margin:0 0 24px">${title}</h1>`,
    bodyHtml,
    `<p style="margin-top:32px;padding-top:16px;border-top:1px solid #e2ddd5;color:#5c5a55;font-size:14px">${signature}</p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** The plain-text part's sign-off, matching the HTML one. */
export function mailTextSignature(): string {
  return ['--', ...MAIL_SIGNATURE].join('\n');
}
