import type { PagePopup, PopupContentKind } from '@atelier/contracts/popups';
import { browserConditionsHold, deviceKindOf } from '@atelier/popups/popup-conditions';
import { REPOSITION_DELAY_MS } from '@atelier/popups/popup-constants';
import {
  cookiesForEvent,
  popupCookieRules,
  triggerAllowedByCookies,
  type PopupCookieEvent,
  type PopupCookieRule,
} from '@atelier/popups/popup-cookies';
import { popupAnimation } from '@atelier/popups/popup-layout';
import { popupsToCloseOnOpen } from '@atelier/popups/popup-stacking';
import {
  isExitIntent,
  popupTriggers,
  scrollDepthReached,
  type PopupTrigger,
} from '@atelier/popups/popup-triggers';
import type { PopupWarning } from '@atelier/popups/popup-warnings';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { readCookie, SIGNED_IN_MARKER_COOKIE } from '~/shared/cookies';
import { PopupDialog, type PopupContentRenderer } from './popup-dialog';
import { BUILT_IN_POPUP_RENDERERS } from './popup-renderers';
import {
  POPUP_EVENTS,
  prefersReducedMotion,
  type PopupController,
  type PopupStart,
} from './popup-controller';
import { presentCookieNames, writePopupCookie } from './popup-cookies-client';
import { watchFormIntegrations } from './form-integrations-client';
import { isPlainClick, replayClick } from './popup-clicks';

/** A lazily loaded renderer per content kind (ADR 0017): only the kinds given are offered. */
/** The content kinds that hold a popup plugin form (`pum_form`, `pum_sub_form`). */
const POPUP_PLUGIN_FORM_KINDS: ReadonlySet<PopupContentKind> = new Set([
  'viewing-request',
  'newsletter',
]);

export type PopupContentRenderers = Partial<Record<PopupContentKind, PopupContentRenderer>>;

/**
 * The integrator's slots: renderers other rooms provide for the popups' forms. Until one is
 * given, popups of its kind are not offered (never a placeholder screen).
 */
export interface PopupRendererSlots {
  /** Draws the contact-form room's `ContactForm` (content kind `contact-form`, by its form id). */
  contactFormRenderer?: PopupContentRenderer;
  /** Draws the newsletter room's `NewsletterForm` (content kind `newsletter`). */
  newsletterRenderer?: PopupContentRenderer;
}

/** Every kind the page can draw: this room's own and the slots filled. */
export function popupRenderers(slots: PopupRendererSlots): PopupContentRenderers {
  return {
    ...BUILT_IN_POPUP_RENDERERS,
    ...(slots.contactFormRenderer ? { 'contact-form': slots.contactFormRenderer } : {}),
    ...(slots.newsletterRenderer ? { newsletter: slots.newsletterRenderer } : {}),
  };
}

/** The kinds a page may offer (the root loader asks the server for these only). */
export const offeredPopupKinds = (slots: PopupRendererSlots) =>
  Object.keys(popupRenderers(slots)) as PopupContentKind[];

interface PreparedPopup {
  popup: PagePopup;
  triggers: PopupTrigger[];
  cookies: PopupCookieRule[];
  speedMs: number;
  warnings: PopupWarning[];
}

export function preparePopup(popup: PagePopup): PreparedPopup {
  const { triggers, warnings: triggerWarnings } = popupTriggers(popup, popup.settings.triggers);
  const { rules, warnings: cookieWarnings } = popupCookieRules(popup.id, popup.settings.cookies);
  const animation = popupAnimation(
    popup.id,
    popup.settings.animation_type,
    popup.settings.animation_speed,
  );
  return {
    popup,
    triggers,
    cookies: rules,
    speedMs: animation.type === 'none' ? 0 : animation.speedMs,
    warnings: [...triggerWarnings, ...cookieWarnings, ...animation.warnings],
  };
}

const NO_WARNINGS: readonly PopupWarning[] = [];

/**
 * What the page's popups need before a visitor asks for one, decided by the root loader so the
 * page loads this runtime only when it must (PopupGate): at once when a popup opens by itself
 * (delay, exit intent, scroll depth) or has a warning to report (POP-018); otherwise on the first
 * click on one of the click triggers' selectors.
 */
