import {
  FORM_ACTIONS,
  FORM_NONCE_FIELD,
  FORM_SUBMIT_NONCE,
  formNonceRequestSchema,
  formSubmitRequestSchema,
  type FormNonceAnswer,
  type FormSubmitAnswer,
  type FormSubmitRequest,
} from '@atelier/contracts/forms';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  FORM_SENT_COOKIE,
  FORM_SENT_COOKIE_SECONDS,
  formSentAddress,
  isSiteAddress,
  successMessageText,
} from '~/features/forms/form-sent-notice';
import {
  AnswerNow,
  defineAjaxAction,
  fileBeforeFields,
  type IncomingFile,
} from '../platform/http/ajax-endpoint';
import { ApiError, invalidInput } from '../platform/http/api-errors';
import type { VisitorSession } from '../platform/http/sessions';
import type { NonceService } from '../platform/security/nonces';
import { visitorOf } from '../platform/security/visitor-address';
import { SubmissionRefused, type FormsService } from './form-service';
import { paymentAmountRequestSchema, paypalCreateOrderRequestSchema } from './form-payments';
import { PAYMENT_ACTIONS } from '@atelier/form-engine/payments/payment-wire';
import { FormNotFound, type LoadedForm } from './loaded-form';
import { UploadRefused, UploadStalled } from './uploads/inspect-upload';
import { uploadsOfRequest } from './uploads/request-uploads';
import { stalledError, targetMissingError } from './uploads/upload-action';
import { UploadTargetMissing, type UploadService } from './uploads/upload-service';

/**
 * Issue 15: a login form's submit (`form_type: 'login'`), which the accounts room answers. The
 * composition root hands it in, so the forms room never imports the accounts room.
 */
export interface LoginForms {
  submit(
    form: LoadedForm,
    input: FormSubmitRequest,
    context: { request: FastifyRequest; reply: FastifyReply; session: VisitorSession },
  ): Promise<FormSubmitAnswer>;
}

export interface FormActionOptions {
  /** Signs a customer in from a login form; login forms are refused without it. */
  logins?: LoginForms;
  /** Keys the hash of the visitor's address stored with an entry (the session secret). */
  addressHashSecret: string;
  /** Takes the files a submit carries itself (a single-file upload field); none without it. */
  uploads?: UploadService;
}

/** A file a submit carried, stored as an upload of the field its part was named after. */
interface SubmittedFile {
  field: string;
  fileId: string;
}

/** The submit's value for each field that carried files, with their file_ids added. */
function withSubmittedFiles<Input extends Record<string, unknown>>(
  input: Input,
  files: readonly SubmittedFile[],
): Input {
  const merged: Record<string, unknown> = { ...input };
  for (const { field, fileId } of files) {
    const existing = merged[field];
    const list: unknown[] =
      existing === undefined || existing === ''
        ? []
        : Array.isArray(existing)
          ? existing
          : [existing];
    merged[field] = [...list, fileId];
  }
  return merged as Input;
}

/**
 * The files a submit stores itself. Whatever the submit's outcome, none stays loose: an entry or
 * a draft takes them, or they are removed (a refused submit's answer gives no file_id to send
 * them again by, so each would only take a place under its field's limit).
 */
const submittedUploadsOf = (uploads: UploadService, request: FastifyRequest, reply: FastifyReply) =>
  uploadsOfRequest(request, reply, uploads, () => false);

