import { popupWarning, type PopupWarning } from './popup-warnings';

/**
 * POP-020: popup cookies. A popup remembers that the visitor closed it (30 days) or succeeded with
 * its form (1 year), and its automatic triggers stay quiet while such a cookie is present.
 */
export const POPUP_COOKIE_DAYS = 30;
export const POPUP_SUCCESS_COOKIE_DAYS = 365;
const DAY_SECONDS = 24 * 60 * 60;

/** The events a cookie can be set on, as the original names them. */
export const POPUP_COOKIE_EVENTS = [
  'on_popup_open',
  'on_popup_close',
  'form_submission',
  'pum_sub_form_success',
  'manual',
] as const;
export type PopupCookieEvent = (typeof POPUP_COOKIE_EVENTS)[number];

export interface PopupCookieRule {
  event: PopupCookieEvent;
  name: string;
  /** Seconds the cookie lives. */
  maxAgeSeconds: number;
  /** `path=/` (the whole site) rather than the page's path. */
  sitewide: boolean;
}

/** The cookie's name for a popup when none is configured (`pum-<id>`, as the original). */
export const defaultPopupCookieName = (popupId: number) => `pum-${popupId}`;

const UNIT_SECONDS: Record<string, number> = {
  second: 1,
  minute: 60,
  hour: 60 * 60,
  day: DAY_SECONDS,
  week: 7 * DAY_SECONDS,
  // A month is 30 days, as POP-020's default lifetime.
  month: 30 * DAY_SECONDS,
  year: 365 * DAY_SECONDS,
};

/**
 * A lifetime in the original's notation ('30 days', '+1 year', '1 month') as seconds; undefined
 * when it cannot be read. The runtime falls back to the rule's default then.
 */
export function lifetimeSeconds(lifetime: string): number | undefined {
  const match = /^\s*\+?\s*(\d{1,6})\s*([a-z]+?)s?\s*$/i.exec(lifetime);
  const [, count, unitName] = match ?? [];
  if (count === undefined || unitName === undefined) return undefined;
  const unit = UNIT_SECONDS[unitName.toLowerCase()];
  if (unit === undefined) return undefined;
  return Number(count) * unit;
}

/** The lifetime of a cookie set after a form success (POP-020: a year unless one is given). */
export function successCookieSeconds(expires: string | undefined): number {
  return (
    (expires === undefined ? undefined : lifetimeSeconds(expires)) ??
    POPUP_SUCCESS_COOKIE_DAYS * DAY_SECONDS
  );
}

export interface ConfiguredCookie {
  event: string;
  settings?: { name?: string; time?: string; path?: boolean | string };
}

/**
 * Reads a popup's configured cookies; an unknown event is reported (POP-018) and left out.
 * Without a time, a success cookie lives a year and any other 30 days.
 */
export function popupCookieRules(
  popupId: number,
  cookies: readonly ConfiguredCookie[],
): { rules: PopupCookieRule[]; warnings: PopupWarning[] } {
  const rules: PopupCookieRule[] = [];
  const warnings: PopupWarning[] = [];
  for (const cookie of cookies) {
    if (!(POPUP_COOKIE_EVENTS as readonly string[]).includes(cookie.event)) {
      warnings.push(popupWarning(popupId, 'cookie', cookie.event));
      continue;
    }
    const event = cookie.event as PopupCookieEvent;
    const isSuccess = event === 'form_submission' || event === 'pum_sub_form_success';
    const fallback = (isSuccess ? POPUP_SUCCESS_COOKIE_DAYS : POPUP_COOKIE_DAYS) * DAY_SECONDS;
    const time = cookie.settings?.time;
    const path = cookie.settings?.path;
    rules.push({
      event,
      name: cookie.settings?.name || defaultPopupCookieName(popupId),
      maxAgeSeconds: (time === undefined ? undefined : lifetimeSeconds(time)) ?? fallback,
      sitewide: path === undefined || path === true || path === '1',
    });
  }
  return { rules, warnings };
}

/** The cookies to set when `event` happens to the popup. */
export const cookiesForEvent = (rules: readonly PopupCookieRule[], event: PopupCookieEvent) =>
  rules.filter((rule) => rule.event === event);

/**
 * Whether an automatic trigger may open the popup: not while one of the cookies it names is
 * present (the original's `checkCookies`). `present` are the names of the visitor's cookies.
 */
export function triggerAllowedByCookies(
  cookieNames: readonly string[],
  present: ReadonlySet<string>,
): boolean {
  return !cookieNames.some((name) => present.has(name));
}

/** A `Set-Cookie`-style string for `document.cookie` (SameSite=Lax; `path=/` when sitewide). */
export function popupCookieString(
  rule: Pick<PopupCookieRule, 'name' | 'maxAgeSeconds' | 'sitewide'>,
  pagePath: string,
): string {
  const path = rule.sitewide ? '/' : pagePath;
  return `${encodeURIComponent(rule.name)}=true; Max-Age=${rule.maxAgeSeconds}; path=${path}; SameSite=Lax`;
}
