import {
  POPUP_FORM_ACTIONS,
  POPUP_FORM_NONCE_FIELD,
  POPUP_FORM_POPUP_FIELD,
  popupFormAnswerSchema,
  popupSubscribeAnswerSchema,
  type PopupFormError,
  type PopupSubscribeAnswer,
} from '@atelier/contracts/popup-forms';
import { successCookieSeconds } from '@atelier/popups/popup-cookies';
import { mergeSuccessSettings, successPlan } from '@atelier/popups/success-settings';
import { forgetNonces, visitorNonces } from '~/shared/visitor-nonces';
import {
  POPUP_EVENTS,
  POPUP_ID_ATTRIBUTE,
  prefersReducedMotion,
  type PopupController,
} from './popup-controller';
import { writePopupCookie } from './popup-cookies-client';

/**
 * The popup forms' browser client (POP-013…017), delegated: any `form.pum-form` inside a popup,
 * whoever drew it (the viewing request here, the newsletter room's sign-up). It serialises the
 * form, posts `pum_form` (or `pum_sub_form` for `.pum-sub-form`) with the visitor's ajax nonce,
 * shows the server's errors next to their fields or as a list (POP-015), marks the form and
 * brings the first error into view (POP-016), only logs a failed request (POP-017), and on
 * success sets the cookie and opens or closes popups as the merged success settings say.
 */
let controller: PopupController | undefined;

export function installPopupFormClient(popups: PopupController): void {
  const first = controller === undefined;
  controller = popups;
  if (first) document.addEventListener('submit', onSubmit);
}

/** For tests: forgets the installed client. */
export function uninstallPopupFormClient(): void {
  controller = undefined;
  document.removeEventListener('submit', onSubmit);
}

const ERROR_CLASS = 'pum-form__field-error';
const MESSAGES_CLASS = 'pum-form__messages';

function clearMessages(form: HTMLFormElement) {
  form.classList.remove('pum-form--errors');
  delete form.dataset.errors;
  for (const element of form.querySelectorAll(`.${ERROR_CLASS}`)) element.remove();
  form.parentElement
    ?.querySelectorAll(`:scope > .${MESSAGES_CLASS}`)
    .forEach((list) => list.remove());
  for (const field of form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    field.removeAttribute('aria-invalid');
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((id) => id !== '' && !id.endsWith('-pum-error'));
    if (described.length > 0) field.setAttribute('aria-describedby', described.join(' '));
    else field.removeAttribute('aria-describedby');
  }
}

function fieldNamed(form: HTMLFormElement, name: string): HTMLElement | undefined {
  if (!name) return undefined;
  const field = form.elements.namedItem(name);
  if (field instanceof RadioNodeList) return (field[0] as HTMLElement | undefined) ?? undefined;
  return field instanceof HTMLElement ? field : undefined;
}

/** A list of messages above the form, or below it when the form says `data-messages="below"`. */
function messageList(form: HTMLFormElement, kind: 'errors' | 'success', messages: string[]) {
  const list = document.createElement(kind === 'errors' ? 'ul' : 'div');
  list.className = `${MESSAGES_CLASS} ${MESSAGES_CLASS}--${kind}`;
  list.setAttribute('role', kind === 'errors' ? 'alert' : 'status');
  list.tabIndex = -1;
  for (const message of messages) {
    const item = document.createElement(kind === 'errors' ? 'li' : 'p');
    // Server messages are text, never markup.
    item.textContent = message;
    list.append(item);
  }
  if (form.dataset.messages === 'below') form.after(list);
  else form.before(list);
  return list;
}

