import { fieldIds } from './field-props';

/**
 * SUB: moves focus to a field, e.g. the first one the server reported an error on. Each widget
 * gives its primary control the field's control id; a field without one (a calculation, a layout
 * block) is skipped. Returns whether something was focused.
 */
export function focusField(
  root: Document | HTMLElement,
  idPrefix: string,
  fieldId: string,
): boolean {
  const document = root instanceof Document ? root : root.ownerDocument;
  const element = document.getElementById(fieldIds(idPrefix, fieldId).control);
  if (!(element instanceof HTMLElement) || (root !== document && !root.contains(element)))
    return false;
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  element.focus();
  return element.ownerDocument.activeElement === element;
}
