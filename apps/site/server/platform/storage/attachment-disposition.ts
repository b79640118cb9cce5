import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * RFC 6266: `attachment` with the cleaned name twice: plain ASCII for old clients, UTF-8 for
 * the rest. Quotes and backslashes never reach the quoted form, so quoting it is safe. Shared by
 * the checked download route and the signed addresses an object store hands out (issue 21).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * An uploaded file sent as a download, by the visitor's checked route and the owner's studio
 * route alike: always an attachment with its sniffed type, nosniff and a sandbox policy, so it
 * never renders as a page of this site; never cached.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { mimeType: string; sizeBytes: number; fileName: string },
  body: Readable,
): FastifyReply {
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', file.sizeBytes)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(body);
}
