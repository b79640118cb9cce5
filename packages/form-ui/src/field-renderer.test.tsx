// @vitest-environment jsdom
import type { FieldDefinition } from '@atelier/form-engine/schema/fields';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldRenderer, unsupportedFieldTypes } from './field-renderer';
import { fieldIds } from './field-props';
import { focusField } from './focus-field';
import { fieldOf } from './testing/fields';
import { KITCHEN_SINK, KITCHEN_SINK_VALUES } from './testing/kitchen-sink';
import { hydrateFromServer, renderField } from './testing/render';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/**
 * Fields a visitor fills in (not layout, not hidden, not unsupported; payment fields are the
 * providers' widgets, tested in `payments/`).
 */
const answerable = KITCHEN_SINK.filter(
  (field) =>
    !unsupportedFieldTypes.includes(field.type) &&
    ![
      'html',
      'section',
      'page-break',
      'group',
      'hidden',
      'calculation',
      'stripe',
      'paypal',
    ].includes(field.type),
);

function element(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (found === null) throw new Error(`no element #${id}`);
  return found;
}

/** The text naming a control: its <label for>, else the legend of its fieldset. */
function nameSource(control: HTMLElement): string {
  const label = document.querySelector(`label[for="${control.id}"]`);
  const legend = control.closest('fieldset')?.querySelector('legend');
  return `${label?.textContent ?? ''}|${legend?.textContent ?? ''}`;
}

/** The element that carries the field's description list: the control, else its fieldset. */
function describedElement(control: HTMLElement): HTMLElement {
  if (control.hasAttribute('aria-describedby')) return control;
  const group = control.closest('fieldset');
  if (group?.hasAttribute('aria-describedby')) return group;
  throw new Error(`nothing describes #${control.id}`);
}

function render(field: FieldDefinition, error?: string) {
  return (
    <FieldRenderer
      field={field}
      value={KITCHEN_SINK_VALUES[field.id] ?? null}
      onChange={() => {}}
      idPrefix="contact"
      error={error}
    />
  );
}

