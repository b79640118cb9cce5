/**
 * POP-005: opening a popup closes the other open popups unless stacking is allowed. As the
 * original (`close_all` unless the opening popup has the `stackable` setting), the popup being
 * opened decides: a stackable one opens over the others.
 */
export interface StackingPopup {
  id: number;
  stackable: boolean;
}

export function popupsToCloseOnOpen(opening: StackingPopup, openIds: readonly number[]): number[] {
  if (opening.stackable) return [];
  return openIds.filter((id) => id !== opening.id);
}