/** POP-015, POP-016: each error beside its field, the others in a list; the first in view. */
export function showPopupFormErrors(form: HTMLFormElement, errors: readonly PopupFormError[]) {
  clearMessages(form);
  const unplaced: string[] = [];
  let firstTarget: HTMLElement | undefined;
  for (const error of errors) {
    const field = error.field === undefined ? undefined : fieldNamed(form, error.field);
    if (!field || field.getAttribute('aria-invalid') === 'true') {
      if (!field) unplaced.push(error.message);
      continue;
    }
    const id = `${form.id || 'pum-form'}-${error.field}-pum-error`;
    const note = document.createElement('p');
    note.className = ERROR_CLASS;
    note.id = id;
    note.textContent = error.message;
    field.after(note);
    field.setAttribute('aria-invalid', 'true');
    const described = field.getAttribute('aria-describedby');
    field.setAttribute('aria-describedby', described ? `${described} ${id}` : id);
    firstTarget ??= field;
  }
  if (unplaced.length > 0) {
    const list = messageList(form, 'errors', unplaced);
    if (form.dataset.messages !== 'below') firstTarget = list;
    else firstTarget ??= list;
  }
  form.classList.add('pum-form--errors');
  form.dataset.errors = 'true';
  if (firstTarget) {
    firstTarget.scrollIntoView?.({
      block: 'center',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    firstTarget.focus({ preventScroll: true });
  }
}

const sameOriginRedirect = (redirect: string | undefined): string | undefined => {
  if (!redirect) return undefined;
  try {
    const target = new URL(redirect, window.location.href);
    return target.origin === window.location.origin ? target.href : undefined;
  } catch {
    return undefined;
  }
};

const formSettings = (form: HTMLFormElement): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(form.dataset.settings ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

async function post(form: HTMLFormElement, action: string, popupId: number, retry = true) {
  const nonces = await visitorNonces();
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string') body.append(name, value);
  body.set('action', action);
  body.set(POPUP_FORM_NONCE_FIELD, nonces.ajaxNonce);
  body.set(POPUP_FORM_POPUP_FIELD, String(popupId));
  const response = await fetch(window.dtLocal?.ajaxurl ?? '/api/ajax', {
    method: 'POST',
    headers: { accept: 'application/json' },
    body,
    credentials: 'same-origin',
  });
  const json: unknown = await response.json();
  // A nonce from before a sign-in or from yesterday: fetch a fresh one and send once more.
  if (
    retry &&
    response.status === 403 &&
    (json as { data?: { code?: unknown } } | null)?.data?.code === 'invalid_nonce'
  ) {
    forgetNonces();
    return post(form, action, popupId, false);
  }
  return json;
}

function onSuccess(
  form: HTMLFormElement,
  popupElement: Element,
  popupId: number,
  data: NonNullable<PopupSubscribeAnswer['data']>,
  subscribe: boolean,
) {
  const popups = controller;
  clearMessages(form);
  if (data.message) messageList(form, 'success', [data.message]).focus();
  form.reset();
  // POP-020: the answer's cookie (a year unless it says), and the popup's own success cookies.
  if (data.cookie) {
    writePopupCookie({
      name: data.cookie.name,
      maxAgeSeconds: successCookieSeconds(data.cookie.expires),
      sitewide: data.cookie.sitewide,
    });
  }
  popups?.setCookies(popupId, subscribe ? 'pum_sub_form_success' : 'form_submission');
  popupElement.dispatchEvent(
    new CustomEvent(POPUP_EVENTS.formSuccess, { bubbles: true, detail: { popupId } }),
  );
  const settings = formSettings(form);
  const plan = successPlan(mergeSuccessSettings(settings, data), {
    inPopup: true,
    popupExists: (id) => popups?.exists(id) ?? false,
    redirect: sameOriginRedirect(
      data.redirect || (typeof settings?.['redirect'] === 'string' ? settings['redirect'] : ''),
    ),
  });
  const next = () => {
    if (plan.openPopupId !== undefined) popups?.open(plan.openPopupId);
    else if (plan.redirect) window.location.assign(plan.redirect);
  };
  if (plan.closeAfterMs !== undefined && popups)
    window.setTimeout(() => void popups.close(popupId).then(next), plan.closeAfterMs);
  else next();
}

async function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches('form.pum-form')) return;
  const popupElement = form.closest(`[${POPUP_ID_ATTRIBUTE}]`);
  if (!popupElement) return;
  event.preventDefault();
  if (form.getAttribute('aria-busy') === 'true') return;
  const popupId = Number(popupElement.getAttribute(POPUP_ID_ATTRIBUTE));
  const subscribe = form.classList.contains('pum-sub-form');
  const action = subscribe ? POPUP_FORM_ACTIONS.subscribe : POPUP_FORM_ACTIONS.form;
  form.setAttribute('aria-busy', 'true');
  try {
    const json = await post(form, action, popupId);
    const answer = (subscribe ? popupSubscribeAnswerSchema : popupFormAnswerSchema).safeParse(json);
    if (!answer.success) {
      console.error('The popup form answer could not be read.', answer.error);
      return;
    }
    const data = answer.data.data ?? {};
    if (!answer.data.success) {
      const errors = data.errors?.length
        ? data.errors
        : data.message
          ? [{ message: data.message }]
          : [];
      if (errors.length > 0) showPopupFormErrors(form, errors);
      else console.error('The popup form was refused without a reason.');
      return;
    }
    onSuccess(form, popupElement, popupId, data, subscribe);
  } catch (error) {
    // POP-017: a failed request is only logged.
    console.error('The popup form could not be sent.', error);
  } finally {
    form.removeAttribute('aria-busy');
  }
}
