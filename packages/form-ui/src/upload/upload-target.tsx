import { createContext } from 'react';

/** Where a multiple-file area sends its files (UPL-004), and as which form. */
export interface UploadTarget {
  /** The form AJAX endpoint (FORM-001). */
  readonly endpoint: string;
  readonly formId: number | string;
  /** The form's submit nonce: the one its `forminator_nonce` input carries. */
  readonly nonce: string;
}

/**
 * The upload target of the fields inside, for a runtime that knows it (the `FormRuntime` props
 * `endpoint`, `formId`, `nonce`). Without a provider an upload area reads it from the page at
 * the moment it uploads; see `resolveUploadTarget`.
 */
export const UploadTargetContext = createContext<UploadTarget | undefined>(undefined);

/** The form endpoint when the page publishes none (the site's, as in the theme settings). */
export const DEFAULT_UPLOAD_ENDPOINT = '/api/ajax';

function inputValue(form: HTMLFormElement, name: string): string | undefined {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement && element.value !== '' ? element.value : undefined;
}

function themeAjaxUrl(view: Window | null): string | undefined {
  const settings: unknown = view === null ? undefined : Reflect.get(view, 'dtLocal');
  if (typeof settings !== 'object' || settings === null) return undefined;
  const endpoint: unknown = Reflect.get(settings, 'ajaxurl');
  return typeof endpoint === 'string' && endpoint !== '' ? endpoint : undefined;
}

/**
 * The provided target, else the one the page shows: the form id and nonce from the enclosing
 * form's `form_id` and `forminator_nonce` inputs (as the original's upload script reads them) and
 * the endpoint from the theme settings (`dtLocal.ajaxurl`). A form from a shared page has an
 * empty nonce input until its runtime fetches one: `fetchedNonce` stands in for it then.
 * `undefined` when the control is in no form that says which it is.
 */
export function resolveUploadTarget(
  provided: UploadTarget | undefined,
  control: HTMLInputElement | null,
  fetchedNonce?: string,
): UploadTarget | undefined {
  if (provided !== undefined) return provided;
  const form = control?.form;
  if (form === null || form === undefined) return undefined;
  const formId = inputValue(form, 'form_id') ?? form.dataset.formId;
  const nonce = inputValue(form, 'forminator_nonce') ?? fetchedNonce;
  if (formId === undefined || nonce === undefined) return undefined;
  return {
    endpoint: themeAjaxUrl(form.ownerDocument.defaultView) ?? DEFAULT_UPLOAD_ENDPOINT,
    formId,
    nonce,
  };
}
