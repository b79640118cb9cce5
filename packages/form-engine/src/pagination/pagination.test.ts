import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canGoBack,
  createPagination,
  isLastStep,
  paginate,
  visibleSteps,
  type PaginationEvent,
  type PaginationState,
} from './pagination';

const run = (state: PaginationState, ...events: PaginationEvent[]) =>
  events.reduce(paginate, state);
const next = (currentStepValid = true): PaginationEvent => ({ type: 'next', currentStepValid });
const back: PaginationEvent = { type: 'back' };

describe('creating the pagination', () => {
  it('PAGE-003 starts on step 0 of 0…totalSteps-1', () => {
    const state = createPagination({ totalSteps: 3 });
    expect(state.step).toBe(0);
    expect(state.outcome).toBe('ready');
  });

  it('PAGE-003 refuses a form without steps, saying why', () => {
    expect(() => createPagination({ totalSteps: 0 })).toThrow(/at least one step/);
  });

  it('PAGE-010 a draft opens at its saved page, clamped into range', () => {
    expect(createPagination({ totalSteps: 4, initialStep: 2 }).step).toBe(2);
    expect(createPagination({ totalSteps: 4, initialStep: 9 }).step).toBe(3);
  });

  it('PAGE-013 DEC-07 the hash #step-2 opens the third page (0-based)', () => {
    expect(createPagination({ totalSteps: 4, hash: '#step-2' }).step).toBe(2);
  });

  it('PAGE-013 a hash naming no existing page is ignored', () => {
    expect(createPagination({ totalSteps: 4, hash: '#step-7' }).step).toBe(0);
    expect(createPagination({ totalSteps: 4, hash: '#about' }).step).toBe(0);
  });
});

describe('next and back', () => {
  it('PAGE-004 back is refused from step 0', () => {
    const state = createPagination({ totalSteps: 3 });
    expect(canGoBack(state)).toBe(false);
    expect(paginate(state, back)).toMatchObject({ step: 0, outcome: 'unchanged' });
  });

  it('PAGE-004 back moves one step from any later step', () => {
    const state = run(createPagination({ totalSteps: 3 }), next(), next());
    expect(canGoBack(state)).toBe(true);
    expect(paginate(state, back)).toMatchObject({ step: 1, outcome: 'moved' });
  });

  it('PAGE-005 with inline validation on, an invalid step blocks next', () => {
    const state = createPagination({ totalSteps: 3, inlineValidation: true });
    expect(paginate(state, next(false))).toMatchObject({ step: 0, outcome: 'blocked-invalid' });
    expect(paginate(state, next(true))).toMatchObject({ step: 1, outcome: 'moved' });
  });

  it('PAGE-005 with inline validation off, validity does not gate next', () => {
    const state = createPagination({ totalSteps: 3, inlineValidation: false });
    expect(paginate(state, next(false))).toMatchObject({ step: 1, outcome: 'moved' });
  });

  it('PAGE-007 next on the last step asks for submit', () => {
    const state = run(createPagination({ totalSteps: 2 }), next());
    expect(isLastStep(state)).toBe(true);
    expect(paginate(state, next())).toMatchObject({ step: 1, outcome: 'submit' });
  });

  it('PAGE-007 PAGE-005 an invalid last step does not submit', () => {
    const state = run(createPagination({ totalSteps: 2, inlineValidation: true }), next());
    expect(paginate(state, next(false)).outcome).toBe('blocked-invalid');
  });

  it('PAGE-007 a finished form no longer submits from the last step', () => {
    const state = run(createPagination({ totalSteps: 2 }), next(), { type: 'finish' });
    expect(paginate(state, next())).toMatchObject({ step: 1, outcome: 'unchanged' });
  });

  it('PAGE-003 PAGE-004 the step always stays within 0…totalSteps-1 (property)', () => {
    const event = fc.oneof(
      fc.boolean().map(next),
      fc.constant(back),
      fc.boolean().map((created): PaginationEvent => ({ type: 'card-token', created })),
      fc
        .integer({ min: -3, max: 12 })
        .map((step): PaginationEvent => ({ type: 'open-draft', step })),
      fc.constant<PaginationEvent>({ type: 'reset' }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.boolean(),
        fc.array(event, { maxLength: 30 }),
        (totalSteps, inlineValidation, events) => {
          const final = run(
            createPagination({ totalSteps, inlineValidation, cardTokenSteps: [1] }),
            ...events,
          );
          expect(final.step).toBeGreaterThanOrEqual(0);
          expect(final.step).toBeLessThan(totalSteps);
        },
      ),
    );
  });
});

