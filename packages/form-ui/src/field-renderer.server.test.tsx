// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FieldRenderer, unsupportedFieldTypes } from './field-renderer';
import { PAYMENT_NEEDS_JAVASCRIPT_NOTE } from './payments/payment-field';
import { KITCHEN_SINK, KITCHEN_SINK_VALUES } from './testing/kitchen-sink';

const rendered = KITCHEN_SINK.filter((field) => !unsupportedFieldTypes.includes(field.type));

function serverRender(fieldIndex: number, options: { filled: boolean; floating: boolean }) {
  const field = KITCHEN_SINK[fieldIndex];
  if (field === undefined) throw new Error(`no field ${fieldIndex}`);
  return renderToString(
    <FieldRenderer
      field={field}
      value={options.filled ? (KITCHEN_SINK_VALUES[field.id] ?? null) : null}
      onChange={() => {}}
      idPrefix="contact"
      layout={options.floating ? 'floating' : 'default'}
      error={options.filled ? undefined : 'This field is required.'}
    />,
  );
}

describe('FieldRenderer on the server (no window, no document)', () => {
  it('FORM-011 the test really runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(rendered.map((field) => [field.type, KITCHEN_SINK.indexOf(field)] as const))(
    'FORM-011 a %s field renders to HTML empty, filled, default and floating',
    (_type, index) => {
      const field = KITCHEN_SINK[index];
      for (const filled of [false, true]) {
        for (const floating of [false, true]) {
          const html = serverRender(index, { filled, floating });
          expect(html).toContain(`data-field-id="${field?.id}"`);
        }
      }
    },
  );

  it('FORM-011 a labelled input names its label and links its error on the server', () => {
    const html = serverRender(0, { filled: false, floating: false });
    expect(html).toContain(
      '<label class="fui-field__label" id="contact-text-1-label" for="contact-text-1">',
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain(
      'aria-describedby="contact-text-1-description contact-text-1-counter contact-text-1-error"',
    );
    expect(html).toContain(
      '<div class="fui-field__error" id="contact-text-1-error" aria-live="polite">This field is required.</div>',
    );
  });

  it('PAY-001 PP-001 payment fields render on the server as their label and the JavaScript note', () => {
    expect(unsupportedFieldTypes).toEqual([]);
    for (const field of KITCHEN_SINK.filter((item) => ['stripe', 'paypal'].includes(item.type))) {
      const html = renderToString(
        <FieldRenderer field={field} value={null} onChange={() => {}} idPrefix="contact" />,
      );
      expect(html).toContain(PAYMENT_NEEDS_JAVASCRIPT_NOTE.replaceAll("'", '&#x27;'));
    }
  });
});
