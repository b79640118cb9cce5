import { describe, expect, it } from 'vitest';
import { fixedClock } from '../conditions/clock';
import { parseDefinition } from '../schema/parse-definition';
import { createFormState } from './form-state';
import { paginationButtons } from '../pagination/labels';
import { createPagination } from '../pagination/pagination';
import { cardTokenPages, fieldPages, hiddenPages, pagesOf, paginationLabelConfig } from './pages';

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

describe('pagination labels from the settings', () => {
  const paged = parseDefinition({
    fields: [
      { id: 'text-1', type: 'text' },
      { id: 'page-break-1', type: 'page-break' },
      { id: 'text-2', type: 'text' },
      { id: 'page-break-2', type: 'page-break' },
      { id: 'text-3', type: 'text' },
    ],
    settings: {
      text_next: 'Onwards',
      pagination_config: {
        'pagination-labels': 'custom',
        steps: { 'page-break-2': { 'prev-text': 'Back to art', 'next-text': 'To payment' } },
        'last-previous': 'Change my details',
        'last-next': 'Pay now',
      },
    },
  });
  const buttonsAt = (step: number) =>
    paginationButtons(
      createPagination({ totalSteps: 3, initialStep: step }),
      paginationLabelConfig(paged),
    );

  it('PAGE-014 FORM-009 a step takes the labels keyed by the page break that closes it', () => {
    expect(buttonsAt(0).next.label).toBe('Onwards');
    expect(buttonsAt(1)).toEqual({
      previous: { label: 'Back to art', visible: true },
      next: { label: 'To payment', isSubmit: false },
    });
  });

  it('PAGE-008 PAGE-015 the last step takes last-previous and the submit label', () => {
    expect(buttonsAt(2)).toEqual({
      previous: { label: 'Change my details', visible: true },
      next: { label: 'Pay now', isSubmit: true },
    });
  });

  it('ERR-017 without configuration the labels are Previous, Next and Submit', () => {
    const plain = parseDefinition({ fields: [{ id: 'page-break-1', type: 'page-break' }] });
    const config = paginationLabelConfig(plain);
    const first = paginationButtons(createPagination({ totalSteps: 2, initialStep: 0 }), config);
    const last = paginationButtons(createPagination({ totalSteps: 2, initialStep: 1 }), config);
    expect([first.next.label, last.previous.label, last.next.label]).toEqual([
      'Next',
      'Previous',
      'Submit',
    ]);
  });
});
