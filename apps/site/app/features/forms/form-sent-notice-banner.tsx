import { useSyncExternalStore } from 'react';
import { readCookie } from '~/shared/cookies';
import {
  FORM_SENT_COOKIE,
  FORM_SENT_FIXED_TEXT,
  FORM_SENT_NOTICE_MAX_LENGTH,
} from './form-sent-notice';

/**
 * Issue 12, CF-002: the thank-you a form left for this page in the browser's cookie, read once:
 * the cookie is cleared at once, so a reload or a later visit does not show it again.
 */
export function takeFormSentCookie(doc: Document = document): string | undefined {
  const raw = readCookie(doc.cookie, FORM_SENT_COOKIE);
  if (raw === undefined) return undefined;
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${FORM_SENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
  const notice = raw.trim().slice(0, FORM_SENT_NOTICE_MAX_LENGTH);
  return notice === '' ? undefined : notice;
}

/** The cookie's notice, taken the first time this document asks: a later render reads the same. */
let taken: { readonly notice: string | undefined } | undefined;
const takenOnce = () => (taken ??= { notice: takeFormSentCookie() }).notice;
const nothingToHear = () => () => undefined;
const noneOnTheServer = () => undefined;

/**
 * Issue 13 (ADR 0012): the thank-you of the form that sent the visitor here, in a status region
 * that is always in the page, so what appears in it is announced. The page's HTML is the same
 * for everyone: with `?sent=<form id>` in its address (`sent`) it says the fixed thank-you, which
 * also keeps its room; once the page runs, the form's own message from the cookie replaces it.
 */
export function FormSentNoticeBanner({ sent }: { readonly sent: boolean }) {
  // Hydrated as the server rendered it, then read from the browser's cookie.
  const message = useSyncExternalStore(nothingToHear, takenOnce, noneOnTheServer);
  const text = message ?? (sent ? FORM_SENT_FIXED_TEXT : undefined);
  return (
    <div className="form-sent-notice" role="status">
      {text !== undefined && (
        <div className="notice">
          <p>{text}</p>
        </div>
      )}
    </div>
  );
}
