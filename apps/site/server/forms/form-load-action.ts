import {
  FORM_ACTIONS,
  FORM_LAYOUTS,
  FORM_SUBMIT_NONCE,
  formLoadRequestSchema,
  type FormAssets,
  type FormLayout,
  type FormLoadAnswer,
  type FormLoadRequest,
} from '@atelier/contracts/forms';
import type { LoadedFormScript } from '@atelier/form-ui/loader/loaded-form-script';
import { publicDefinition } from '~/shared/public-form-definition';
import { defineAjaxAction } from '../platform/http/ajax-endpoint';
import { ApiError } from '../platform/http/api-errors';
import { NONCE_ACTIONS, type NonceService } from '../platform/security/nonces';
import type { FormsService } from './form-service';
import { API_ADDRESSES } from '../platform/http/addresses';

/**
 * The part of React Router's server build the loader reads: the route modules' `links()`. A
 * ServerBuild is one; tests pass a few routes.
 */
export interface PageBuild {
  readonly routes: Readonly<
    Record<string, { readonly module: { readonly links?: () => readonly unknown[] } } | undefined>
  >;
}

/** The build itself (production) or a loader of it (Vite's dev server). */
export type PageBuildSource = PageBuild | (() => Promise<PageBuild>);

export interface FormLoadActionOptions {
  /** The pages the server serves; absent (an API-only app, tests) the answer names no assets. */
  readonly pages?: { readonly build: PageBuildSource } | undefined;
  /** The endpoint the loaded form submits to (FORM-001). */
  readonly endpoint?: string;
}

/** LOAD-005: the form widgets' stylesheet, by handle, and the id its `<link>` gets. */
export const FORM_STYLESHEET_HANDLE = 'forminator-form-ui';
export const FORM_STYLESHEET_ELEMENT_ID = 'forminator-form-ui-css';

/** `form-ui.css` as Vite names it: as is in development, with a content hash once built. */
const FORM_STYLESHEET_ADDRESS = /(?:^|\/)form-ui(?:-[\w-]+)?\.css(?:[?#]|$)/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStylesheetLink(link: unknown): link is { rel: string; href: string } {
  return (
    isRecord(link) &&
    typeof link.rel === 'string' &&
    link.rel.split(/\s+/).includes('stylesheet') &&
    typeof link.href === 'string'
  );
}

/**
 * LOAD-005: the external assets a loaded form needs, found in the page build. Only the build
 * knows the hashed address of `form-ui.css` (a route links it with `?url`, as the package asks),
 * so it is looked up among the routes' stylesheet links (it holds the runtime's styles too). The
 * runtime's code travels with the page's bundle (`LoadedForm` imports it), and the phone and
 * calendar chunks are loaded by the widgets on demand, so no script is named. A captcha's widget
 * loads its own chunk too; a loaded form shows the self-hosted one (the payload carries no site
 * captcha settings yet, ADR 0014), and payment fields are not supported.
 */
export function formAssetsOf(build: PageBuild): FormAssets {
  for (const route of Object.values(build.routes)) {
    let links: readonly unknown[];
    try {
      links = route?.module.links?.() ?? [];
    } catch {
      continue;
    }
    const stylesheet = links
      .filter(isStylesheetLink)
      .find((link) => FORM_STYLESHEET_ADDRESS.test(link.href));
    if (stylesheet) {
      return {
        [FORM_STYLESHEET_HANDLE]: {
          src: stylesheet.href,
          on: 'document',
          load: FORM_STYLESHEET_ELEMENT_ID,
        },
      };
    }
  }
  return {};
}

function assetSource(pages: FormLoadActionOptions['pages']): () => Promise<FormAssets> {
  if (pages === undefined) return async () => ({});
  const found = new WeakMap<PageBuild, FormAssets>();
  return async () => {
    const build = typeof pages.build === 'function' ? await pages.build() : pages.build;
    let assets = found.get(build);
    if (assets === undefined) {
      assets = formAssetsOf(build);
      found.set(build, assets);
    }
    return assets;
  };
}

/** FORM-011: the layout the loader's `extra` asks for; the default layout otherwise. */
function layoutOf(extra: FormLoadRequest['extra']): FormLayout {
  const asked = isRecord(extra) ? extra.layout : undefined;
  return FORM_LAYOUTS.find((layout) => layout === asked) ?? 'default';
}

const notAvailable = (type: string) =>
  new ApiError(
    400,
    `Loading a ${type} is not available yet: only custom forms can be loaded.`,
    'not_available',
  );

/**
 * LOAD-001…LOAD-005: `forminator_load_form` answers a published custom form ready to show and
 * hydrate anywhere on the site: its server-rendered markup, the payload to hydrate it with, the
 * stylesheet it needs and its front-end settings.
 *
 * The request must carry the page's ajax nonce (`nonce`, the theme settings' `ajaxNonce`).
 * Loading changes nothing, but the answer hands out a submit nonce for the session, so only the
 * site's own pages may ask for one. `preview_data` is never rendered (an unsaved definition from
 * the request would let anyone put markup on the site), and drafts do not load, preview or not:
 * there is no signed-in owner to preview for. Page query parameters are accepted and ignored
 * (LOAD-003); no field takes its value from one.
 */
export function formLoadActions(
  forms: FormsService,
  nonces: NonceService,
  options: FormLoadActionOptions = {},
) {
  const endpoint = options.endpoint ?? API_ADDRESSES.ajax;
  const assets = assetSource(options.pages);

  return [
    defineAjaxAction({
      action: FORM_ACTIONS.load,
      guard: { nonce: NONCE_ACTIONS.ajax, field: 'nonce' },
      input: formLoadRequestSchema,
      async handle(input, { session, reply }) {
        if (input.type !== 'custom-form') throw notAvailable(input.type);
        const form = await forms.load(input.id);
        if (!form || form.status !== 'publish') {
          throw new ApiError(
            404,
            `There is no published form with id ${input.id}.`,
            'form_not_found',
          );
        }
        const definition = publicDefinition(form.definition);
        const { settings } = definition;
        if (settings.form_type !== 'custom-form') throw notAvailable(settings.form_type);

        const payload: LoadedFormScript = {
          formId: form.id,
          renderId: input.render_id,
          nonce: nonces.issue(FORM_SUBMIT_NONCE, session.start()),
          endpoint,
          layout: layoutOf(input.extra),
          definition,
          // Its draft links open on the form's own page, which restores them.
          draftPage: `/${form.slug}/`,
        };
        // Loaded on first use: React's server renderer is only needed once a form is loaded.
        const { renderLoadedForm } = await import('./render-form.server');
        const { html, script } = renderLoadedForm(payload);
        const answer: FormLoadAnswer = {
          success: true,
          data: {
            is_ajax_load: true,
            html,
            // The forms here carry no CSS of their own; their look is form-ui.css.
            style: '',
            script,
            styles: await assets(),
            scripts: {},
            options: {
              ...settings,
              // Narrowed above: only custom forms load this way (a login form stays on its page).
              form_type: settings.form_type,
              form_id: form.id,
              render_id: input.render_id,
              nonce: payload.nonce,
              ajax_url: endpoint,
            },
            // Lead forms belong to quizzes, which do not load yet.
            lead_options: {},
          },
        };
        // The answer holds this session's nonce: no shared cache may keep it.
        reply.header('cache-control', 'private, no-store');
        return { json: answer };
      },
    }),
  ];
}
