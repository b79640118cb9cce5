import type { KeyboardEvent } from 'react';

/** What Tab can reach inside a dialog: enabled controls and links, never hidden inputs. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal `<dialog>`'s keyboard loop (the search overlay, popups): Tab from the last control goes
 * back to the first, Shift+Tab from the first to the last. The modal dialog makes the page
 * behind it inert, but the browser would still let Tab leave for its own toolbar; a visitor
 * working by keyboard stays in the dialog until it is closed. Controls inside a `[hidden]` part
 * (a close button not shown yet) are skipped. Call it from the dialog's `onKeyDown`.
 */
export function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => !control.closest('[hidden]'),
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
