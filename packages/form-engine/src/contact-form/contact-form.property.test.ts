import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterCount } from './character-count';
import { CONTACT_FORM_STATUSES, formStatusOf, nextContactFormStatus } from './status';
import { SWV_RULE_TYPES, swvSchemaSchema, type SwvRule, type SwvSchema } from './swv-schema';
import { swvInputFromEntries, validateSwv, type SwvFile } from './swv-validate';

const FIELDS = ['text-1', 'email-1', 'checkbox-1', 'file-1', 'date-1'] as const;

const fileArbitrary: fc.Arbitrary<SwvFile> = fc.record({
  name: fc.oneof(fc.string(), fc.constantFrom('cv.pdf', 'photo.JPG', 'song.mp3', '.', '')),
  size: fc.oneof(fc.nat(), fc.constantFrom(0, 1_048_576, -1, Number.NaN)),
  type: fc.string(),
});

const valueArbitrary = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('', '  ', 'a@b.co', 'example.com', '2026-02-30', '23:59:59', '1e3', '+44 20'),
);

const entriesArbitrary = fc.array(
  fc.tuple(
    fc.oneof(fc.constantFrom(...FIELDS, 'checkbox-1[]', '__proto__', 'constructor'), fc.string()),
    fc.oneof(valueArbitrary, fileArbitrary),
  ),
  { maxLength: 12 },
);

/** Rules as an owner might write them, well-formed or not (fields from FIELDS). */
const { rule: ruleArbitrary } = fc.letrec<{ rule: SwvRule }>((tie) => ({
  rule: fc.record(
    {
      rule: fc.constantFrom(...SWV_RULE_TYPES),
      field: fc.constantFrom(...FIELDS),
      error: fc.string(),
      threshold: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constantFrom('2026-01-01')),
      accept: fc.oneof(fc.array(fc.string()), fc.array(fc.integer({ min: -1, max: 9 }))),
      rules: fc.array(tie('rule'), { maxLength: 3 }),
    },
    { requiredKeys: ['rule'] },
  ),
}));

