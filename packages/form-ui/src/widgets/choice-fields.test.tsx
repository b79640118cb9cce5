// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldOf } from '../testing/fields';
import { renderField } from '../testing/render';

afterEach(cleanup);

const options = [
  { label: 'Oil', value: 'oil' },
  { label: 'Watercolour', value: 'watercolour' },
  { label: 'Ink', value: 'ink' },
];

describe('RadioField, CheckboxField and ConsentField', () => {
  it('FORM-011 radios form a required radiogroup named by its legend', () => {
    const { record } = renderField(
      fieldOf({ id: 'radio-1', type: 'radio', label: 'Medium', required: true, options }),
    );
    const group = screen.getByRole('radiogroup', { name: /Medium/ });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.getAttribute('aria-required')).toBe('true');
    fireEvent.click(screen.getByLabelText('Ink'));
    expect(record.changes).toEqual(['ink']);
    expect(screen.getByLabelText<HTMLInputElement>('Ink').checked).toBe(true);
    expect(screen.getAllByRole<HTMLInputElement>('radio').map((radio) => radio.name)).toEqual([
      'radio-1',
      'radio-1',
      'radio-1',
    ]);
  });

  it('FORM-011 checkboxes keep the ticked values in the order they are offered', () => {
    const { record } = renderField(
      fieldOf({ id: 'checkbox-1', type: 'checkbox', label: 'Media', options }),
    );
    expect(screen.getByRole('group', { name: 'Media' }).tagName).toBe('FIELDSET');
    fireEvent.click(screen.getByLabelText('Ink'));
    fireEvent.click(screen.getByLabelText('Oil'));
    fireEvent.click(screen.getByLabelText('Ink'));
    expect(record.changes).toEqual([['ink'], ['oil', 'ink'], ['oil']]);
  });

  it('VAL-045 ticking a box clears the error, unticking the last one does not', () => {
    const { record } = renderField(
      fieldOf({ id: 'checkbox-1', type: 'checkbox', label: 'Media', options }),
      { error: 'This field is required.', initialValue: ['oil'] },
    );
    fireEvent.click(screen.getByLabelText('Oil'));
    expect(record.errorClears).toBe(0);
    fireEvent.click(screen.getByLabelText('Ink'));
    expect(record.errorClears).toBe(1);
  });

  it('FORM-011 a consent box is labelled by the owner’s rich text, links included', () => {
    const { record } = renderField(
      fieldOf({
        id: 'consent-1',
        type: 'consent',
        label: 'Privacy',
        required: true,
        consent_description: 'I accept the <a href="/privacy/">privacy policy</a>',
      }),
    );
    const box = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'I accept the privacy policy',
    });
    expect(box.required).toBe(true);
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/privacy/',
    );
    expect(screen.getByRole('group', { name: /Privacy/ })).toBeDefined();
    fireEvent.click(box);
    expect(record.changes).toEqual([true]);
  });
});
