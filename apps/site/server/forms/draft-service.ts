import { createHash, randomBytes } from 'node:crypto';
import {
  DRAFT_EMAIL_FIELD,
  DRAFT_QUERY_PARAMETER,
  FORM_DRAFT_FIELDS,
  SAVE_DRAFT_TYPE,
  formDraftSubmitSchema,
  type DraftEmailAnswer,
  type DraftEmailRequest,
} from '@atelier/contracts/form-drafts';
import type { FieldErrorMap, FormSubmitAnswer } from '@atelier/contracts/forms';
import { UPLOADED_FILE_ID } from '@atelier/contracts/uploads';
import type { Database } from '@atelier/db/connection';
import { draftRepository } from '@atelier/db/repositories/drafts';
import { rateLimitRepository } from '@atelier/db/repositories/rate-limits';
import { escapeHtml } from '@atelier/form-engine/merge-tags';
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import { holdsVisitorValue } from '@atelier/form-engine/schema/field-id';
import type { FieldValue, FileValue } from '@atelier/form-engine/schema/field-value';
import { copyNumberOf, formGraphOf, repeatedFieldOf } from '@atelier/form-engine/state/form-graph';
import { pagesOf } from '@atelier/form-engine/state/pages';
import { validateDraftEmail } from '@atelier/form-engine/validation/draft-email';
import { messageSourceOf } from '@atelier/form-engine/validation/field-rules';
import { resolveMessage } from '@atelier/form-engine/validation/messages';
import { readFieldValue } from '@atelier/form-engine/validation/submitted-value';
import { resolveSubmittedUploads } from './uploads/submitted-uploads';
import type { LoadedForm, SubmittingVisitor } from './loaded-form';

/** The mail the draft link goes out in; the site's mail service queues it (never sends inline). */
export interface DraftMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  purpose: string;
}

/** The part of the site's mail service drafts use: queueing is quick, delivery happens later. */
export interface DraftMailer {
  enqueue(mail: DraftMail): Promise<unknown>;
}

export interface FormDraftsOptions {
  /** DRAFT_LIFETIME_DAYS: a draft lives this long after its last save. */
  lifetimeDays?: number;
  /** PUBLIC_URL, the site's public address: every draft link in mail is built on it. */
  publicUrl?: URL;
  /** Where the draft-link mail is queued: the site's mail service, handed in. */
  mail: DraftMailer;
  now?: () => Date;
}

/** Where a mail that could not be queued is reported (the request's logger). */
export interface DraftLog {
  error(details: object, message: string): void;
}

export const DEFAULT_DRAFT_LIFETIME_DAYS = 30;
/**
 * How many draft links one address may be sent in an hour, whichever drafts they are for (a new
 * draft does not start the count again): enough to fix a typo, too few to flood an inbox.
 */
export const DRAFT_MAILS_PER_ADDRESS = 5;
/**
 * How many draft links one visitor (one session, and separately one network address) may have
 * mailed in an hour, to any addresses: a visitor emails their own link once or twice, so this
 * only stops the site being used to send mail to a list of strangers.
 */
export const DRAFT_MAILS_PER_VISITOR = 10;
export const DRAFT_MAIL_PURPOSE = 'draft-link';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export const DRAFT_PREVIEW_MESSAGE = 'A preview cannot be saved as a draft.';
export const DRAFT_NOT_FOUND_MESSAGE =
  'This saved form has expired or was already sent, so its link cannot be used any more.';
export const DRAFT_EMAIL_SENT_MESSAGE =
  'We have sent the link to your email address. If you cannot find it in your inbox, please look in your spam folder.';
export const DRAFT_EMAIL_FAILED_MESSAGE =
  'We could not send the link to your email just now. Please try again, or copy the link and keep it somewhere safe.';
export const DRAFT_EMAIL_LIMIT_MESSAGE =
  'We have already emailed as many links as we can to this address, or from this browser, in the last hour. Please copy the link instead, or try again later.';

export function draftSavedMessage(lifetimeDays: number): string {
  return `Your answers are saved. Use the link below to come back and finish the form; it works for ${lifetimeDays} days.`;
}

/** The draft fields of a submit: whether it is a draft save, its page, the draft it continues. */
export interface DraftRequest {
  readonly save: boolean;
  readonly page: number;
  readonly previousDraftId: string | undefined;
}

