/**
 * Arrow keys of the main menu's disclosure navigation (the WAI-ARIA "disclosure navigation
 * menu" example's optional keys), its own chunk loaded on the first focus or pointer in the menu:
 *
 * - on a top-level link or button, Left/Right (and Up/Down on a link) move to the previous/next
 *   top-level control, Home/End to the first/last;
 * - Down on a parent's button opens its sub-menu and moves into it;
 * - in a sub-menu, Up/Down move between its links, Home/End to its first/last.
 *
 * Tab still walks every control in order and leaves the menu; Escape is the menu's own.
 */
const visible = (element: HTMLElement) =>
  element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';

function step(items: HTMLElement[], current: Element | null, key: string): HTMLElement | undefined {
  const at = current instanceof HTMLElement ? items.indexOf(current) : -1;
  if (key === 'Home') return items[0];
  if (key === 'End') return items[items.length - 1];
  const forward = key === 'ArrowDown' || key === 'ArrowRight';
  if (at < 0) return forward ? items[0] : items[items.length - 1];
  return items[(at + (forward ? 1 : -1) + items.length) % items.length];
}

export function moveFocus(
  event: KeyboardEvent,
  list: HTMLElement,
  controls: { open(index: number): void },
) {
  const current = document.activeElement;
  if (!(current instanceof HTMLElement) || !list.contains(current)) return;
  const sub = current.closest<HTMLElement>('.main-nav__sub');
  if (sub) {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') return;
    const links = [...sub.querySelectorAll<HTMLElement>('a[href]')].filter(visible);
    step(links, current, event.key)?.focus();
    return;
  }
  const topItems = [...list.children].filter((item) => item instanceof HTMLElement);
  if (event.key === 'ArrowDown' && current.classList.contains('main-nav__expand')) {
    const item = current.closest('li');
    const index = item ? topItems.indexOf(item) : -1;
    if (index < 0) return;
    controls.open(index);
    // The sub-menu shows on the next render.
    requestAnimationFrame(() =>
      item?.querySelector<HTMLElement>('.main-nav__sub a[href]')?.focus(),
    );
    return;
  }
  if (event.key === 'ArrowUp' && current.classList.contains('main-nav__expand')) return;
  const topControls = topItems
    .flatMap((item) => [
      ...item.querySelectorAll<HTMLElement>(':scope > .main-nav__link, :scope > .main-nav__expand'),
    ])
    .filter(visible);
  step(topControls, current, event.key)?.focus();
}
