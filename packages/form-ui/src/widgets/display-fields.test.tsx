// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldOf } from '../testing/fields';
import { renderField } from '../testing/render';

afterEach(cleanup);

describe('calculation, hidden and layout fields', () => {
  it('CALC-020 CALC-021 a calculation shows its value live with its precision and decimal point', () => {
    const field = fieldOf({
      id: 'calculation-1',
      type: 'calculation',
      label: 'Estimate',
      formula: '{number-1}*2',
      precision: 2,
      'decimal-point': ',',
    });
    const { rerender } = renderField(field, { initialValue: 1234.5 });
    const output = screen.getByRole('status', { name: 'Estimate' });
    expect(output.tagName).toBe('OUTPUT');
    expect(output.textContent).toBe('1234,50');
    rerender(<></>);
  });

  it('CALC-002 a calculation with isHidden is computed by the runtime but shows nothing', () => {
    const { container } = renderField(
      fieldOf({ id: 'calculation-1', type: 'calculation', formula: '1', isHidden: true }),
      { initialValue: 1 },
    );
    expect(container.querySelector('output')).toBeNull();
  });

  it('FORM-011 a hidden field posts its configured value', () => {
    const { container } = renderField(
      fieldOf({ id: 'hidden-1', type: 'hidden', default_value: 'spring-campaign' }),
    );
    const input = container.querySelector<HTMLInputElement>('input[type="hidden"]');
    expect([input?.name, input?.value]).toEqual(['hidden-1', 'spring-campaign']);
  });

  it('FORM-011 html, section and page break render as structure', () => {
    const html = renderField(
      fieldOf({ id: 'html-1', type: 'html', content: '<p>Six <strong>weeks</strong></p>' }),
    );
    expect(html.container.querySelector('.fui-html strong')?.textContent).toBe('weeks');
    cleanup();
    renderField(fieldOf({ id: 'section-1', type: 'section', label: 'About', description: 'More' }));
    expect(screen.getByRole('heading', { name: 'About' })).toBeDefined();
    cleanup();
    const pageBreak = renderField(fieldOf({ id: 'page-break-1', type: 'page-break' }));
    expect(pageBreak.container.querySelector('hr[data-field-id="page-break-1"]')).not.toBeNull();
  });

  it('FORM-011 a group is a fieldset around the members the runtime renders', () => {
    renderField(fieldOf({ id: 'group-1', type: 'group', label: 'Extras' }), {
      children: <input aria-label="Member" />,
    });
    const group = screen.getByRole('group', { name: 'Extras' });
    expect(group.querySelector('input')?.getAttribute('aria-label')).toBe('Member');
  });
});
