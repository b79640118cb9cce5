import { useSyncExternalStore, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * FORM-027: Enter in a single-line input submits its form (through `requestSubmit`, so the
 * runtime's submit handler and the next-step logic run) rather than relying on the browser's
 * implicit submission, which a form without a submit button on the current page would not do.
 * Enter that confirms an IME composition is left alone.
 */
export function submitOnEnter(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const form = event.currentTarget.form;
  if (form === null) return;
  event.preventDefault();
  form.requestSubmit();
}

/**
 * A blur handler for a widget made of several controls: `leave` runs only when focus moves
 * outside the element the handler sits on, not between its own controls (VAL-046).
 */
export function onFocusLeave(leave: (() => void) | undefined) {
  return (event: FocusEvent<HTMLElement>) => {
    if (focusLeaves(event)) leave?.();
  };
}

/** Whether a blur event takes focus out of the element the handler sits on. */
export function focusLeaves(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget;
  return !(next instanceof Node && event.currentTarget.contains(next));
}

const subscribeToNothing = () => () => {};

/**
 * False on the server and during hydration, true once the browser has taken over: widgets that
 * need JavaScript (a searchable select, a signature pad) first render their no-JavaScript form,
 * identical on both sides, and upgrade right after hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
