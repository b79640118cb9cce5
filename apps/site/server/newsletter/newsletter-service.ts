import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  checkNewsletterSignUp,
  NEWSLETTER_TEXTS,
  NEWSLETTER_TOKEN_PATTERN,
  type NewsletterSignUpFields,
} from '@atelier/contracts/newsletter';
import type { PopupFormError } from '@atelier/contracts/popup-forms';
import type { Database } from '@atelier/db/connection';
import { newsletterRepository } from '@atelier/db/repositories/newsletter';
import { rateLimitRepository } from '@atelier/db/repositories/rate-limits';
import { NEWSLETTER_PATHS, newsletterLink } from '~/features/newsletter/newsletter-paths';
import type { OutgoingMail } from '../platform/mail/mail-service';
import { queueSideMail, silentMailLog, type SideMailLog } from '../platform/mail/side-mail';
import { visitorMailLimit } from '../platform/mail/visitor-mail-limit';
import { confirmationMail, welcomeMail } from './newsletter-mail';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a confirm link works; housekeeping forgets a sign-up not confirmed by then. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
/**
 * Confirmation mails per hour to one address, and sign-ups per hour from one visitor (session
 * and network address): the address is the visitor's word, so the form must not become a way to
 * fill a stranger's inbox.
 */
export const NEWSLETTER_MAILS_PER_ADDRESS = 3;
export const NEWSLETTER_SIGN_UPS_PER_VISITOR = 10;

export interface NewsletterVisitor {
  sessionId: string;
  /** The keyed hash of the visitor's network address (never the address). */
  ipHash: string;
}

export interface NewsletterServiceOptions {
  mail: { enqueue(mail: OutgoingMail): Promise<unknown> };
  /** PUBLIC_URL: the links in the mail are absolute. */
  publicUrl: URL;
  /** The site's secret: keys the unsubscribe tokens (ADR 0018). */
  secret: string;
  log?: SideMailLog;
  now?: () => Date;
}

export type NewsletterSignUpAnswer =
  { ok: true; message: string } | { ok: false; message: string; errors: PopupFormError[] };

export interface NewsletterLinkAnswer {
  ok: boolean;
  message: string;
}

/** What the database keeps of a token: its SHA-256, so a copy of the table opens no link. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The newsletter (issue 16, POP-014, ADR 0018): double opt-in sign-ups, their confirmation and
 * unsubscribing, for the popup's `pum_sub_form` call and the `/newsletter/` pages alike.
 */
