import { useEffect, useRef } from 'react';
import type { FieldLayout } from '../field-props';
import { loadForm, type LoadFormResult, type LoadFormType } from './load-form';

export interface LoadedFormProps {
  readonly formId: number;
  /** Unique per form id on the page; by default the lowest one no other copy of the form uses. */
  readonly renderId?: number;
  /** The form AJAX endpoint; the theme settings' `ajaxurl` by default. */
  readonly endpoint?: string;
  /** The page's ajax nonce; the theme settings' `ajaxNonce` by default. */
  readonly nonce?: string;
  readonly type?: LoadFormType;
  readonly layout?: FieldLayout;
  readonly className?: string;
  /** LOAD-010: the time-out; for tests. */
  readonly timeoutMs?: number;
  /** The loader's and the loaded form's fetch; for tests. Pass a stable function. */
  readonly fetch?: typeof fetch;
  /** Called once the load is over, loaded or not (the DOM events say the same). */
  readonly onSettled?: (result: LoadFormResult) => void;
}

interface AjaxSettings {
  readonly endpoint?: string;
  readonly nonce?: string;
}

/**
 * The page's ajax address and nonce from the theme settings object every page carries, under
 * the original theme's global name (THEME-008).
 */
function themeAjaxSettings(view: Window | null): AjaxSettings {
  const settings: unknown = view === null ? undefined : Reflect.get(view, 'dtLocal');
  if (typeof settings !== 'object' || settings === null) return {};
  const endpoint: unknown = Reflect.get(settings, 'ajaxurl');
  const nonce: unknown = Reflect.get(settings, 'ajaxNonce');
  return {
    ...(typeof endpoint === 'string' ? { endpoint } : {}),
    ...(typeof nonce === 'string' ? { nonce } : {}),
  };
}

/** Render ids taken by loaded forms that are not on the page yet, per document. */
const claimedRenderIds = new WeakMap<Document, Set<string>>();

/**
 * The lowest render id of the form that neither a form on the page (a server-rendered copy, a
 * loaded one) nor a load in progress uses: the ids of a form's controls derive from it.
 */
function claimRenderId(doc: Document, formId: number): { id: number; release(): void } {
  let claimed = claimedRenderIds.get(doc);
  if (claimed === undefined) {
    claimed = new Set();
    claimedRenderIds.set(doc, claimed);
  }
  const onPage = new Set(
    Array.from(
      doc.querySelectorAll<HTMLInputElement>(
        `form[data-form-id="${formId}"] input[name="render_id"]`,
      ),
      (input) => input.value,
    ),
  );
  let id = 0;
  while (claimed.has(`${formId}:${id}`) || onPage.has(String(id))) id += 1;
  const key = `${formId}:${id}`;
  const taken = claimed;
  taken.add(key);
  return { id, release: () => taken.delete(key) };
}

/**
 * A form embedded by id: loads it over AJAX when mounted (LOAD-001…LOAD-011) and hydrates it in
 * place. The element is empty until the form arrives, and stays empty when loading fails: the
 * loader's events (on this element, bubbling) are the only sign of a failure. Unmounting
 * mid-load cancels the load; unmounting a loaded form stops its runtime.
 */
export function LoadedForm(props: LoadedFormProps) {
  const { formId, renderId, endpoint, nonce, type, layout, timeoutMs, fetch, onSettled } = props;
  const targetRef = useRef<HTMLDivElement>(null);
  const settledRef = useRef(onSettled);
  useEffect(() => {
    settledRef.current = onSettled;
  });

  useEffect(() => {
    const target = targetRef.current;
    if (target === null) return;
    const doc = target.ownerDocument;
    const fromTheme = themeAjaxSettings(doc.defaultView);
    const claim = renderId === undefined ? claimRenderId(doc, formId) : undefined;
    const controller = new AbortController();
    let unmountLoaded: (() => void) | undefined;
    // Another React root is unmounted after this commit, never inside it.
    const later = (unmount: () => void) => queueMicrotask(unmount);

    void loadForm(
      target,
      {
        endpoint: endpoint ?? fromTheme.endpoint ?? '',
        nonce: nonce ?? fromTheme.nonce ?? '',
        formId,
        renderId: renderId ?? claim?.id ?? 0,
        ...(type ? { type } : {}),
        ...(layout ? { extra: { layout } } : {}),
      },
      {
        signal: controller.signal,
        ...(timeoutMs === undefined ? {} : { timeoutMs }),
        ...(fetch ? { fetch, runtime: { fetch } } : {}),
      },
    ).then((result) => {
      claim?.release();
      if (result.ok) {
        const { unmount } = result.loaded;
        if (controller.signal.aborted) later(unmount);
        else unmountLoaded = unmount;
      }
      if (!controller.signal.aborted) settledRef.current?.(result);
    });

    return () => {
      controller.abort();
      claim?.release();
      if (unmountLoaded) later(unmountLoaded);
    };
  }, [formId, renderId, endpoint, nonce, type, layout, timeoutMs, fetch]);

  return (
    <div
      ref={targetRef}
      className={`fui-loaded-form${props.className ? ` ${props.className}` : ''}`}
      data-form-loader={formId}
    />
  );
}
