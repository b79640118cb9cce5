import { describe, expect, it } from 'vitest';
import { SWV_MAX_NESTING, SWV_RULE_TYPES, swvSchemaSchema, type SwvRule } from './swv-schema';
import { swvInputFromEntries, validateSwv } from './swv-validate';

const parse = (rules: unknown[]) =>
  swvSchemaSchema.safeParse({
    version: 'Contact Form 7 SWV Schema 2024-10',
    locale: 'en_GB',
    rules,
  });

const problemsOf = (rules: unknown[]) => {
  const result = parse(rules);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('SWV schema', () => {
  it('CF-017 knows the 23 rule types, in the spec’s order', () => {
    expect(SWV_RULE_TYPES).toEqual([
      'required',
      'requiredfile',
      'email',
      'url',
      'tel',
      'number',
      'date',
      'time',
      'file',
      'enum',
      'dayofweek',
      'minitems',
      'maxitems',
      'minlength',
      'maxlength',
      'minnumber',
      'maxnumber',
      'mindate',
      'maxdate',
      'minfilesize',
      'maxfilesize',
      'all',
      'any',
    ]);
  });

  it('CF-007 reads a schema as the original serves it, thresholds written as strings', () => {
    const document = {
      version: 'Contact Form 7 SWV Schema 2024-10',
      locale: 'en_GB',
      rules: [
        { rule: 'required', field: 'your-name', error: 'Please fill out this field.' },
        {
          rule: 'maxlength',
          field: 'your-name',
          threshold: '400',
          error: 'This field has a too long input.',
        },
        { rule: 'email', field: 'your-email', error: 'Please enter an email address.' },
        { rule: 'file', field: 'file-1', accept: ['.pdf', 'image/*'], error: 'Not allowed.' },
        { rule: 'maxfilesize', field: 'file-1', threshold: '1048576', error: 'Too large.' },
        { rule: 'dayofweek', field: 'date-1', accept: [1, 2, 3, 4, 5], error: 'Weekdays only.' },
        { rule: 'enum', field: 'menu-1', accept: ['Red', 'Blue'], error: 'Choose one.' },
        { rule: 'mindate', field: 'date-1', threshold: '2026-01-01', error: 'Too early.' },
        { rule: 'minnumber', field: 'number-1', threshold: '-2.5', error: 'Too small.' },
        {
          rule: 'any',
          error: 'One of them.',
          rules: [
            { rule: 'required', field: 'email-2' },
            { rule: 'required', field: 'tel-2' },
          ],
        },
      ],
    };
    const parsed = swvSchemaSchema.parse(document);
    expect(parsed).toEqual(document);
    // JSON round trip: what we serve is what the original's browser script would read.
    expect(JSON.parse(JSON.stringify(parsed))).toEqual(document);
  });

  it('CF-017 refuses unknown rule types and field names the original would not accept', () => {
    expect(problemsOf([{ rule: 'telepathy', field: 'f' }]).length).toBeGreaterThan(0);
    expect(problemsOf([{ rule: 'required', field: '1st-name' }]).length).toBeGreaterThan(0);
    expect(problemsOf([{ rule: 'required', field: 'checkbox-1[]' }]).length).toBeGreaterThan(0);
    expect(problemsOf([{ rule: 'required', field: 'menu-1:extra_2' }])).toEqual([]);
  });

  it('CF-017 a field rule names its field; all and any hold their sub-rules', () => {
    expect(problemsOf([{ rule: 'required' }])).toEqual(['a required rule names its field']);
    expect(problemsOf([{ rule: 'all' }])).toEqual(['an all rule holds its sub-rules']);
    expect(problemsOf([{ rule: 'required', field: 'f', rules: [] }])).toEqual([
      'only all and any hold sub-rules',
    ]);
  });

  it('CF-017 thresholds are checked per rule type', () => {
    expect(problemsOf([{ rule: 'minlength', field: 'f' }])).toEqual([
      'a minlength threshold is a whole number, 0 or more',
    ]);
    expect(problemsOf([{ rule: 'maxlength', field: 'f', threshold: '-1' }])).toHaveLength(1);
    expect(problemsOf([{ rule: 'maxitems', field: 'f', threshold: 2.5 }])).toHaveLength(1);
    expect(problemsOf([{ rule: 'maxfilesize', field: 'f', threshold: '1mb' }])).toHaveLength(1);
    expect(problemsOf([{ rule: 'minnumber', field: 'f', threshold: 'ten' }])).toEqual([
      'a minnumber threshold is a number',
    ]);
    expect(problemsOf([{ rule: 'maxnumber', field: 'f', threshold: '1e3' }])).toEqual([]);
    expect(problemsOf([{ rule: 'mindate', field: 'f', threshold: '01/02/2026' }])).toEqual([
      'a mindate threshold is a date written YYYY-MM-DD',
    ]);
    expect(problemsOf([{ rule: 'maxdate', field: 'f', threshold: 20260102 }])).toHaveLength(1);
  });

  it('CF-017 accept lists are checked for enum, dayofweek and file', () => {
    expect(problemsOf([{ rule: 'enum', field: 'f' }])).toEqual([
      'an enum rule lists the accepted values',
    ]);
    expect(problemsOf([{ rule: 'dayofweek', field: 'f', accept: [0, 1] }])).toEqual([
      'a dayofweek rule lists ISO weekdays, 1 (Monday) to 7 (Sunday)',
    ]);
    expect(problemsOf([{ rule: 'dayofweek', field: 'f', accept: ['6', '7'] }])).toEqual([]);
    expect(problemsOf([{ rule: 'file', field: 'f', accept: [1] }])).toEqual([
      'a file rule lists extensions (.pdf) or MIME types (image/*)',
    ]);
  });

  it(`refuses all/any nested deeper than ${SWV_MAX_NESTING} levels, and runs every level it accepts`, () => {
    const nest = (levels: number): SwvRule => {
      let rule: SwvRule = { rule: 'required', field: 'f', error: 'Deep down, required.' };
      for (let level = 1; level < levels; level += 1) rule = { rule: 'all', rules: [rule] };
      return rule;
    };
    expect(parse([nest(SWV_MAX_NESTING + 1)]).success).toBe(false);
    const deepest = swvSchemaSchema.parse({
      version: '1',
      locale: 'en',
      rules: [nest(SWV_MAX_NESTING)],
    });
    expect(validateSwv(deepest, swvInputFromEntries([]))).toEqual([
      { field: 'f', message: 'Deep down, required.', rule: 'required' },
    ]);
  });
});
