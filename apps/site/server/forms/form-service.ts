import {
  FORM_SUBMIT_REQUEST_KEYS,
  formSuccessBehaviourSchema,
  type FieldErrorMap,
  type FormSubmitAnswer,
  type FormSubmitRequest,
} from '@atelier/contracts/forms';
import type {
  PaymentAmountUpdateAnswer,
  PaypalCreateOrderAnswer,
  PublicPaymentConfig,
} from '@atelier/contracts/payments';
import type { Database } from '@atelier/db/connection';
import { formRepository, type FormRecord } from '@atelier/db/repositories/forms';
import { systemClock, type Clock } from '@atelier/form-engine/conditions/clock';
import { calculationText } from '@atelier/form-ui/widgets/display-fields';
import { renderMergeTags } from '@atelier/form-engine/merge-tags';
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import {
  MAX_SUBMITTED_KEYS,
  validateSubmission,
  type SubmissionError,
} from '@atelier/form-engine/validation/validate-submission';
import {
  addEntryWithUploads,
  resolveSubmittedUploads,
  UploadsTaken,
  withUploadErrors,
} from './uploads/submitted-uploads';
import { DRAFT_PREVIEW_MESSAGE, readDraftRequest, type FormDraftsService } from './draft-service';
import { parsedRows } from '../platform/parsed-rows';
import { FormNotFound, type LoadedForm, type SubmittingVisitor } from './loaded-form';
import type { CaptchaService } from '../platform/captcha/captcha-service';
import {
  paymentSourceOf,
  takesPayment,
  type PaymentSource,
} from '@atelier/form-engine/payments/payment-amount';
import { PAYMENT_INPUTS } from '@atelier/form-engine/payments/payment-wire';
import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import {
  AMOUNT_MISMATCH_MESSAGE,
  amountRefusal,
  PAYMENT_AMOUNT_REQUEST_KEYS,
  PAYMENT_MISSING_MESSAGE,
  PAYMENTS_OFF_MESSAGE,
  paymentSummary,
  readPaidFormSnapshot,
  serialisedFormBody,
  submittedAmount,
  walletValue,
  type FormPayments,
  type PaidFormSnapshot,
  type PaymentAmountRequest,
  type PaypalCreateOrderRequest,
} from './form-payments';
import type { PaymentCompletion } from '../platform/payments-port';
import {
  captchaValueIds,
  checkCaptchas,
  withOriginalCaptchaNames,
  type SubmitNetwork,
} from './form-captchas';

/** A submission refused as a whole, before any field is looked at. */
/** Issue 12: a draft asked of a form that offers none. */
export const DRAFTS_OFF_MESSAGE =
  'This form is sent in one go and keeps no drafts. Please send it when you are ready.';

/** A login form posted where logins are not taken (a preview, a page without the accounts room). */
export const LOGIN_ELSEWHERE_MESSAGE =
  'This form signs you in to your account. Please use it on the sign-in page.';

export class SubmissionRefused extends Error {
  override name = 'SubmissionRefused';

  constructor(
    readonly code: 'invalid_encoding' | 'invalid_submission',
    message: string,
  ) {
    super(message);
  }
}

export const PREVIEW_MESSAGE =
  'This is a preview: the submission is valid, and previews are never stored.';

const REPLACEMENT_CHARACTER = '\uFFFD';
const MAX_NESTING = 4;

/**
 * Bytes that are not UTF-8 reach us already decoded, as U+FFFD: the form-encoded and multipart
 * parsers both decode lossily. Finding one means the visitor's text was damaged on the way, so
 * it is refused rather than stored mangled.
 */
function hasDamagedText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(REPLACEMENT_CHARACTER);
  if (depth >= MAX_NESTING || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => hasDamagedText(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes(REPLACEMENT_CHARACTER) || hasDamagedText(item, depth + 1),
  );
}

function hasMoreKeysThan(body: Readonly<Record<string, unknown>>, limit: number): boolean {
  let count = 0;
  for (const key in body) {
    if (Object.hasOwn(body, key) && ++count > limit) return true;
  }
  return false;
}

