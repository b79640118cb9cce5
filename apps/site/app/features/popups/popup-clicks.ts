/** A click that opens a popup: the main button, no modifier (those keep the link's own meaning). */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Sends a click held back from `target` again, so a link goes where it leads (the router hears
 * it as any click on a link). For a trigger click that ends up opening no popup.
 */
export function replayClick(target: Element): void {
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
}
