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