describe('card token step', () => {
  const start = () =>
    createPagination({ totalSteps: 3, cardTokenSteps: [1], inlineValidation: true });

  it('PAGE-006 next on a card step waits for the token', () => {
    const state = run(start(), next(), next());
    expect(state).toMatchObject({
      step: 1,
      awaitingCardToken: true,
      outcome: 'awaiting-card-token',
    });
  });

  it('PAGE-006 a created token moves on', () => {
    const state = run(start(), next(), next(), { type: 'card-token', created: true });
    expect(state).toMatchObject({ step: 2, awaitingCardToken: false, outcome: 'moved' });
  });

  it('PAGE-006 a failed token keeps the form on the card step', () => {
    const state = run(start(), next(), next(), { type: 'card-token', created: false });
    expect(state).toMatchObject({
      step: 1,
      awaitingCardToken: false,
      outcome: 'card-token-failed',
    });
  });

  it('PAGE-006 PAGE-005 an invalid card step is blocked before any token is asked for', () => {
    const state = run(start(), next(), next(false));
    expect(state).toMatchObject({ step: 1, awaitingCardToken: false, outcome: 'blocked-invalid' });
  });

  it('PAGE-006 other moves wait while the token is pending; a stray token result is ignored', () => {
    const pending = run(start(), next(), next());
    expect(paginate(pending, back).outcome).toBe('unchanged');
    expect(paginate(pending, next()).outcome).toBe('unchanged');
    expect(paginate(pending, { type: 'go-to-step', step: 2, stepValidity: [] }).outcome).toBe(
      'unchanged',
    );
    expect(paginate(pending, { type: 'open-hash', hash: '#step-0' }).outcome).toBe('unchanged');
    expect(paginate(start(), { type: 'card-token', created: true }).outcome).toBe('unchanged');
  });

  it('PAGE-006 PAGE-007 a card field on the last step submits once its token exists', () => {
    const state = createPagination({ totalSteps: 1, cardTokenSteps: [0] });
    expect(run(state, next(), { type: 'card-token', created: true }).outcome).toBe('submit');
  });
});

