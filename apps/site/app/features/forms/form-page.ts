import type { CaptchaSettings } from '@atelier/form-ui/captcha/captcha-settings';
import type { PublicPaymentConfig } from '@atelier/contracts/payments';
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import type { FieldValue } from '@atelier/form-engine/schema/field-value';

/** FORM-001: the form AJAX endpoint a live form posts to. */
export const FORM_ENDPOINT = '/api/ajax';

/** What a page needs to show a published form: its definition and a submit nonce for this visitor. */
export interface PageForm {
  readonly id: number;
  readonly title: string;
  readonly definition: FormDefinition;
  readonly nonce: string;
  readonly endpoint: string;
  /** PAGE-010: the saved draft the page's address opened (`?draft=<id>`). */
  readonly draft?: PageFormDraft;
  /** Why the address's draft link opened a blank form instead (expired, already sent). */
  readonly draftNotice?: string;
  /**
   * Issue 15: the site's captcha settings (provider, public site keys, script and challenge
   * addresses, the bot-check's kind): public and the same for everyone, so the page stays shared.
   */
  readonly captcha: CaptchaSettings;
  /**
   * Issue 17: a form with a card or PayPal field gets the site's public payment settings (which
   * providers, publishable keys, test mode): the same for everyone, so the page stays shared.
   */
  readonly payments?: PublicPaymentConfig | null;
}

/** A saved draft as the form opens it: its values, and the page it was saved on. */
export interface PageFormDraft {
  readonly id: string;
  readonly page: number;
  readonly values: Readonly<Record<string, FieldValue>>;
}

/**
 * SUB-012: the outcome of a form posted natively to its page (no JavaScript). A refused post keeps
 * the visitor's values and says what to fix; a success carries the server's message (owner markup
 * with merge tags filled in as escaped text).
 */
export interface NativeSubmitOutcome {
  readonly kind: 'error' | 'success';
  readonly message: string;
  /** Field (or copy) id → message, for the fields to mark. */
  readonly errors: Readonly<Record<string, string>>;
  /** The posted values in the shapes the widgets take, so nothing typed is lost. */
  readonly values: Readonly<Record<string, FieldValue>>;
  /** SUB-006: the form's success behaviour hides it, leaving only the message. */
  readonly hideForm: boolean;
}
