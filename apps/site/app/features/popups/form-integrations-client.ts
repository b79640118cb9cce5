import { parseFormIntegrationPayload } from '@atelier/popups/form-integrations';
import {
  closeDelaySeconds,
  mergeSuccessSettings,
  successPlan,
} from '@atelier/popups/success-settings';
import type { RefObject } from 'react';
import { POPUP_EVENTS, POPUP_ID_ATTRIBUTE, type PopupController } from './popup-controller';

/** The contact form's success event (the contact-form room's `ContactForm` dispatches it). */
export const CONTACT_FORM_SENT_EVENT = 'wpcf7mailsent';

const parseJsonObject = (text: string | null | undefined): Record<string, unknown> | undefined => {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * POP-008: the form integrations listen to browser events only; they never reach into a form's
 * code. A contact form inside a popup reports its success with `wpcf7mailsent` on its `.wpcf7`
 * element; the popup then:
 * - sets its `form_submission` cookies and dispatches `pumFormSuccess` with the parsed payload
 *   (POP-007: used only when it parses to an object),
 * - applies the contact-form-7 integration's success settings when the form carries them (the
 *   original's hidden `input.wpcf7-pum` with JSON; POP-010…012),
 * - else closes after `close_on_form_submission_delay` when `close_on_form_submission` is set.
 * Answers the clean-up.
 */
export function watchFormIntegrations(controller: RefObject<PopupController>): () => void {
  const onSent = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const popupElement = event.target.closest(`[${POPUP_ID_ATTRIBUTE}]`);
    if (!popupElement) return;
    const popupId = Number(popupElement.getAttribute(POPUP_ID_ATTRIBUTE));
    const popups = controller.current;
    const popup = popups.popup(popupId);
    if (!popup) return;
    const detail = (event as CustomEvent<Record<string, unknown> | undefined>).detail ?? {};
    const payload = parseFormIntegrationPayload({
      formProvider: 'contactform7',
      formId: detail['contactFormId'] ?? detail['id'],
      formInstanceId: detail['unitTag'] ?? '',
    });
    popups.setCookies(popupId, 'form_submission');
    popupElement.dispatchEvent(
      new CustomEvent(POPUP_EVENTS.formSuccess, { bubbles: true, detail: { popupId, payload } }),
    );
    const integration = parseJsonObject(
      event.target.querySelector<HTMLInputElement>('input.wpcf7-pum')?.value,
    );
    if (integration) {
      const redirect = typeof integration['redirect'] === 'string' ? integration['redirect'] : '';
      const plan = successPlan(mergeSuccessSettings(integration), {
        inPopup: true,
        popupExists: popups.exists,
        redirect,
      });
      const next = () => {
        if (plan.openPopupId !== undefined) popups.open(plan.openPopupId);
      };
      if (plan.closeAfterMs !== undefined)
        window.setTimeout(() => void popups.close(popupId).then(next), plan.closeAfterMs);
      else next();
      return;
    }
    if (popup.settings.close_on_form_submission) {
      const delayMs = closeDelaySeconds(popup.settings.close_on_form_submission_delay) * 1000;
      window.setTimeout(() => void popups.close(popupId), delayMs);
    }
  };
  document.addEventListener(CONTACT_FORM_SENT_EVENT, onSent);
  return () => document.removeEventListener(CONTACT_FORM_SENT_EVENT, onSent);
}
