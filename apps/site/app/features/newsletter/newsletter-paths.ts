/** The newsletter's pages (issue 16, ADR 0018): the sign-up page and the mailed links' pages. */
export const NEWSLETTER_PATHS = {
  signUp: '/newsletter/',
  confirm: '/newsletter/confirm/',
  unsubscribe: '/newsletter/unsubscribe/',
} as const;

/** A mailed link's address: its page plus the token in the query. */
export const newsletterLink = (
  page: typeof NEWSLETTER_PATHS.confirm | typeof NEWSLETTER_PATHS.unsubscribe,
  token: string,
) => `${page}?${new URLSearchParams({ token }).toString()}`;

/** What a newsletter page's native post answers: the message, and per-field errors if refused. */
export interface NewsletterPostOutcome {
  kind: 'success' | 'error';
  message: string;
  /** Field name → message. */
  errors: Record<string, string>;
  /** The values posted, kept in the form after a refusal. */
  values?: { name: string; email: string; consent: boolean };
}

/** What a mailed link's page knows before its button is pressed. */
export type NewsletterLinkState = 'live' | 'dead' | 'incomplete';
