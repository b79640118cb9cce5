import { readCookie } from '~/shared/cookies';
import {
  FORM_SENT_COOKIE,
  FORM_SENT_COOKIE_SECONDS,
  FORM_SENT_NOTICE_MAX_LENGTH,
} from './form-sent-notice';

function cookieAttributes(request: Request, maxAge: number): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** The Set-Cookie value a native post's redirect carries (the AJAX submit sets the same cookie). */
export function formSentCookieHeader(request: Request, text: string): string {
  return `${FORM_SENT_COOKIE}=${encodeURIComponent(text)}; ${cookieAttributes(request, FORM_SENT_COOKIE_SECONDS)}`;
}

/**
 * Issue 12, CF-002: the thank-you a form left for this page, read once: the answer's headers
 * clear it, so a reload or a later visit shows the page without it.
 */
export function takeFormSentNotice(request: Request): {
  readonly notice: string | undefined;
  readonly headers: Headers;
} {
  const headers = new Headers();
  const raw = readCookie(request.headers.get('cookie'), FORM_SENT_COOKIE);
  if (raw === undefined) return { notice: undefined, headers };
  headers.append('Set-Cookie', `${FORM_SENT_COOKIE}=; ${cookieAttributes(request, 0)}`);
  const notice = raw.trim().slice(0, FORM_SENT_NOTICE_MAX_LENGTH);
  return { notice: notice === '' ? undefined : notice, headers };
}
