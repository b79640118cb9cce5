import { FORM_SUBMIT_NONCE } from '@atelier/contracts/forms';
import { UPLOADED_FILE_ID, UPLOADED_FILE_PATH } from '@atelier/contracts/uploads';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, invalidNonce } from '../../platform/http/api-errors';
import type { NonceService } from '../../platform/security/nonces';
import { sendAttachment } from '../../platform/storage/attachment-disposition';
import type { UploadService } from './upload-service';

const notFound = () =>
  new ApiError(404, 'There is no such file, or it is not yours to open.', 'upload_not_found');

function fileIdOf(request: FastifyRequest): string {
  const { fileId } = request.params as { fileId?: string };
  if (fileId === undefined || !UPLOADED_FILE_ID.test(fileId)) throw notFound();
  return fileId;
}

/**
 * The checked routes to an uploaded file, for the session that uploaded it (until the owner's
 * screens exist): `GET /api/uploads/:fileId` downloads it, always as an attachment with its
 * sniffed type and nosniff, so it never renders as a page of this site; `DELETE` (with the
 * form's submit nonce in `?nonce=`) takes a file not submitted yet out of its field, which
 * frees its place under the field's file limit.
 */
export function registerUploadRoutes(
  app: FastifyInstance,
  options: {
    uploads: UploadService;
    nonces: NonceService;
    /**
     * Issue 21 (STORAGE_SIGNED_DOWNLOADS): the owner's download redirects to a signed address
     * of the storage (S3) instead of streaming through this process, where the storage can sign.
     */
    signedDownloads?: boolean;
    writePreHandler: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  },
) {
  const route = `${UPLOADED_FILE_PATH}:fileId`;

  app.get(route, async (request, reply) => {
    const sessionId = request.session.existingId;
    if (options.signedDownloads === true) {
      const signed =
        sessionId === undefined
          ? undefined
          : await options.uploads.signedDownload(fileIdOf(request), sessionId);
      if (!signed) throw notFound();
      if (signed.url !== undefined) {
        // The address itself is the permission for a minute: no cache may keep the redirect.
        return reply
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(signed.url, 302);
      }
    }
    const found =
      sessionId === undefined
        ? undefined
        : await options.uploads.open(fileIdOf(request), sessionId);
    if (!found) throw notFound();
    const { record, stream } = found;
    return sendAttachment(reply, record, stream);
  });

  app.delete(route, { preHandler: options.writePreHandler }, async (request) => {
    const fileId = fileIdOf(request);
    const { nonce } = request.query as { nonce?: unknown };
    if (!options.nonces.verify(FORM_SUBMIT_NONCE, request.session.existingId, nonce))
      throw invalidNonce();
    if (!(await options.uploads.remove(fileId, request.session.id))) throw notFound();
    return { success: true, data: { file_id: fileId } };
  });
}
