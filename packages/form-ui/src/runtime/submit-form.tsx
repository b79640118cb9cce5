import {
  AUTHENTICATION_INVALID,
  AUTHENTICATION_SHOW,
  readTwoFactorChallenge,
  type TwoFactorChallenge,
} from '../two-factor/two-factor-wire';
import { FORM_STRINGS } from './form-strings';

/** SUB-001: the action a custom form's submit names on the form AJAX endpoint. */
export const SUBMIT_ACTION = 'forminator_submit_form_custom-forms';

/** DEC-12, ERR-006: the generic notice when a submit fails without a usable answer. */
export const GENERIC_SUBMIT_ERROR = FORM_STRINGS.error;

/**
 * ERR-005: the text shown (and announced) while a form submits, beside the button's configured
 * loader label.
 */
export const SUBMITTING_MESSAGE = 'Submitting form, please wait';

/** Where a redirect opens (SUB-007…SUB-009). */
export type RedirectTarget = 'sametab' | 'newtab_thankyou' | 'newtab_hide';

/**
 * SUB-002: the part of the submit answer the runtime acts on. The answer is read field by field
 * rather than trusted whole: a proxy's error page or a truncated body must not break the form.
 */
export interface SubmitAnswer {
  readonly success: boolean;
  readonly message: string;
  /** SUB-011: field id → message, in the order the server listed them. */
  readonly errors: Readonly<Record<string, string>>;
  readonly behaviour: 'behaviour-thankyou' | 'behaviour-hide' | 'behaviour-redirect' | undefined;
  readonly url: string | undefined;
  readonly newtab: RedirectTarget | undefined;
  readonly fadeout: boolean;
  readonly fadeoutTime: number;
  /**
   * TFA-002, TFA-003: a login form's answer. `show` asks for the second factor (`twoFactor` says
   * how); `invalid` is a refused sign-in or second step, shown as an error notice.
   */
  readonly authentication: 'show' | 'invalid' | undefined;
  /** TFA-002: the challenge an `authentication: show` answer carries. */
  readonly twoFactor: TwoFactorChallenge | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOr<T>(value: unknown, fallback: T): string | T {
  return typeof value === 'string' ? value : fallback;
}

const BEHAVIOURS = ['behaviour-thankyou', 'behaviour-hide', 'behaviour-redirect'] as const;
const TARGETS = ['sametab', 'newtab_thankyou', 'newtab_hide'] as const;
const AUTHENTICATIONS = [AUTHENTICATION_SHOW, AUTHENTICATION_INVALID] as const;

function oneOf<T extends string>(list: readonly T[], value: unknown): T | undefined {
  return list.find((item) => item === value);
}

/** Reads a submit answer; `undefined` when the body is not one (ERR-018 then shows the generic text). */
export function readSubmitAnswer(body: unknown): SubmitAnswer | undefined {
  if (!isRecord(body) || typeof body.success !== 'boolean' || !isRecord(body.data))
    return undefined;
  const data = body.data;
  const errors: Record<string, string> = {};
  if (Array.isArray(data.errors)) {
    for (const map of data.errors) {
      if (!isRecord(map)) continue;
      for (const [fieldId, message] of Object.entries(map)) {
        if (typeof message === 'string') errors[fieldId] = message;
      }
    }
  }
  const authentication = oneOf(AUTHENTICATIONS, data.authentication);
  const twoFactor =
    authentication === AUTHENTICATION_SHOW ? readTwoFactorChallenge(data) : undefined;
  // A dialog that could send no second step (no token) is no answer the form can act on.
  if (authentication === AUTHENTICATION_SHOW && twoFactor === undefined) return undefined;
  return {
    success: body.success,
    message: stringOr(data.message, ''),
    errors,
    behaviour: oneOf(BEHAVIOURS, data.behav),
    url: stringOr(data.url, undefined),
    newtab: oneOf(TARGETS, data.newtab),
    fadeout: data.fadeout === true,
    fadeoutTime: typeof data.fadeout_time === 'number' ? data.fadeout_time : 0,
    authentication,
    twoFactor,
  };
}

/** SUB-001: an untouched file input posts an empty, nameless file; it is left out. */
function isEmptyFile(value: FormDataEntryValue): boolean {
  return typeof value !== 'string' && value.size === 0 && value.name === '';
}

/**
 * SUB-001: the whole form as multipart data, without empty file inputs. Taken before the fields
 * are disabled for the submit, since disabled controls post nothing.
 */
export function submissionBody(form: HTMLFormElement): FormData {
  const body = new FormData();
  for (const [name, value] of new FormData(form)) {
    if (!isEmptyFile(value)) body.append(name, value);
  }
  return body;
}

export type SubmitResult =
  | { readonly kind: 'answer'; readonly answer: SubmitAnswer }
  /** The server answered, but not with a submit answer (e.g. an HTML error page). */
  | { readonly kind: 'unreadable'; readonly status: number }
  /** SUB-010: no answer at all. */
  | { readonly kind: 'network-error' };

/** Posts the body and reads the answer; never throws. */
export async function postSubmission(
  endpoint: string,
  body: FormData,
  fetchImpl: typeof fetch = fetch,
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    return { kind: 'network-error' };
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    return { kind: 'unreadable', status: response.status };
  }
  const answer = readSubmitAnswer(parsed);
  return answer ? { kind: 'answer', answer } : { kind: 'unreadable', status: response.status };
}
