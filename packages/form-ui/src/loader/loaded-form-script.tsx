import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import type { ReactElement } from 'react';
import type { FieldLayout } from '../field-props';
import { FormRuntime, type FormRuntimeProps } from '../runtime/form-runtime';

/**
 * LOAD-006: what a loaded form is initialised with. On the wire it is the answer's `script`, as
 * JSON text (snake_case, like every other key of the answer): the original puts inline
 * JavaScript there, but this site's CSP runs no inline script and no eval, so the browser parses
 * the text and hydrates the runtime with it instead. The server renders the answer's `html` from
 * the very same text, which is what makes the two match.
 */
export interface LoadedFormScript {
  readonly formId: number;
  readonly renderId: number;
  /** The submit nonce the form posts (forminator_nonce). */
  readonly nonce: string;
  /** The form AJAX endpoint the form submits to (FORM-001). */
  readonly endpoint: string;
  readonly layout: FieldLayout;
  readonly definition: FormDefinition;
  /**
   * The form's own page, where its draft links open (they restore the draft there): a loaded
   * form sits on a page that does not.
   */
  readonly draftPage?: string;
}

/** Test and integration seams of the live runtime; they do not change the rendered markup. */
export type LoadedFormSeams = Pick<FormRuntimeProps, 'fetch' | 'navigator' | 'clock'>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/**
 * Reads the answer's `script`; `undefined` when it is not a loaded form's payload. The definition
 * is checked for its shape only: the server parsed it with the form engine before sending it,
 * and the browser trusts its own server's definition as a page's loader data does.
 */
export function readLoadedFormScript(text: string): LoadedFormScript | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed)) return undefined;
  const { form_id, render_id, nonce, ajax_url, layout, definition, draft_page } = parsed;
  if (!isWholeNumber(form_id) || form_id === 0 || !isWholeNumber(render_id)) return undefined;
  if (typeof nonce !== 'string' || nonce === '' || typeof ajax_url !== 'string' || ajax_url === '')
    return undefined;
  if (layout !== 'default' && layout !== 'floating') return undefined;
  if (!isRecord(definition) || !Array.isArray(definition.fields) || !isRecord(definition.settings))
    return undefined;
  return {
    formId: form_id,
    renderId: render_id,
    nonce,
    endpoint: ajax_url,
    layout,
    definition: definition as unknown as FormDefinition,
    ...(typeof draft_page === 'string' && /^\/(?![/\\])/.test(draft_page)
      ? { draftPage: draft_page }
      : {}),
  };
}

/** The JSON text of a payload, as the server puts it in the answer's `script`. */
export function writeLoadedFormScript(script: LoadedFormScript): string {
  return JSON.stringify({
    form_id: script.formId,
    render_id: script.renderId,
    nonce: script.nonce,
    ajax_url: script.endpoint,
    layout: script.layout,
    definition: script.definition,
    ...(script.draftPage === undefined ? {} : { draft_page: script.draftPage }),
  });
}

/**
 * The one element both sides render: the server to HTML, the browser to hydrate that HTML. Any
 * difference in props between the two would be a hydration mismatch, so neither builds its own.
 */
export function loadedFormRuntime(
  script: LoadedFormScript,
  seams: LoadedFormSeams = {},
): ReactElement {
  return (
    <FormRuntime
      definition={script.definition}
      formId={script.formId}
      renderId={script.renderId}
      nonce={script.nonce}
      endpoint={script.endpoint}
      layout={script.layout}
      {...(script.draftPage === undefined ? {} : { draftPage: script.draftPage })}
      {...seams}
    />
  );
}

/**
 * The React identifier prefix of one loaded form, given to `renderToString` and `hydrateRoot`
 * alike, so ids React generates stay unique among the page's roots and equal on both sides.
 */
export function loadedFormIdentifierPrefix(script: LoadedFormScript): string {
  return `fui-load-${script.formId}-${script.renderId}-`;
}
