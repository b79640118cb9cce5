import { FIELD_CAPTCHA_ACTION, ORIGINAL_RESPONSE_FIELDS } from '@atelier/contracts/captcha-widgets';
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import type { FieldOf } from '@atelier/form-engine/schema/fields';
import { messageSourceOf } from '@atelier/form-engine/validation/field-rules';
import { resolveMessage } from '@atelier/form-engine/validation/messages';
import type { CaptchaService } from '../platform/captcha/captcha-service';
import {
  CAPTCHA_UNAVAILABLE_MESSAGE,
  type CaptchaVerdict,
} from '../platform/captcha/captcha-verdict';

/**
 * Issue 15: a bot-check token missing altogether, which is what a browser without JavaScript
 * sends (the check runs in the page's script). Said as a whole-form notice; the values stay.
 */
export const BOT_CHECK_NEEDS_JAVASCRIPT_MESSAGE =
  'This form checks for spam with JavaScript, which seems to be off in your browser. Please turn JavaScript on and send the form again; what you wrote is kept.';

/** CF-045: a bot-check token that is invalid, expired, for another action or scored too low. */
export const BOT_CHECK_REFUSED_MESSAGE =
  'Our spam check could not confirm that this message comes from a person. Please reload the page and send it again, or write to us by email.';

/** The request's address for the providers (`remoteip`): never stored, never logged. */
export interface SubmitNetwork {
  readonly remoteIp: string;
}

const captchaFieldsOf = (definition: FormDefinition) =>
  definition.fields.filter((field): field is FieldOf<'captcha'> => field.type === 'captcha');

/**
 * The submitted fields with a captcha's token found under the widgets' original names
 * (`g-recaptcha-response`, `h-captcha-response`) when the field's own name is empty: a page
 * written for the original posts them so. Only the form's first captcha can be meant by them.
 */
export function withOriginalCaptchaNames(
  definition: FormDefinition,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  const [first] = captchaFieldsOf(definition);
  if (first === undefined) return fields;
  const own = fields[first.id];
  if (typeof own === 'string' && own.trim() !== '') return fields;
  for (const name of Object.values(ORIGINAL_RESPONSE_FIELDS)) {
    const posted = fields[name];
    if (typeof posted === 'string' && posted.trim() !== '')
      return { ...fields, [first.id]: posted };
  }
  return fields;
}

/** What the captcha check found: field errors (the field's own message) or a whole-form refusal. */
export type CaptchaOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly fieldErrors: Readonly<Record<string, string>> }
  | { readonly ok: false; readonly refusal: string };

function fieldMessage(
  definition: FormDefinition,
  field: FieldOf<'captcha'>,
  verdict: CaptchaVerdict,
): string {
  if (!verdict.ok && verdict.reason === 'unavailable') return CAPTCHA_UNAVAILABLE_MESSAGE;
  return resolveMessage('captcha', messageSourceOf(definition, field));
}

/**
 * CAP-003, CF-045…CF-049: checks the bot-check token and every shown captcha field's token with
 * the captcha service, before anything is stored. The bot-check goes first: when it refuses, no
 * field's single-use token has been spent, so the visitor's solved captcha still counts.
 */
export async function checkCaptchas(
  captcha: CaptchaService | undefined,
  definition: FormDefinition,
  fields: Readonly<Record<string, unknown>>,
  shownFieldIds: ReadonlySet<string>,
  network: SubmitNetwork,
): Promise<CaptchaOutcome> {
  const botCheck = definition.settings.bot_check;
  const shownCaptchas = captchaFieldsOf(definition).filter((field) => shownFieldIds.has(field.id));
  if (botCheck === undefined && shownCaptchas.length === 0) return { ok: true };
  if (captcha === undefined) return { ok: false, refusal: CAPTCHA_UNAVAILABLE_MESSAGE };
  if (botCheck !== undefined) {
    const token = fields[botCheck.response_field];
    if (typeof token !== 'string' || token.trim() === '') {
      return { ok: false, refusal: BOT_CHECK_NEEDS_JAVASCRIPT_MESSAGE };
    }
    const verdict = await captcha.verifyBotCheck(token, network.remoteIp, botCheck.submit_action);
    if (!verdict.ok) {
      return {
        ok: false,
        refusal:
          verdict.reason === 'unavailable'
            ? CAPTCHA_UNAVAILABLE_MESSAGE
            : BOT_CHECK_REFUSED_MESSAGE,
      };
    }
  }
  const fieldErrors: Record<string, string> = {};
  for (const field of shownCaptchas) {
    const token = fields[field.id];
    const verdict = await captcha.verifyField(
      field.provider,
      typeof token === 'string' ? token : '',
      network.remoteIp,
      FIELD_CAPTCHA_ACTION,
    );
    if (!verdict.ok) fieldErrors[field.id] = fieldMessage(definition, field, verdict);
  }
  return Object.keys(fieldErrors).length === 0 ? { ok: true } : { ok: false, fieldErrors };
}

/**
 * The ids an entry never keeps: captcha tokens and the bot-check's (a token is a one-time
 * credential, worth nothing to the gallery and not the visitor's words).
 */
export function captchaValueIds(definition: FormDefinition): string[] {
  return [
    ...captchaFieldsOf(definition).map((field) => field.id),
    ...(definition.settings.bot_check ? [definition.settings.bot_check.response_field] : []),
  ];
}
