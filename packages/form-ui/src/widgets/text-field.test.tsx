// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldOf } from '../testing/fields';
import { renderField } from '../testing/render';

afterEach(cleanup);

function counterText(): string | undefined {
  return (
    document.querySelector('.fui-field__counter [aria-hidden="true"]')?.textContent ?? undefined
  );
}

describe('TextField and TextareaField', () => {
  it('FORM-025 a character limit shows "count / limit" as the visitor types', () => {
    renderField(fieldOf({ id: 'text-1', type: 'text', label: 'Title', limit: 10 }));
    expect(counterText()).toBe('0 / 10');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Sea' } });
    expect(counterText()).toBe('3 / 10');
    expect(screen.getByLabelText('Title').getAttribute('aria-describedby')).toBe(
      'form-text-1-counter',
    );
    expect(document.querySelector('.fui-field__counter')?.textContent).toContain(
      '3 of 10 characters used',
    );
  });

  it('FORM-025 VAL-031 the counter counts characters as the maxlength rule does (tags stripped, emoji once)', () => {
    renderField(fieldOf({ id: 'text-1', type: 'text', label: 'Title', limit: 5 }), {
      initialValue: '<b>ab</b>🎨',
    });
    expect(counterText()).toBe('3 / 5');
  });

  it('FORM-025 over the limit the counter is marked', () => {
    renderField(fieldOf({ id: 'textarea-1', type: 'textarea', label: 'Message', limit: 3 }), {
      initialValue: 'abcd',
    });
    expect(document.querySelector('.fui-field__counter--over')).not.toBeNull();
  });

  it('FORM-025 a word limit counts words', () => {
    renderField(
      fieldOf({
        id: 'textarea-1',
        type: 'textarea',
        label: 'Message',
        limit: 5,
        limit_type: 'words',
      }),
      { initialValue: 'one  two\nthree' },
    );
    expect(counterText()).toBe('3 / 5');
    expect(document.querySelector('.fui-field__counter')?.textContent).toContain(
      '3 of 5 words used',
    );
  });

  it('FORM-026 at the word limit space is blocked; below it, it is not', () => {
    renderField(
      fieldOf({ id: 'text-1', type: 'text', label: 'Title', limit: 2, limit_type: 'words' }),
      { initialValue: 'one' },
    );
    const input = screen.getByLabelText('Title');
    expect(fireEvent.keyDown(input, { key: ' ' })).toBe(true);
    fireEvent.change(input, { target: { value: 'one two' } });
    expect(fireEvent.keyDown(input, { key: ' ' })).toBe(false);
    expect(fireEvent.keyDown(input, { key: 'a' })).toBe(true);
  });

  it('FORM-026 in a textarea at the word limit Enter (a new line) is blocked too', () => {
    renderField(
      fieldOf({
        id: 'textarea-1',
        type: 'textarea',
        label: 'Message',
        limit: 2,
        limit_type: 'words',
      }),
      { initialValue: 'one two' },
    );
    const textarea = screen.getByLabelText('Message');
    expect(fireEvent.keyDown(textarea, { key: ' ' })).toBe(false);
    expect(fireEvent.keyDown(textarea, { key: 'Enter' })).toBe(false);
  });

  it('FORM-026 a character limit never blocks the space key', () => {
    renderField(fieldOf({ id: 'text-1', type: 'text', label: 'Title', limit: 3 }), {
      initialValue: 'abc',
    });
    expect(fireEvent.keyDown(screen.getByLabelText('Title'), { key: ' ' })).toBe(true);
  });

  it('VAL-022 a url field is a text input, so the browser does not refuse a bare host', () => {
    renderField(fieldOf({ id: 'url-1', type: 'url', label: 'Website' }));
    const input = screen.getByLabelText<HTMLInputElement>('Website');
    expect(input.type).toBe('text');
    expect(input.inputMode).toBe('url');
  });

  it('VAL-005 an email field is an email input unless its format check is off', () => {
    renderField(fieldOf({ id: 'email-1', type: 'email', label: 'Email' }));
    expect(screen.getByLabelText<HTMLInputElement>('Email').type).toBe('email');
    cleanup();
    renderField(fieldOf({ id: 'email-1', type: 'email', label: 'Email', validation: false }));
    expect(screen.getByLabelText<HTMLInputElement>('Email').type).toBe('text');
  });

  it('VAL-005 CF-036 every email field brings up the email keyboard and offers the saved address, format check on or off', () => {
    for (const validation of [true, false]) {
      renderField(fieldOf({ id: 'email-1', type: 'email', label: 'Email', validation }));
      const input = screen.getByLabelText<HTMLInputElement>('Email');
      expect(input.inputMode).toBe('email');
      expect(input.autocomplete).toBe('email');
      expect(input.getAttribute('autocapitalize')).toBe('none');
      expect(input.getAttribute('spellcheck')).toBe('false');
      // The form never lets the browser check the address itself: its own rule (or none) decides.
      expect(input.closest('form')?.noValidate).toBe(true);
      cleanup();
    }
  });

  it('VAL-020 a required text input carries required and a placeholder when configured', () => {
    renderField(
      fieldOf({
        id: 'text-1',
        type: 'text',
        label: 'Title',
        required: true,
        placeholder: 'e.g. Dawn',
      }),
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: /Title/ });
    expect(input.required).toBe(true);
    expect(input.placeholder).toBe('e.g. Dawn');
    expect(input.name).toBe('text-1');
  });

  it('FORM-011 a field without a label is still named (by its placeholder)', () => {
    renderField(fieldOf({ id: 'text-1', type: 'text', placeholder: 'Your city' }));
    expect(screen.getByLabelText('Your city').id).toBe('form-text-1');
  });
});
