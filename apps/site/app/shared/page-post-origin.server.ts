/**
 * Pages are served alike to every visitor (ADR 0011), so a page's own forms carry no
 * per-visitor nonce for a native (no-JavaScript) post. What keeps another site from posting them
 * in a visitor's name is the browser's word on where the post came from: `Sec-Fetch-Site`
 * (every current browser sends it), else `Origin`, else `Referer`. A post that names none of them
 * is refused, so a client that hides where it posts from must send a valid nonce instead.
 */
export function postedFromThisSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite === 'same-origin';
  const siteOrigin = new URL(request.url).origin;
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== 'null') return origin === siteOrigin;
  const referer = request.headers.get('referer');
  if (referer === null) return false;
  try {
    return new URL(referer).origin === siteOrigin;
  } catch {
    return false;
  }
}
