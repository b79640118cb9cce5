import type { PagePopup } from '@atelier/contracts/popups';
import type { PopupCookieEvent } from '@atelier/popups/popup-cookies';

/**
 * What the popup runtime lets its helpers do (the popup form client, the form integrations):
 * open and close popups by id, with the original's events, and set a popup's cookies.
 */
export interface PopupController {
  /** Opens a popup; false when it is not on this page or a listener prevented it (POP-004). */
  open(popupId: number, opener?: Element | null): boolean;
  /** Closes a popup (its close animation, events and cookies); resolves once it is closed. */
  close(popupId: number): Promise<void>;
  exists(popupId: number): boolean;
  popup(popupId: number): PagePopup | undefined;
  /** Sets the popup's configured cookies for `event` (POP-020). */
  setCookies(popupId: number, event: PopupCookieEvent): void;
}

/** The original's browser events, dispatched on the popup's element (bubbling). */
export const POPUP_EVENTS = {
  beforeOpen: 'pumBeforeOpen',
  afterOpen: 'pumAfterOpen',
  beforeClose: 'pumBeforeClose',
  afterClose: 'pumAfterClose',
  formSuccess: 'pumFormSuccess',
} as const;

/** The attribute naming the popup on its element (`<dialog data-popup-id="32651">`). */
export const POPUP_ID_ATTRIBUTE = 'data-popup-id';

export const popupElementId = (popupId: number) => `pum-${popupId}`;

export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * What the root loader decides for the page's popups (`popupStart` in the popup runtime), for
 * the gate in the root layout (`popup-gate.tsx`).
 */
export interface PopupStart {
  /** The click triggers' selectors: a click on one loads the runtime and opens its popup. */
  clickSelectors: string[];
  /** A popup opens by itself or has a warning to report: the runtime loads with the page. */
  atOnce: boolean;
}
