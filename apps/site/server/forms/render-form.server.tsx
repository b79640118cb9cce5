import {
  loadedFormIdentifierPrefix,
  loadedFormRuntime,
  readLoadedFormScript,
  writeLoadedFormScript,
  type LoadedFormScript,
} from '@atelier/form-ui/loader/loaded-form-script';
import { renderToString } from 'react-dom/server';

export interface RenderedLoadedForm {
  /** LOAD-004 `html`: the form's server-rendered markup. */
  readonly html: string;
  /** LOAD-004 `script`: the JSON text the browser hydrates `html` with. */
  readonly script: string;
}

/**
 * LOAD-004, LOAD-006: a loaded form's markup, rendered by the same `FormRuntime` the pages use.
 * It is rendered from the payload as the browser will read it back from `script` (JSON drops
 * undefined keys, for one), so the markup and the hydration cannot disagree.
 */
export function renderLoadedForm(payload: LoadedFormScript): RenderedLoadedForm {
  const script = writeLoadedFormScript(payload);
  const readBack = readLoadedFormScript(script);
  if (readBack === undefined) {
    throw new Error(`Form ${payload.formId} gave a payload the browser could not read.`);
  }
  const html = renderToString(loadedFormRuntime(readBack), {
    identifierPrefix: loadedFormIdentifierPrefix(readBack),
  });
  return { html, script };
}
