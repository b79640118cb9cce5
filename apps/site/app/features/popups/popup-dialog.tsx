import type { PagePopup } from '@atelier/contracts/popups';
import { CLOSE_KEYS, POPUP_DEFAULTS } from '@atelier/popups/popup-constants';
import { popupAnimation, popupBox, popupPlacement } from '@atelier/popups/popup-layout';
import {
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
} from 'react';
import { POPUP_ID_ATTRIBUTE, popupElementId } from './popup-controller';
import { keepFocusInside } from '~/shared/ui/keep-focus-inside';

/** What a content renderer gets: the popup (its content, settings, id). */
export interface PopupContentProps {
  popup: PagePopup;
}
/** A renderer, normally `React.lazy(() => import(…))`, so its code loads on the first open. */
export type PopupContentRenderer = ComponentType<PopupContentProps>;

function boxStyle(popup: PagePopup, stackPosition: number): CSSProperties {
  const { settings } = popup;
  const box = popupBox({
    size: settings.size as Parameters<typeof popupBox>[0]['size'],
    custom_width: settings.custom_width,
    custom_height: settings.custom_height,
    responsive_min_width: settings.responsive_min_width,
    responsive_max_width: settings.responsive_max_width,
  });
  const place = popupPlacement(settings.location);
  const animation = popupAnimation(popup.id, settings.animation_type, settings.animation_speed);
  const style: CSSProperties & Record<`--${string}`, string> = {
    width: box.width,
    height: box.height,
    minWidth: box.minWidth,
    maxWidth: box.maxWidth,
    // Later popups over earlier ones (the top layer orders them too; this keeps the setting).
    zIndex: settings.zindex + stackPosition,
    '--pum-speed': `${animation.speedMs}ms`,
  };
  if (place.vertical === 'top') {
    style.marginTop = `${settings.position_top || POPUP_DEFAULTS.positionTop}px`;
    style.marginBottom = 'auto';
  } else if (place.vertical === 'bottom') {
    style.marginBottom = `${settings.position_bottom}px`;
    style.marginTop = 'auto';
  }
  if (place.horizontal === 'left') {
    style.marginLeft = `${settings.position_left}px`;
    style.marginRight = 'auto';
  } else if (place.horizontal === 'right') {
    style.marginRight = `${settings.position_right}px`;
    style.marginLeft = 'auto';
  }
  return style;
}

/**
 * One popup as a native modal <dialog> (ADR 0017): role dialog from the element, labelled by its
 * title; `showModal()` moves focus in and makes the page behind inert, closing gives focus back
 * (the runtime returns it to the opener). Esc (27) and F4 (115) and a click on the overlay close
 * it only as its settings allow; the close button appears after `close_button_delay` seconds.
 */
export function PopupDialog({
  popup,
  open,
  stackPosition,
  loaded,
  Renderer,
  register,
  onOpened,
  onRequestClose,
  onClosedByBrowser,
}: {
  popup: PagePopup;
  open: boolean;
  stackPosition: number;
  /** Opened at least once: its content is drawn (and its code loaded) from then on. */
  loaded: boolean;
  Renderer: PopupContentRenderer;
  register(popupId: number, element: HTMLDialogElement | null): void;
  onOpened(element: HTMLDialogElement): void;
  onRequestClose(): void;
  onClosedByBrowser(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { settings } = popup;
  const [closeButtonShown, setCloseButtonShown] = useState(settings.close_button_delay <= 0);
  const titleId = `pum-title-${popup.id}`;
  const animation = popupAnimation(popup.id, settings.animation_type, settings.animation_speed);

  useEffect(() => {
    register(popup.id, dialog.current);
    return () => register(popup.id, null);
  }, [popup.id, register]);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open || element.open) return;
    element.dataset.state = 'opening';
    element.showModal();
    // Next frame: the opening class applies after the dialog is shown, so CSS can animate.
    const frame = window.requestAnimationFrame(() => {
      element.dataset.state = 'open';
    });
    const opened = window.setTimeout(
      () => onOpened(element),
      animation.type === 'none' ? 0 : animation.speedMs,
    );
    let delayTimer: number | undefined;
    if (settings.close_button_delay > 0) {
      delayTimer = window.setTimeout(
        () => setCloseButtonShown(true),
        settings.close_button_delay * 1000,
      );
    }
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(opened);
      window.clearTimeout(delayTimer);
      // Hidden again for the next opening, which waits for the delay once more.
      if (settings.close_button_delay > 0) setCloseButtonShown(false);
    };
    // Runs per opening; the callbacks' identity does not matter to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    const key = event.nativeEvent.keyCode;
    if (event.key === 'Escape' || key === CLOSE_KEYS.escape) {
      // Handled here so the close animates and the events fire; the browser's cancel is not needed.
      event.preventDefault();
      if (settings.close_on_esc_press) onRequestClose();
    } else if (event.key === 'F4' || key === CLOSE_KEYS.f4) {
      if (settings.close_on_f4_press) {
        event.preventDefault();
        onRequestClose();
      }
    } else if (event.key === 'Tab') {
      keepFocusInside(event);
    }
  };

  return (
    <dialog
      ref={dialog}
      id={popupElementId(popup.id)}
      {...{ [POPUP_ID_ATTRIBUTE]: popup.id }}
      className={`pum pum-theme-${settings.theme_id} pum-size-${settings.size} pum-anim-${animation.type}${settings.overlay_disabled ? ' pum-overlay-disabled' : ''}`}
      aria-labelledby={titleId}
      style={boxStyle(popup, stackPosition)}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Esc reached the dialog without our key handler (another key path): same rule.
        event.preventDefault();
        if (settings.close_on_esc_press) onRequestClose();
      }}
      onClose={onClosedByBrowser}
      onClick={(event) => {
        // The overlay is the dialog's own box outside its container: a click there, not inside.
        if (event.target !== event.currentTarget || !settings.close_on_overlay_click) return;
        const box = event.currentTarget.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) onRequestClose();
      }}
    >
      <div className="pum-container">
        <button
          type="button"
          className="icon-button pum-close"
          onClick={onRequestClose}
          hidden={!closeButtonShown}
        >
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close</span>
        </button>
        <h2 id={titleId} className="pum-title">
          {popup.content.title}
        </h2>
        {loaded ? (
          <div className="pum-content">
            <Suspense fallback={<p className="pum-loading">Loading…</p>}>
              <Renderer popup={popup} />
            </Suspense>
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
