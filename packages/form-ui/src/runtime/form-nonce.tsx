import { createContext } from 'react';

/** CF-044: the call that issues the nonce a form puts in its nonce input. */
export const GET_NONCE_ACTION = 'forminator_get_nonce';
/** The form input that carries the submit nonce, named as the original form builder names it. */
export const NONCE_FIELD = 'forminator_nonce';

/**
 * A form's submit nonce. A page is the same HTML for every visitor (issue 13), so the form it
 * shows carries no nonce: the runtime asks for one (CF-044) just before its first call that needs
 * it (submit, upload, save draft, draft email). That call is also what starts the visitor's
 * session, so no session exists before the visitor sends something.
 */
export interface FormNonce {
  /** The nonce known now: the one the form came with or the one fetched since; '' before. */
  current(): string;
  /**
   * The nonce, fetched first when there is none yet. Callers asking at the same time share one
   * call; a failed call is tried once more. `undefined` when both failed: the caller shows its
   * error, and the next attempt asks again.
   */
  ensure(): Promise<string | undefined>;
}

export interface FormNonceOptions {
  /** The nonce the form was rendered with ('' on a shared page). */
  readonly initial: string;
  /** The form AJAX endpoint (FORM-001). */
  readonly endpoint: string;
  readonly fetch?: typeof fetch;
  /** Told the fetched nonce, so the form's nonce input shows it. */
  readonly onNonce?: (nonce: string) => void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One forminator_get_nonce call; the nonce, or `undefined` for any failure. Never throws. */
export async function requestFormNonce(
  endpoint: string,
  fetchImpl: typeof fetch,
): Promise<string | undefined> {
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      body: new URLSearchParams({ action: GET_NONCE_ACTION }),
      // The answer may start the visitor's session: its cookie must be kept.
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return undefined;
    const answer: unknown = await response.json();
    // CF-044: the data is the nonce itself.
    if (isRecord(answer) && answer.success === true && typeof answer.data === 'string') {
      return answer.data === '' ? undefined : answer.data;
    }
  } catch {
    // A network error or a body that is not JSON: no nonce.
  }
  return undefined;
}

/** The nonce of one rendered form (see `FormNonce`). */
export function createFormNonce(options: FormNonceOptions): FormNonce {
  let nonce = options.initial;
  let pending: Promise<string | undefined> | undefined;
  const fetchOnce = async () => {
    const fetchImpl = options.fetch ?? fetch;
    const fetched =
      (await requestFormNonce(options.endpoint, fetchImpl)) ??
      (await requestFormNonce(options.endpoint, fetchImpl));
    pending = undefined;
    if (fetched !== undefined) {
      nonce = fetched;
      options.onNonce?.(fetched);
    }
    return fetched;
  };
  return {
    current: () => nonce,
    ensure() {
      if (nonce !== '') return Promise.resolve(nonce);
      pending ??= fetchOnce();
      return pending;
    },
  };
}

/**
 * The nonce of the form around a widget, for widgets that call the server on their own (the
 * multiple-file upload). Without a provider they read the form's nonce input as it is.
 */
export const FormNonceContext = createContext<FormNonce | undefined>(undefined);
