import type { BotCheckSettings } from '@atelier/form-engine/schema/settings';
import { useEffect, useMemo, type RefObject } from 'react';
import type { BotCheckConfig } from '@atelier/contracts/captcha-widgets';
import { useCaptchaSettings } from './captcha-settings';

/** CF-047: how long the form must rest after a change before the check runs again. */
export const BOT_CHECK_DEBOUNCE_MS = 1500;
/** A submit waits at most this long for its fresh token, then goes without (the server says why). */
export const BOT_CHECK_SUBMIT_WAIT_MS = 15_000;

export interface BotCheck {
  /** CF-047: runs the submit action (unless a fresh token is waiting) and writes its token. */
  beforeSubmit(): Promise<void>;
  /** The token went with a submit: single use, so the next submit needs another. */
  spent(): void;
}

type TokenMaker = (config: BotCheckConfig, action: string) => Promise<string>;

const loadTokenMaker = (): Promise<TokenMaker> =>
  import('./bot-check-tokens').then((module) => module.botCheckToken);

/** CF-049: a bot-check failure is for the console only; the visitor never sees it. */
function report(error: unknown): void {
  console.error('Bot-check failed:', error);
}

const NO_BOT_CHECK: BotCheck = { beforeSubmit: async () => {}, spent: () => {} };

/**
 * CF-045…CF-049: a form's v3-style bot-check. When the page is ready it runs the page action
 * (`homepage`); after any change (debounced) and before a submit it runs the submit action
 * (`contactform`); each token is written to the hidden response field (`write`). Errors go to
 * the console only and never block a submit by themselves: the server then refuses it in words.
 * `write` and `makeToken` must keep their identity between renders (`useCallback`): a new one
 * starts the check afresh.
 */
export function useBotCheck(
  settings: BotCheckSettings | undefined,
  form: RefObject<HTMLFormElement | null>,
  hydrated: boolean,
  write: (fieldId: string, token: string) => void,
  makeToken: () => Promise<TokenMaker> = loadTokenMaker,
): BotCheck {
  const { botCheck: config } = useCaptchaSettings();
  const check = useMemo(() => {
    if (settings === undefined || config === undefined) return undefined;
    let ready: { token: string; fresh: boolean } | undefined;
    let running: Promise<void> | undefined;
    let generation = 0;
    // Off once the form has left the page: a run still in flight then neither writes nor reports.
    let mounted = false;
    const run = (action: string): Promise<void> => {
      const mine = ++generation;
      const work = makeToken()
        .then((make) => make(config, action))
        .then((token) => {
          if (!mounted) return;
          write(settings.response_field, token);
          // A later run (a newer change) wins; a page-ready token never serves a submit.
          if (mine === generation) ready = { token, fresh: action === settings.submit_action };
        })
        .catch((error: unknown) => {
          if (mounted) report(error);
        });
      running = work;
      return work;
    };
    return {
      run,
      settings,
      setMounted: (now: boolean) => (mounted = now),
      latest: () => ready,
      running: () => running,
      drop: () => (ready = undefined),
    };
  }, [settings, config, write, makeToken]);

  useEffect(() => {
    if (!check || !hydrated) return;
    check.setMounted(true);
    void check.run(check.settings.page_action); // CF-046
    const element = form.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      check.drop();
      clearTimeout(timer);
      timer = setTimeout(() => void check.run(check.settings.submit_action), BOT_CHECK_DEBOUNCE_MS);
    };
    // CF-047: any change the visitor makes: typing, choosing, ticking.
    element.addEventListener('input', changed);
    element.addEventListener('change', changed);
    return () => {
      check.setMounted(false);
      clearTimeout(timer);
      element.removeEventListener('input', changed);
      element.removeEventListener('change', changed);
    };
  }, [check, hydrated, form]);

  return useMemo(() => {
    if (!check) return NO_BOT_CHECK;
    return {
      async beforeSubmit() {
        await check.running();
        if (check.latest()?.fresh) return;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const giveUp = new Promise<void>((resolve) => {
          timer = setTimeout(() => {
            report(new Error('The bot-check took too long; the form is sent without it.'));
            resolve();
          }, BOT_CHECK_SUBMIT_WAIT_MS);
        });
        await Promise.race([check.run(check.settings.submit_action), giveUp]);
        clearTimeout(timer);
      },
      spent() {
        check.drop();
      },
    };
  }, [check]);
}
