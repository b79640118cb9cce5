import { describe, expect, it } from 'vitest';
import type { FormDefinitionInput } from './definition';
import { FIELD_TYPES } from './field-id';
import type { FieldDefinitionInput } from './fields';
import { DefinitionError, parseDefinition, safeParseDefinition } from './parse-definition';
import { DEFAULT_GENERAL_MESSAGES } from './settings';

function issuesOf(input: unknown): DefinitionError['issues'] {
  const result = safeParseDefinition(input);
  if (result.success) throw new Error('expected the definition to be rejected');
  return result.error.issues;
}

function form(
  fields: readonly FieldDefinitionInput[],
  settings: FormDefinitionInput['settings'] = {},
) {
  return { fields, settings };
}

const CHOICES = [
  { label: 'Small', value: 'small', calculation: 1 },
  { label: 'Large', value: 'large', calculation: '2.5' },
];

/** The smallest valid definition of each field type. */
const MINIMAL_FIELDS: Record<(typeof FIELD_TYPES)[number], FieldDefinitionInput> = {
  text: { id: 'text-1', type: 'text' },
  textarea: { id: 'textarea-1', type: 'textarea' },
  email: { id: 'email-1', type: 'email' },
  url: { id: 'url-1', type: 'url' },
  phone: { id: 'phone-1', type: 'phone' },
  password: { id: 'password-1', type: 'password' },
  number: { id: 'number-1', type: 'number' },
  currency: { id: 'currency-1', type: 'currency' },
  slider: { id: 'slider-1', type: 'slider' },
  radio: { id: 'radio-1', type: 'radio', options: CHOICES },
  checkbox: { id: 'checkbox-1', type: 'checkbox', options: CHOICES },
  select: { id: 'select-1', type: 'select', options: CHOICES, multiple: true },
  date: { id: 'date-1', type: 'date' },
  time: { id: 'time-1', type: 'time' },
  upload: { id: 'upload-1', type: 'upload', multiple: true },
  calculation: { id: 'calculation-1', type: 'calculation', formula: '1 + 1' },
  hidden: { id: 'hidden-1', type: 'hidden' },
  name: { id: 'name-1', type: 'name' },
  address: { id: 'address-1', type: 'address' },
  consent: { id: 'consent-1', type: 'consent' },
  signature: { id: 'signature-1', type: 'signature' },
  captcha: { id: 'captcha-1', type: 'captcha' },
  stripe: { id: 'stripe-1', type: 'stripe' },
  paypal: { id: 'paypal-1', type: 'paypal' },
  'page-break': { id: 'page-break-1', type: 'page-break' },
  html: { id: 'html-1', type: 'html' },
  section: { id: 'section-1', type: 'section' },
  group: { id: 'group-1', type: 'group' },
};

