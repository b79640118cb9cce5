import { escapeHtml } from '@atelier/form-engine/merge-tags';
import { mailHtmlDocument, mailTextSignature } from '../platform/mail/mail-layout';
import type { MailService } from '../platform/mail/mail-service';
import type { SideMailLog } from '../platform/mail/side-mail';

/** One account mail: a heading, paragraphs of text and at most one link, in both parts. */
interface AccountMail {
  to: string;
  subject: string;
  purpose: string;
  paragraphs: readonly string[];
  link?: { href: string; label: string };
  /** A code set apart so it is easy to read and copy. */
  code?: string;
}

function render({ subject, paragraphs, link, code }: AccountMail) {
  const text = [
    ...paragraphs,
    ...(code ? [code] : []),
    ...(link ? [`${link.label}: ${link.href}`] : []),
    mailTextSignature(),
  ].join('\n\n');
  const bodyHtml = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(code
      ? [
          `<p style="font-size:28px;letter-spacing:6px;font-family:monospace">${escapeHtml(code)}</p>`,
        ]
      : []),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
  ].join('\n');
  return { text, html: mailHtmlDocument({ heading: subject, bodyHtml }) };
}

/**
 * The accounts room's mail: codes and single-use links, queued (never sent in the request). A
 * mail that cannot be queued is logged without the address or the code and the caller's answer
 * stands: a visitor is never told more about an account because a mail failed.
 */
export function accountMailer(options: { mail: MailService; publicUrl: URL; log?: SideMailLog }) {
  const address = (path: string) => new URL(path, options.publicUrl).href;
  async function send(mail: AccountMail): Promise<boolean> {
    try {
      await options.mail.enqueue({
        to: mail.to,
        subject: mail.subject,
        purpose: mail.purpose,
        ...render(mail),
      });
      return true;
    } catch (error) {
      options.log?.warn(
        { purpose: mail.purpose, err: error instanceof Error ? error.name : 'unknown' },
        'An account mail could not be queued.',
      );
      return false;
    }
  }

  return {
    signInCode: (to: string, code: string) =>
      send({
        to,
        subject: 'Your Atelier sign-in code',
        purpose: 'sign-in-code',
        paragraphs: [
          'Here is the code to finish signing in to your Atelier account. It works once, for the next 10 minutes.',
          'If you did not try to sign in, someone knows your password: please change it.',
        ],
        code,
      }),

    lostDevice: (to: string, token: string) =>
      send({
        to,
        subject: 'Sign in without your authenticator app',
        purpose: 'lost-device',
        paragraphs: [
          'Someone (we hope you) said they lost the device with the authenticator app for your Atelier account.',
          'The link below signs you in once, within 30 minutes, and turns two-factor login off. Please set it up again on your account page afterwards.',
          'If this was not you, ignore this mail and change your password.',
        ],
        link: {
          href: address(`/my-account/lost-device/?key=${token}`),
          label: 'Sign in and turn two-factor login off',
        },
      }),

    twoFactorOff: (to: string) =>
      send({
        to,
        subject: 'Two-factor login is off for your Atelier account',
        purpose: 'two-factor-off',
        paragraphs: [
          'Two-factor login has just been turned off for your Atelier account.',
          'If you did not do this, change your password at once and set two-factor login up again.',
        ],
        link: { href: address('/my-account/'), label: 'Your account' },
      }),

    passwordReset: (to: string, token: string) =>
      send({
        to,
        subject: 'Reset your Atelier password',
        purpose: 'password-reset',
        paragraphs: [
          'Someone asked to reset the password of your Atelier account. The link below works once, within the next hour.',
          'If it was not you, ignore this mail: your password stays as it is.',
        ],
        link: {
          href: address(`/my-account/reset-password/?key=${token}`),
          label: 'Choose a new password',
        },
      }),

    claimOrders: (to: string, token: string, count: number) =>
      send({
        to,
        subject: 'Confirm your email to add your earlier orders',
        purpose: 'claim-orders',
        paragraphs: [
          `We found ${count} earlier ${count === 1 ? 'order' : 'orders'} placed with this email address. Open the link below (within 24 hours) to confirm the address is yours and add ${count === 1 ? 'it' : 'them'} to your account.`,
        ],
        link: {
          href: address(`/my-account/claim-orders/?key=${token}`),
          label: 'Add my earlier orders',
        },
      }),
  };
}

export type AccountMailer = ReturnType<typeof accountMailer>;