describe('reset, hash, drafts, server errors, step tabs', () => {
  it('PAGE-009 a reset returns to step 0 and the form is no longer finished', () => {
    const state = run(
      createPagination({ totalSteps: 3 }),
      next(),
      next(),
      { type: 'finish' },
      { type: 'reset' },
    );
    expect(state).toMatchObject({ step: 0, finished: false, outcome: 'moved' });
  });

  it('PAGE-013 DEC-07 opening #step-1 moves to the second page', () => {
    const state = paginate(createPagination({ totalSteps: 3 }), {
      type: 'open-hash',
      hash: '#step-1',
    });
    expect(state).toMatchObject({ step: 1, outcome: 'moved' });
  });

  it('PAGE-010 opening a draft moves to its saved page', () => {
    expect(
      paginate(createPagination({ totalSteps: 5 }), { type: 'open-draft', step: 3 }).step,
    ).toBe(3);
  });

  it('PAGE-011 SUB-011 a server error jumps to the page of the first field with a known page', () => {
    const state = paginate(createPagination({ totalSteps: 4 }), {
      type: 'field-errors',
      fields: ['unknown-1', 'email-1', 'text-3'],
      fieldPages: { 'email-1': 2, 'text-3': 3 },
    });
    expect(state).toMatchObject({ step: 2, outcome: 'moved' });
  });

  it('PAGE-011 errors on fields without a page leave the step alone', () => {
    const state = paginate(createPagination({ totalSteps: 4 }), {
      type: 'field-errors',
      fields: ['toString'],
      fieldPages: {},
    });
    expect(state).toMatchObject({ step: 0, outcome: 'unchanged' });
  });

  it('PAGE-012 a step tab goes forward when all earlier steps are valid', () => {
    const state = paginate(createPagination({ totalSteps: 4, inlineValidation: true }), {
      type: 'go-to-step',
      step: 3,
      stepValidity: [true, true, true, false],
    });
    expect(state).toMatchObject({ step: 3, outcome: 'moved' });
  });

  it('PAGE-012 a step tab stops at the first invalid earlier step', () => {
    const state = paginate(createPagination({ totalSteps: 4, inlineValidation: true }), {
      type: 'go-to-step',
      step: 3,
      stepValidity: [true, false, false, true],
    });
    expect(state).toMatchObject({ step: 1, outcome: 'blocked-invalid' });
  });

  it('PAGE-012 the first invalid step may be the current one', () => {
    const state = paginate(createPagination({ totalSteps: 4, inlineValidation: true }), {
      type: 'go-to-step',
      step: 2,
      stepValidity: [false, true],
    });
    expect(state).toMatchObject({ step: 0, outcome: 'blocked-invalid' });
  });

  it('PAGE-012 going back by tab needs no validation, nor does any tab with inline validation off', () => {
    const later = createPagination({ totalSteps: 4, inlineValidation: true, initialStep: 3 });
    expect(
      paginate(later, { type: 'go-to-step', step: 1, stepValidity: [false, false, false] }).step,
    ).toBe(1);
    const off = createPagination({ totalSteps: 4 });
    expect(
      paginate(off, { type: 'go-to-step', step: 3, stepValidity: [false, false, false] }).step,
    ).toBe(3);
  });

  it('PAGE-012 the tab result is the target or the first invalid step before it (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }),
        fc.nat(),
        (stepValidity, pick) => {
          const target = pick % stepValidity.length;
          const state = paginate(
            createPagination({ totalSteps: stepValidity.length, inlineValidation: true }),
            {
              type: 'go-to-step',
              step: target,
              stepValidity,
            },
          );
          const firstInvalid = stepValidity.findIndex((valid, step) => step < target && !valid);
          expect(state.step).toBe(target === 0 || firstInvalid < 0 ? target : firstInvalid);
        },
      ),
    );
  });
});

describe('pages hidden by conditions (DEC-08)', () => {
  const withHidden = (hiddenSteps: number[], setup = {}) =>
    createPagination({ totalSteps: 5, hiddenSteps, ...setup });

  it('DEC-08 next and back skip hidden pages', () => {
    const state = paginate(withHidden([1, 2]), next());
    expect(state.step).toBe(3);
    expect(paginate(state, back).step).toBe(0);
  });

  it('DEC-08 PAGE-008 the last shown page is the last step', () => {
    const state = paginate(withHidden([4], { initialStep: 3 }), next());
    expect(state.outcome).toBe('submit');
  });

  it('DEC-08 PAGE-004 back is refused from the first shown page', () => {
    expect(canGoBack(withHidden([0], { initialStep: 1 }))).toBe(false);
  });

  it('DEC-08 PAGE-009 reset goes to the first shown page', () => {
    expect(paginate(withHidden([0], { initialStep: 3 }), { type: 'reset' }).step).toBe(1);
  });

  it('DEC-08 the hidden pages can change while the form is open', () => {
    const state = paginate(withHidden([]), { type: 'set-hidden-steps', hiddenSteps: [1] });
    expect(visibleSteps(state)).toEqual([0, 2, 3, 4]);
    expect(paginate(state, next()).step).toBe(2);
  });

  it('PAGE-013 PAGE-012 hash and tabs do not open a hidden page', () => {
    const state = withHidden([2]);
    expect(paginate(state, { type: 'open-hash', hash: '#step-2' }).step).toBe(0);
    expect(paginate(state, { type: 'go-to-step', step: 2, stepValidity: [] }).step).toBe(0);
  });

  it('PAGE-012 DEC-08 hidden pages are not validated by a tab click', () => {
    const state = withHidden([1], { inlineValidation: true });
    const moved = paginate(state, {
      type: 'go-to-step',
      step: 3,
      stepValidity: [true, false, true],
    });
    expect(moved.step).toBe(3);
  });
});
