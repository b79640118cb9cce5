import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldDefinitionInput } from '../schema/fields';
import type { FormState } from '../state/form-state';
import { definitionOf, stateOf } from '../testing/forms';
import {
  MAX_PAYMENT_CENTS,
  minorUnitsOf,
  paymentAmountOf,
  paymentDataMessage,
  paymentDataProblem,
  paymentSourceOf,
  paymentSourcesOf,
  takesPayment,
  type PaymentSource,
} from './payment-amount';

const size: FieldDefinitionInput = {
  id: 'radio-1',
  type: 'radio',
  options: [
    { label: 'Small', value: 'small', calculation: 400 },
    { label: 'Large', value: 'large', calculation: 900 },
  ],
};
const extra: FieldDefinitionInput = { id: 'number-1', type: 'number' };
const estimate: FieldDefinitionInput = {
  id: 'calculation-1',
  type: 'calculation',
  formula: '{radio-1} + {number-1}',
};
const deposit: FieldDefinitionInput = {
  id: 'calculation-2',
  type: 'calculation',
  formula: '{calculation-1} * 0.3333',
};
const card = (overrides: Record<string, unknown> = {}): FieldDefinitionInput =>
  ({
    id: 'stripe-1',
    type: 'stripe',
    currency: 'eur',
    ...(overrides.amount_type === 'fixed'
      ? {}
      : { amount_type: 'variable', variable: 'calculation-2' }),
    ...overrides,
  }) as FieldDefinitionInput;
const paypal: FieldDefinitionInput = { id: 'paypal-1', type: 'paypal' };
const paypalSettings = {
  has_paypal: true,
  paypal_config: { currency: 'EUR', amount_type: 'variable' as const, variable: 'calculation-2' },
};

const fields = [size, extra, estimate, deposit, card(), paypal];

/** The state's one payment source (the tests below build forms with exactly one). */
function onlySource(state: FormState): PaymentSource {
  const [source] = paymentSourcesOf(state.definition);
  if (source === undefined) throw new Error('The form has no payment field.');
  return source;
}

describe('the amount of a payment field (PAY-001, PP-003)', () => {
  it('PP-003 lists the card field and the PayPal field with their amount settings', () => {
    const definition = definitionOf(fields, paypalSettings);
    expect(takesPayment(definition)).toBe(true);
    expect(paymentSourcesOf(definition)).toEqual([
      {
        method: 'card',
        fieldId: 'stripe-1',
        currency: 'EUR',
        amountType: 'variable',
        amount: 0,
        variable: 'calculation-2',
      },
      {
        method: 'paypal',
        fieldId: 'paypal-1',
        currency: 'EUR',
        amountType: 'variable',
        amount: 0,
        variable: 'calculation-2',
      },
    ]);
    expect(takesPayment(definitionOf([size]))).toBe(false);
  });

  it('PAY-001 a fixed amount is the field amount, in cents', () => {
    const definition = definitionOf([card({ amount_type: 'fixed', amount: 12.5 })]);
    const state = stateOf([card({ amount_type: 'fixed', amount: 12.5 })]);
    const source = paymentSourceOf(definition, 'card');
    expect(source && paymentAmountOf(state, source)).toEqual({
      ok: true,
      amountCents: 1250,
      amount: 12.5,
      currency: 'EUR',
    });
  });

  it('PP-003 a variable amount follows the calculation it names, rounded to cents', () => {
    const state = stateOf(fields, { 'radio-1': 'large', 'number-1': 1 }, paypalSettings);
    const source = paymentSourceOf(state.definition, 'paypal');
    // (900 + 1) × 0.3333 = 300.3033, the calculation rounds to 300.3 → 30030 cents.
    expect(source && paymentAmountOf(state, source)).toMatchObject({
      ok: true,
      amountCents: 30030,
    });
  });

  it('PP-009 nothing chosen yet is an amount of 0: refused as not above 0', () => {
    const state = stateOf(fields, {}, paypalSettings);
    const source = paymentSourceOf(state.definition, 'card');
    expect(source && paymentAmountOf(state, source)).toMatchObject({
      ok: false,
      reason: 'not-positive',
    });
  });

  it('CALC-005 a source hidden by its conditions counts as 0', () => {
    const hiddenDeposit = {
      ...deposit,
      conditions: {
        action: 'show',
        rule: 'all',
        conditions: [{ field: 'number-1', operator: 'is', value: '5' }],
      },
    } as FieldDefinitionInput;
    const state = stateOf([size, extra, estimate, hiddenDeposit, card()], {
      'radio-1': 'large',
      'number-1': 1,
    });
    const source = paymentSourceOf(state.definition, 'card');
    expect(state.isVisible('calculation-2')).toBe(false);
    expect(source && paymentAmountOf(state, source)).toMatchObject({ ok: false });
  });

  it('PAY-001 a number field and a choice field can supply the amount too', () => {
    const byNumber = stateOf([extra, card({ variable: 'number-1' })], { 'number-1': '19.999' });
    const byChoice = stateOf([size, card({ variable: 'radio-1' })], { 'radio-1': 'small' });
    expect(paymentAmountOf(byNumber, onlySource(byNumber))).toMatchObject({
      amountCents: 2000,
    });
    expect(paymentAmountOf(byChoice, onlySource(byChoice))).toMatchObject({
      amountCents: 40000,
    });
  });

  it('PAY-001 zero-decimal currencies are charged in whole units', () => {
    expect(minorUnitsOf('jpy')).toBe(0);
    expect(minorUnitsOf('EUR')).toBe(2);
    const state = stateOf([card({ amount_type: 'fixed', amount: 1500.4, currency: 'JPY' })]);
    expect(paymentAmountOf(state, onlySource(state))).toMatchObject({
      amountCents: 1500,
      currency: 'JPY',
    });
  });

  it('PAY-001 an absurd amount is refused as too large', () => {
    const state = stateOf([extra, card({ variable: 'number-1' })], { 'number-1': '1e9' });
    const amount = paymentAmountOf(state, onlySource(state));
    expect(amount).toMatchObject({ ok: false });
  });
});

