// @vitest-environment jsdom
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormRuntime } from '../runtime/form-runtime';
import { GENERIC_SUBMIT_ERROR } from '../runtime/submit-form';

// The dialog's chunk never arrives (a dropped connection, a deploy that removed the old file).
vi.mock('./two-factor-dialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
});

describe('two-factor dialog chunk that fails to load', () => {
  it('TFA-002 DEC-12 the form shows the generic error and stays usable, rather than breaking the page', async () => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        Response.json({
          success: true,
          data: {
            authentication: 'show',
            auth_method: 'totp',
            auth_token: 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF',
            auth_nav: 'totp',
            lost_url: '',
          },
        }),
      ),
    );
    render(
      <FormRuntime
        definition={parseDefinition({
          id: 7001,
          fields: [
            { id: 'email-1', type: 'email', label: 'Email', required: true },
            { id: 'password-1', type: 'password', label: 'Password', required: true },
          ],
          settings: { form_type: 'login', pagination_config: { 'last-next': 'Sign in' } },
        })}
        formId={7001}
        nonce="n"
        endpoint="/api/ajax"
        fetch={fetchMock}
        answerStorage={null}
      />,
    );
    fireEvent.change(screen.getByLabelText('Email', { exact: false }), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password', { exact: false }), {
      target: { value: 'abc' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.getByRole('alert').textContent).toBe(GENERIC_SUBMIT_ERROR);
    expect(screen.queryByRole('dialog')).toBeNull();
    const submit = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
  });
});