const LIST_KEY = /^(.+)\[\]$/;
const PART_KEY = /^(.+)\[([A-Za-z0-9_-]+)\]$/;
const REQUEST_KEYS = new Set(FORM_SUBMIT_REQUEST_KEYS);

/** A composite value being assembled from `field[part]` keys. */
class Parts {
  // No prototype: a part named __proto__ is just a (wrong) part, not a prototype.
  readonly values: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
}

/**
 * The form's own fields out of a submit body, in the shapes the form engine reads. Form-encoded
 * and multipart parsers give a repeated name as a list and keep brackets in names, so
 * `checkbox-1[]` becomes the list `checkbox-1` (one value too) and `name-1[first-name]` a part of
 * `name-1`. The request's own keys (action, nonce, ids, preview marker) are not fields.
 */
export function submittedFields(body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  if (hasMoreKeysThan(body, MAX_SUBMITTED_KEYS)) {
    throw new SubmissionRefused(
      'invalid_submission',
      `The submission has more than ${MAX_SUBMITTED_KEYS} values; no form here posts that many.`,
    );
  }
  if (hasDamagedText(body)) {
    throw new SubmissionRefused(
      'invalid_encoding',
      'The form data is not valid UTF-8 text, so it was not stored. Please send it as UTF-8.',
    );
  }
  const fields = new Map<string, unknown>();
  // A name given in two incompatible shapes (a value and parts) stays both, which no field reads.
  const merge = (name: string, value: unknown) => {
    const existing = fields.get(name);
    fields.set(name, existing === undefined ? value : [existing, value]);
  };
  for (const [key, value] of Object.entries(body)) {
    if (REQUEST_KEYS.has(key)) continue;
    const list = LIST_KEY.exec(key);
    const part = list ? null : PART_KEY.exec(key);
    if (list?.[1] !== undefined) {
      const existing = fields.get(list[1]);
      const items = Array.isArray(value) ? value : [value];
      if (existing === undefined) fields.set(list[1], items);
      else if (existing instanceof Parts) merge(list[1], items);
      else fields.set(list[1], [...(Array.isArray(existing) ? existing : [existing]), ...items]);
    } else if (part?.[1] !== undefined && part[2] !== undefined) {
      const existing = fields.get(part[1]);
      const parts = existing instanceof Parts ? existing : new Parts();
      if (existing !== undefined && !(existing instanceof Parts)) merge(part[1], parts);
      else fields.set(part[1], parts);
      parts.values[part[2]] = value;
    } else {
      merge(key, value);
    }
  }
  const unwrap = (value: unknown): unknown =>
    value instanceof Parts
      ? value.values
      : Array.isArray(value)
        ? value.map((item: unknown) => (item instanceof Parts ? item.values : item))
        : value;
  return Object.fromEntries([...fields].map(([name, value]) => [name, unwrap(value)]));
}

/** The values without the captcha and bot-check tokens (issue 15: never stored or shown). */
function withoutTokens<Value>(
  definition: FormDefinition,
  values: Readonly<Record<string, Value>>,
): Record<string, Value> {
  const tokens = new Set(captchaValueIds(definition));
  return Object.fromEntries(Object.entries(values).filter(([id]) => !tokens.has(id)));
}

/** SUB-002: the errors as a list of single-field maps, in display order. */
function errorMaps(errors: readonly SubmissionError[]): FieldErrorMap[] {
  return errors.flatMap((error) =>
    error.field === null ? [] : [{ [error.field]: error.message }],
  );
}

/**
 * FORM-017: merge tag values for a success message. Every field of the form is known (a field
 * left empty or hidden renders as nothing rather than as its tag); calculations read as they
 * are shown, with the field's precision and decimal point.
 */
function mergeTagValues(
  definition: FormDefinition,
  values: Readonly<Record<string, unknown>>,
  calculations: Readonly<Record<string, number>>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = Object.fromEntries(
    definition.fields.map((field) => [field.id, null]),
  );
  Object.assign(merged, values);
  for (const field of definition.fields) {
    const value = calculations[field.id];
    // As the form shows it: the field's decimal point, or a price as the shop prints it (€2,760).
    if (field.type === 'calculation' && value !== undefined)
      merged[field.id] = calculationText(field, value);
  }
  return merged;
}