describe('PP-009 payment data validity', () => {
  const definition = definitionOf([card({ amount_type: 'fixed', amount: 5 })], {
    payment_require_ssl: true,
  });
  const valid = { ok: true, amountCents: 500, amount: 5, currency: 'EUR' } as const;
  const zero = { ok: false, reason: 'not-positive', amount: 0, currency: 'EUR' } as const;

  it('PP-009 ERR-002 requires https when the form requires SSL, saying SSL required', () => {
    expect(paymentDataProblem(definition, valid, 'http:')).toBe('ssl');
    expect(paymentDataProblem(definition, valid, 'https:')).toBeNull();
    expect(paymentDataMessage(definition, 'ssl')).toBe(
      'SSL required to submit this form, please check your URL.',
    );
  });

  it('PP-009 ERR-003 requires an amount above 0, with the spec message', () => {
    expect(paymentDataProblem(definition, zero, 'https:')).toBe('amount');
    expect(paymentDataMessage(definition, 'amount', zero)).toBe(
      'PayPal amount must be greater than 0.',
    );
  });
});

describe('PAY-001 amounts hold for any values (property)', () => {
  it('PAY-001 an accepted amount is whole cents, above 0 and within the limit, matching the rounded value', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e7, max: 1e7, noNaN: true }),
          fc.constantFrom(0, 0.004, 0.005, 1.005, 2.675, Number.MAX_VALUE),
        ),
        (typed) => {
          const state = stateOf([extra, card({ variable: 'number-1' })], {
            'number-1': String(typed),
          });
          const amount = paymentAmountOf(state, onlySource(state));
          if (amount.ok) {
            expect(Number.isInteger(amount.amountCents)).toBe(true);
            expect(amount.amountCents).toBeGreaterThan(0);
            expect(amount.amountCents).toBeLessThanOrEqual(MAX_PAYMENT_CENTS);
            expect(amount.amountCents).toBe(Math.round(amount.amount * 100));
          } else {
            expect(amount.reason === 'too-large' || !(amount.amount > 0)).toBe(true);
          }
        },
      ),
    );
  });

  it('PAY-001 hostile choice values never give an amount beyond what the options offer', () => {
    fc.assert(
      fc.property(fc.anything(), (posted) => {
        const state = stateOf([size, card({ variable: 'radio-1' })]);
        try {
          state.setValue('radio-1', posted as never);
        } catch {
          return;
        }
        const amount = paymentAmountOf(state, onlySource(state));
        if (amount.ok) expect([40000, 90000]).toContain(amount.amountCents);
      }),
    );
  });
});
