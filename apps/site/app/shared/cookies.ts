/** Reads one cookie from a Cookie header (server) or document.cookie (browser). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function writeCookie(
  name: string,
  value: string,
  options: { maxAgeSeconds: number; path?: string },
) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${options.maxAgeSeconds}; Path=${options.path ?? '/'}; SameSite=Lax${secure}`;
}

/**
 * Issue 16 (ADR 0017): a harmless marker that the visitor signed in, readable by the browser (the
 * session cookie is httpOnly). It grants nothing: only the popups' "logged in" condition reads it,
 * and the server never trusts it. Set and cleared where the session signs in and out.
 */
export const SIGNED_IN_MARKER_COOKIE = 'atelier_signed_in';
