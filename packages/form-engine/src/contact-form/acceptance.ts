/** One `[acceptance]` checkbox of a contact form, as the browser sees it. */
export interface AcceptanceBox {
  name: string;
  /** The `optional` option: ticking it is up to the visitor, it never blocks sending. */
  optional: boolean;
  checked: boolean;
}

/**
 * CF-014: the submit button is disabled while any required (not optional) acceptance box is
 * unticked. A form without acceptance boxes is never blocked. The server checks again
 * (`acceptance_missing`), as a disabled button is no guarantee.
 */
export function submitBlockedByAcceptance(fields: readonly AcceptanceBox[]): boolean {
  return fields.some((field) => !field.optional && !field.checked);
}
