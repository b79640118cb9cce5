// @vitest-environment jsdom
import { fixedClock } from '@atelier/form-engine/conditions/clock';
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormRuntime } from './form-runtime';
import { FormRuntimeController } from './use-form-runtime';

const clock = fixedClock({ year: 2026, month: 1, day: 15 });

const conditional = parseDefinition({
  id: 901,
  fields: [
    {
      id: 'radio-1',
      type: 'radio',
      label: 'Framed',
      options: [
        { label: 'Yes', value: 'yes', calculation: 0 },
        { label: 'No', value: 'no', calculation: 0 },
      ],
    },
    {
      id: 'text-1',
      type: 'text',
      label: 'Frame colour',
      required: true,
      conditions: {
        action: 'show',
        rule: 'all',
        conditions: [{ field: 'radio-1', operator: 'is', value: 'yes' }],
      },
    },
  ],
  settings: { inline_validation: true },
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('FormRuntimeController', () => {
  it('COND-012 a field hidden by its condition reads empty and gets its value back when shown', () => {
    const runtime = new FormRuntimeController(conditional, { clock });
    runtime.setValue('radio-1', 'yes');
    runtime.setValue('text-1', 'oak');
    runtime.setValue('radio-1', 'no');
    expect(runtime.isVisible('text-1')).toBe(false);
    expect(runtime.value('text-1')).toBeNull();
    runtime.setValue('radio-1', 'yes');
    expect(runtime.value('text-1')).toBe('oak');
  });

  it('VAL-021 a hidden required field does not block the submit', () => {
    const runtime = new FormRuntimeController(conditional, { clock });
    runtime.setValue('radio-1', 'no');
    expect(runtime.validateAll()).toEqual({ valid: true, firstInvalid: undefined });
    runtime.setValue('radio-1', 'yes');
    expect(runtime.validateAll()).toEqual({ valid: false, firstInvalid: 'text-1' });
  });

  it('VAL-046 with inline validation off, focus-out does not validate', () => {
    const quiet = parseDefinition({
      ...conditional,
      settings: { ...conditional.settings, inline_validation: false },
    });
    const runtime = new FormRuntimeController(quiet, { clock });
    runtime.setValue('radio-1', 'yes');
    runtime.revalidate('text-1');
    expect(runtime.error('text-1')).toBeUndefined();
  });

  it('SUB-011 server errors naming unknown fields are ignored; the first known one is returned', () => {
    const runtime = new FormRuntimeController(conditional, {
      clock,
      initialValues: { 'radio-1': 'yes' },
    });
    const first = runtime.showServerErrors({ 'number-9': 'Nope', 'text-1': 'Taken.' });
    expect(first).toBe('text-1');
    expect(runtime.error('text-1')).toBe('Taken.');
  });
});

describe('FormRuntime hidden fields', () => {
  it('COND-012 a field hidden by its condition is not rendered, so it is not posted', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(Response.json({ success: true, data: { message: 'ok' } })),
    );
    render(
      <FormRuntime
        definition={conditional}
        formId={901}
        nonce="n"
        endpoint="/api/ajax"
        clock={clock}
        fetch={fetchMock}
        navigator={{ assign: vi.fn(), openInNewTab: vi.fn() }}
      />,
    );
    fireEvent.click(screen.getByLabelText('Yes'));
    fireEvent.change(screen.getByLabelText('Frame colour', { exact: false }), {
      target: { value: 'oak' },
    });
    fireEvent.click(screen.getByLabelText('No'));
    expect(screen.queryByLabelText('Frame colour', { exact: false })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get('radio-1')).toBe('no');
    expect(body.has('text-1')).toBe(false);
  });

  it('SUB-012 a native submit comes back with its values, errors and message in the page', () => {
    render(
      <FormRuntime
        definition={conditional}
        formId={901}
        nonce="n"
        endpoint="/api/ajax"
        clock={clock}
        initialValues={{ 'radio-1': 'yes', 'text-1': '' }}
        initialErrors={{ 'text-1': 'This field is required.' }}
        initialNotice={{ kind: 'error', message: 'Please correct the errors before submission.' }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Please correct the errors before submission.',
    );
    expect(
      screen.getByLabelText('Frame colour', { exact: false }).getAttribute('aria-invalid'),
    ).toBe('true');
  });
});
