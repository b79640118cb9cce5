import { escapeHtml } from '@atelier/form-engine/merge-tags';
import { mailHtmlDocument, mailTextSignature } from '../platform/mail/mail-layout';
import type { OutgoingMail } from '../platform/mail/mail-service';

/** The links a newsletter mail carries, as absolute addresses. */
export interface NewsletterMailLinks {
  /** Only in the confirmation mail. */
  confirm?: string;
  /** In every newsletter mail (ADR 0018). */
  unsubscribe: string;
}

interface NewsletterMail {
  to: string;
  subject: string;
  purpose: string;
  paragraphs: readonly string[];
  links: NewsletterMailLinks;
}

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:#1d1d1b;color:#ffffff;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** Both parts of a newsletter mail: the paragraphs, the confirm button if any, the unsubscribe line. */
function render({ to, subject, purpose, paragraphs, links }: NewsletterMail): OutgoingMail {
  const unsubscribeLine = 'Do not want these mails? Unsubscribe with one click:';
  const text = [
    ...paragraphs,
    ...(links.confirm ? [`Confirm your subscription: ${links.confirm}`] : []),
    `${unsubscribeLine} ${links.unsubscribe}`,
    mailTextSignature(),
  ].join('\n\n');
  const bodyHtml = [
    ...paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`),
    ...(links.confirm ? [button(links.confirm, 'Confirm your subscription')] : []),
    `<p style="margin:24px 0 0;font-size:14px;color:#5c5a55">${escapeHtml(unsubscribeLine)} <a href="${escapeHtml(links.unsubscribe)}">unsubscribe</a>.</p>`,
  ].join('\n');
  return {
    to,
    subject,
    purpose,
    text: `${text}\n`,
    html: mailHtmlDocument({ heading: subject, bodyHtml }),
    // A mail client's own unsubscribe button posts here (RFC 8058).
    listUnsubscribe: links.unsubscribe,
  };
}

/**
 * The confirmation mail of a sign-up. It greets no one by name and quotes nothing the sender
 * typed: whoever signs an address up chooses none of the words its owner reads (ADR 0018).
 */
export function confirmationMail(to: string, links: Required<NewsletterMailLinks>): OutgoingMail {
  return render({
    to,
    subject: 'Please confirm your subscription to the Atelier newsletter',
    purpose: 'newsletter-confirm',
    paragraphs: [
      'Hello,',
      'Someone (we hope you) asked to receive the Atelier newsletter at this address: new works, exhibitions and openings, about once a month.',
      'Please confirm with the button below within 7 days. If it was not you, ignore this mail: without the confirmation we send nothing more and forget the address.',
    ],
    links,
  });
}

/** The welcome mail once the owner of the address has confirmed (they may now be greeted by name). */
export function welcomeMail(to: string, name: string, links: NewsletterMailLinks): OutgoingMail {
  return render({
    to,
    subject: 'Welcome to the Atelier newsletter',
    purpose: 'newsletter-welcome',
    paragraphs: [
      name === '' ? 'Hello,' : `Dear ${name},`,
      'Thank you for confirming: you are now subscribed to the Atelier newsletter. Expect new works, exhibitions and openings, about once a month.',
      'Every newsletter carries a link to unsubscribe, like the one below.',
    ],
    links: { unsubscribe: links.unsubscribe },
  });
}
