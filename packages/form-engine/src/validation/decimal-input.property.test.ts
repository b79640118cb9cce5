import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDefinition } from '../schema/parse-definition';
import { testClock } from '../testing/forms';
import { acceptedDecimalSeparators, parseTypedDecimal } from './decimal-input';
import { validateSubmission } from './validate-submission';

/** A number as a visitor types it: whole part, and decimals after the given separator. */
const typedNumber = fc.record({
  negative: fc.boolean(),
  whole: fc.nat({ max: 99_999 }),
  decimals: fc.stringMatching(/^\d{0,4}$/),
});

function typed(
  { negative, whole, decimals }: { negative: boolean; whole: number; decimals: string },
  separator: string,
): string {
  return `${negative ? '-' : ''}${whole}${decimals === '' ? '' : `${separator}${decimals}`}`;
}

/** A one-page form like the framing calculator: number inputs and a cost shown with a comma. */
function framingLikeForm(decimalPoint: '.' | ',') {
  return parseDefinition({
    id: 1,
    fields: [
      { id: 'number-1', type: 'number', label: 'Width (cm)', required: true, min: 10, max: 200 },
      {
        id: 'calculation-1',
        type: 'calculation',
        label: 'Cost',
        formula: '{number-1} * 2',
        precision: 2,
        'decimal-point': decimalPoint,
      },
    ],
    settings: {},
  });
}

describe('typed decimals (issue 12: the separator the visitor types)', () => {
  it('issue 12: with comma and point accepted, "x,y" and "x.y" read as the same number', () => {
    fc.assert(
      fc.property(typedNumber, (parts) => {
        const withComma = parseTypedDecimal(typed(parts, ','), ['.', ',']);
        const withPoint = parseTypedDecimal(typed(parts, '.'), ['.', ',']);
        expect(withComma).toBeDefined();
        expect(withComma).toBe(withPoint);
        expect(withPoint).toBe(Number(typed(parts, '.')));
      }),
    );
  });

  it('issue 12: with the point only, a comma with decimals after it is not a number', () => {
    fc.assert(
      fc.property(typedNumber, (parts) => {
        fc.pre(parts.decimals !== '');
        expect(parseTypedDecimal(typed(parts, ','), ['.'])).toBeUndefined();
      }),
    );
    expect(parseTypedDecimal('1,2,3', ['.', ','])).toBeUndefined();
    expect(parseTypedDecimal('1e999', ['.', ','])).toBeUndefined();
    expect(parseTypedDecimal(' 50,5 ', ['.', ','])).toBe(50.5);
  });

  it('issue 12: a form showing a decimal comma accepts both separators, on the server as in the browser', () => {
    const form = framingLikeForm(',');
    expect(acceptedDecimalSeparators(form)).toEqual(['.', ',']);
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 199 }),
        fc.stringMatching(/^\d{1,2}$/),
        (whole, decimals) => {
          const comma = validateSubmission(form, { 'number-1': `${whole},${decimals}` }, testClock);
          const point = validateSubmission(form, { 'number-1': `${whole}.${decimals}` }, testClock);
          expect(comma.ok).toBe(true);
          expect(point.ok).toBe(true);
          if (comma.ok && point.ok) expect(comma.calculations).toEqual(point.calculations);
        },
      ),
    );
  });

  it('issue 12: VAL-040 a form showing only decimal points keeps refusing "50,5"', () => {
    const form = framingLikeForm('.');
    expect(acceptedDecimalSeparators(form)).toEqual(['.']);
    expect(validateSubmission(form, { 'number-1': '50.5' }, testClock).ok).toBe(true);
    const comma = validateSubmission(form, { 'number-1': '50,5' }, testClock);
    expect(comma.ok).toBe(false);
  });
});
