import { DRAFT_QUERY_PARAMETER, draftIdSchema } from '@atelier/contracts/form-drafts';
import {
  FORM_SUBMIT_NONCE,
  formSubmitRequestSchema,
  type FormSubmitAnswer,
} from '@atelier/contracts/forms';
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import { holdsVisitorValue } from '@atelier/form-engine/schema/field-id';
import { takesPayment } from '@atelier/form-engine/payments/payment-amount';
import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import { copyNumberOf, formGraphOf, repeatedFieldOf } from '@atelier/form-engine/state/form-graph';
import { readFieldValue } from '@atelier/form-engine/validation/submitted-value';
import { GENERIC_SUBMIT_ERROR } from '@atelier/form-ui/runtime/submit-form';
import { data, redirect, type AppLoadContext } from 'react-router';
import { postedFromThisSite } from '~/shared/page-post-origin.server';
import { FORM_ENDPOINT, type NativeSubmitOutcome, type PageForm } from './form-page';
import { formSentAddress } from './form-sent-notice';
import { publicDefinition } from '~/shared/public-form-definition';
import { formBody } from '~/shared/form-data';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please submit the form again.';
export const DRAFT_LINK_EXPIRED_NOTICE =
  'This saved form has expired or was already sent, so the form starts empty.';
export const CAPTCHA_NEEDS_JAVASCRIPT_MESSAGE =
  'This form’s spam check runs with JavaScript, which seems to be off in your browser. Please turn JavaScript on and send the form again; what you wrote is kept.';

/** Whether a captcha field the server refused was sent empty (no widget ran to fill it). */
function unansweredCaptcha(
  definition: FormDefinition,
  body: Readonly<Record<string, string | string[]>>,
  errors: Readonly<Record<string, string>>,
): boolean {
  return definition.fields.some((field) => {
    if (field.type !== 'captcha' || errors[field.id] === undefined) return false;
    const posted = body[field.id];
    return typeof posted !== 'string' || posted.trim() === '';
  });
}

export const FORM_UNAVAILABLE_MESSAGE =
  'This form is not available any more. Please reload the page, or write to us instead.';

/**
 * A published form for a page's loader; `null` when there is no such form or it is not
 * published, so the page can offer another way to reach the gallery. The form carries no nonce:
 * the page is the same HTML for every visitor (issue 13, ADR 0012), and the browser's form
 * runtime asks forminator_get_nonce for one before its first call (CF-044); a native post is
 * checked by where it came from instead (`submitPageForm`). Given the page's request, a draft
 * link in its address (`?draft=<id>`, PAGE-010) opens the form with the draft's values on its
 * page; a link that no longer works opens the blank form with a notice saying so, never an error
 * page. A page opened from a draft link shows one visitor's answers: it reads the visitor's
 * session from the context, which marks the answer private; the loader itself needs no cookie.
 */
export async function loadPageForm(
  context: AppLoadContext,
  formId: number,
  request?: Request,
): Promise<PageForm | null> {
  const form = await context.services.forms.load(formId);
  if (!form || form.status !== 'publish') return null;
  const page: PageForm = {
    id: form.id,
    title: form.title,
    definition: publicDefinition(form.definition),
    nonce: '',
    endpoint: FORM_ENDPOINT,
    captcha: {
      widgets: context.services.captcha.widgetConfig(),
      botCheck: context.services.captcha.botCheckConfig(),
    },
    ...(takesPayment(form.definition) ? { payments: context.services.forms.paymentConfig() } : {}),
  };
  const draftId =
    request === undefined ? null : new URL(request.url).searchParams.get(DRAFT_QUERY_PARAMETER);
  if (draftId === null || draftId === '') return page;
  // The answer holds (or names) one visitor's draft: no shared cache may keep it.
  void context.sessionId;
  const draft = draftIdSchema.safeParse(draftId).success
    ? await context.services.formDrafts.open(form, draftId)
    : undefined;
  if (!draft) return { ...page, draftNotice: DRAFT_LINK_EXPIRED_NOTICE };
  return { ...page, draft: { id: draft.id, page: draft.page, values: draft.values } };
}

type PostedValue = string | string[] | Record<string, string>;

/** `time-1[hours]` is a part of time-1; `checkbox-1[]` an item of the list checkbox-1. */
const BRACKETED_NAME = /^(.+)\[([A-Za-z0-9_-]*)\]$/;

/** The body's values by field (or copy) id: parts gathered into records, lists into arrays. */
function valuesByField(body: Readonly<Record<string, string | string[]>>) {
  const values = new Map<string, PostedValue>();
  for (const [name, posted] of Object.entries(body)) {
    const bracketed = BRACKETED_NAME.exec(name);
    const id = bracketed?.[1] ?? name;
    const part = bracketed?.[2];
    const existing = values.get(id);
    if (part !== undefined && part !== '') {
      const parts = typeof existing === 'object' && !Array.isArray(existing) ? existing : {};
      parts[part] = Array.isArray(posted) ? (posted[0] ?? '') : posted;
      values.set(id, parts);
    } else {
      const items = [
        ...(typeof existing === 'string' ? [existing] : Array.isArray(existing) ? existing : []),
        ...(Array.isArray(posted) ? posted : [posted]),
      ];
      values.set(id, bracketed !== null || items.length > 1 ? items : posted);
    }
  }
  return values;
}