export function readDraftRequest(body: Readonly<Record<string, unknown>>): DraftRequest {
  const parsed = formDraftSubmitSchema.safeParse(body);
  if (!parsed.success) return { save: false, page: 0, previousDraftId: undefined };
  return {
    save: parsed.data[FORM_DRAFT_FIELDS.flag],
    page: parsed.data[FORM_DRAFT_FIELDS.page],
    previousDraftId: parsed.data[FORM_DRAFT_FIELDS.previousDraftId],
  };
}

/** A draft as a page opens it: the values to start from and the page to open on. */
export interface OpenedDraft {
  readonly id: string;
  readonly values: Readonly<Record<string, FieldValue>>;
  readonly page: number;
  readonly expiresAt: Date;
}

interface DraftValues {
  values: Record<string, FieldValue>;
  errors: FieldErrorMap[];
}

/**
 * What a draft keeps of a submit body: every value the visitor entered, read into the shape its
 * field holds (the same reading as a submit, so a wrong shape or damaged text is refused the same
 * way) but not validated: required fields may be empty, a half-typed email may be saved. Hidden
 * fields keep what was typed in them, to come back when shown. Copies past a group's max_copies
 * are left out, so the form can always be opened from the draft.
 */
export function draftValuesOf(
  definition: FormDefinition,
  fields: Readonly<Record<string, unknown>>,
): DraftValues {
  const graph = formGraphOf(definition);
  const values: Record<string, FieldValue> = {};
  const errors: FieldErrorMap[] = [];
  const copiesByGroup = new Map<string, Set<string>>();
  for (const [key, raw] of Object.entries(fields)) {
    const own = graph.nodes[graph.indexOf.get(key) ?? -1]?.field;
    const field = own ?? repeatedFieldOf(graph, key)?.field;
    if (field === undefined || !holdsVisitorValue(field.type) || field.type === 'hidden') continue;
    const read = readFieldValue(field, raw);
    if (!read.ok) {
      errors.push({
        [key]: resolveMessage(read.rule, messageSourceOf(definition, field), read.params),
      });
      continue;
    }
    const value = field.type === 'upload' ? withFileIds(raw, read.value) : read.value;
    if (value === null) continue;
    if (own === undefined && field.group !== undefined) {
      const group = graph.nodes[graph.indexOf.get(field.group) ?? -1]?.field;
      const limit = group?.type === 'group' ? group.max_copies : undefined;
      const copies = copiesByGroup.get(field.group) ?? new Set<string>();
      copiesByGroup.set(field.group, copies);
      const copy = copyNumberOf(key);
      if (!copies.has(copy) && limit !== undefined && copies.size >= limit) continue;
      copies.add(copy);
    }
    values[key] = value;
  }
  return { values, errors };
}

/**
 * A draft's upload field keeps the upload each file is (its file_id) beside what the engine
 * reads (name, size, type), so the link brings the uploaded files back, not only their names.
 */
function withFileIds(raw: unknown, read: FieldValue): FieldValue {
  if (!Array.isArray(raw) || !Array.isArray(read) || raw.length !== read.length) return read;
  const files = read as readonly FileValue[];
  return files.map((file, index) => {
    const item: unknown = raw[index];
    if (typeof item !== 'object' || item === null || !('file_id' in item)) return file;
    const fileId = item.file_id;
    return typeof fileId === 'string' && UPLOADED_FILE_ID.test(fileId)
      ? { ...file, file_id: fileId }
      : file;
  });
}

/** The ids of the uploaded files a draft's upload fields refer to (their `file_id`s). */
export function uploadIdsOf(
  definition: FormDefinition,
  values: Readonly<Record<string, FieldValue>>,
): string[] {
  const graph = formGraphOf(definition);
  const ids = new Set<string>();
  for (const [key, value] of Object.entries(values)) {
    const field =
      graph.nodes[graph.indexOf.get(key) ?? -1]?.field ?? repeatedFieldOf(graph, key)?.field;
    if (field?.type !== 'upload' || !Array.isArray(value)) continue;
    for (const item of value as readonly unknown[]) {
      if (typeof item !== 'object' || item === null || !('file_id' in item)) continue;
      if (typeof item.file_id === 'string' && item.file_id !== '') ids.add(item.file_id);
    }
  }
  return [...ids];
}

/**
 * DRAFT-008: the draft link in mail: the site's own address (PUBLIC_URL), the form's own page and
 * `?draft=<id>`. Nothing of it comes from the browser, so the site can never be made to mail a
 * link to another host (or to another page of this one) under its name.
 */