/** SUB-005…SUB-009: the answer to a stored submission, from the form's success behaviour. */
function successAnswer(
  form: LoadedForm,
  merge: Record<string, unknown>,
  entryId: number,
): FormSubmitAnswer {
  const behaviour = form.successBehaviour;
  const common = {
    message: renderMergeTags(behaviour.message, merge),
    behav: behaviour.behav,
    fadeout: behaviour.fadeout,
    fadeout_time: behaviour.fadeout_time,
    entry_id: entryId,
  };
  if (behaviour.behav !== 'behaviour-redirect') return { success: true, data: common };
  return { success: true, data: { ...common, url: behaviour.url, newtab: behaviour.newtab } };
}

function loadedForm(record: FormRecord): LoadedForm {
  const behaviour = formSuccessBehaviourSchema.safeParse(record.successBehaviour);
  if (!behaviour.success) {
    throw new Error(
      `Form ${record.id} has an invalid success behaviour: ${behaviour.error.message}`,
    );
  }
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    status: record.status,
    definition: parseDefinition(record.definition),
    successBehaviour: behaviour.data,
  };
}

/**
 * Forms as data: loading a stored form and taking its submissions. A submission is checked
 * against the stored definition with the form engine, never trusting the client (calculations
 * recomputed, hidden and unknown fields dropped), and stored in one insert (one transaction
 * with the uploaded files it takes).
 */