export function newsletterService(db: Database, options: NewsletterServiceOptions) {
  const subscribers = newsletterRepository(db);
  const now = options.now ?? (() => new Date());
  const log = options.log ?? silentMailLog;
  const signUpMail = visitorMailLimit(rateLimitRepository(db), {
    prefix: 'newsletter',
    perVisitor: NEWSLETTER_SIGN_UPS_PER_VISITOR,
    perAddress: NEWSLETTER_MAILS_PER_ADDRESS,
    now,
  });
  const address = (path: string) => new URL(path, options.publicUrl).href;
  /**
   * The unsubscribe token is keyed, not random: every later mail to the subscriber (the welcome
   * mail, each newsletter) must carry the link, and the database keeps only the token's hash. The
   * key is the site's secret, so the address alone does not give the token.
   */
  const unsubscribeTokenOf = (email: string) =>
    createHmac('sha256', options.secret)
      .update(`newsletter-unsubscribe\n${email}`)
      .digest('base64url');
  const unsubscribeAddress = (email: string) =>
    address(newsletterLink(NEWSLETTER_PATHS.unsubscribe, unsubscribeTokenOf(email)));
  const hashOfWellFormed = (token: string) =>
    NEWSLETTER_TOKEN_PATTERN.test(token) ? tokenHash(token) : undefined;

  return {
    /**
     * A sign-up: checked (the address lower-cased), then stored pending with a fresh confirm
     * link mailed to the address. The answer is the same whether the address was new, pending,
     * unsubscribed or already confirmed (which gets no mail), and when the mail limit held the
     * mail back (nothing is changed then, so the link mailed before still works).
     */
    async signUp(
      fields: NewsletterSignUpFields,
      origin: { popupId: number | null; visitor: NewsletterVisitor },
    ): Promise<NewsletterSignUpAnswer> {
      const checked = checkNewsletterSignUp(fields);
      if (!checked.ok)
        return { ok: false, message: NEWSLETTER_TEXTS.refused, errors: checked.errors };
      const { email, name, consentText } = checked.values;
      const accepted = { ok: true as const, message: NEWSLETTER_TEXTS.signedUp };
      if (!(await signUpMail.allowed(email, origin.visitor))) {
        log.warn(
          { purpose: 'newsletter-confirm' },
          'newsletter sign-up not stored: mail limit reached',
        );
        return accepted;
      }
      const confirmToken = randomBytes(32).toString('base64url');
      const moment = now();
      const stored = await subscribers.subscribe(
        {
          email,
          name,
          consentText,
          popupId: origin.popupId,
          ipHash: origin.visitor.ipHash,
          confirmTokenHash: tokenHash(confirmToken),
          confirmExpiresAt: new Date(moment.getTime() + NEWSLETTER_CONFIRM_DAYS * DAY_MS),
          unsubscribeTokenHash: tokenHash(unsubscribeTokenOf(email)),
        },
        moment,
      );
      if (stored.outcome === 'pending') {
        await queueSideMail(
          options.mail,
          confirmationMail(email, {
            confirm: address(newsletterLink(NEWSLETTER_PATHS.confirm, confirmToken)),
            unsubscribe: unsubscribeAddress(email),
          }),
          log,
          'newsletter confirmation mail',
          { subscriberId: stored.id },
        );
      }
      return accepted;
    },

    /** Whether a confirm link still works (its page says so before showing the button). */
    async confirmLinkIsLive(token: string): Promise<boolean> {
      const hash = hashOfWellFormed(token);
      return hash !== undefined && subscribers.confirmLinkIsLive(hash, now());
    },

    /** Uses a confirm link: the sign-up is confirmed and the welcome mail queued. */
    async confirm(token: string): Promise<NewsletterLinkAnswer> {
      const hash = hashOfWellFormed(token);
      const confirmed = hash === undefined ? undefined : await subscribers.confirm(hash, now());
      if (!confirmed) return { ok: false, message: NEWSLETTER_TEXTS.confirmLinkDead };
      await queueSideMail(
        options.mail,
        welcomeMail(confirmed.email, confirmed.name, {
          unsubscribe: unsubscribeAddress(confirmed.email),
        }),
        log,
        'newsletter welcome mail',
        { subscriberId: confirmed.id },
      );
      return { ok: true, message: NEWSLETTER_TEXTS.confirmed };
    },

    /** Whether an unsubscribe link names a subscriber. */
    async unsubscribeLinkIsKnown(token: string): Promise<boolean> {
      const hash = hashOfWellFormed(token);
      return hash !== undefined && subscribers.unsubscribeLinkIsKnown(hash);
    },

    /** Uses an unsubscribe link (the page's button or a mail client's one-click post). */
    async unsubscribe(token: string): Promise<NewsletterLinkAnswer> {
      const hash = hashOfWellFormed(token);
      const gone = hash === undefined ? undefined : await subscribers.unsubscribe(hash, now());
      return gone
        ? { ok: true, message: NEWSLETTER_TEXTS.unsubscribed }
        : { ok: false, message: NEWSLETTER_TEXTS.unsubscribeLinkUnknown };
    },

    /** The address of a subscriber's unsubscribe link (each newsletter mail carries it). */
    unsubscribeAddress,
  };
}

export type NewsletterService = ReturnType<typeof newsletterService>;