describe('parseDefinition: the form definition schema', () => {
  it.each(FIELD_TYPES)('FORM-005 accepts a %s field', (type) => {
    const definition = parseDefinition(form([MINIMAL_FIELDS[type]]));
    expect(definition.fields[0]?.type).toBe(type);
  });

  it('FORM-003 FORM-004 FORM-005 fills the form instance settings with their defaults', () => {
    const { settings } = parseDefinition(form([]));
    expect(settings).toMatchObject({
      form_type: 'custom-form',
      inline_validation: true,
      print_value: false,
      rules: {},
      messages: {},
      chart_design: 'bar',
      chart_options: {},
      forminator_fields: [],
    });
    expect(settings.general_messages).toEqual(DEFAULT_GENERAL_MESSAGES);
  });

  it('ERR-001 ERR-002 ERR-003 ERR-004 the general messages default to the spec texts and can be overridden', () => {
    expect(DEFAULT_GENERAL_MESSAGES).toEqual({
      calculation_error: 'Failed to calculate field.',
      payment_require_ssl_error: 'SSL required to submit this form, please check your URL.',
      paypal_require_amount_error: 'PayPal amount must be greater than 0.',
      form_has_error: 'Please correct the errors before submission.',
    });
    const { settings } = parseDefinition(
      form([], { general_messages: { calculation_error: 'Could not work it out.' } }),
    );
    expect(settings.general_messages.calculation_error).toBe('Could not work it out.');
    expect(settings.general_messages.form_has_error).toBe(DEFAULT_GENERAL_MESSAGES.form_has_error);
  });

  it('FORM-003 form_type is custom-form, poll or quiz', () => {
    expect(parseDefinition(form([], { form_type: 'poll' })).settings.form_type).toBe('poll');
    expect(parseDefinition(form([], { form_type: 'quiz' })).settings.form_type).toBe('quiz');
    expect(issuesOf(form([], { form_type: 'survey' as 'poll' }))[0]?.message).toContain(
      'form_type',
    );
  });

  it('FORM-006 FORM-007 FORM-008 FORM-009 CALC-024 payment, loader, lead and memoize settings', () => {
    const { settings } = parseDefinition(form([]));
    expect(settings).toMatchObject({
      payment_require_ssl: false,
      has_stripe: false,
      has_paypal: false,
      calendar: {},
      has_loader: true,
      loader_label: 'Submitting...',
      is_reset_enabled: true,
      hasLeads: false,
      form_placement: 'beginning',
      skip_form: false,
      calcs_memoize_time: 300,
      submit_button_class: '',
      text_next: 'Next',
      text_prev: 'Previous',
    });
    const lead = parseDefinition(
      form([], {
        hasLeads: true,
        leads_id: 12,
        quiz_id: 7,
        form_placement: 'end',
        skip_form: true,
      }),
    ).settings;
    expect(lead).toMatchObject({ hasLeads: true, leads_id: 12, quiz_id: 7, form_placement: 'end' });
  });

  it('PAGE-014 PAGE-015 ERR-017 pagination config with per-step labels', () => {
    const definition = parseDefinition(
      form(
        [
          { id: 'text-1', type: 'text' },
          { id: 'page-break-1', type: 'page-break' },
          { id: 'paypal-1', type: 'paypal' },
        ],
        {
          pagination_config: {
            'pagination-labels': 'custom',
            steps: { 'page-break-1': { 'prev-text': 'Back', 'next-text': 'Onwards' } },
            'last-previous': 'Go back',
            'has-paypal': true,
            'paypal-id': 'paypal-1',
          },
        },
      ),
    );
    expect(definition.settings.pagination_config).toEqual({
      'pagination-labels': 'custom',
      steps: { 'page-break-1': { 'prev-text': 'Back', 'next-text': 'Onwards' } },
      'last-previous': 'Go back',
      'last-next': 'Submit',
      'has-paypal': true,
      'paypal-id': 'paypal-1',
    });
    expect(parseDefinition(form([])).settings.pagination_config).toMatchObject({
      'pagination-labels': 'default',
      'last-previous': 'Previous',
    });
  });

  it('PP-002…PP-007 the PayPal config and its defaults', () => {
    const { settings } = parseDefinition(
      form([{ id: 'number-1', type: 'number' }], {
        has_paypal: true,
        paypal_config: { amount_type: 'variable', variable: 'number-1', currency: 'EUR' },
      }),
    );
    expect(settings.paypal_config).toMatchObject({
      amount_type: 'variable',
      variable: 'number-1',
      currency: 'EUR',
      mode: 'sandbox',
      color: 'gold',
      shape: 'rect',
      label: 'checkout',
      layout: 'vertical',
      height: 55,
      locale: 'en_US',
      shipping_address: 'disable',
    });
  });

  it('PP-006 the PayPal config holds locale (en_US unless set), redirect_url and debug_mode', () => {
    const defaults = parseDefinition(form([], { has_paypal: true, paypal_config: {} })).settings;
    expect(defaults.paypal_config).toMatchObject({ locale: 'en_US', debug_mode: false });
    expect(defaults.paypal_config?.redirect_url).toBeUndefined();
    const configured = parseDefinition(
      form([], {
        has_paypal: true,
        paypal_config: {
          locale: 'fr_FR',
          redirect_url: 'https://atelier.example/thanks/',
          debug_mode: true,
        },
      }),
    ).settings;
    expect(configured.paypal_config).toMatchObject({
      locale: 'fr_FR',
      redirect_url: 'https://atelier.example/thanks/',
      debug_mode: true,
    });
  });

  it('PAY-003 PAY-005 a card field holds its billing details and styling options', () => {
    const [field] = parseDefinition(
      form([
        { id: 'text-1', type: 'text' },
        { id: 'email-1', type: 'email' },
        { id: 'address-1', type: 'address' },
        {
          id: 'stripe-1',
          type: 'stripe',
          billing: true,
          billingName: 'text-1',
          billingEmail: 'email-1',
          billingAddress: 'address-1',
          styling: { base: { fontSize: '16px' } },
        },
      ]),
    ).fields.slice(-1);
    expect(field).toMatchObject({
      billing: true,
      billingName: 'text-1',
      billingEmail: 'email-1',
      billingAddress: 'address-1',
      styling: { base: { fontSize: '16px' } },
    });
    const [plain] = parseDefinition(form([MINIMAL_FIELDS.stripe])).fields;
    expect(plain).toMatchObject({ billing: false, styling: {} });
  });

  it('CALC-002 a calculation field has formula, isHidden, precision and decimal-point', () => {
    const [field] = parseDefinition(
      form([{ id: 'calculation-1', type: 'calculation', formula: '2 * 3', 'decimal-point': ',' }]),
    ).fields;
    expect(field).toMatchObject({
      formula: '2 * 3',
      isHidden: false,
      precision: 2,
      'decimal-point': ',',
      'hidden-behavior': 'zero',
    });
  });

  it('CALC-003 choices carry their calculation values as numbers', () => {
    const [field] = parseDefinition(form([MINIMAL_FIELDS.radio])).fields;
    expect(field?.type === 'radio' && field.options.map((option) => option.calculation)).toEqual([
      1, 2.5,
    ]);
  });

  it('FORM-012 slider fields default to min 0, max 100 and step 1', () => {
    expect(parseDefinition(form([MINIMAL_FIELDS.slider])).fields[0]).toMatchObject({
      min: 0,
      max: 100,
      step: 1,
    });
  });

  it('FORM-018 phone fields carry national_mode, country (default us) and validation', () => {
    expect(parseDefinition(form([MINIMAL_FIELDS.phone])).fields[0]).toMatchObject({
      national_mode: false,
      country: 'us',
      validation: 'standard',
    });
    const [field] = parseDefinition(
      form([
        {
          id: 'phone-1',
          type: 'phone',
          national_mode: 'enabled',
          country: 'GB',
          validation: 'international',
        },
      ]),
    ).fields;
    expect(field).toMatchObject({
      national_mode: true,
      country: 'gb',
      validation: 'international',
    });
  });

  it('FORM-018 rejects a phone country the phone library does not know', () => {
    const [issue] = issuesOf(form([{ id: 'phone-1', type: 'phone', country: 'zz' }]));
    expect(issue).toEqual({
      field: 'phone-1',
      message: 'country: is not a country the phone library knows',
    });
  });

  it('FORM-022 VAL-044 rejects a time limit that is no time of day', () => {
    const issues = issuesOf(
      form([{ id: 'time-1', type: 'time', start_limit: '25:00', end_limit: '13:00 PM' }]),
    );
    expect(issues.map((issue) => issue.message)).toEqual([
      'start_limit: is not a time of day (hours 1–12 with AM/PM, or 0–23 without)',
      'end_limit: is not a time of day (hours 1–12 with AM/PM, or 0–23 without)',
    ]);
  });

  it('FORM-019 date pickers accept every option under the spec names', () => {
    const options: Omit<Extract<FieldDefinitionInput, { type: 'date' }>, 'id' | 'type'> = {
      format: 'dd/mm/yy',
      restrict: [0, 6],
      'start-year': 1990,
      'end-year': 2030,
      'past-dates': 'disable',
      'start-of-week': 1,
      'start-date': '01/01/2024',
      'end-date': '31/12/2024',
      'start-field': 'date-2',
      'end-field': 'date-3',
      'start-offset': { value: 2, unit: 'days' },
      'end-offset': { value: -1, unit: 'weeks' },
      'disable-date': ['25/12/2024'],
      'disable-range': [{ start: '01/08/2024', end: '15/08/2024' }],
    };
    const [field] = parseDefinition(
      form([
        { id: 'date-1', type: 'date', ...options },
        { id: 'date-2', type: 'date' },
        { id: 'date-3', type: 'date' },
      ]),
    ).fields;
    expect(field).toMatchObject(options);
  });

  it('FORM-019 rejects a date format the picker cannot read', () => {
    const [issue] = issuesOf(form([{ id: 'date-1', type: 'date', format: 'yyyy/mm/dd' }]));
    expect(issue).toMatchObject({ field: 'date-1' });
    expect(issue?.message).toContain('format');
  });

  it('FORM-022 time fields carry start_limit and end_limit as hours:minutes plus AM/PM', () => {
    const [field] = parseDefinition(
      form([{ id: 'time-1', type: 'time', start_limit: '09:00 AM', end_limit: '5:30 pm' }]),
    ).fields;
    expect(field).toMatchObject({ start_limit: '09:00 AM', end_limit: '5:30 pm' });
    expect(issuesOf(form([{ id: 'time-1', type: 'time', start_limit: 'nine' }]))[0]?.field).toBe(
      'time-1',
    );
  });

  it('CAP-002 captcha data holds sitekey, theme, size and badge', () => {
    const [field] = parseDefinition(
      form([
        {
          id: 'captcha-1',
          type: 'captcha',
          provider: 'hcaptcha',
          sitekey: 'key',
          size: 'invisible',
        },
      ]),
    ).fields;
    expect(field).toMatchObject({
      provider: 'hcaptcha',
      sitekey: 'key',
      size: 'invisible',
      badge: 'bottomright',
    });
  });

  it('COND-002 conditions: action, rule and conditions with field, operator, value and group', () => {
    const [, field] = parseDefinition(
      form([
        { id: 'number-1', type: 'number' },
        {
          id: 'text-1',
          type: 'text',
          conditions: { conditions: [{ field: 'number-1', operator: 'is_great', value: 3 }] },
        },
      ]),
    ).fields;
    expect(field?.conditions).toEqual({
      action: 'show',
      rule: 'all',
      conditions: [{ field: 'number-1', operator: 'is_great', value: '3' }],
    });
  });

  it('FORM-003 COND-002 conditions in settings.conditions move onto their fields', () => {
    const definition = parseDefinition(
      form(
        [
          { id: 'number-1', type: 'number' },
          { id: 'text-1', type: 'text' },
        ],
        {
          conditions: {
            'text-1': {
              action: 'hide',
              rule: 'any',
              conditions: [{ field: 'number-1', operator: 'is', value: '0' }],
            },
          },
        },
      ),
    );
    expect(definition.fields[1]?.conditions?.action).toBe('hide');
    expect('conditions' in definition.settings).toBe(false);
  });

  it('FORM-003 FORM-005 accepts the definition as JSON text', () => {
    expect(parseDefinition(JSON.stringify(form([MINIMAL_FIELDS.text]))).fields).toHaveLength(1);
  });
});

