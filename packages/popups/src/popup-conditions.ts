import { popupWarning, type PopupWarning } from './popup-warnings';

/**
 * Conditions (POP-003): where and for whom a popup is offered, as the original keeps them: a list
 * of groups, any of which may hold (OR), each a list of conditions that must all hold (AND); a
 * condition may be negated (`not_operand`). No groups: the popup is offered everywhere.
 *
 * Page conditions are decided on the server from the path, so a page is the same for every visitor
 * and cacheable (ADR 0017); what depends on the visitor (device, signed in) is decided in the
 * browser. `decidePageConditions` resolves the first and leaves the rest for `browserConditionsHold`.
 */
export const PAGE_CONDITION_TARGETS = [
  'is_front_page',
  /** The journal: its list and its posts. */
  'is_journal',
  'is_journal_index',
  'is_journal_post',
  'is_shop',
  'is_product',
  /** `settings.path`: exactly this address. */
  'url_is',
  /** `settings.prefix`: every address under it. */
  'url_starts_with',
] as const;
export const BROWSER_CONDITION_TARGETS = [
  'device_is_mobile',
  'device_is_tablet',
  'device_is_desktop',
  'user_is_logged_in',
] as const;
export type PageConditionTarget = (typeof PAGE_CONDITION_TARGETS)[number];
export type BrowserConditionTarget = (typeof BROWSER_CONDITION_TARGETS)[number];

export interface ConfiguredCondition {
  target: string;
  not_operand?: boolean;
  settings?: Readonly<Record<string, unknown>>;
}
export type ConditionGroups = readonly (readonly ConfiguredCondition[])[];

export interface BrowserCondition {
  target: BrowserConditionTarget;
  not: boolean;
}

/** An address's path with one trailing slash, as the site writes its addresses. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  const withLead = bare.startsWith('/') ? bare : `/${bare}`;
  return withLead.endsWith('/') ? withLead : `${withLead}/`;
}

function pageConditionHolds(
  target: PageConditionTarget,
  path: string,
  settings: Readonly<Record<string, unknown>>,
): boolean {
  const setting = (name: string) =>
    typeof settings[name] === 'string' ? normalisePath(settings[name]) : undefined;
  switch (target) {
    case 'is_front_page':
      return path === '/';
    case 'is_journal':
      return path.startsWith('/blog/');
    case 'is_journal_index':
      return path === '/blog/';
    case 'is_journal_post':
      return /^\/blog\/[^/]+\/$/.test(path);
    case 'is_shop':
      return path === '/shop/';
    case 'is_product':
      return /^\/product\/[^/]+\/$/.test(path);
    case 'url_is':
      return setting('path') === path;
    case 'url_starts_with': {
      const prefix = setting('prefix');
      return prefix !== undefined && path.startsWith(prefix);
    }
  }
}

const isPageTarget = (target: string): target is PageConditionTarget =>
  (PAGE_CONDITION_TARGETS as readonly string[]).includes(target);
const isBrowserTarget = (target: string): target is BrowserConditionTarget =>
  (BROWSER_CONDITION_TARGETS as readonly string[]).includes(target);

/**
 * The server's half: decides every page condition for `path`. Answers `offered: false` when no
 * group can hold on this page; otherwise the groups still to decide in the browser (an empty
 * group holds at once). An unknown target is reported (POP-018) and does not hold, so a
 * misconfigured popup stays closed rather than appearing everywhere.
 */
export function decidePageConditions(
  popupId: number,
  groups: ConditionGroups,
  pagePath: string,
):
  | { offered: false; warnings: PopupWarning[] }
  | { offered: true; browserGroups: BrowserCondition[][]; warnings: PopupWarning[] } {
  const warnings: PopupWarning[] = [];
  const path = normalisePath(pagePath);
  const nonEmpty = groups.filter((group) => group.length > 0);
  if (nonEmpty.length === 0) return { offered: true, browserGroups: [[]], warnings };
  const browserGroups: BrowserCondition[][] = [];
  for (const group of nonEmpty) {
    let holds = true;
    const remaining: BrowserCondition[] = [];
    for (const condition of group) {
      const not = condition.not_operand === true;
      if (isPageTarget(condition.target)) {
        if (pageConditionHolds(condition.target, path, condition.settings ?? {}) === not)
          holds = false;
      } else if (isBrowserTarget(condition.target)) {
        remaining.push({ target: condition.target, not });
      } else {
        warnings.push(popupWarning(popupId, 'condition', condition.target));
        holds = false;
      }
    }
    if (holds) browserGroups.push(remaining);
  }
  return browserGroups.length === 0
    ? { offered: false, warnings }
    : { offered: true, browserGroups, warnings };
}

export type DeviceKind = 'mobile' | 'tablet' | 'desktop';

/** The device by the viewport's width (the original's breakpoints: below 768 px, below 1025 px). */
export function deviceKindOf(viewportWidth: number): DeviceKind {
  if (viewportWidth < 768) return 'mobile';
  if (viewportWidth < 1025) return 'tablet';
  return 'desktop';
}

/** The browser's half: whether any remaining group holds for this visitor. */
export function browserConditionsHold(
  groups: readonly (readonly BrowserCondition[])[],
  visitor: { device: DeviceKind; loggedIn: boolean },
): boolean {
  const holds = (condition: BrowserCondition) => {
    const value =
      condition.target === 'user_is_logged_in'
        ? visitor.loggedIn
        : condition.target === `device_is_${visitor.device}`;
    return value !== condition.not;
  };
  return groups.some((group) => group.every(holds));
}