interface SubmittedFileContext {
  fieldsBefore: Readonly<Record<string, unknown>>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Why a file part of a submit was not taken, as the submit's answer says it. */
function submittedFileError(error: unknown, field: string, reply: FastifyReply): unknown {
  if (error instanceof UploadRefused) {
    // ERR-019: a form request refused with HTTP 400 is an upload error; the field's own
    // message comes with it (SUB-002), for a client that shows it under the field.
    const json: FormSubmitAnswer = {
      success: false,
      data: { message: error.message, errors: [{ [field]: error.message }] },
    };
    return new AnswerNow({ status: 400, json });
  }
  if (error instanceof UploadStalled) return stalledError(error, reply);
  if (error instanceof UploadTargetMissing) return targetMissingError(error);
  return error;
}

/**
 * A file part of a submit goes into the upload field it is named after, with every check; a
 * single-file field takes one file per submit. A file refused refuses the whole submit, so the
 * files stored before it in the same body are removed before the answer goes.
 */
async function receiveSubmittedFile(
  uploads: UploadService | undefined,
  file: IncomingFile,
  { fieldsBefore, request, reply }: SubmittedFileContext,
  allowBytes: (bytes: number) => void,
): Promise<SubmittedFile> {
  if (!uploads) throw new ApiError(400, 'This call takes no files.', 'unexpected_file');
  const stored = submittedUploadsOf(uploads, request, reply);
  const field = file.field.replace(/\[\]$/, '');
  try {
    if (fieldsBefore.form_id === undefined) throw fileBeforeFields();
    const formId = formSubmitRequestSchema.shape.form_id.safeParse(fieldsBefore.form_id);
    if (!formId.success) throw invalidInput(formId.error);
    const target = { formId: formId.data, elementId: field, sessionId: request.session.id };
    const record = await uploads.receive(target, file, allowBytes, stored.countIn(field));
    stored.add(record);
    return { field, fileId: record.id };
  } catch (error) {
    await stored.discardUnheld();
    throw submittedFileError(error, field, reply);
  }
}

/**
 * Issue 12, CF-002: a success that sends the visitor to another page of the site leaves its
 * thank-you there. Issue 13 (ADR 0012): the address gets `?sent=<form id>` (the page shows a
 * fixed thank-you in its place) and the form's own message goes in a cookie the page's script
 * reads once (see `form-sent-notice.ts`); readable by scripts, so not httpOnly: it holds only
 * the words the visitor is about to read.
 */
function leaveSentNotice(
  answer: FormSubmitAnswer,
  formId: number,
  request: FastifyRequest,
  reply: FastifyReply,
): FormSubmitAnswer {
  const { url, message } = answer.data;
  if (url === undefined || !isSiteAddress(url)) return answer;
  const text = successMessageText(message);
  if (text !== '') {
    reply.setCookie(FORM_SENT_COOKIE, text, {
      path: '/',
      maxAge: FORM_SENT_COOKIE_SECONDS,
      httpOnly: false,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
  }
  return { ...answer, data: { ...answer.data, url: formSentAddress(url, formId) } };
}

/**
 * The form builder's calls on the form AJAX endpoint: the nonce a form puts in its nonce input
 * (CF-044) and a custom form's submit (SUB-001, SUB-002, SUB-013), with the original's names.
 */
export function formActions(forms: FormsService, nonces: NonceService, options: FormActionOptions) {
  return [
    defineAjaxAction({
      action: FORM_ACTIONS.getNonce,
      // Issuing a nonce to the caller's own session reveals nothing and changes nothing.
      guard: 'read-only',
      input: formNonceRequestSchema,
      async handle(_input, { session }) {
        const answer: FormNonceAnswer = {
          success: true,
          data: nonces.issue(FORM_SUBMIT_NONCE, session.start()),
        };
        return { json: answer };
      },
    }),
    defineAjaxAction({
      action: FORM_ACTIONS.submit,
      guard: { nonce: FORM_SUBMIT_NONCE, field: FORM_NONCE_FIELD },
      input: formSubmitRequestSchema,
      receiveFile: (file, { fieldsBefore, request, reply, allowBytes }) =>
        receiveSubmittedFile(options.uploads, file, { fieldsBefore, request, reply }, allowBytes),
      // A file an entry or a draft took stays; the rest of a refused submit's files go at once.
      releaseFiles: async ({ request, reply }) => {
        if (options.uploads)
          await submittedUploadsOf(options.uploads, request, reply).discardUnheld();
      },
      async handle(input, { request, reply, session, files }) {
        try {
          const visitor = visitorOf(request, session, options.addressHashSecret);
          const { logins } = options;
          let signingIn = false;
          const answer = await forms.submit(withSubmittedFiles(input, files), visitor, {
            // Issue 15: the captcha providers are told the address (`remoteip`); nothing keeps it.
            remoteIp: request.ip,
            login: logins
              ? (form) => {
                  signingIn = true;
                  return logins.submit(form, input, { request, reply, session });
                }
              : undefined,
          });
          // A sign-in's redirect goes where it says: no "form sent" notice rides along.
          if (!answer.success || signingIn) return { json: answer };
          return { json: leaveSentNotice(answer, input.form_id, request, reply) };
        } catch (error) {
          throw asApiError(error);
        } finally {
          // Before the answer goes, so a visitor sending again never meets them in their places.
          if (options.uploads && files.length > 0) {
            await submittedUploadsOf(options.uploads, request, reply).discardUnheld();
          }
        }
      },
    }),
    // Issue 17, PAY-008: the card's intent for the amount the form's values ask. The same nonce
    // as the submit: it is the submit's first half.
    defineAjaxAction({
      action: PAYMENT_ACTIONS.updateAmount,
      guard: { nonce: FORM_SUBMIT_NONCE, field: FORM_NONCE_FIELD },
      input: paymentAmountRequestSchema,
      async handle(input, { request, session }) {
        session.start();
        const visitor = visitorOf(request, session, options.addressHashSecret);
        try {
          return { json: await forms.updatePaymentAmount(input, visitor) };
        } catch (error) {
          throw asApiError(error);
        }
      },
    }),
    // Issue 17, PP-010: the PayPal order, a JSON POST whose nonce is the body's `nonce`.
    defineAjaxAction({
      action: PAYMENT_ACTIONS.paypalCreateOrder,
      guard: { nonce: FORM_SUBMIT_NONCE, field: 'nonce' },
      input: paypalCreateOrderRequestSchema,
      async handle(input, { request, session }) {
        session.start();
        const visitor = visitorOf(request, session, options.addressHashSecret);
        try {
          return { json: await forms.createPaypalOrder(input, visitor) };
        } catch (error) {
          throw asApiError(error);
        }
      },
    }),
  ];
}

/** The forms room's refusals as the endpoint answers them: 404 for no form, 400 for a bad body. */
function asApiError(error: unknown): unknown {
  if (error instanceof FormNotFound) return new ApiError(404, error.message, 'form_not_found');
  if (error instanceof SubmissionRefused) return new ApiError(400, error.message, error.code);
  return error;
}
