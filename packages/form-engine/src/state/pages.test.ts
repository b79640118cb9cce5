import { describe, expect, it } from 'vitest';
import { fixedClock } from '../conditions/clock';
import { parseDefinition } from '../schema/parse-definition';
import { createFormState } from './form-state';
import { cardTokenPages, fieldPages, hiddenPages, pagesOf } from './pages';

const definition = parseDefinition({
  fields: [
    {
      id: 'radio-1',
      type: 'radio',
      options: [
        { label: 'Card', value: 'card' },
        { label: 'Cash', value: 'cash' },
      ],
    },
    {
      id: 'page-break-1',
      type: 'page-break',
      conditions: { conditions: [{ field: 'radio-1', operator: 'is', value: 'card' }] },
    },
    { id: 'stripe-1', type: 'stripe' },
    { id: 'page-break-2', type: 'page-break' },
    { id: 'text-1', type: 'text' },
  ],
});

describe('pages of a form', () => {
  it('PAGE-003 page-break fields delimit the pages; the first page has no page break', () => {
    expect(pagesOf(definition)).toEqual([
      { index: 0, pageBreak: null, fieldIds: ['radio-1'] },
      { index: 1, pageBreak: 'page-break-1', fieldIds: ['page-break-1', 'stripe-1'] },
      { index: 2, pageBreak: 'page-break-2', fieldIds: ['page-break-2', 'text-1'] },
    ]);
    expect(pagesOf(parseDefinition({ fields: [] }))).toHaveLength(1);
  });

  it('PAGE-011 each field maps to its page', () => {
    expect(fieldPages(definition)).toEqual({
      'radio-1': 0,
      'page-break-1': 1,
      'stripe-1': 1,
      'page-break-2': 2,
      'text-1': 2,
    });
  });

  it('DEC-08 a page whose page break is hidden by conditions is a hidden page', () => {
    const state = createFormState(
      definition,
      { 'radio-1': 'cash' },
      fixedClock({ year: 2024, month: 1, day: 1 }),
    );
    expect(hiddenPages(state)).toEqual([1]);
    state.setValue('radio-1', 'card');
    expect(hiddenPages(state)).toEqual([]);
  });

  it('PAGE-006 pages holding a card field need a card token', () => {
    expect(cardTokenPages(definition)).toEqual([1]);
  });
});
