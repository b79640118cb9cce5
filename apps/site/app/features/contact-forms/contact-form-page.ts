import type { ContactFormFeedbackAnswer } from '@atelier/contracts/contact-form';
import type { PublicContactForm } from '@atelier/contracts/contact-form-definition';
import type { CaptchaSettings } from '@atelier/form-ui/captcha/captcha-settings';

/** A contact form as a page carries it: public, the same for every visitor (ADR 0011). */
export interface PageContactForm {
  form: PublicContactForm;
  /** The site's bot-check settings (public), for the form's v3-style check. */
  captcha: CaptchaSettings;
}

/**
 * What a native (no-JavaScript) post of a contact form gives the page it re-renders: the answer
 * as the REST call would have had it, the values to show again, and, after a first post, the
 * opening stamp to send them again with (ADR 0016).
 */
export interface ContactFormPostOutcome {
  kind: 'contact-form';
  formId: number;
  answer: ContactFormFeedbackAnswer;
  values: Record<string, string[]>;
  openedStamp?: string;
}

export const isContactFormPostOutcome = (value: unknown): value is ContactFormPostOutcome =>
  typeof value === 'object' &&
  value !== null &&
  (value as { kind?: unknown }).kind === 'contact-form';
