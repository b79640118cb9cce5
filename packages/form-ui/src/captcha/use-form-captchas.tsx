import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import { useCallback, useMemo, useState, type RefObject } from 'react';
import type { FormRuntimeController } from '../runtime/use-form-runtime';
import { createCaptchaRegistry, type CaptchaRegistry } from './captcha-registry';
import { useBotCheck } from './use-bot-check';

export interface FormCaptchas {
  /** Handed to the form's captcha widgets (CaptchaRegistryContext). */
  readonly registry: CaptchaRegistry;
  /**
   * Before validation: invisible captchas run now, so CAP-003's check sees their tokens. Nothing
   * to wait for (undefined) when the form has none, so a plain form's submit starts at once.
   */
  executeInvisible(): Promise<void> | undefined;
  /**
   * Once the form is valid, just before posting: a fresh bot-check token, and every captcha's
   * token as the runtime holds it (the DOM may not show a token written a moment ago yet).
   */
  tokensForSubmit(): Record<string, string> | Promise<Record<string, string>>;
  /**
   * After a submit that did not succeed: the tokens it carried may have been spent, so the
   * captchas the server named (or all, when it named no field) and the bot-check start afresh.
   */
  afterRefusal(errors: Readonly<Record<string, string>>): void;
}

const tokenOf = (value: FieldValue) => (typeof value === 'string' ? value : '');

/** Issue 15: a form's captcha fields and bot-check, as its runtime drives them around a submit. */
export function useFormCaptchas(
  runtime: FormRuntimeController,
  form: RefObject<HTMLFormElement | null>,
  hydrated: boolean,
): FormCaptchas {
  const [registry] = useState(createCaptchaRegistry);
  const { definition } = runtime;
  const botCheckSettings = definition.settings.bot_check;
  const write = useCallback(
    (fieldId: string, token: string) => runtime.setValue(fieldId, token),
    [runtime],
  );
  const botCheck = useBotCheck(botCheckSettings, form, hydrated, write);
  return useMemo(() => {
    const captchaIds = definition.fields
      .filter((field) => field.type === 'captcha')
      .map((field) => field.id);
    return {
      registry,
      executeInvisible: () => (registry.hasInvisible() ? registry.executeInvisible() : undefined),
      tokensForSubmit() {
        const tokens = () => {
          const ids = [
            ...captchaIds.filter((id) => runtime.isVisible(id)),
            ...(botCheckSettings ? [botCheckSettings.response_field] : []),
          ];
          return Object.fromEntries(ids.map((id) => [id, tokenOf(runtime.value(id))]));
        };
        return botCheckSettings ? botCheck.beforeSubmit().then(tokens) : tokens();
      },
      afterRefusal(errors) {
        botCheck.spent();
        const named = captchaIds.filter((id) => errors[id] !== undefined);
        const anyField = Object.keys(errors).length > 0;
        if (named.length > 0) registry.reset(named);
        else if (!anyField) registry.reset();
      },
    };
  }, [registry, definition, botCheckSettings, botCheck, runtime]);
}
