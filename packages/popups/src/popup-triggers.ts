import { popupWarning, type PopupWarning } from './popup-warnings';

/**
 * Triggers (POP-003): how a popup opens. Types and setting names follow the original: a click on
 * the popup's selectors (`click_open`), after a delay (`auto_open`), when the pointer leaves the
 * window at the top (`exit_intent`), and at a scroll depth (`scroll_open`).
 */
export const POPUP_TRIGGER_TYPES = [
  'click_open',
  'auto_open',
  'exit_intent',
  'scroll_open',
] as const;
export type PopupTriggerType = (typeof POPUP_TRIGGER_TYPES)[number];

export interface ConfiguredTrigger {
  type: string;
  settings?: Readonly<Record<string, unknown>>;
}

interface TriggerBase {
  /** Cookies that keep this trigger quiet while present (the original's `cookie_name`). */
  cookieNames: string[];
}
export type PopupTrigger =
  | (TriggerBase & { type: 'click_open'; selectors: string[] })
  | (TriggerBase & { type: 'auto_open'; delayMs: number })
  | (TriggerBase & { type: 'exit_intent'; topSensitivityPx: number })
  | (TriggerBase & { type: 'scroll_open'; depthPercent: number });

/** The original's default auto-open delay (milliseconds). */
export const DEFAULT_AUTO_OPEN_DELAY_MS = 500;
/** Pixels from the top edge within which leaving the window counts as exit intent. */
export const DEFAULT_EXIT_SENSITIVITY_PX = 10;
export const DEFAULT_SCROLL_DEPTH_PERCENT = 50;

/**
 * The selectors a click opens a popup by: the original's conventions (`.popmake-<id>`,
 * `.popmake-<slug>`, a link ending in `#popmake-<id>`) plus the trigger's `extra_selectors`.
 */
export function clickSelectors(popupId: number, slug: string, extraSelectors = ''): string[] {
  const selectors = [`.popmake-${popupId}`, `a[href$="#popmake-${popupId}"]`];
  if (/^[a-z0-9-]+$/i.test(slug)) selectors.push(`.popmake-${slug}`);
  for (const extra of extraSelectors.split(',')) {
    const selector = extra.trim();
    if (selector !== '' && !selectors.includes(selector)) selectors.push(selector);
  }
  return selectors;
}

const cookieNamesOf = (settings: Readonly<Record<string, unknown>>): string[] => {
  const names = settings['cookie_name'];
  const list = Array.isArray(names) ? names : typeof names === 'string' ? [names] : [];
  return list.filter((name): name is string => typeof name === 'string' && name !== '');
};

const nonNegative = (value: unknown, fallback: number): number => {
  const number = typeof value === 'string' ? Number(value.replace('%', '')) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : fallback;
};

/** Reads a popup's triggers; an unknown type is reported (POP-018) and left out. */
export function popupTriggers(
  popup: { id: number; slug: string },
  triggers: readonly ConfiguredTrigger[],
): { triggers: PopupTrigger[]; warnings: PopupWarning[] } {
  const read: PopupTrigger[] = [];
  const warnings: PopupWarning[] = [];
  for (const trigger of triggers) {
    const settings = trigger.settings ?? {};
    const cookieNames = cookieNamesOf(settings);
    switch (trigger.type) {
      case 'click_open': {
        const extra = settings['extra_selectors'];
        read.push({
          type: 'click_open',
          cookieNames,
          selectors: clickSelectors(popup.id, popup.slug, typeof extra === 'string' ? extra : ''),
        });
        break;
      }
      case 'auto_open':
        read.push({
          type: 'auto_open',
          cookieNames,
          delayMs: nonNegative(settings['delay'], DEFAULT_AUTO_OPEN_DELAY_MS),
        });
        break;
      case 'exit_intent':
        read.push({
          type: 'exit_intent',
          cookieNames,
          topSensitivityPx: nonNegative(settings['top_sensitivity'], DEFAULT_EXIT_SENSITIVITY_PX),
        });
        break;
      case 'scroll_open':
        read.push({
          type: 'scroll_open',
          cookieNames,
          depthPercent: Math.min(
            100,
            nonNegative(settings['distance'], DEFAULT_SCROLL_DEPTH_PERCENT),
          ),
        });
        break;
      default:
        warnings.push(popupWarning(popup.id, 'trigger', trigger.type));
    }
  }
  return { triggers: read, warnings };
}

/** Exit intent: the pointer left the document through its top edge (not into a child). */
export function isExitIntent(
  pointer: { clientY: number; leftDocument: boolean },
  topSensitivityPx: number,
): boolean {
  return pointer.leftDocument && pointer.clientY <= topSensitivityPx;
}

/** Scroll depth: how much of the page has been seen, in percent, reached the trigger's. */
export function scrollDepthReached(
  view: { scrollTop: number; viewportHeight: number; documentHeight: number },
  depthPercent: number,
): boolean {
  const scrollable = view.documentHeight - view.viewportHeight;
  // A page that does not scroll has been seen whole.
  if (scrollable <= 0) return true;
  return (Math.max(0, view.scrollTop) / scrollable) * 100 >= depthPercent;
}