/** Rules the schema parser accepts, of every type, nested a few levels. */
const { rule: validRuleArbitrary } = fc.letrec<{ rule: SwvRule }>((tie) => {
  const field = fc.constantFrom(...FIELDS);
  const error = fc.option(fc.string(), { nil: undefined });
  const withError = (rule: SwvRule, message: string | undefined): SwvRule =>
    message === undefined ? rule : { ...rule, error: message };
  const count = fc.oneof(fc.nat({ max: 30 }), fc.nat({ max: 30 }).map(String));
  const isoDate = fc
    .date({ min: new Date('1990-01-01'), max: new Date('2060-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
  return {
    rule: fc.oneof(
      { maxDepth: 4, depthSize: 'small' },
      fc
        .tuple(
          fc.constantFrom(
            'required',
            'requiredfile',
            'email',
            'url',
            'tel',
            'number',
            'date',
            'time',
          ) as fc.Arbitrary<SwvRule['rule']>,
          field,
          error,
        )
        .map(([rule, name, message]) => withError({ rule, field: name }, message)),
      fc
        .tuple(
          fc.constantFrom(
            'minitems',
            'maxitems',
            'minlength',
            'maxlength',
            'minfilesize',
            'maxfilesize',
          ) as fc.Arbitrary<SwvRule['rule']>,
          field,
          count,
          error,
        )
        .map(([rule, name, threshold, message]) =>
          withError({ rule, field: name, threshold }, message),
        ),
      fc
        .tuple(
          fc.constantFrom('minnumber', 'maxnumber') as fc.Arbitrary<SwvRule['rule']>,
          field,
          fc.oneof(fc.integer({ min: -100, max: 100 }), fc.constantFrom('1e3', '-2.5', '.5')),
          error,
        )
        .map(([rule, name, threshold, message]) =>
          withError({ rule, field: name, threshold }, message),
        ),
      fc
        .tuple(
          fc.constantFrom('mindate', 'maxdate') as fc.Arbitrary<SwvRule['rule']>,
          field,
          isoDate,
          error,
        )
        .map(([rule, name, threshold, message]) =>
          withError({ rule, field: name, threshold }, message),
        ),
      fc
        .tuple(field, fc.array(valueArbitrary, { maxLength: 4 }), error)
        .map(([name, accept, message]) =>
          withError({ rule: 'enum', field: name, accept }, message),
        ),
      fc
        .tuple(field, fc.subarray([1, 2, 3, 4, 5, 6, 7]), error)
        .map(([name, accept, message]) =>
          withError({ rule: 'dayofweek', field: name, accept }, message),
        ),
      fc
        .tuple(field, fc.subarray(['.pdf', '.JPG', 'image/*', 'audio/*', 'application/pdf']), error)
        .map(([name, accept, message]) =>
          withError({ rule: 'file', field: name, accept }, message),
        ),
      fc
        .tuple(
          fc.constantFrom('all', 'any') as fc.Arbitrary<SwvRule['rule']>,
          fc.option(field, { nil: undefined }),
          fc.array(tie('rule'), { maxLength: 3 }),
          error,
        )
        .map(([rule, name, rules, message]) =>
          withError(name === undefined ? { rule, rules } : { rule, field: name, rules }, message),
        ),
    ),
  };
});

const schemaOf = (rules: SwvRule[]): SwvSchema => ({ version: '1', locale: 'en', rules });

describe('contact-form engine, for any input', () => {
  it('CF-017 validateSwv never throws, on any schema shape and any input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(fc.oneof(validRuleArbitrary, ruleArbitrary), { maxLength: 6 }).map(schemaOf),
          fc.anything(),
        ),
        fc.oneof(entriesArbitrary.map(swvInputFromEntries), fc.anything()),
        fc.option(fc.array(fc.oneof(fc.constantFrom(...FIELDS), fc.string()))),
        (schema, input, fields) => {
          const invalid = validateSwv(
            schema as SwvSchema,
            input as ReturnType<typeof swvInputFromEntries>,
            fields === null ? {} : { fields },
          );
          expect(Array.isArray(invalid)).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('CF-018 one error at most per field, each a rule’s own message, for any valid schema', () => {
    fc.assert(
      fc.property(
        fc.array(validRuleArbitrary, { maxLength: 8 }),
        entriesArbitrary,
        (rules, entries) => {
          const schema = swvSchemaSchema.parse(schemaOf(rules));
          const invalid = validateSwv(schema, swvInputFromEntries(entries));
          const fields = invalid.map((entry) => entry.field);
          expect(new Set(fields).size).toBe(fields.length);
          const messages = new Set<string>(['']);
          const collect = (rule: SwvRule) => {
            if (rule.error !== undefined) messages.add(rule.error);
            rule.rules?.forEach(collect);
          };
          schema.rules.forEach(collect);
          for (const entry of invalid) {
            expect(messages.has(entry.message)).toBe(true);
            expect(SWV_RULE_TYPES).toContain(entry.rule);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('CF-028 validating with every field named gives the same errors as validating all', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(validRuleArbitrary, ruleArbitrary), { maxLength: 6 }),
        entriesArbitrary,
        (rules, entries) => {
          const input = swvInputFromEntries(entries);
          expect(validateSwv(schemaOf(rules), input, { fields: [...FIELDS] })).toEqual(
            validateSwv(schemaOf(rules), input),
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('CF-008 CF-010 formStatusOf always gives a form status or a custom- slug of [0-9a-z-]', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' })), (status) => {
        const result = formStatusOf(status);
        expect(
          (CONTACT_FORM_STATUSES as readonly string[]).includes(result) ||
            /^custom-[0-9a-z-]*$/.test(result),
        ).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('CF-011 the state machine always lands on a form status or a custom- slug', () => {
    const eventArbitrary = fc.oneof(
      fc.constant({ type: 'validate' as const }),
      fc.boolean().map((valid) => ({ type: 'validated' as const, valid })),
      fc.constant({ type: 'submit' as const }),
      fc.string().map((status) => ({ type: 'answered' as const, status })),
      fc.constant({ type: 'failed' as const }),
      fc.constant({ type: 'reset' as const }),
      fc.constant({ type: 'refilled' as const }),
    );
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(eventArbitrary, { maxLength: 10 }),
        fc.boolean(),
        fc.option(fc.string(), { nil: undefined }),
        (start, events, sent, previous) => {
          let status = start;
          for (const event of events) {
            status = nextContactFormStatus(status, event, { sent, previous });
            expect(
              (CONTACT_FORM_STATUSES as readonly string[]).includes(status) ||
                /^custom-[0-9a-z-]*$/.test(status),
            ).toBe(true);
          }
        },
      ),
    );
  });

  it('CF-026 CF-027 counter flags agree with the lengths and with the schema’s length rules', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' })), { maxLength: 4 }),
        fc.option(fc.nat({ max: 40 }), { nil: undefined }),
        fc.option(fc.nat({ max: 40 }), { nil: undefined }),
        fc.boolean(),
        (values, maxlength, minlength, countDown) => {
          const count = characterCount(values, { maxlength, minlength, countDown });
          const total = values.reduce((sum, value) => sum + value.trim().length, 0);
          expect(count.current).toBe(total);
          expect(count.tooLong).toBe(maxlength !== undefined && total > maxlength);
          expect(count.tooShort).toBe(minlength !== undefined && total > 0 && total < minlength);
          expect(count.shown).toBe(countDown ? count.starting - total : total);

          const rules: SwvRule[] = [];
          if (maxlength !== undefined)
            rules.push({ rule: 'maxlength', field: 'text-1', threshold: maxlength });
          if (minlength !== undefined)
            rules.push({ rule: 'minlength', field: 'text-1', threshold: minlength });
          const input = swvInputFromEntries(values.map((value) => ['text-1', value]));
          const refused = validateSwv(schemaOf(rules), input).map((entry) => entry.rule);
          expect(refused.includes('maxlength')).toBe(count.tooLong);
          if (!count.tooLong) expect(refused.includes('minlength')).toBe(count.tooShort);
        },
      ),
      { numRuns: 500 },
    );
  });
});
