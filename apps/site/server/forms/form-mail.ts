import type { Database } from '@atelier/db/connection';
import { rateLimitRepository } from '@atelier/db/repositories/rate-limits';
import { visitorMailLimit } from '../platform/mail/visitor-mail-limit';
import {
  renderNotification,
  type SubmittedEntry,
} from '@atelier/form-engine/mail/notification-mail';
import { formatAmount } from '@atelier/shop/money';
import type { OutgoingMail } from '../platform/mail/mail-service';
import { mailHtmlDocument, mailTextSignature } from '../platform/mail/mail-layout';
import { queueSideMail, silentMailLog, type SideMailLog } from '../platform/mail/side-mail';
import type { LoadedForm, SubmittingVisitor } from './loaded-form';

/** The part of the site's mail service form mail uses: it only queues. */
export interface FormMailQueue {
  enqueue(mail: OutgoingMail): Promise<unknown>;
}

export interface FormMailOptions {
  mail: FormMailQueue;
  /** SHOP_EMAIL: where `{site_email}` recipients (the gallery's notices) go. */
  siteEmail: string;
  log?: SideMailLog;
  now?: () => Date;
}

/** A stored entry as the mail reads it. */
export interface StoredEntry extends SubmittedEntry {
  readonly id: number;
}

/**
 * How many mails one typed address may be sent from form submissions in an hour, and how many
 * one visitor (a session, and separately a network address) may have sent to typed addresses.
 * A receipt or a quote goes to the address the visitor typed, so without a limit the forms
 * could be used to send the gallery's mail to a list of strangers.
 */
export const FORM_MAILS_PER_ADDRESS = 5;
export const FORM_MAILS_PER_VISITOR = 10;

/**
 * Sends the mail a stored form entry promises: each notification of the form's definition
 * (`settings.notifications`), rendered from the entry and queued for every recipient. Never
 * throws: the entry is stored and the visitor's answer does not depend on mail. A mail that
 * cannot be queued is logged with the form, entry and notification only (no address, no values).
 */
export function formMailer(db: Database, options: FormMailOptions) {
  const log = options.log ?? silentMailLog;
  /** Counts a mail to a typed address; false when the address or the visitor is over its limit. */
  const visitorMail = visitorMailLimit(rateLimitRepository(db), {
    prefix: 'form-mail',
    perVisitor: FORM_MAILS_PER_VISITOR,
    perAddress: FORM_MAILS_PER_ADDRESS,
    now: options.now ?? (() => new Date()),
  });

  return {
    async entryStored(
      form: LoadedForm,
      entry: StoredEntry,
      visitor: SubmittingVisitor,
    ): Promise<void> {
      for (const notification of form.definition.settings.notifications) {
        const details = { formId: form.id, entryId: entry.id, notification: notification.id };
        try {
          const rendered = renderNotification(
            notification,
            form.definition,
            entry,
            options.siteEmail,
            formatAmount,
          );
          const html = mailHtmlDocument({ heading: rendered.subject, bodyHtml: rendered.html });
          const text = `${rendered.text}\n\n${mailTextSignature()}\n`;
          for (const to of rendered.recipients) {
            const typed = rendered.visitorRecipients.includes(to);
            if (typed && !(await visitorMail.allowed(to, visitor))) {
              log.warn(details, 'form mail not queued: too many mails to this visitor address');
              continue;
            }
            const purpose = `form-${form.id}-${notification.id}`;
            await queueSideMail(
              options.mail,
              { to, subject: rendered.subject, text, html, purpose },
              log,
              'form mail',
              details,
            );
          }
        } catch (error) {
          log.error(
            { ...details, err: error },
            'form mail not queued; the entry is stored all the same',
          );
        }
      }
    },
  };
}

export type FormMailer = ReturnType<typeof formMailer>;
