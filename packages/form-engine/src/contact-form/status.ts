/**
 * The status of a contact form in the plugin flow (CF-008…CF-013): what the browser client shows
 * (the form's `data-status`, and a class of that name) and how it moves. Pure: the client feeds
 * events in and applies the status that comes out.
 */

/** CF-008: every status a form takes, besides the `custom-…` ones of CF-010. */
export const CONTACT_FORM_STATUSES = [
  'init',
  'validating',
  'submitting',
  'resetting',
  'invalid',
  'unaccepted',
  'spam',
  'aborted',
  'sent',
  'failed',
  'payment-required',
] as const;
export type ContactFormStatus = (typeof CONTACT_FORM_STATUSES)[number];

/** The statuses the server's feedback answer carries (CF-005, CF-009). */
export const SERVER_STATUSES = [
  'validation_failed',
  'acceptance_missing',
  'spam',
  'aborted',
  'mail_sent',
  'mail_failed',
  'payment_required',
] as const;
export type ContactFormServerStatus = (typeof SERVER_STATUSES)[number];

/** CF-009: server status → form status, where the names differ. */
const FORM_STATUS_OF_SERVER_STATUS: Readonly<Record<ContactFormServerStatus, ContactFormStatus>> = {
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'sent',
  mail_failed: 'failed',
  payment_required: 'payment-required',
};

export function isContactFormStatus(status: string): status is ContactFormStatus {
  return (CONTACT_FORM_STATUSES as readonly string[]).includes(status);
}

function isServerStatus(status: string): status is ContactFormServerStatus {
  return (SERVER_STATUSES as readonly string[]).includes(status);
}

/**
 * CF-009, CF-010: the form status for a status the server answered. Known server statuses map as
 * the original's `setStatus` does (`validation_failed` → `invalid`, `mail_sent` → `sent`…); the
 * form statuses themselves are kept. Anything else becomes `custom-<slug>`: runs of characters
 * other than letters and digits become one space, the ends are trimmed, the spaces become `-`
 * (`'Payment pending!'` → `custom-payment-pending`).
 *
 * Where we differ from the original, on purpose: its replacements are not global (only the first
 * run of odd characters and the first space become `-`, so `'a.b.c'` gave `custom-a-b.c`), and it
 * keeps capitals. The status is written into a class name and `data-status`, so we replace every
 * run and lower-case it: the result is always `custom-` followed by `[0-9a-z-]` only. A status
 * with no letters or digits gives `custom-`, as in the original. Never throws.
 */
export function formStatusOf(serverStatus: string): string {
  const status = typeof serverStatus === 'string' ? serverStatus : String(serverStatus);
  if (isServerStatus(status)) return FORM_STATUS_OF_SERVER_STATUS[status];
  if (isContactFormStatus(status)) return status;
  const slug = status
    .replace(/[^0-9a-z]+/gi, ' ')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  return `custom-${slug}`;
}

const CUSTOM_STATUS = /^custom-[0-9a-z-]*$/;

/** A status the client already holds: a form status or a `custom-` slug is kept as it is. */
function heldStatus(status: string): string {
  return typeof status === 'string' && CUSTOM_STATUS.test(status) ? status : formStatusOf(status);
}

/** What happens to a form, as the browser client reports it. */
export type ContactFormEvent =
  /** A field changed (CF-028): its rules are about to run in the browser. */
  | { type: 'validate' }
  /** The browser's check of the changed fields is done; `valid` when none of them has an error. */
  | { type: 'validated'; valid: boolean }
  /** The visitor sent the form: the feedback request starts (CF-004, CF-011). */
  | { type: 'submit' }
  /** The feedback answer arrived with this server status (CF-005, CF-011). */
  | { type: 'answered'; status: string }
  /** The feedback request itself failed: offline, or an answer that is not JSON (CF-029…CF-031). */
  | { type: 'failed' }
  /** The form is being reset (after a successful send, or by a reset button). */
  | { type: 'reset' }
  /** The refill request (CF-006) has completed, whatever it answered. */
  | { type: 'refilled' };

export interface ContactFormStatusContext {
  /** Whether the form's last submission was sent (`mail_sent`): CF-012 against CF-013. */
  sent: boolean;
  /**
   * The status the form had when the current `validate` began. Field-change validation is a
   * passing state: like the original, the form returns to where it was afterwards. Without it,
   * the form returns to `sent` when `sent`, else to `init`.
   */
  previous?: string;
}

/** Where a form rests when nothing is in flight: CF-012 (`sent`) or CF-013 (`init`). */
function restingStatus(context: ContactFormStatusContext): ContactFormStatus {
  return context.sent ? 'sent' : 'init';
}

/**
 * The browser client's state machine (CF-011…CF-013). `current` may be any status, including a
 * `custom-…` one; the result is always one of CONTACT_FORM_STATUSES or a `custom-` slug.
 *
 * - `validate` → `validating`; but while a submission or reset is in flight the form keeps that
 *   status, so a field change cannot hide it.
 * - `validated` (only from `validating`; otherwise it is late and changes nothing): with errors →
 *   `invalid`; without → back to `context.previous` (the status before validating; when absent or
 *   itself `validating`, the resting status). The original always went back to the previous
 *   status; showing `invalid` when the checked fields have errors lets the client stop a submit it
 *   validated in the browser first (CF-028) without a round trip.
 * - `submit` → `submitting` (CF-011), from any status.
 * - `answered` → `formStatusOf(status)` (CF-009…CF-011): `mail_sent` → `sent`,
 *   `validation_failed` → `invalid`, unknown → `custom-…`.
 * - `failed` → `failed`: the request never got a usable answer.
 * - `reset` → `resetting`: after `sent` the client resets the form, then refills it (CF-012).
 * - `refilled` → `sent` when `context.sent` (CF-012), else `init` (CF-013).
 */
export function nextContactFormStatus(
  current: string,
  event: ContactFormEvent,
  context: ContactFormStatusContext,
): string {
  const now = heldStatus(current);
  switch (event.type) {
    case 'validate':
      return now === 'submitting' || now === 'resetting' ? now : 'validating';
    case 'validated': {
      if (now !== 'validating') return now;
      if (!event.valid) return 'invalid';
      const previous = context.previous === undefined ? undefined : heldStatus(context.previous);
      return previous === undefined || previous === 'validating'
        ? restingStatus(context)
        : previous;
    }
    case 'submit':
      return 'submitting';
    case 'answered':
      return formStatusOf(event.status);
    case 'failed':
      return 'failed';
    case 'reset':
      return 'resetting';
    case 'refilled':
      return restingStatus(context);
    default:
      // An event the client should not send (it is typed out): nothing changes.
      return now;
  }
}