export function draftLinkOf(
  publicUrl: URL,
  form: Pick<LoadedForm, 'slug'>,
  draftId: string,
): string {
  const link = new URL(`/${encodeURIComponent(form.slug)}/`, publicUrl.origin);
  link.searchParams.set(DRAFT_QUERY_PARAMETER, draftId);
  return link.href;
}

/** Who asks for a draft mail, as far as the limits need: the session and the hashed address. */
export type DraftMailVisitor = Pick<SubmittingVisitor, 'sessionId' | 'ipHash'>;

/**
 * The counter key of a recipient: a hash, so no address is kept in the counters, of the address
 * as one inbox receives it (case folded, a `+tag` dropped), so spelling it differently does not
 * start a new count.
 */
function recipientKey(address: string): string {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).split('+')[0] ?? '';
  const inbox = `${local}${address.slice(at)}`.toLowerCase();
  return createHash('sha256').update(inbox).digest('hex');
}

function newDraftId(): string {
  return randomBytes(16).toString('base64url');
}

function draftMail(form: LoadedForm, to: string, link: string, expiresAt: Date): DraftMail {
  const until = expiresAt.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const text = [
    `You saved your answers to "${form.title}" at Atelier.`,
    '',
    'Open this link to pick up where you left off:',
    link,
    '',
    `The link works until ${until}; after that, or once the form is sent, the saved answers are deleted.`,
    'If you did not ask for this email, you can ignore it.',
  ].join('\n');
  const html = [
    `<p>You saved your answers to “${escapeHtml(form.title)}” at Atelier.</p>`,
    `<p><a href="${escapeHtml(link)}">Pick up where you left off</a></p>`,
    `<p>Or copy this address into your browser: ${escapeHtml(link)}</p>`,
    `<p>The link works until ${escapeHtml(until)}; after that, or once the form is sent, the saved answers are deleted.</p>`,
    '<p>If you did not ask for this email, you can ignore it.</p>',
  ].join('\n');
  return {
    to,
    subject: `Your saved answers: ${form.title}`,
    text,
    html,
    purpose: DRAFT_MAIL_PURPOSE,
  };
}

/** An email asked for a draft link that does not exist (expired, sent, or never saved). */
export class DraftNotFound extends Error {
  override name = 'DraftNotFound';

  constructor(readonly draftId: string) {
    super(DRAFT_NOT_FOUND_MESSAGE);
  }
}

/**
 * Save-draft (DRAFT-001…DRAFT-011): a submit carrying the draft flag is stored as a draft (values
 * and page, not validated) instead of an entry; its link opens the form with them again until it
 * expires; it can be emailed; a real submit from it deletes it.
 */
