import { hydrateRoot, type Root } from 'react-dom/client';
import { AssetLoadError, loadAssets, type LoaderAsset, type LoaderAssets } from './asset-loader';
import {
  loadedFormIdentifierPrefix,
  loadedFormRuntime,
  readLoadedFormScript,
  type LoadedFormScript,
  type LoadedFormSeams,
} from './loaded-form-script';

/** LOAD-001: the action the loader names on the form AJAX endpoint. */
export const LOAD_FORM_ACTION = 'forminator_load_form';

/** LOAD-010: the script loader's time-out. */
export const LOADER_TIMEOUT_MS = 10_000;

/**
 * LOAD-007: the loader's DOM events, fired on the element the form loads into, in the order
 * before, then success or error, then after. They bubble, so a page may listen on `document`.
 */
export const LOAD_EVENTS = {
  before: 'forminator:load:before',
  success: 'forminator:load:success',
  error: 'forminator:load:error',
  after: 'forminator:load:after',
} as const;

export type LoadFormType = 'custom-form' | 'poll' | 'quiz';

/** LOAD-001, LOAD-002: what to load, and the page's credentials for the call. */
export interface LoadFormRequest {
  /** The form AJAX endpoint (the theme settings' `ajaxurl`). */
  readonly endpoint: string;
  /** The page's ajax nonce (the theme settings' `ajaxNonce`). */
  readonly nonce: string;
  readonly formId: number;
  /** Which rendering of the form on the page this is; unique per form id on a page. */
  readonly renderId?: number;
  readonly type?: LoadFormType;
  readonly isPreview?: boolean;
  readonly previewData?: unknown;
  readonly lastSubmitData?: unknown;
  /** Loader options; `{ layout: 'floating' }` asks for floating labels. */
  readonly extra?: Readonly<Record<string, unknown>>;
  /** LOAD-002: the lead form's id, when a lead form is used. */
  readonly leadsId?: number;
}

export interface LoadFormOptions {
  /** Cancels the load (a component unmounted mid-load); the events still close with after. */
  readonly signal?: AbortSignal;
  /** LOAD-010: for the request, and again for the assets. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  /** LOAD-003: the page's query string; the current address's by default. */
  readonly search?: string;
  /** Seams handed to the hydrated runtime (its submit's fetch, navigation, clock). */
  readonly runtime?: LoadedFormSeams;
}

/** LOAD-004: the answer's data as the loader uses it. */
export interface LoadAnswer {
  readonly html: string;
  readonly style: string;
  readonly script: LoadedFormScript;
  readonly styles: LoaderAssets;
  readonly scripts: LoaderAssets;
  /** The form's front-end settings, pagination_config included. */
  readonly options: Readonly<Record<string, unknown>>;
  readonly leadOptions: Readonly<Record<string, unknown>>;
}

export type LoadFailureReason =
  /** The request cannot be sent: no endpoint, nonce or form id. */
  | 'invalid-request'
  /** No answer at all. */
  | 'network'
  /** The server answered with a failure (unknown or unpublished form, expired nonce…). */
  | 'refused'
  /** The server answered, but not with a loader answer. */
  | 'invalid-answer'
  /** LOAD-010. */
  | 'timeout'
  /** A style or script of the form failed to load. */
  | 'asset'
  | 'aborted';

/** A form loaded into the page and hydrated. */
export interface LoadedFormInstance {
  /** The element holding the form's markup; its React root. */
  readonly container: HTMLElement;
  readonly form: HTMLFormElement | null;
  readonly answer: LoadAnswer;
  /** Stops the form's runtime and removes its markup. */
  unmount(): void;
}

export type LoadFormResult =
  | { readonly ok: true; readonly loaded: LoadedFormInstance }
  | {
      readonly ok: false;
      readonly reason: LoadFailureReason;
      readonly status?: number;
      readonly message?: string;
    };

export interface LoadEventDetails {
  readonly [LOAD_EVENTS.before]: { readonly request: LoadFormRequest };
  readonly [LOAD_EVENTS.success]: {
    readonly answer: LoadAnswer;
    readonly form: HTMLFormElement | null;
  };
  readonly [LOAD_EVENTS.error]: {
    readonly reason: LoadFailureReason;
    readonly status?: number;
    readonly message?: string;
  };
  readonly [LOAD_EVENTS.after]: { readonly ok: boolean };
}

export type LoadEventName = keyof LoadEventDetails;

