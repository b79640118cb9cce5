import { z } from 'zod';
import { NEWSLETTER_FIELDS, type PopupFormError } from './popup-forms';

/**
 * Issue 16 (POP-014, ADR 0018): the newsletter sign-up's rules and words, the same for the form
 * the browser shows and the server that checks every sign-up again.
 */
export const NEWSLETTER_TEXTS = {
  /** The one answer to every accepted sign-up, known address or not (no enumeration). */
  signedUp: 'Thanks! Please check your inbox to confirm your subscription.',
  refused: 'Your sign-up was not sent. Please check the form.',
  emailMissing: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, such as name@example.com.',
  nameTooLong: 'Please shorten your name to 100 characters or fewer.',
  consentMissing: 'Please tick the box to agree to receive the newsletter.',
  confirmed: 'Thank you: your subscription is confirmed. A welcome mail is on its way.',
  confirmLinkDead:
    'This confirmation link has expired or was already used. Please sign up again to get a new one.',
  unsubscribed: 'You are unsubscribed and will get no more newsletters from us.',
  unsubscribeLinkUnknown:
    'This unsubscribe link is not known to us. Please use the link from our latest mail.',
  linkIncomplete: 'This link is incomplete. Please open it from the mail again.',
} as const;

/** The consent wording when a form shows none of its own. */
export const DEFAULT_NEWSLETTER_CONSENT =
  'I agree to receive the Atelier newsletter by email (about once a month). I can unsubscribe at any time.';

export const NEWSLETTER_NAME_MAX = 100;
/** RFC 5321's limit on a forward path. */
export const NEWSLETTER_EMAIL_MAX = 254;
/** Longer wording than this is no consent sentence; what is kept is cut there. */
export const NEWSLETTER_CONSENT_TEXT_MAX = 1000;

/**
 * The posted fields as strings, before the rules: the server's boundary schema (a repeated or
 * missing field is a malformed request), not the visitor's mistakes, which `checkNewsletterSignUp`
 * answers field by field.
 */
export const newsletterSignUpFieldsSchema = z.object({
  [NEWSLETTER_FIELDS.name]: z.string().max(10_000).optional(),
  [NEWSLETTER_FIELDS.email]: z.string().max(10_000).optional(),
  [NEWSLETTER_FIELDS.consent]: z.string().max(100).optional(),
  [NEWSLETTER_FIELDS.consentText]: z.string().max(10_000).optional(),
});
export type NewsletterSignUpFields = z.infer<typeof newsletterSignUpFieldsSchema>;

/** A checked sign-up: the address lower-cased, the name and wording trimmed. */
export interface NewsletterSignUpValues {
  email: string;
  name: string;
  consentText: string;
}

export type NewsletterSignUpCheck =
  { ok: true; values: NewsletterSignUpValues } | { ok: false; errors: PopupFormError[] };

const emailSchema = z.email();

/** Text the database can keep: a lone UTF-16 surrogate (no character at all) becomes U+FFFD. */
const storable = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');

/** The sign-up's rules, each broken one answered with its field and message (POP-015). */
export function checkNewsletterSignUp(fields: NewsletterSignUpFields): NewsletterSignUpCheck {
  const errors: PopupFormError[] = [];
  const email = (fields.email ?? '').trim().toLowerCase();
  if (email === '')
    errors.push({ field: NEWSLETTER_FIELDS.email, message: NEWSLETTER_TEXTS.emailMissing });
  else if (email.length > NEWSLETTER_EMAIL_MAX || !emailSchema.safeParse(email).success) {
    errors.push({ field: NEWSLETTER_FIELDS.email, message: NEWSLETTER_TEXTS.emailInvalid });
  }
  // Line breaks and other control characters have no place in a name a mail greets.
  const name = storable(fields.name ?? '')
    .replace(/\p{Cc}+/gu, ' ')
    .trim();
  if ([...name].length > NEWSLETTER_NAME_MAX) {
    errors.push({ field: NEWSLETTER_FIELDS.name, message: NEWSLETTER_TEXTS.nameTooLong });
  }
  if (fields.consent !== 'yes') {
    errors.push({ field: NEWSLETTER_FIELDS.consent, message: NEWSLETTER_TEXTS.consentMissing });
  }
  if (errors.length > 0) return { ok: false, errors };
  const consentText =
    // Cut by code points, so a pair is never split into a lone half.
    [...storable(fields.consent_text ?? '').trim()]
      .slice(0, NEWSLETTER_CONSENT_TEXT_MAX)
      .join('') || DEFAULT_NEWSLETTER_CONSENT;
  return { ok: true, values: { email, name, consentText } };
}

/** A mailed link's token: 32 random or keyed bytes in base64url. Anything else is no token. */
export const NEWSLETTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