export function formDraftsService(db: Database, options: FormDraftsOptions) {
  const repository = draftRepository(db);
  const limits = rateLimitRepository(db);
  const lifetimeDays = options.lifetimeDays ?? DEFAULT_DRAFT_LIFETIME_DAYS;
  const publicUrl = options.publicUrl ?? new URL('http://localhost:3000');
  const { mail } = options;
  const now = options.now ?? (() => new Date());
  const expiryFrom = (moment: Date) => new Date(moment.getTime() + lifetimeDays * DAY_MS);

  async function findForForm(formId: number, draftId: string) {
    const draft = await repository.find(draftId, now());
    return draft?.formId === formId ? draft : undefined;
  }

  return {
    lifetimeDays,

    /**
     * DRAFT-005, DRAFT-006: stores the submit's values (`fields`, the body's form fields) as a
     * draft, updating the draft it continues when that one is still live, and answers type
     * save_draft with its id. Values of a shape no field holds are answered as field errors.
     */
    async save(
      form: LoadedForm,
      fields: Readonly<Record<string, unknown>>,
      request: DraftRequest,
      visitor: SubmittingVisitor,
    ): Promise<FormSubmitAnswer> {
      // Upload fields name their files by file_id: this visitor's own, or the continued draft's.
      const uploads = await resolveSubmittedUploads(db, form.definition, fields, {
        formId: form.id,
        sessionId: visitor.sessionId,
        draftId: request.previousDraftId,
      });
      const read = draftValuesOf(form.definition, uploads.fields);
      const values = Object.fromEntries(
        Object.entries(read.values).filter(([key]) => !uploads.files.has(key)),
      );
      for (const [key, files] of uploads.files) {
        if (files.length > 0) values[key] = files;
      }
      const refused = new Set(uploads.errors.flatMap((error) => Object.keys(error)));
      const errors = [
        ...uploads.errors,
        ...read.errors.filter((error) => !Object.keys(error).some((key) => refused.has(key))),
      ];
      if (errors.length > 0) {
        return {
          success: false,
          data: { message: form.definition.settings.general_messages.form_has_error, errors },
        };
      }
      const lastPage = pagesOf(form.definition).length - 1;
      const moment = now();
      const write = {
        formId: form.id,
        values,
        page: Math.min(Math.max(request.page, 0), lastPage),
        sessionId: visitor.sessionId,
        expiresAt: expiryFrom(moment),
      };
      const continued =
        request.previousDraftId === undefined
          ? undefined
          : await repository.save({ ...write, id: request.previousDraftId }, moment);
      const draft = continued ?? (await repository.save({ ...write, id: newDraftId() }, moment));
      if (!draft) throw new Error(`The draft of form ${form.id} was not stored.`);
      await repository.attachUploads(draft, uploadIdsOf(form.definition, values));
      return {
        success: true,
        data: {
          type: SAVE_DRAFT_TYPE,
          draft_id: draft.id,
          message: draftSavedMessage(lifetimeDays),
        },
      };
    },

    /**
     * A draft link opened on the form's page: its values (read again against the form as it is
     * now, so a changed form still opens) and page; undefined when the draft is unknown, expired,
     * already sent or another form's.
     */
    async open(form: LoadedForm, draftId: string): Promise<OpenedDraft | undefined> {
      const draft = await findForForm(form.id, draftId);
      if (!draft) return undefined;
      const { values } = draftValuesOf(form.definition, draft.values);
      const lastPage = pagesOf(form.definition).length - 1;
      return {
        id: draft.id,
        values,
        page: Math.min(draft.page, lastPage),
        expiresAt: draft.expiresAt,
      };
    },

    /** A real submit from a draft: the draft has done its work and goes. */
    async discard(formId: number, draftId: string): Promise<boolean> {
      return repository.delete(draftId, formId);
    },

    /**
     * DRAFT-009, DRAFT-010: queues the draft link for the visitor's address. A bad address is
     * answered on the field; a live draft of the form is required (throws DraftNotFound). The
     * link is built here (see draftLinkOf), and the mail is limited per recipient and per
     * visitor, in the database so every process counts together. The mail is only queued, so a
     * slow or failing mail server never holds up the answer.
     */
    async emailLink(
      form: LoadedForm,
      request: DraftEmailRequest,
      visitor: DraftMailVisitor,
      log?: DraftLog,
    ): Promise<DraftEmailAnswer> {
      const address = request[DRAFT_EMAIL_FIELD].trim();
      const problem = validateDraftEmail(address);
      if (problem !== undefined) {
        return { success: false, data: { field: DRAFT_EMAIL_FIELD, message: problem } };
      }
      const draft = await findForForm(form.id, request.draft_id);
      if (!draft) throw new DraftNotFound(request.draft_id);
      const sent = (sentOk: boolean, message: string): DraftEmailAnswer => ({
        success: true,
        data: { message, draft_mail_sent: sentOk, draft_mail_message: message },
      });
      // The visitor's counts first: one refused for sending too much uses up nobody's address.
      const moment = now();
      const bySession = await limits.hit(
        `draft-mail:session:${visitor.sessionId}`,
        HOUR_MS,
        moment,
      );
      const byNetwork = await limits.hit(`draft-mail:ip:${visitor.ipHash}`, HOUR_MS, moment);
      if (Math.max(bySession.hits, byNetwork.hits) > DRAFT_MAILS_PER_VISITOR) {
        return sent(false, DRAFT_EMAIL_LIMIT_MESSAGE);
      }
      const byRecipient = await limits.hit(
        `draft-mail:to:${recipientKey(address)}`,
        HOUR_MS,
        moment,
      );
      if (byRecipient.hits > DRAFT_MAILS_PER_ADDRESS) return sent(false, DRAFT_EMAIL_LIMIT_MESSAGE);
      // request.draft_link is still accepted on the wire, and deliberately never read.
      const link = draftLinkOf(publicUrl, form, draft.id);
      try {
        await mail.enqueue(draftMail(form, address, link, draft.expiresAt));
      } catch (error) {
        log?.error({ err: error, draftId: draft.id }, 'the draft link mail could not be queued');
        return sent(false, DRAFT_EMAIL_FAILED_MESSAGE);
      }
      return sent(true, DRAFT_EMAIL_SENT_MESSAGE);
    },

    /** Housekeeping: drafts past their expiry are deleted. */
    async purgeExpired(): Promise<number> {
      return repository.purgeExpired(now());
    },
  };
}

export type FormDraftsService = ReturnType<typeof formDraftsService>;