describe('parseDefinition: rejections name the field and the problem', () => {
  it('FORM-003 rejects a whole definition whose JSON text does not parse (FORM-010 fallbacks are for configuration attributes)', () => {
    expect(() => parseDefinition('{"fields": [')).toThrow(/not valid JSON/);
  });

  it('FORM-005 rejects an unknown field type, listing the known ones', () => {
    const [issue] = issuesOf({ fields: [{ id: 'rating-1', type: 'rating' }] });
    expect(issue?.field).toBe('rating-1');
    expect(issue?.message).toContain("'rating'".replace(/'/g, '"'));
    expect(issue?.message).toContain('page-break');
  });

  it('CALC-003 DEC-02 rejects an id that does not follow {type}-{N}', () => {
    const issues = issuesOf(
      form([
        { id: 'email-1', type: 'text' },
        { id: 'number-01', type: 'number' },
      ]),
    );
    expect(issues.map((issue) => issue.field)).toEqual(['email-1', 'number-01']);
    expect(issues[0]?.message).toContain('text-N');
  });

  it('FORM-005 VAL-020 rejects a mistyped option instead of ignoring it', () => {
    const [issue] = issuesOf({ fields: [{ id: 'text-1', type: 'text', requird: true }] });
    expect(issue).toMatchObject({ field: 'text-1' });
    expect(issue?.message).toContain('requird');
  });

  it('VAL-016 VAL-017 rejects a value of the wrong type, saying which option', () => {
    const [issue] = issuesOf({ fields: [{ id: 'number-1', type: 'number', min: 'five' }] });
    expect(issue?.field).toBe('number-1');
    expect(issue?.message).toMatch(/^min: .*number/);
  });

  it('FORM-012 CALC-003 rejects min above max and duplicate choice values', () => {
    expect(
      issuesOf(form([{ id: 'slider-1', type: 'slider', min: 10, max: 5 }]))[0]?.message,
    ).toContain('max must not be below min');
    const options = [
      { label: 'A', value: 'a' },
      { label: 'B', value: 'a' },
    ];
    expect(issuesOf(form([{ id: 'radio-1', type: 'radio', options }]))[0]?.message).toContain(
      "value 'a'",
    );
  });

  it('CALC-003 COND-002 rejects two fields with the same id', () => {
    const issues = issuesOf(
      form([
        { id: 'text-1', type: 'text' },
        { id: 'text-1', type: 'text' },
      ]),
    );
    expect(issues).toContainEqual({
      field: 'text-1',
      message: expect.stringContaining('unique') as string,
    });
  });

  it('COND-002 rejects a condition on a missing field', () => {
    const issues = issuesOf(
      form([
        {
          id: 'text-1',
          type: 'text',
          conditions: { conditions: [{ field: 'email-3', operator: 'is', value: 'x' }] },
        },
      ]),
    );
    expect(issues).toEqual([
      { field: 'text-1', message: 'condition 1 names email-3, which does not exist.' },
    ]);
  });

  it('COND-002 rejects a condition on a field that holds no value, and a group that is not a group', () => {
    const issues = issuesOf(
      form([
        { id: 'html-1', type: 'html' },
        { id: 'number-1', type: 'number' },
        {
          id: 'text-1',
          type: 'text',
          conditions: {
            conditions: [
              { field: 'html-1', operator: 'is', value: 'x' },
              { field: 'number-1', operator: 'is', value: '1', group: 'number-1' },
            ],
          },
        },
      ]),
    );
    expect(issues.map((issue) => issue.message)).toEqual([
      'condition 1 tests html-1, a html field, which holds no value.',
      'condition 2 group names number-1, a number field; it must be a group field.',
    ]);
  });

  it('CALC-003 rejects a formula that reads a missing field', () => {
    expect(
      issuesOf(form([{ id: 'calculation-1', type: 'calculation', formula: '{number-9} * 2' }])),
    ).toEqual([
      { field: 'calculation-1', message: 'the formula names number-9, which does not exist.' },
    ]);
  });

  it('CALC-011…CALC-018 rejects a formula that does not parse, quoting the FormulaError', () => {
    const [issue] = issuesOf(form([{ id: 'calculation-1', type: 'calculation', formula: '2 +' }]));
    expect(issue?.field).toBe('calculation-1');
    expect(issue?.message).toContain("The operator '+' at character 3 has no value on its right.");
  });

  it('FORM-019 rejects a start-field or end-field that is missing or not a date field', () => {
    const issues = issuesOf(
      form([
        { id: 'text-1', type: 'text' },
        { id: 'date-1', type: 'date', 'start-field': 'date-7', 'end-field': 'text-1' },
      ]),
    );
    expect(issues).toEqual([
      { field: 'date-1', message: 'start-field names date-7, which does not exist.' },
      {
        field: 'date-1',
        message: 'end-field names text-1, a text field; it must be a date field.',
      },
    ]);
  });

  it('PAY-002 PP-002 PAGE-014 VAL-001 rejects payment and settings references to missing fields', () => {
    const issues = issuesOf(
      form([{ id: 'stripe-1', type: 'stripe', amount_type: 'variable', variable: 'number-4' }], {
        messages: { 'email-2': { required: 'Email please' } },
        paypal_config: { billing_details: { email: 'email-5' } },
        pagination_config: { steps: { 'page-break-3': { 'next-text': 'On' } } },
      }),
    );
    expect(issues.map((issue) => `${issue.field ?? '-'} ${issue.message}`)).toEqual([
      'stripe-1 variable names number-4, which does not exist.',
      '- settings.messages names email-2, which does not exist.',
      '- pagination_config.steps names page-break-3, which does not exist.',
      '- paypal_config.billing_details.email names email-5, which does not exist.',
    ]);
  });

  it('VAL-002 settings.rules are read under their rule names, aliases resolved', () => {
    const { settings } = parseDefinition(
      form([{ id: 'email-1', type: 'email' }], {
        rules: { 'email-1': { required: true, emailWP: false, maxlength: 40, minNumber: '2' } },
      }),
    );
    expect(settings.rules).toEqual({
      'email-1': { required: true, email: false, maxlength: 40, min: 2 },
    });
  });

  it('VAL-002 VAL-019 rejects an unknown rule in settings.rules, such as a remote check', () => {
    const issues = issuesOf(
      form([{ id: 'text-1', type: 'text' }], {
        rules: { 'text-1': { remote: '/check' } as never },
      }),
    );
    expect(issues).toHaveLength(1);
    expect(issues[0]?.message).toMatch(/^settings\.rules\.text-1: .*remote/);
  });

  it('VAL-002 VAL-014 VAL-015 rejects reversed bounds in settings.rules', () => {
    const issues = issuesOf(
      form([{ id: 'text-1', type: 'text' }], {
        rules: { 'text-1': { rangelength: [5, 2], range: [9, 1] } },
      }),
    );
    expect(issues.map((issue) => issue.message)).toEqual([
      'settings.rules.text-1.rangelength: the first bound must not exceed the second',
      'settings.rules.text-1.range: the first bound must not exceed the second',
    ]);
  });

  it('VAL-002 VAL-011 rejects settings.rules on fields nobody fills in, and a missing equalTo', () => {
    const issues = issuesOf(
      form(
        [
          { id: 'number-1', type: 'number' },
          { id: 'calculation-1', type: 'calculation', formula: '{number-1}' },
          { id: 'email-1', type: 'email' },
        ],
        {
          rules: {
            'calculation-1': { required: true },
            'email-1': { equalTo: 'email-2' },
            'text-4': { required: true },
          },
        },
      ),
    );
    expect(issues.map((issue) => `${issue.field ?? '-'} ${issue.message}`)).toEqual([
      '- settings.rules names calculation-1, a calculation field, which the visitor does not fill in.',
      'email-1 settings.rules equalTo names email-2, which does not exist.',
      '- settings.rules names text-4, which does not exist.',
    ]);
  });

  it('FORM-003 COND-002 rejects conditions given both on a field and in settings.conditions', () => {
    const conditions = { conditions: [{ field: 'number-1', operator: 'is' as const, value: '1' }] };
    const issues = issuesOf(
      form(
        [
          { id: 'number-1', type: 'number' },
          { id: 'text-1', type: 'text', conditions },
        ],
        {
          conditions: { 'text-1': conditions, 'text-9': conditions },
        },
      ),
    );
    expect(issues.map((issue) => issue.field)).toEqual(['text-9', 'text-1']);
  });

  it('CALC-022 rejects calculations that depend on each other, naming the cycle', () => {
    const issues = issuesOf(
      form([
        { id: 'calculation-1', type: 'calculation', formula: '{calculation-2} + 1' },
        { id: 'calculation-2', type: 'calculation', formula: '{calculation-1} * 2' },
      ]),
    );
    expect(issues).toEqual([
      {
        field: 'calculation-1',
        message:
          'depends on itself through conditions, calculations or groups: calculation-1 → calculation-2 → calculation-1.',
      },
    ]);
  });

  it('COND-013 rejects a cycle through conditions and a calculation', () => {
    const showIf = (field: string) => ({
      conditions: [{ field, operator: 'is_great' as const, value: '1' }],
    });
    const [issue] = issuesOf(
      form([
        { id: 'number-1', type: 'number', conditions: showIf('calculation-1') },
        { id: 'calculation-1', type: 'calculation', formula: '{number-1} + 1' },
      ]),
    );
    expect(issue?.message).toMatch(
      /number-1 → calculation-1 → number-1|calculation-1 → number-1 → calculation-1/,
    );
  });

  it('COND-013 rejects a field whose own conditions test it, and a group that tests its own member', () => {
    expect(
      issuesOf(
        form([
          {
            id: 'text-1',
            type: 'text',
            conditions: { conditions: [{ field: 'text-1', operator: 'is', value: 'a' }] },
          },
        ]),
      )[0]?.message,
    ).toContain('text-1 → text-1');
    const [issue] = issuesOf(
      form([
        {
          id: 'group-1',
          type: 'group',
          conditions: { conditions: [{ field: 'text-1', operator: 'is', value: 'a' }] },
        },
        { id: 'text-1', type: 'text', group: 'group-1' },
      ]),
    );
    expect(issue?.message).toMatch(/group-1 → text-1 → group-1|text-1 → group-1 → text-1/);
  });

  it('CALC-003 parseDefinition throws a DefinitionError listing every issue', () => {
    try {
      parseDefinition(
        form([{ id: 'calculation-1', type: 'calculation', formula: '{number-1} + {number-2}' }]),
      );
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DefinitionError);
      expect((error as DefinitionError).message).toBe(
        'The form definition is invalid:\n' +
          '- calculation-1: the formula names number-1, which does not exist.\n' +
          '- calculation-1: the formula names number-2, which does not exist.',
      );
    }
  });
});

describe('issue 15: captcha providers and the bot-check setting', () => {
  it('CAP-001 a captcha field may name the self-hosted provider or the site default; without one it stays reCAPTCHA-style', () => {
    const parsed = parseDefinition({
      fields: [
        { id: 'captcha-1', type: 'captcha', provider: 'altcha' },
        { id: 'captcha-2', type: 'captcha', provider: 'default' },
        { id: 'captcha-3', type: 'captcha' },
      ],
    });
    expect(parsed.fields.map((field) => field.type === 'captcha' && field.provider)).toEqual([
      'altcha',
      'default',
      'recaptcha',
    ]);
  });

  it('CF-045 CF-048 the bot-check writes into a hidden field, with homepage and contactform by default', () => {
    const parsed = parseDefinition({
      fields: [{ id: 'hidden-1', type: 'hidden' }],
      settings: { bot_check: { response_field: 'hidden-1' } },
    });
    expect(parsed.settings.bot_check).toEqual({
      response_field: 'hidden-1',
      page_action: 'homepage',
      submit_action: 'contactform',
    });
    expect(
      issuesOf({
        fields: [{ id: 'text-1', type: 'text' }],
        settings: { bot_check: { response_field: 'text-1' } },
      }),
    ).toEqual([
      {
        field: null,
        message:
          'settings.bot_check.response_field names text-1, a text field; it must be a hidden field.',
      },
    ]);
    expect(
      safeParseDefinition({
        fields: [{ id: 'hidden-1', type: 'hidden' }],
        settings: { bot_check: { response_field: 'hidden-1', submit_action: 'contact form!' } },
      }).success,
    ).toBe(false);
  });
});
