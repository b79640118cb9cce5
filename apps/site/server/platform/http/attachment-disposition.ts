/**
 * RFC 6266: `attachment` with the cleaned name twice: plain ASCII for old clients, UTF-8 for
 * the rest. The name has no `"` or `\` left (UPL-010), so quoting it is safe.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
