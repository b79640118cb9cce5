import { describe, expect, it } from 'vitest';
import { blogPosts } from './catalogue';
import {
  COMMISSION_FORM_ID,
  CONTACT_FORM_ID,
  CONTACT_FORM_REDIRECT,
  demoForms,
  FRAMING_CALCULATOR_ID,
  LOGIN_FORM_ID,
  COMMISSION_DEPOSIT_FORM_ID,
  QUIZ_LEAD_FORM_ID,
  type JsonObject,
  type JsonValue,
} from './forms';

// Whether each definition parses is proven in @atelier/db (seed-forms.test.ts): this package
// imports no other, so here the data is checked as data.

const formOf = (id: number) => {
  const form = demoForms.find((candidate) => candidate.id === id);
  if (!form) throw new Error(`No demo form ${id}.`);
  return form;
};

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fieldsOf = (id: number): JsonObject[] => {
  const fields = formOf(id).definition.fields;
  return Array.isArray(fields) ? fields.filter(isObject) : [];
};
const settingsOf = (id: number): JsonObject => {
  const settings = formOf(id).definition.settings;
  return isObject(settings) ? settings : {};
};
const field = (formId: number, fieldId: string) =>
  fieldsOf(formId).find((candidate) => candidate.id === fieldId);

describe('the demo forms', () => {
  it('CF-001 have fixed, distinct ids and slugs, and each definition carries its own id', () => {
    expect(demoForms.map((form) => form.id)).toEqual([
      CONTACT_FORM_ID,
      COMMISSION_FORM_ID,
      FRAMING_CALCULATOR_ID,
      QUIZ_LEAD_FORM_ID,
      LOGIN_FORM_ID,
      COMMISSION_DEPOSIT_FORM_ID,
    ]);
    expect(CONTACT_FORM_ID).toBe(33568);
    expect(new Set(demoForms.map((form) => form.slug)).size).toBe(demoForms.length);
    for (const form of demoForms) expect(form.definition.id).toBe(form.id);
  });

  it('TFA-001 the login form is a form of kind login with an email and a password checked as given', () => {
    expect(settingsOf(LOGIN_FORM_ID).form_type).toBe('login');
    expect(fieldsOf(LOGIN_FORM_ID).map((candidate) => [candidate.id, candidate.type])).toEqual([
      ['email-1', 'email'],
      ['password-1', 'password'],
    ]);
    expect(field(LOGIN_FORM_ID, 'password-1')).toMatchObject({ required: true, strength: false });
  });

  it('CF-033 CF-035 CF-036 the contact form has text-1, email-1 and textarea-1 (required with the spec’s message, email unchecked), captcha-1 and the hidden bot-check response field', () => {
    expect(fieldsOf(CONTACT_FORM_ID).map((candidate) => candidate.id)).toEqual([
      'text-1',
      'email-1',
      'textarea-1',
      'captcha-1',
      'hidden-1',
    ]);
    expect(field(CONTACT_FORM_ID, 'captcha-1')).toMatchObject({ type: 'captcha' });
    expect(field(CONTACT_FORM_ID, 'hidden-1')).toMatchObject({ type: 'hidden' });
    const messages = settingsOf(CONTACT_FORM_ID).messages;
    for (const id of ['text-1', 'email-1', 'textarea-1']) {
      expect(field(CONTACT_FORM_ID, id)?.required).toBe(true);
      expect(isObject(messages) && messages[id]).toMatchObject({
        required: 'The field is required.',
      });
    }
    expect(field(CONTACT_FORM_ID, 'email-1')?.validation).toBe(false);
  });

  it('CF-034 CF-037 CF-038 CF-039 CF-040 CF-041 CF-042 CF-043 the contact form has the spec’s settings', () => {
    expect(settingsOf(CONTACT_FORM_ID)).toMatchObject({
      inline_validation: true,
      general_messages: {
        form_has_error: 'Please correct the errors before submission.',
        calculation_error: 'Failed to calculate field.',
        payment_require_ssl_error: expect.any(String),
        paypal_require_amount_error: expect.any(String),
      },
      has_stripe: false,
      has_paypal: false,
      is_reset_enabled: true,
      loader_label: 'Submitting...',
      calcs_memoize_time: 300,
      pagination_config: { 'last-previous': 'Previous', 'last-next': 'Finish' },
    });
    expect(fieldsOf(CONTACT_FORM_ID).some((candidate) => candidate.type === 'page-break')).toBe(
      false,
    );
  });

  it('CF-002 DEC-11 the contact form redirects to a dated archive day with two journal entries', () => {
    expect(formOf(CONTACT_FORM_ID).successBehaviour).toMatchObject({
      behav: 'behaviour-redirect',
      url: CONTACT_FORM_REDIRECT,
      newtab: 'sametab',
    });
    const [year, month, day] = CONTACT_FORM_REDIRECT.split('/').filter(Boolean);
    const sameDay = blogPosts.filter((post) =>
      post.publishedAt.startsWith(`${year}-${month}-${day}`),
    );
    expect(sameDay).toHaveLength(2);
  });

  it('PAGE-014 FORM-011 FORM-012 FORM-018 FORM-019 FORM-022 COND-001 the commission form exercises pages, estimate, conditions and every picker', () => {
    const fields = fieldsOf(COMMISSION_FORM_ID);
    const types = new Set(fields.map((candidate) => candidate.type));
    for (const type of ['phone', 'date', 'time', 'slider', 'select', 'calculation', 'hidden']) {
      expect(types).toContain(type);
    }
    const pageBreaks = fields.filter((candidate) => candidate.type === 'page-break');
    expect(pageBreaks.length + 1).toBeGreaterThanOrEqual(3);
    expect(pageBreaks.length + 1).toBeLessThanOrEqual(4);
    expect(pageBreaks.every((pageBreak) => typeof pageBreak.label === 'string')).toBe(true);
    expect(field(COMMISSION_FORM_ID, 'select-1')?.search).toBe(true);
    const formula = String(field(COMMISSION_FORM_ID, 'calculation-1')?.formula);
    for (const input of ['{number-1}', '{number-2}', '{radio-1}', '{radio-2}', '{checkbox-1}']) {
      expect(formula).toContain(input);
    }
    expect(fields.filter((candidate) => isObject(candidate.conditions)).length).toBeGreaterThan(2);
    const pagination = settingsOf(COMMISSION_FORM_ID).pagination_config;
    expect(isObject(pagination) && pagination['pagination-labels']).toBe('custom');
  });

  it('DEC-02 the commission form has a repeatable group of prints whose copies the estimate adds up', () => {
    expect(field(COMMISSION_FORM_ID, 'group-1')).toMatchObject({
      type: 'group',
      repeater: true,
      max_copies: 4,
    });
    const members = fieldsOf(COMMISSION_FORM_ID).filter(
      (candidate) => candidate.group === 'group-1',
    );
    expect(members.map((member) => [member.id, member.type])).toEqual([
      ['text-4', 'text'],
      ['number-3', 'number'],
    ]);
    // Optional, so a visitor who wants no prints leaves the estimate as it was.
    expect(members.some((member) => member.required === true)).toBe(false);
    const formula = String(field(COMMISSION_FORM_ID, 'calculation-1')?.formula);
    expect(formula).toContain('{number-3-*} * 60');
  });

  it('CALC-002 CALC-021 the framing calculator shows its cost with precision 2 and a decimal comma', () => {
    const calculation = field(FRAMING_CALCULATOR_ID, 'calculation-1');
    expect(calculation).toMatchObject({ precision: 2, 'decimal-point': ',' });
    expect(calculation?.isHidden).not.toBe(true);
    const types = fieldsOf(FRAMING_CALCULATOR_ID).map((candidate) => candidate.type);
    expect(types).toEqual(expect.arrayContaining(['number', 'select', 'radio']));
  });

  it('QUIZ-012 the print quiz lead form asks for a name, an address and consent, all required, and mails only the gallery', () => {
    expect(
      fieldsOf(QUIZ_LEAD_FORM_ID).map((candidate) => [candidate.id, candidate.required]),
    ).toEqual([
      ['text-1', true],
      ['email-1', true],
      ['consent-1', true],
    ]);
    const notifications = settingsOf(QUIZ_LEAD_FORM_ID).notifications;
    const recipients = Array.isArray(notifications)
      ? notifications.filter(isObject).map((notification) => notification.recipients)
      : [];
    expect(recipients).toEqual([['{site_email}']]);
  });
});