/**
 * The posted values in the shapes the form's widgets take (a time's parts, a checkbox's list, a
 * consent's flag), so a refused native post shows the form again as the visitor left it. Values
 * the form would not accept from a visitor (hidden inputs, calculations, unknown names, copies
 * past a group's max_copies, malformed shapes) are left out: the form starts those afresh.
 */
export function postedFieldValues(
  definition: FormDefinition,
  body: Readonly<Record<string, string | string[]>>,
): Record<string, FieldValue> {
  const graph = formGraphOf(definition);
  const values: Record<string, FieldValue> = {};
  const copiesByGroup = new Map<string, Set<string>>();
  for (const [id, posted] of valuesByField(body)) {
    const own = graph.nodes[graph.indexOf.get(id) ?? -1]?.field;
    const field = own ?? repeatedFieldOf(graph, id)?.field;
    if (field === undefined || !holdsVisitorValue(field.type) || field.type === 'hidden') continue;
    if (own === undefined && field.group !== undefined) {
      const group = graph.nodes[graph.indexOf.get(field.group) ?? -1]?.field;
      const limit = group?.type === 'group' ? group.max_copies : undefined;
      const copies = copiesByGroup.get(field.group) ?? new Set<string>();
      copiesByGroup.set(field.group, copies);
      const copy = copyNumberOf(id);
      // The runtime refuses a copy past the limit; the server has said so in its errors.
      if (!copies.has(copy) && limit !== undefined && copies.size >= limit) continue;
      copies.add(copy);
    }
    const read = readFieldValue(field, posted);
    if (read.ok) values[id] = read.value;
  }
  return values;
}

function outcome(
  kind: NativeSubmitOutcome['kind'],
  message: string,
  details: Partial<Pick<NativeSubmitOutcome, 'errors' | 'values' | 'hideForm'>> = {},
): NativeSubmitOutcome {
  return { kind, message, errors: {}, values: {}, hideForm: false, ...details };
}

/**
 * SUB-012: a page's form posted natively (no JavaScript). Checked by the same service as the AJAX
 * submit, so the rules cannot differ: a refused post comes back into the page with the visitor's
 * values, the field errors and a message; a success follows the form's redirect (303, so a reload
 * does not post again) or answers its message.
 */
export async function submitPageForm(request: Request, context: AppLoadContext, formId: number) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return data(outcome('error', GENERIC_SUBMIT_ERROR), 400);
  }
  const body = formBody(formData);
  const { forms, nonces } = context.services;
  const form = await forms.load(formId);
  if (!form || form.status !== 'publish') {
    return data(outcome('error', FORM_UNAVAILABLE_MESSAGE), 404);
  }
  const values = postedFieldValues(form.definition, body);
  const refused = (message: string, status: number) =>
    data(outcome('error', message, { values }), status);

  const parsed = formSubmitRequestSchema.safeParse(body);
  if (!parsed.success || parsed.data.form_id !== formId) return refused(GENERIC_SUBMIT_ERROR, 400);
  // The page's form carries no nonce (ADR 0012): a post the browser says came from this site
  // is the visitor's own; any other needs a nonce for this session (a client that fetched one).
  if (
    !postedFromThisSite(request) &&
    !nonces.verify(FORM_SUBMIT_NONCE, context.sessionId, parsed.data.forminator_nonce)
  ) {
    return refused(SESSION_EXPIRED_MESSAGE, 403);
  }
  let answer: FormSubmitAnswer;
  try {
    answer = await forms.submit(parsed.data, context.visitor, {
      remoteIp: context.remoteAddress ?? '',
    });
  } catch (error) {
    // The service's refusals (FormNotFound, SubmissionRefused) say what was wrong in words.
    if (error instanceof Error && ['FormNotFound', 'SubmissionRefused'].includes(error.name)) {
      return refused(error.message, 400);
    }
    throw error;
  }
  if (answer.success) {
    // SUB-007…SUB-009: without JavaScript every redirect opens in this tab.
    // Issue 12, CF-002: the page it goes to says the message went: a page on this site is
    // opened with `?sent=<form id>`, which it shows as a fixed thank-you (ADR 0012).
    if (answer.data.url !== undefined) {
      throw redirect(formSentAddress(answer.data.url, formId), { status: 303 });
    }
    return data(
      outcome('success', answer.data.message, {
        hideForm: answer.data.behav === 'behaviour-hide',
      }),
      200,
    );
  }
  const errors: Record<string, string> = Object.assign({}, ...(answer.data.errors ?? []));
  // Issue 15: a captcha left unanswered by a browser without JavaScript (the widget is a script)
  // is said as such, so the visitor knows what to change; their values stay.
  const message = unansweredCaptcha(form.definition, body, errors)
    ? CAPTCHA_NEEDS_JAVASCRIPT_MESSAGE
    : answer.data.message;
  return data(outcome('error', message, { errors, values }), 422);
}
