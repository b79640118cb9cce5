import { createContext, useContext } from 'react';

/** What a captcha widget on a form lets the form do with it. */
export interface RegisteredCaptcha {
  /** Whether it is invisible (size `invisible`): it runs at submit, not by the visitor's hand. */
  readonly invisible: boolean;
  /** Starts afresh: the token is dropped (it is single use, or the server refused it). */
  reset(): void;
  /** An invisible captcha's run before a submit; resolves once it has a token (or gave up). */
  execute?(): Promise<void>;
}

/**
 * The captcha widgets of one form (issue 15). The runtime asks them to run before a submit and
 * to start afresh after one the server refused; other steps of the form (PAY-011's payment-amount
 * update) reset the invisible ones through `useCaptchaRegistry().resetInvisible()`.
 */
export interface CaptchaRegistry {
  register(fieldId: string, captcha: RegisteredCaptcha): () => void;
  hasInvisible(): boolean;
  /** Runs every invisible captcha that has no token yet. */
  executeInvisible(): Promise<void>;
  reset(fieldIds?: readonly string[]): void;
  /** PAY-011: after a failed payment-amount update, as the original resets invisible reCAPTCHA. */
  resetInvisible(): void;
}

export function createCaptchaRegistry(): CaptchaRegistry {
  const captchas = new Map<string, RegisteredCaptcha>();
  return {
    register(fieldId, captcha) {
      captchas.set(fieldId, captcha);
      return () => {
        if (captchas.get(fieldId) === captcha) captchas.delete(fieldId);
      };
    },
    hasInvisible: () => [...captchas.values()].some((captcha) => captcha.invisible),
    async executeInvisible() {
      await Promise.all(
        [...captchas.values()]
          .filter((captcha) => captcha.invisible)
          .map((captcha) => captcha.execute?.()),
      );
    },
    reset(fieldIds) {
      for (const [id, captcha] of captchas) {
        if (fieldIds === undefined || fieldIds.includes(id)) captcha.reset();
      }
    },
    resetInvisible() {
      for (const captcha of captchas.values()) if (captcha.invisible) captcha.reset();
    },
  };
}

/** A form outside a runtime (a widget shown alone) still gets a registry that works. */
const standalone = createCaptchaRegistry();

export const CaptchaRegistryContext = createContext<CaptchaRegistry>(standalone);

/** The form's captcha widgets (PAY-011 calls `resetInvisible()` after a failed amount update). */
export function useCaptchaRegistry(): CaptchaRegistry {
  return useContext(CaptchaRegistryContext);
}