function fire<Name extends LoadEventName>(
  target: HTMLElement,
  name: Name,
  detail: LoadEventDetails[Name],
): void {
  target.dispatchEvent(new CustomEvent(name, { bubbles: true, detail }));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const asPostedText = (value: unknown) =>
  typeof value === 'string' ? value : JSON.stringify(value);

/**
 * LOAD-001…LOAD-003: the form-encoded body. Structured values (preview_data, last_submit_data,
 * extra) go as JSON text. The page's query parameters are added after the loader's own keys and
 * never replace one, so a link cannot change what is loaded or the nonce it is loaded with.
 */
export function loadRequestBody(request: LoadFormRequest, search: string): URLSearchParams {
  const body = new URLSearchParams([
    ['action', LOAD_FORM_ACTION],
    ['type', request.type ?? 'custom-form'],
    ['id', String(request.formId)],
    ['render_id', String(request.renderId ?? 0)],
    ['is_preview', String(request.isPreview ?? false)],
    ['preview_data', asPostedText(request.previewData ?? [])],
    ['last_submit_data', asPostedText(request.lastSubmitData ?? {})],
    ['extra', asPostedText(request.extra ?? {})],
    ['nonce', request.nonce],
  ]);
  if (request.leadsId !== undefined) {
    body.append('has_lead', 'true');
    body.append('leads_id', String(request.leadsId));
  }
  const own = new Set(body.keys());
  for (const [name, value] of new URLSearchParams(search)) {
    if (name !== '' && !own.has(name)) body.append(name, value);
  }
  return body;
}

function readAssets(value: unknown): LoaderAssets | undefined {
  // PHP encodes an empty associative array as a list, so [] is "no assets" too.
  if (Array.isArray(value) && value.length === 0) return {};
  if (!isRecord(value)) return undefined;
  const assets: Record<string, LoaderAsset> = {};
  for (const [handle, asset] of Object.entries(value)) {
    if (!isRecord(asset) || typeof asset.src !== 'string' || asset.src === '') return undefined;
    assets[handle] = {
      src: asset.src,
      on: typeof asset.on === 'string' ? asset.on : '',
      load: typeof asset.load === 'string' ? asset.load : '',
    };
  }
  return assets;
}

/** Reads a loader answer field by field: a proxy's error page must not break the page. */
export function readLoadAnswer(body: unknown): LoadAnswer | undefined {
  if (!isRecord(body) || body.success !== true || !isRecord(body.data)) return undefined;
  const data = body.data;
  if (typeof data.html !== 'string' || data.html === '' || typeof data.script !== 'string')
    return undefined;
  const script = readLoadedFormScript(data.script);
  const styles = readAssets(data.styles ?? {});
  const scripts = readAssets(data.scripts ?? {});
  if (script === undefined || styles === undefined || scripts === undefined) return undefined;
  return {
    html: data.html,
    style: typeof data.style === 'string' ? data.style : '',
    script,
    styles,
    scripts,
    options: isRecord(data.options) ? data.options : {},
    leadOptions: isRecord(data.lead_options) ? data.lead_options : {},
  };
}

/** The message of an ajax failure envelope: `data.message`, or `data` itself when it is text. */
function failureMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.data === 'string') return body.data;
  return isRecord(body.data) && typeof body.data.message === 'string'
    ? body.data.message
    : undefined;
}

type Failure = Extract<LoadFormResult, { ok: false }>;
const failure = (
  reason: LoadFailureReason,
  extra: Omit<Failure, 'ok' | 'reason'> = {},
): Failure => ({
  ok: false,
  reason,
  ...extra,
});

async function requestAnswer(
  request: LoadFormRequest,
  options: LoadFormOptions,
  timeoutMs: number,
  search: string,
): Promise<{ readonly ok: true; readonly answer: LoadAnswer } | Failure> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel, { once: true });
  const interrupted = () => failure(timedOut ? 'timeout' : 'aborted');
  try {
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(request.endpoint, {
        method: 'POST',
        body: loadRequestBody(request, search),
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      });
    } catch {
      return controller.signal.aborted ? interrupted() : failure('network');
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      if (controller.signal.aborted) return interrupted();
      return failure('invalid-answer', { status: response.status });
    }
    if (controller.signal.aborted) return interrupted();
    const answer = readLoadAnswer(body);
    if (answer !== undefined) return { ok: true, answer };
    const message = failureMessage(body);
    if (isRecord(body) && body.success === false) {
      return failure('refused', {
        status: response.status,
        ...(message === undefined ? {} : { message }),
      });
    }
    return failure('invalid-answer', { status: response.status });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

