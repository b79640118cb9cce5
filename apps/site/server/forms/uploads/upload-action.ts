import { FORM_SUBMIT_NONCE } from '@atelier/contracts/forms';
import {
  UPLOAD_ACTION,
  uploadedFileUrl,
  uploadRequestSchema,
  type UploadedFileRecord,
  type UploadRefusal,
  type UploadSuccess,
} from '@atelier/contracts/uploads';
import type { UploadRecord } from '@atelier/db/repositories/uploads';
import type { FastifyReply } from 'fastify';
import {
  AnswerNow,
  defineAjaxAction,
  fileBeforeFields,
  type AjaxAnswer,
} from '../../platform/http/ajax-endpoint';
import { ApiError, invalidInput } from '../../platform/http/api-errors';
import { UploadRefused, UploadStalled } from './inspect-upload';
import { uploadAnswerDelivered, uploadsOfRequest } from './request-uploads';
import { NO_FILE_CHOSEN } from './upload-rules';
import { UploadTargetMissing, type UploadService } from './upload-service';

/** UPL-006: the record the browser keeps for a stored file. */
export function uploadedFileRecord(record: UploadRecord): UploadedFileRecord {
  return {
    success: true,
    message: '',
    file_id: record.id,
    file_name: record.fileName,
    mime_type: record.mimeType,
    file_url: uploadedFileUrl(record.id),
  };
}

/** UPL-005, UPL-012: a refused file is an HTTP 400 carrying the message for its row. */
export function uploadRefusalAnswer(refusal: UploadRefused): AjaxAnswer {
  const json: UploadRefusal = {
    success: false,
    data: { success: false, message: refusal.message, error_type: refusal.errorType },
  };
  return { status: 400, json };
}

/** A form or field that does not exist, in the API's JSON failure shape. */
export function targetMissingError(error: UploadTargetMissing): ApiError {
  return new ApiError(404, error.message, error.code);
}

/**
 * A file that stopped arriving: 408, and the connection closes with the answer, since the rest
 * of the body is not worth waiting for.
 */
export function stalledError(error: UploadStalled, reply: FastifyReply): ApiError {
  reply.header('connection', 'close');
  return new ApiError(408, error.message, 'upload_stalled');
}

/**
 * UPL-004: `forminator_multiple_file_upload`, one file per call, checked with the form's submit
 * nonce. The fields come first (action, form_id, element_id, nonce, totalFiles), then the file,
 * which streams into the upload store with every check on the way (see UploadService.receive).
 */
export function uploadActions(uploads: UploadService) {
  return [
    defineAjaxAction({
      action: UPLOAD_ACTION,
      guard: { nonce: FORM_SUBMIT_NONCE, field: 'nonce' },
      input: uploadRequestSchema,
      async releaseFiles({ request, reply }) {
        await uploadsOfRequest(request, reply, uploads, uploadAnswerDelivered).discardUnheld();
      },
      async receiveFile(file, { request, reply, fieldsBefore, filesBefore, session, allowBytes }) {
        // The file is the visitor's once its answer reaches them; until then it is this call's.
        const stored = uploadsOfRequest(request, reply, uploads, uploadAnswerDelivered);
        if (filesBefore > 0) {
          // The whole call is refused, so the file it already stored goes too: its answer
          // never gives the visitor its file_id.
          await stored.discardUnheld();
          throw new ApiError(400, 'Send one file per upload call.', 'one_file_per_call');
        }
        if (fieldsBefore.form_id === undefined || fieldsBefore.element_id === undefined) {
          throw fileBeforeFields();
        }
        const fields = uploadRequestSchema.safeParse(fieldsBefore);
        if (!fields.success) throw invalidInput(fields.error);
        const target = {
          formId: fields.data.form_id,
          elementId: fields.data.element_id,
          sessionId: session.id,
        };
        try {
          const record = await uploads.receive(target, file, allowBytes);
          stored.add(record);
          return record;
        } catch (error) {
          if (error instanceof UploadRefused) throw new AnswerNow(uploadRefusalAnswer(error));
          if (error instanceof UploadStalled) throw stalledError(error, reply);
          if (error instanceof UploadTargetMissing) throw targetMissingError(error);
          throw error;
        }
      },
      async handle(_input, { files }) {
        const [record] = files;
        if (!record) return uploadRefusalAnswer(new UploadRefused('empty', NO_FILE_CHOSEN));
        const json: UploadSuccess = { success: true, data: uploadedFileRecord(record) };
        return { json };
      },
    }),
  ];
}
