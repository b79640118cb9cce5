import { describe, expect, it } from 'vitest';
import { createPagination } from './pagination';
import { paginationButtons, type PaginationLabelConfig } from './labels';

const at = (step: number, totalSteps = 3) => createPagination({ totalSteps, initialStep: step });

describe('paginationButtons', () => {
  it('PAGE-001 PAGE-004 the first step shows Next and no Previous by default', () => {
    expect(paginationButtons(at(0))).toEqual({
      previous: { label: 'Previous', visible: false },
      next: { label: 'Next', isSubmit: false },
    });
  });

  it('PAGE-008 the last step relabels next as Submit', () => {
    expect(paginationButtons(at(2)).next).toEqual({ label: 'Submit', isSubmit: true });
  });

  it('FORM-009 text_prev and text_next replace the default labels', () => {
    const config: PaginationLabelConfig = { previous: 'Back', next: 'Continue', submit: 'Send' };
    expect(paginationButtons(at(1), config)).toEqual({
      previous: { label: 'Back', visible: true },
      next: { label: 'Continue', isSubmit: false },
    });
    expect(paginationButtons(at(2), config).next.label).toBe('Send');
  });

  const custom: PaginationLabelConfig = {
    mode: 'custom',
    steps: [
      { nextText: 'To your details' },
      { prevText: 'Back to art', nextText: 'To payment' },
      { prevText: 'Back to details' },
    ],
    lastPrevious: 'Change my details',
  };

  it("PAGE-014 custom mode uses each step's prev-text and next-text", () => {
    expect(paginationButtons(at(0), custom).next.label).toBe('To your details');
    expect(paginationButtons(at(1), custom)).toEqual({
      previous: { label: 'Back to art', visible: true },
      next: { label: 'To payment', isSubmit: false },
    });
  });

  it('PAGE-015 custom mode uses last-previous on the last step', () => {
    expect(paginationButtons(at(2), custom).previous.label).toBe('Change my details');
  });

  it('PAGE-014 per-step labels are ignored unless pagination-labels is custom', () => {
    expect(paginationButtons(at(1), { ...custom, mode: 'default' }).next.label).toBe('Next');
    expect(paginationButtons(at(2), { ...custom, mode: 'default' }).previous.label).toBe(
      'Previous',
    );
  });

  it('PAGE-014 a blank or missing custom label falls back to the default', () => {
    const config: PaginationLabelConfig = {
      mode: 'custom',
      steps: [undefined, { prevText: ' ', nextText: '' }],
    };
    expect(paginationButtons(at(1), config)).toEqual({
      previous: { label: 'Previous', visible: true },
      next: { label: 'Next', isSubmit: false },
    });
  });

  it('PAGE-008 DEC-08 the last shown step is the submit step when later pages are hidden', () => {
    const state = createPagination({ totalSteps: 3, hiddenSteps: [2], initialStep: 1 });
    expect(paginationButtons(state).next).toEqual({ label: 'Submit', isSubmit: true });
  });
});
