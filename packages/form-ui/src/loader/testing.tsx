import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import { renderToString } from 'react-dom/server';
import type { LoaderAssets } from './asset-loader';
import {
  loadedFormIdentifierPrefix,
  loadedFormRuntime,
  readLoadedFormScript,
  writeLoadedFormScript,
  type LoadedFormScript,
} from './loaded-form-script';

/** Test fixtures of the loader: a small form and the answers a server gives for it. */

export const REQUIRED = 'The field is required.';
export const FORM_HAS_ERROR = 'Please correct the errors before submission.';

export const enquiryForm: FormDefinition = parseDefinition({
  id: 33568,
  fields: [
    { id: 'text-1', type: 'text', label: 'Name', required: true },
    { id: 'email-1', type: 'email', label: 'Email Address', required: true },
  ],
  settings: {
    messages: { 'text-1': { required: REQUIRED }, 'email-1': { required: REQUIRED } },
    general_messages: { form_has_error: FORM_HAS_ERROR },
  },
});

export function enquiryScript(overrides: Partial<LoadedFormScript> = {}): LoadedFormScript {
  return {
    formId: 33568,
    renderId: 0,
    nonce: 'submit-nonce-0123456',
    endpoint: '/api/ajax',
    layout: 'default',
    definition: enquiryForm,
    ...overrides,
  };
}

export interface AnswerParts {
  readonly script?: LoadedFormScript;
  readonly style?: string;
  readonly styles?: LoaderAssets;
  readonly scripts?: LoaderAssets;
}

/** LOAD-004: a loader answer as the server sends it, its markup rendered as the server does. */
export function loadAnswer(parts: AnswerParts = {}) {
  const script = writeLoadedFormScript(parts.script ?? enquiryScript());
  const readBack = readLoadedFormScript(script);
  if (readBack === undefined) throw new Error('The fixture payload does not read back.');
  return {
    success: true,
    data: {
      is_ajax_load: true,
      html: renderToString(loadedFormRuntime(readBack), {
        identifierPrefix: loadedFormIdentifierPrefix(readBack),
      }),
      style: parts.style ?? '',
      script,
      styles: parts.styles ?? {},
      scripts: parts.scripts ?? {},
      options: {
        form_id: readBack.formId,
        render_id: readBack.renderId,
        form_type: 'custom-form',
        nonce: readBack.nonce,
        ajax_url: readBack.endpoint,
        pagination_config: {},
      },
      lead_options: {},
    },
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