describe('FieldRenderer in the browser', () => {
  it.each(KITCHEN_SINK.map((field) => [field.type, field] as const))(
    'FORM-011 a %s field hydrates its server HTML without a mismatch',
    async (_type, field) => {
      const { problems } = await hydrateFromServer(render(field));
      expect(problems).toEqual([]);
      const withError = await hydrateFromServer(render(field, 'Please fix this field.'));
      expect(withError.problems).toEqual([]);
    },
  );

  it.each(answerable.map((field) => [field.type, field] as const))(
    'FORM-011 VAL-020 a %s field names its control, marks it required and links its error',
    async (_type, field) => {
      await hydrateFromServer(render(field, 'Please fix this field.'));
      const ids = fieldIds('contact', field.id);
      const control = element(ids.control);
      expect(nameSource(control)).toContain(field.label);
      if ('required' in field && field.required) {
        const marker = document.querySelector(`#${ids.label} .fui-field__required`);
        expect(marker?.textContent).toBe(' *');
        expect(marker?.getAttribute('aria-hidden')).toBe('true');
      }
      const described = describedElement(control);
      expect(described.getAttribute('aria-describedby')?.split(' ')).toContain(ids.error);
      for (const id of described.getAttribute('aria-describedby')?.split(' ') ?? []) {
        expect(document.getElementById(id), `#${id} exists`).not.toBeNull();
      }
      expect(element(ids.error).textContent).toBe('Please fix this field.');
      const invalid =
        control.getAttribute('aria-invalid') ??
        control.closest('[aria-invalid]')?.getAttribute('aria-invalid');
      expect(invalid).toBe('true');
    },
  );

  it('FORM-011 choices, times, addresses and signatures are fieldsets named by a legend', async () => {
    for (const id of ['radio-1', 'checkbox-1', 'time-1', 'address-1', 'signature-1', 'name-1']) {
      const field = KITCHEN_SINK.find((item) => item.id === id);
      if (field === undefined) throw new Error(id);
      await hydrateFromServer(render(field));
      const group = element(fieldIds('contact', id).control).closest('fieldset');
      expect(group?.querySelector('legend')?.textContent).toContain(field.label);
    }
    expect(document.querySelector('[data-field-id="radio-1"]')?.getAttribute('role')).toBe(
      'radiogroup',
    );
  });

  it('FORM-011 the floating layout puts the label after the control, filled or not', () => {
    const field = fieldOf({ id: 'text-1', type: 'text', label: 'Title' });
    const { container, rerender } = renderField(field, { layout: 'floating' });
    const frame = container.querySelector('.fui-field');
    expect(frame?.classList.contains('fui-field--floating')).toBe(true);
    expect(frame?.classList.contains('fui-field--filled')).toBe(false);
    const input = screen.getByLabelText('Title');
    expect(input.nextElementSibling?.tagName).toBe('LABEL');
    fireEvent.change(input, { target: { value: 'Harbour' } });
    expect(frame?.classList.contains('fui-field--filled')).toBe(true);
    rerender(<></>);
  });

  it('FORM-027 Enter in a single-line input submits the form', () => {
    for (const field of [
      fieldOf({ id: 'text-1', type: 'text', label: 'Title' }),
      fieldOf({ id: 'email-1', type: 'email', label: 'Email' }),
      fieldOf({ id: 'number-1', type: 'number', label: 'Width' }),
      fieldOf({ id: 'phone-1', type: 'phone', label: 'Phone', national_mode: true }),
      fieldOf({ id: 'date-1', type: 'date', label: 'Date' }),
    ]) {
      const { record, unmount } = renderField(field);
      const input = document.getElementById(fieldIds('form', field.id).control);
      if (input === null) throw new Error(field.id);
      expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
      expect(record.submits, field.type).toBe(1);
      unmount();
    }
  });

  it('FORM-027 Enter in a textarea adds a line and does not submit', () => {
    const { record } = renderField(
      fieldOf({ id: 'textarea-1', type: 'textarea', label: 'Message' }),
    );
    expect(fireEvent.keyDown(screen.getByLabelText('Message'), { key: 'Enter' })).toBe(true);
    expect(record.submits).toBe(0);
  });

  it('FORM-027 Enter that confirms an IME composition does not submit', () => {
    const { record } = renderField(fieldOf({ id: 'text-1', type: 'text', label: 'Title' }));
    fireEvent.keyDown(screen.getByLabelText('Title'), { key: 'Enter', isComposing: true });
    expect(record.submits).toBe(0);
  });

  it('VAL-045 typing a non-empty value asks to clear the shown error; emptying it does not', () => {
    const { record } = renderField(fieldOf({ id: 'text-1', type: 'text', label: 'Title' }), {
      error: 'This field is required.',
      initialValue: 'x',
    });
    const input = screen.getByLabelText('Title');
    fireEvent.change(input, { target: { value: '' } });
    expect(record.errorClears).toBe(0);
    fireEvent.change(input, { target: { value: 'H' } });
    expect(record.changes).toEqual(['', 'H']);
    expect(record.errorClears).toBe(1);
  });

  it('VAL-045 without an error nothing is cleared', () => {
    const { record } = renderField(fieldOf({ id: 'text-1', type: 'text', label: 'Title' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'H' } });
    expect(record.errorClears).toBe(0);
  });

  it('VAL-046 leaving a field reports the focus-out; moving inside a group does not', () => {
    const text = renderField(fieldOf({ id: 'text-1', type: 'text', label: 'Title' }));
    fireEvent.blur(screen.getByLabelText('Title'));
    expect(text.record.blurs).toBe(1);
    text.unmount();

    const radio = renderField(
      KITCHEN_SINK.find((field) => field.id === 'radio-1') as FieldDefinition,
    );
    const [oil, watercolour] = screen.getAllByRole('radio');
    if (oil === undefined || watercolour === undefined) throw new Error('radios');
    fireEvent.blur(oil, { relatedTarget: watercolour });
    expect(radio.record.blurs).toBe(0);
    fireEvent.blur(watercolour, { relatedTarget: document.body });
    expect(radio.record.blurs).toBe(1);
  });

  it('SUB-011 focusField moves focus to the field whose error the server reported', async () => {
    await hydrateFromServer(
      <form>
        {KITCHEN_SINK.map((field) => (
          <FieldRenderer
            key={field.id}
            field={field}
            value={KITCHEN_SINK_VALUES[field.id] ?? null}
            onChange={() => {}}
            idPrefix="contact"
          />
        ))}
      </form>,
    );
    act(() => {
      expect(focusField(document, 'contact', 'email-1')).toBe(true);
    });
    expect(document.activeElement?.id).toBe('contact-email-1');
    expect(focusField(document, 'contact', 'radio-1')).toBe(true);
    expect(document.activeElement?.getAttribute('value')).toBe('oil');
    expect(focusField(document, 'contact', 'hidden-1')).toBe(false);
    // CAP-003: an uncompleted captcha takes focus too: its group, named and described by its error.
    expect(focusField(document, 'contact', 'captcha-1')).toBe(true);
    expect(document.activeElement?.tagName).toBe('FIELDSET');
  });

  it('SUB-003 disabled while submitting: every control of a widget is disabled', () => {
    renderField(KITCHEN_SINK.find((field) => field.id === 'address-1') as FieldDefinition, {
      disabled: true,
    });
    const controls = document.querySelectorAll('input, select, textarea, button');
    expect(controls.length).toBeGreaterThan(3);
    for (const control of controls) expect((control as HTMLInputElement).disabled).toBe(true);
  });
});
