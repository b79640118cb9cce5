import { fireEvent } from '@testing-library/react';

const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * Types `text` one key at a time like a browser: each character replaces the selection (or goes
 * in at the caret), the caret moves after it, then an `insertText` input event. Whatever the
 * field does to its value in between (reformatting, moving the caret) is what the next key meets.
 */
export function typeKeys(input: HTMLInputElement, text: string): void {
  for (const key of text) {
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const next = input.value.slice(0, start) + key + input.value.slice(end);
    setInputValue?.call(input, next);
    input.setSelectionRange(start + key.length, start + key.length);
    fireEvent(
      input,
      new InputEvent('input', { bubbles: true, inputType: 'insertText', data: key }),
    );
  }
}
