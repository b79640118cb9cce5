import {
  FORM_SUBMIT_REQUEST_KEYS,
  formSuccessBehaviourSchema,
  type FieldErrorMap,
  type FormSubmitAnswer,
  type FormSubmitRequest,
} from '@atelier/contracts/forms';
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
  },
) {
  const repository = formRepository(db);
  const clock = options.clock ?? systemClock;
  const { drafts } = options;
  const parsedForm = parsedRows(loadedForm);
  const load = async (id: number): Promise<LoadedForm | undefined> =>
    parsedForm(await repository.find(id));

  return {
    /** A form by id, whatever its status; undefined when there is none. */
    load,

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

      // The entry keeps each shown upload field's files with their file_ids, and takes them.
      // Tokens are one-time credentials, not the visitor's words: never stored.
      const values = withoutTokens(form.definition, result.values);
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
      // Finished from its draft link: the draft has done its work.
      if (draft.previousDraftId !== undefined) await drafts.discard(form.id, draft.previousDraftId);
      const stored = { id: entry.id, values, calculations: newEntry.calculations };
      await options.onEntryStored?.(form, stored, visitor);
      const shownValues = withoutTokens(form.definition, result.values);
      const merge = mergeTagValues(form.definition, shownValues, result.calculations);
      return successAnswer(form, merge, entry.id);
    },
  };
}

export type FormsService = ReturnType<typeof formsService>;