/** The form loaded into each element, so loading again replaces it cleanly. */
const loadedInto = new WeakMap<HTMLElement, LoadedFormInstance>();

/** LOAD-006: puts the answer's style and html in the element and hydrates the runtime. */
function render(target: HTMLElement, answer: LoadAnswer, seams: LoadedFormSeams | undefined) {
  loadedInto.get(target)?.unmount();
  const doc = target.ownerDocument;
  const container = doc.createElement('div');
  container.className = 'fui-loaded-form__root';
  container.innerHTML = answer.html;
  const nodes: Node[] = [];
  if (answer.style !== '') {
    // Outside the React root: hydration must find exactly the server's markup in there.
    const style = doc.createElement('style');
    style.textContent = answer.style;
    nodes.push(style);
  }
  target.replaceChildren(...nodes, container);
  const root: Root = hydrateRoot(container, loadedFormRuntime(answer.script, seams), {
    identifierPrefix: loadedFormIdentifierPrefix(answer.script),
  });
  const instance: LoadedFormInstance = {
    container,
    form: container.querySelector('form'),
    answer,
    unmount() {
      if (loadedInto.get(target) !== instance) return;
      loadedInto.delete(target);
      root.unmount();
      for (const node of nodes) node.parentNode?.removeChild(node);
      container.remove();
    },
  };
  loadedInto.set(target, instance);
  return instance;
}

async function attemptLoad(
  target: HTMLElement,
  request: LoadFormRequest,
  options: LoadFormOptions,
): Promise<LoadFormResult> {
  if (
    request.endpoint === '' ||
    request.nonce === '' ||
    !Number.isInteger(request.formId) ||
    request.formId < 1
  ) {
    return failure('invalid-request');
  }
  if (options.signal?.aborted) return failure('aborted');
  const timeoutMs = options.timeoutMs ?? LOADER_TIMEOUT_MS;
  const search = options.search ?? target.ownerDocument.defaultView?.location.search ?? '';
  const requested = await requestAnswer(request, options, timeoutMs, search);
  if (!requested.ok) return requested;
  const { answer } = requested;
  if (answer.script.formId !== request.formId) return failure('invalid-answer');
  try {
    // LOAD-009: the form is initialised only once everything it names has loaded.
    await loadAssets(target.ownerDocument, answer, {
      timeoutMs,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    const reason = error instanceof AssetLoadError ? error.failure : 'failed';
    return failure(reason === 'failed' ? 'asset' : reason, {
      ...(error instanceof Error ? { message: error.message } : {}),
    });
  }
  if (options.signal?.aborted) return failure('aborted');
  return { ok: true, loaded: render(target, answer, options.runtime) };
}

/**
 * LOAD-001…LOAD-011: loads a form into `target` over AJAX and brings it to life. Fires
 * before, then success or error, then after on `target` (LOAD-007); on success the form's
 * style and markup replace the target's content and the runtime hydrates them once every
 * named style and script has loaded (LOAD-006, LOAD-008, LOAD-009). A failure changes nothing
 * on the page and shows nothing: it only fires the events (LOAD-011). Never rejects.
 */
export async function loadForm(
  target: HTMLElement,
  request: LoadFormRequest,
  options: LoadFormOptions = {},
): Promise<LoadFormResult> {
  fire(target, LOAD_EVENTS.before, { request });
  // Assistive technology hears the region is loading; the attribute goes once it is over.
  const busyBefore = target.getAttribute('aria-busy');
  target.setAttribute('aria-busy', 'true');
  let result: LoadFormResult;
  try {
    result = await attemptLoad(target, request, options);
  } catch {
    // Whatever broke (a hydration that threw at once) must not reach the page.
    result = failure('invalid-answer');
  } finally {
    if (busyBefore === null) target.removeAttribute('aria-busy');
    else target.setAttribute('aria-busy', busyBefore);
  }
  if (result.ok) {
    fire(target, LOAD_EVENTS.success, { answer: result.loaded.answer, form: result.loaded.form });
  } else {
    const { ok: _ok, ...detail } = result;
    fire(target, LOAD_EVENTS.error, detail);
  }
  fire(target, LOAD_EVENTS.after, { ok: result.ok });
  return result;
}
