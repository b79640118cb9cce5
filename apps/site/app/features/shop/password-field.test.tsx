// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

afterEach(cleanup);

describe('PasswordField', () => {
  it('SHOP-009 the toggle switches the input to visible text and back to hidden', () => {
    render(
      <PasswordField
        id="account-password"
        name="account_password"
        label="Create a password"
        autoComplete="new-password"
      />,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Create a password');
    fireEvent.change(input, { target: { value: 'Tide-and-Stone 7' } });
    expect(input.type).toBe('password');

    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('account-password');
    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(input.value).toBe('Tide-and-Stone 7');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.textContent).toBe('Show password');

    fireEvent.click(toggle);
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('SHOP-009 a required field with an error says so to assistive technology', () => {
    render(
      <PasswordField
        id="pw"
        name="password"
        label="Password"
        autoComplete="current-password"
        required
        error="Please enter your password."
      />,
    );
    const input = screen.getByLabelText<HTMLInputElement>(/Password/);
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter your password.',
    );
    expect(input.getAttribute('autocomplete')).toBe('current-password');
  });
});