export function formsService(
  db: Database,
  options: {
    drafts: FormDraftsService;
    clock?: Clock;
    /**
     * Issue 15: checks captcha fields and the bot-check before anything is stored. Without it a
     * form with either is refused (nothing unchecked is ever stored).
     */
    captcha?: CaptchaService;
    /**
     * Told of every stored entry: the composition root sends the form's mail from here. It
     * only queues and never throws, so it cannot hold up or fail the visitor's submit.
     */
    onEntryStored?: (
      form: LoadedForm,
      entry: { id: number; values: Record<string, unknown>; calculations: Record<string, number> },
      visitor: SubmittingVisitor,
    ) => Promise<void>;
    /**
     * Issue 17: the payments service (the composition root's `payments`), or a getter of it when
     * it is built after this service. Without it a form with a card or PayPal field is refused:
     * nothing is stored as paid that was not.
     */
    payments?: FormPayments | (() => FormPayments);
  },
) {
  const repository = formRepository(db);
  const clock = options.clock ?? systemClock;
  const { drafts } = options;
  const parsedForm = parsedRows(loadedForm);
  const load = async (id: number): Promise<LoadedForm | undefined> =>
    parsedForm(await repository.find(id));

  const paymentsIfAny = (): FormPayments | undefined =>
    typeof options.payments === 'function' ? options.payments() : options.payments;
  const payments = (): FormPayments => {
    const service = paymentsIfAny();
    if (!service) throw new SubmissionRefused('invalid_submission', PAYMENTS_OFF_MESSAGE);
    return service;
  };

  /** A published form that takes payments, for the two payment calls. */
  async function paidForm(formId: number): Promise<LoadedForm> {
    const form = await load(formId);
    if (!form || form.status !== 'publish') throw new FormNotFound(formId);
    if (!takesPayment(form.definition)) {
      throw new SubmissionRefused('invalid_submission', 'This form takes no payment.');
    }
    return form;
  }

  /** The answer to a stored entry, as a submit answers it (merge tags from its values). */
  function storedAnswer(
    form: LoadedForm,
    values: Readonly<Record<string, unknown>>,
    calculations: Readonly<Record<string, number>>,
    entryId: number,
  ): FormSubmitAnswer {
    return successAnswer(form, mergeTagValues(form.definition, values, calculations), entryId);
  }

  /** A payment the provider refused, shown under the payment field (PAY-016) and as the notice. */
  function paymentRefused(source: PaymentSource, message: string): { answer: FormSubmitAnswer } {
    return {
      answer: { success: false, data: { message, errors: [{ [source.fieldId]: message }] } },
    };
  }

  interface SettledPayment {
    fieldId: string;
    paymentId: number;
    summary: string;
  }

  /**
   * PAY-006, PP-012: the submit of a paid form. The hidden inputs name the card intent or the
   * PayPal order; the payments service checks with the provider that it is paid, for this form
   * and this amount, and claims it once. A payment completed before (a double submit, or the
   * webhook first) answers the entry it already paid for instead of storing another.
   */
  async function settlePayment(
    form: LoadedForm,
    fields: Readonly<Record<string, unknown>>,
    values: Readonly<Record<string, FieldValue>>,
    calculations: Readonly<Record<string, number>>,
  ): Promise<SettledPayment | { answer: FormSubmitAnswer }> {
    const text = (key: string) => {
      const value = fields[key];
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
    };
    const orderId = text(PAYMENT_INPUTS.paypalOrderId);
    const intentId = text(PAYMENT_INPUTS.intentId);
    const method = orderId !== undefined ? 'paypal' : 'card';
    const source = paymentSourceOf(form.definition, method);
    if (source === undefined || (orderId === undefined && intentId === undefined)) {
      return { answer: { success: false, data: { message: PAYMENT_MISSING_MESSAGE } } };
    }
    const amount = submittedAmount(form.definition, source, values, clock);
    if (!amount.ok) return paymentRefused(source, amountRefusal(form.definition, amount));
    const purpose = { kind: 'form', formId: form.id } as const;
    const charged = { purpose, amountCents: amount.amountCents, currency: amount.currency };
    const completion: PaymentCompletion =
      orderId !== undefined
        ? await payments().completeWallet({ orderId, ...charged })
        : await payments().completeCard({ intentId: intentId ?? '', ...charged });
    if (!completion.ok) return paymentRefused(source, completion.message);
    if (!completion.firstTime) {
      // Paid and claimed before: this submit stores nothing more.
      if (completion.entryId !== null) {
        return { answer: storedAnswer(form, values, calculations, completion.entryId) };
      }
      // Claimed by a request still storing its entry (the webhook, or a double click).
      const merge = mergeTagValues(form.definition, values, calculations);
      const { message, behav } = successAnswer(form, merge, 1).data;
      return { answer: { success: true, data: { message, behav } } };
    }
    return {
      fieldId: source.fieldId,
      paymentId: completion.paymentId,
      summary: paymentSummary(method, amount, completion.reference),
    };
  }

  /**
   * Checks a payment call's form fields exactly as a submit would (PAY-009): the checked values
   * and the amount they ask, or the answer refusing them.
   */
  function checkPaymentFields(
    form: LoadedForm,
    body: Readonly<Record<string, unknown>>,
    method: PaymentSource['method'],
  ):
    | { ok: false; message: string; errors: FieldErrorMap[] }
    | {
        ok: true;
        source: PaymentSource;
        values: Record<string, FieldValue>;
        calculations: Record<string, number>;
        amountCents: number;
        currency: string;
      } {
    const source = paymentSourceOf(form.definition, method);
    if (source === undefined) {
      const how = method === 'card' ? 'by card' : 'with PayPal';
      throw new SubmissionRefused('invalid_submission', `This form takes no payment ${how}.`);
    }
    const fields = withOriginalCaptchaNames(form.definition, submittedFields(body));
    const result = validateSubmission(form.definition, fields, clock);
    if (!result.ok) {
      const whole = result.errors.find((error) => error.field === null);
      if (whole) throw new SubmissionRefused('invalid_submission', whole.message);
      const message = form.definition.settings.general_messages.form_has_error;
      return { ok: false, message, errors: errorMaps(result.errors) };
    }
    const values = withoutTokens(form.definition, result.values);
    const amount = submittedAmount(form.definition, source, result.values, clock);
    if (!amount.ok) {
      const message = amountRefusal(form.definition, amount);
      return { ok: false, message, errors: [{ [source.fieldId]: message }] };
    }
    const { calculations } = result;
    const { amountCents, currency } = amount;
    return { ok: true, source, values, calculations: { ...calculations }, amountCents, currency };
  }

  const snapshotOf = (
    checked: { values: Record<string, FieldValue>; calculations: Record<string, number> },
    method: PaymentSource['method'],
    amount: { amountCents: number; currency: string },
    visitor: SubmittingVisitor,
  ): Record<string, unknown> => {
    const snapshot: PaidFormSnapshot = {
      version: 1,
      method,
      values: checked.values,
      calculations: checked.calculations,
      visitor,
      amountCents: amount.amountCents,
      currency: amount.currency,
    };
    return { ...snapshot };
  };

  return {
    /** A form by id, whatever its status; undefined when there is none. */
    load,

    /**
     * Issue 17: what a page showing a paid form hands the browser (no secrets); `null` when no
     * payments service was handed in, and the payment fields say payments are not set up.
     */
    paymentConfig(): PublicPaymentConfig | null {
      return paymentsIfAny()?.publicConfig() ?? null;
    },

    async loadBySlug(slug: string): Promise<LoadedForm | undefined> {
      return parsedForm(await repository.findBySlug(slug));
    },

    /**
     * SUB-001, SUB-002, SUB-013: checks a submit and, unless it is a preview, stores it. Answers
     * the wire answer for both outcomes (field errors are `success: false`); throws FormNotFound
     * for a form that does not exist or is not published (drafts can only be previewed), and
     * SubmissionRefused for a body that cannot be a submission at all.
     */
    async submit(
      request: FormSubmitRequest,
      visitor: SubmittingVisitor,
      /**
       * The request's address for the captcha providers, and (issue 15) what a login form's
       * submit does: the accounts room's, handed in by the composition root. A login is never
       * stored as an entry: without `login`, one is refused.
       */
      how: SubmitNetwork & {
        readonly login?: (form: LoadedForm) => Promise<FormSubmitAnswer>;
      } = { remoteIp: '' },
    ): Promise<FormSubmitAnswer> {
      const preview = request.forminator_preview;
      const form = await load(request.form_id);
      if (!form || (form.status !== 'publish' && !preview)) throw new FormNotFound(request.form_id);
      if (form.definition.settings.form_type === 'login') {
        const { login } = how;
        if (preview || !login)
          throw new SubmissionRefused('invalid_submission', LOGIN_ELSEWHERE_MESSAGE);
        return login(form);
      }
      // DRAFT-005: the draft flag keeps the values (unvalidated) to finish later, not an entry.
      const draft = readDraftRequest(request);
      if (draft.save) {
        if (preview) return { success: false, data: { message: DRAFT_PREVIEW_MESSAGE } };
        // Issue 12: a form that offers no draft (a short one sent in one go) keeps none either.
        if (!form.definition.settings.use_save_and_continue) {
          throw new SubmissionRefused('invalid_submission', DRAFTS_OFF_MESSAGE);
        }
        // A draft keeps the visitor's words, never a captcha's one-time token.
        const kept = withoutTokens(form.definition, submittedFields(request));
        return drafts.save(form, kept, draft, visitor);
      }

      // UPL-006: upload fields name their files by file_id; they must be this visitor's own.
      const holder = {
        formId: form.id,
        sessionId: visitor.sessionId,
        draftId: draft.previousDraftId,
      };
      const fields = withOriginalCaptchaNames(form.definition, submittedFields(request));
      const uploads = await resolveSubmittedUploads(db, form.definition, fields, holder);
      const result = validateSubmission(form.definition, uploads.fields, clock);
      if (!result.ok || uploads.errors.length > 0) {
        const whole = result.ok ? undefined : result.errors.find((error) => error.field === null);
        if (whole) throw new SubmissionRefused('invalid_submission', whole.message);
        return {
          success: false,
          data: {
            message: form.definition.settings.general_messages.form_has_error,
            errors: withUploadErrors(
              form.definition,
              result.ok ? [] : errorMaps(result.errors),
              uploads.errors,
            ),
          },
        };
      }
      if (preview) return { success: true, data: { type: 'preview', message: PREVIEW_MESSAGE } };

      // CAP-003, CF-045: the tokens are checked (and the self-hosted ones spent) only once the
      // rest is valid, so a typo elsewhere does not cost the visitor their solved captcha.
      const shown = new Set(Object.keys(result.values));
      const captchas = await checkCaptchas(options.captcha, form.definition, fields, shown, how);
      if (!captchas.ok) {
        if ('refusal' in captchas) return { success: false, data: { message: captchas.refusal } };
        return {
          success: false,
          data: {
            message: form.definition.settings.general_messages.form_has_error,
            errors: Object.entries(captchas.fieldErrors).map(([id, message]) => ({
              [id]: message,
            })),
          },
        };
      }

      // Issue 17: a form that takes money stores its entry only once the provider says paid,
      // for this form and the amount its values ask (recomputed here).
      let paid: SettledPayment | undefined;
      if (takesPayment(form.definition)) {
        const settled = await settlePayment(form, fields, result.values, result.calculations);
        if ('answer' in settled) return settled.answer;
        paid = settled;
      }

      // The entry keeps each shown upload field's files with their file_ids, and takes them.
      // Tokens are one-time credentials, not the visitor's words: never stored.
      const values: Record<string, FieldValue> = withoutTokens(form.definition, result.values);
      if (paid) values[paid.fieldId] = paid.summary;
      const fileIds: string[] = [];
      for (const [key, files] of uploads.files) {
        if (!Object.hasOwn(values, key)) continue;
        values[key] = files;
        fileIds.push(...files.map((file) => file.file_id));
      }
      const newEntry = {
        formId: form.id,
        values,
        calculations: { ...result.calculations },
        ...visitor,
      };
      let entry: { id: number };
      try {
        entry = await addEntryWithUploads(db, newEntry, fileIds, holder);
      } catch (error) {
        if (error instanceof UploadsTaken) {
          throw new SubmissionRefused('invalid_submission', error.message);
        }
        throw error;
      }
      if (paid) await payments().attachEntry(paid.paymentId, entry.id);
      // Finished from its draft link: the draft has done its work.
      if (draft.previousDraftId !== undefined) await drafts.discard(form.id, draft.previousDraftId);
      const stored = { id: entry.id, values, calculations: newEntry.calculations };
      await options.onEntryStored?.(form, stored, visitor);
      const shownValues = withoutTokens(form.definition, result.values);
      const merge = mergeTagValues(form.definition, shownValues, result.calculations);
      return successAnswer(form, merge, entry.id);
    },

    /**
     * PAY-008, PAY-009: `forminator_update_payment_amount`. Checks the form's fields as a submit
     * does, computes the amount here, and has the payments service create (or update, on a
     * retry naming the earlier intent) the card intent the browser then confirms. Field errors
     * answer `success: false` with the per-field list; a body that cannot be a submission is
     * refused (HTTP 400, which the runtime shows as the upload-error text, PAY-012).
     */
    async updatePaymentAmount(
      request: PaymentAmountRequest,
      visitor: SubmittingVisitor,
    ): Promise<PaymentAmountUpdateAnswer> {
      const form = await paidForm(request.form_id);
      const body = Object.fromEntries(
        Object.entries(request).filter(([key]) => !PAYMENT_AMOUNT_REQUEST_KEYS.includes(key)),
      );
      const checked = checkPaymentFields(form, body, 'card');
      if (!checked.ok) {
        return { success: false, data: { message: checked.message, errors: checked.errors } };
      }
      const field = form.definition.fields.find(
        (candidate) => candidate.id === checked.source.fieldId,
      );
      const receiptEmail =
        field?.type === 'stripe' && field.receipt
          ? receiptAddressOf(field.receiptEmail, checked.values, request.receipt_email)
          : undefined;
      const prepared = await payments().prepareCard({
        purpose: {
          kind: 'form',
          formId: form.id,
          snapshot: snapshotOf(checked, 'card', checked, visitor),
        },
        amountCents: checked.amountCents,
        currency: checked.currency,
        sessionId: visitor.sessionId,
        description: paymentDescription(form),
        ...(request.paymentid ? { intentId: request.paymentid } : {}),
        paymentMethodId: request.payment_method,
        ...(receiptEmail === undefined ? {} : { receiptEmail }),
      });
      if (!prepared.ok) {
        const errors = [{ [checked.source.fieldId]: prepared.message }];
        return { success: false, data: { message: prepared.message, errors } };
      }
      return {
        success: true,
        data: { paymentid: prepared.intentId, paymentsecret: prepared.clientSecret },
      };
    },

    /**
     * PP-010, PP-011: `forminator_pp_create_order`. Recomputes the amount from the serialised
     * form and refuses a purchase unit that asks another amount or currency (a tampered call);
     * then has the payments service create the PayPal (or test wallet) order.
     */
    async createPaypalOrder(
      request: PaypalCreateOrderRequest,
      visitor: SubmittingVisitor,
    ): Promise<PaypalCreateOrderAnswer> {
      const form = await paidForm(request.form_id);
      const checked = checkPaymentFields(form, serialisedFormBody(request.form_fields), 'paypal');
      if (!checked.ok) {
        const details = checked.errors.flatMap((map) => Object.values(map));
        const message = [checked.message, ...details].join(' ');
        return { success: false, data: message };
      }
      const [unit] = request.form_data.purchase_units;
      const asked = { amountCents: checked.amountCents, currency: checked.currency };
      if (
        unit === undefined ||
        unit.amount.currency_code.toUpperCase() !== checked.currency ||
        unit.amount.value !== walletValue(asked)
      ) {
        return { success: false, data: AMOUNT_MISMATCH_MESSAGE };
      }
      const created = await payments().createWalletOrder({
        purpose: {
          kind: 'form',
          formId: form.id,
          snapshot: snapshotOf(checked, 'paypal', asked, visitor),
        },
        ...asked,
        sessionId: visitor.sessionId,
        description: paymentDescription(form),
        ...(request.form_data.application_context
          ? { applicationContext: request.form_data.application_context }
          : {}),
        ...(request.form_data.payer ? { payer: request.form_data.payer } : {}),
      });
      if (!created.ok) return { success: false, data: created.message };
      return { success: true, data: { order_id: created.orderId } };
    },

    /**
     * Issue 17: a payment the webhook completed (the buyer's browser went away after paying)
     * stores its entry from the snapshot the payment call kept, and links it to the payment.
     * The composition root calls this from the payments service's `onPaid` hook, which runs
     * once per payment (the claim). Answers the entry id, or undefined when there is nothing
     * to store (the form is gone, or the snapshot is not one of ours).
     */
    async storePaidEntry(
      formId: number,
      snapshot: Record<string, unknown>,
      paymentId: number,
      reference: string,
    ): Promise<number | undefined> {
      const form = await load(formId);
      const paidSnapshot = readPaidFormSnapshot(snapshot);
      if (!form || !paidSnapshot) return undefined;
      const source = paymentSourceOf(form.definition, paidSnapshot.method);
      const values: Record<string, FieldValue> = { ...paidSnapshot.values };
      if (source)
        values[source.fieldId] = paymentSummary(paidSnapshot.method, paidSnapshot, reference);
      const newEntry = {
        formId: form.id,
        values,
        calculations: paidSnapshot.calculations,
        ...paidSnapshot.visitor,
      };
      const entry = await repository.addEntry(newEntry);
      await payments().attachEntry(paymentId, entry.id);
      await options.onEntryStored?.(
        form,
        { id: entry.id, values, calculations: newEntry.calculations },
        paidSnapshot.visitor,
      );
      return entry.id;
    },
  };
}

/** What the provider shows the buyer and the gallery for a form's payment. */
function paymentDescription(form: LoadedForm): string {
  return `${form.title} (form ${form.id})`.slice(0, 127);
}

const RECEIPT_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * PAY-004: where the provider sends its receipt: the field the card names (already checked as
 * an email by the submit's rules), else the posted `receipt_email`; nothing that is no address.
 */
function receiptAddressOf(
  fieldId: string | undefined,
  values: Readonly<Record<string, FieldValue>>,
  posted: string | undefined,
): string | undefined {
  const typed = fieldId === undefined ? undefined : values[fieldId];
  const address = typeof typed === 'string' && typed.trim() !== '' ? typed.trim() : posted;
  return address !== undefined && RECEIPT_ADDRESS.test(address) ? address : undefined;
}

export type FormsService = ReturnType<typeof formsService>;