export function popupStart(
  popups: readonly PagePopup[],
  serverWarnings: readonly PopupWarning[],
): PopupStart {
  const prepared = popups.map(preparePopup);
  const clickSelectors = new Set<string>();
  let atOnce = serverWarnings.length > 0;
  for (const entry of prepared) {
    if (entry.warnings.length > 0) atOnce = true;
    for (const trigger of entry.triggers) {
      if (trigger.type === 'click_open')
        for (const selector of trigger.selectors) clickSelectors.add(selector);
      else atOnce = true;
    }
  }
  return { clickSelectors: [...clickSelectors], atOnce };
}

/**
 * The popup runtime (issue 16, ADR 0017), mounted once by the root layout with the popups the
 * page offers. It is the small part in every page's bundle: it wires the triggers (click,
 * delay, exit intent, scroll depth) for the popups whose browser conditions hold, keeps which
 * are open (stacking, POP-005), dispatches the original's events, sets the cookies, and draws a
 * native modal <dialog> per popup; what a popup shows is loaded when it first opens.
 */
export function PopupRuntime({
  popups,
  warnings: serverWarnings = NO_WARNINGS,
  contactFormRenderer,
  newsletterRenderer,
  claimEarlyClick,
}: {
  popups: readonly PagePopup[];
  /** Warnings the server found deciding the page conditions (unknown condition types). */
  warnings?: readonly PopupWarning[];
  /**
   * Called once this runtime's click listener is in place: the target of a click on a trigger
   * that came while it was loading (PopupGate held it back), handled as that click would have
   * been; the gate stops listening from then on.
   */
  claimEarlyClick?: () => Element | undefined;
} & PopupRendererSlots) {
  const renderers = useMemo(
    () => popupRenderers({ contactFormRenderer, newsletterRenderer }),
    [contactFormRenderer, newsletterRenderer],
  );
  // Only popups whose content can be drawn are ever offered: never a placeholder screen.
  const prepared = useMemo(
    () => popups.filter((popup) => renderers[popup.content.kind]).map(preparePopup),
    [popups, renderers],
  );
  const [openIds, setOpenIds] = useState<number[]>([]);
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set());
  const openRef = useRef<number[]>([]);
  const closing = useRef(new Map<number, Promise<void>>());
  const openers = useRef(new Map<number, Element | null>());
  const dialogs = useRef(new Map<number, HTMLDialogElement>());
  const controllerRef = useRef<PopupController>(undefined as unknown as PopupController);
  const preparedRef = useRef(prepared);
  useEffect(() => {
    preparedRef.current = prepared;
  }, [prepared]);

  const find = useCallback(
    (popupId: number) => preparedRef.current.find((entry) => entry.popup.id === popupId),
    [],
  );

  const setCookies = useCallback(
    (popupId: number, event: PopupCookieEvent) => {
      const entry = find(popupId);
      if (entry) for (const rule of cookiesForEvent(entry.cookies, event)) writePopupCookie(rule);
    },
    [find],
  );

  const commitOpen = (ids: number[]) => {
    openRef.current = ids;
    setOpenIds(ids);
  };

  /** The end of a close, however it came (our close, or the browser closing the dialog). */
  const finishClose = useCallback(
    (popupId: number) => {
      if (!openRef.current.includes(popupId)) return;
      // Marked closed first: closing the dialog fires its close event, which comes back here.
      commitOpen(openRef.current.filter((id) => id !== popupId));
      const dialog = dialogs.current.get(popupId);
      if (dialog?.open) dialog.close();
      if (dialog) delete dialog.dataset.state;
      setCookies(popupId, 'on_popup_close');
      dialog?.dispatchEvent(
        new CustomEvent(POPUP_EVENTS.afterClose, { bubbles: true, detail: { popupId } }),
      );
      const opener = openers.current.get(popupId);
      openers.current.delete(popupId);
      // Focus goes back to what opened it, when no other popup stays open over the page.
      if (openRef.current.length === 0 && opener instanceof HTMLElement && opener.isConnected)
        opener.focus();
    },
    [setCookies],
  );

  const close = useCallback(
    (popupId: number): Promise<void> => {
      const pending = closing.current.get(popupId);
      if (pending) return pending;
      const dialog = dialogs.current.get(popupId);
      const entry = find(popupId);
      if (!dialog || !entry || !openRef.current.includes(popupId)) return Promise.resolve();
      dialog.dispatchEvent(
        new CustomEvent(POPUP_EVENTS.beforeClose, { bubbles: true, detail: { popupId } }),
      );
      const delay = prefersReducedMotion() ? 0 : entry.speedMs;
      dialog.dataset.state = 'closing';
      const done = new Promise<void>((resolve) => {
        window.setTimeout(() => {
          closing.current.delete(popupId);
          finishClose(popupId);
          resolve();
        }, delay);
      });
      closing.current.set(popupId, done);
      return done;
    },
    [find, finishClose],
  );

  const open = useCallback(
    (popupId: number, opener?: Element | null): boolean => {
      const entry = find(popupId);
      const dialog = dialogs.current.get(popupId);
      if (!entry || !dialog) return false;
      if (openRef.current.includes(popupId) && !closing.current.has(popupId)) return true;
      // POP-004: a listener may prevent the opening, as with the original's pumBeforeOpen.
      const before = new CustomEvent(POPUP_EVENTS.beforeOpen, {
        bubbles: true,
        cancelable: true,
        detail: { popupId },
      });
      if (!dialog.dispatchEvent(before)) return false;
      for (const other of popupsToCloseOnOpen(
        { id: popupId, stackable: entry.popup.settings.stackable },
        openRef.current,
      ))
        void close(other);
      openers.current.set(popupId, opener ?? document.activeElement);
      commitOpen([...openRef.current.filter((id) => id !== popupId), popupId]);
      setLoaded((ids) => (ids.has(popupId) ? ids : new Set([...ids, popupId])));
      setCookies(popupId, 'on_popup_open');
      // The popup plugin's form client (and the answers' schemas) is needed only once a popup
      // holding one of its forms is open: its own chunk. A contact form sends itself.
      if (POPUP_PLUGIN_FORM_KINDS.has(entry.popup.content.kind)) {
        void import('./popup-form-client').then((client) =>
          client.installPopupFormClient(controllerRef.current),
        );
      }
      return true;
    },
    [find, close, setCookies],
  );

  const controller: PopupController = useMemo(
    () => ({
      open,
      close,
      exists: (popupId) => find(popupId) !== undefined,
      popup: (popupId) => find(popupId)?.popup,
      setCookies,
    }),
    [open, close, find, setCookies],
  );
  useEffect(() => {
    controllerRef.current = controller;
  }, [controller]);

  // POP-018: unknown types are reported once, never fatal.
  useEffect(() => {
    for (const warning of [...serverWarnings, ...prepared.flatMap((entry) => entry.warnings)])
      console.warn(warning.message);
  }, [prepared, serverWarnings]);

  // Triggers, for the popups whose browser conditions hold for this visitor.
  useEffect(() => {
    const visitor = {
      device: deviceKindOf(window.innerWidth),
      loggedIn: readCookie(document.cookie, SIGNED_IN_MARKER_COOKIE) === '1',
    };
    const active = prepared.filter((entry) =>
      browserConditionsHold(entry.popup.browserConditions, visitor),
    );
    const cleanups: (() => void)[] = [];
    const allowed = (trigger: PopupTrigger) =>
      triggerAllowedByCookies(trigger.cookieNames, presentCookieNames());
    const automatic: { id: number; trigger: PopupTrigger; fired: boolean }[] = [];

    const clickTriggers = active.flatMap((entry) =>
      entry.triggers.flatMap((trigger) =>
        trigger.type === 'click_open' ? [{ id: entry.popup.id, trigger }] : [],
      ),
    );
    /** A click on `target` opens the first popup whose trigger it hit: true when one opened. */
    const openFromClick = (target: Element): boolean => {
      for (const { id, trigger } of clickTriggers) {
        if (trigger.type !== 'click_open') continue;
        const opener = target.closest(trigger.selectors.join(','));
        if (!opener || !allowed(trigger)) continue;
        return controllerRef.current.open(id, opener);
      }
      return false;
    };
    if (clickTriggers.length > 0) {
      // Capture phase: before the router's links, so a trigger link opens the popup instead.
      const onClick = (event: MouseEvent) => {
        if (!isPlainClick(event) || !(event.target instanceof Element)) return;
        if (openFromClick(event.target)) event.preventDefault();
      };
      document.addEventListener('click', onClick, true);
      cleanups.push(() => document.removeEventListener('click', onClick, true));
    }
    const early = claimEarlyClick?.();
    // A held-back click that opens nothing here (a browser condition, a cookie) does what it
    // would have done without popups: the link's own way.
    if (early && !openFromClick(early)) replayClick(early);

    for (const entry of active)
      for (const trigger of entry.triggers)
        if (trigger.type !== 'click_open')
          automatic.push({ id: entry.popup.id, trigger, fired: false });
    const fire = (item: (typeof automatic)[number]) => {
      if (item.fired || !allowed(item.trigger)) return;
      item.fired = true;
      controllerRef.current.open(item.id, null);
    };
    for (const item of automatic) {
      const { trigger } = item;
      if (trigger.type === 'auto_open') {
        const timer = window.setTimeout(() => fire(item), trigger.delayMs);
        cleanups.push(() => window.clearTimeout(timer));
      }
    }
    const exitTriggers = automatic.filter((item) => item.trigger.type === 'exit_intent');
    if (exitTriggers.length > 0) {
      const onLeave = (event: MouseEvent) => {
        for (const item of exitTriggers)
          if (
            item.trigger.type === 'exit_intent' &&
            isExitIntent(
              { clientY: event.clientY, leftDocument: event.relatedTarget === null },
              item.trigger.topSensitivityPx,
            )
          )
            fire(item);
      };
      document.addEventListener('mouseout', onLeave);
      cleanups.push(() => document.removeEventListener('mouseout', onLeave));
    }
    const scrollTriggers = automatic.filter((item) => item.trigger.type === 'scroll_open');
    if (scrollTriggers.length > 0) {
      const onScroll = () => {
        const view = {
          scrollTop: window.scrollY,
          viewportHeight: window.innerHeight,
          documentHeight: document.documentElement.scrollHeight,
        };
        for (const item of scrollTriggers)
          if (
            item.trigger.type === 'scroll_open' &&
            scrollDepthReached(view, item.trigger.depthPercent)
          )
            fire(item);
      };
      window.addEventListener('scroll', onScroll, { passive: true });
      cleanups.push(() => window.removeEventListener('scroll', onScroll));
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [prepared, claimEarlyClick]);

  // POP-022: open popups are placed again 25 ms after the last resize.
  useEffect(() => {
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        for (const id of openRef.current) {
          const entry = find(id);
          const dialog = dialogs.current.get(id);
          if (!entry || !dialog || entry.popup.settings.disable_reposition) continue;
          dialog.style.setProperty('--pum-viewport-height', `${window.innerHeight}px`);
          dialog.dispatchEvent(new CustomEvent('pumAfterReposition', { bubbles: true }));
        }
      }, REPOSITION_DELAY_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, [find]);

  // POP-008: form integrations listen to browser events on the popups only.
  useEffect(() => watchFormIntegrations(controllerRef), []);

  const register = useCallback((popupId: number, element: HTMLDialogElement | null) => {
    if (element) dialogs.current.set(popupId, element);
    else dialogs.current.delete(popupId);
  }, []);

  return (
    <>
      {prepared.map((entry) => {
        const Renderer = renderers[entry.popup.content.kind];
        if (!Renderer) return null;
        const position = openIds.indexOf(entry.popup.id);
        return (
          <PopupDialog
            key={entry.popup.id}
            popup={entry.popup}
            open={position !== -1}
            stackPosition={Math.max(0, position)}
            loaded={loaded.has(entry.popup.id)}
            Renderer={Renderer}
            register={register}
            onOpened={(element) =>
              element.dispatchEvent(
                new CustomEvent(POPUP_EVENTS.afterOpen, {
                  bubbles: true,
                  detail: { popupId: entry.popup.id },
                }),
              )
            }
            onRequestClose={() => void close(entry.popup.id)}
            onClosedByBrowser={() => finishClose(entry.popup.id)}
          />
        );
      })}
    </>
  );
}
