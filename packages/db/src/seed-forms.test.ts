import { demoForms, type DemoForm } from '@atelier/demo-content/forms';
import { parseDefinition } from '@atelier/form-engine/schema/parse-definition';
import { pagesOf } from '@atelier/form-engine/state/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection';
import { formRepository } from './repositories/forms';
import { checkedDemoForm, seedDemoForms } from './seed-forms';
import { testDatabaseTargets } from './testing';

const demoForm = (id: number): DemoForm => {
  const found = demoForms.find((form) => form.id === id);
  if (!found) throw new Error(`No demo form ${id}.`);
  return found;
};

describe('the demo forms parse with the form engine', () => {
  it.each(demoForms.map((form) => [form.id, form.slug, form] as const))(
    'FORM-003 FORM-005 FORM-007 FORM-009 demo form %i (%s) is a valid definition with a valid success behaviour',
    (_id, _slug, form) => {
      expect(() => parseDefinition(form.definition)).not.toThrow();
      expect(checkedDemoForm(form)).toMatchObject({ id: form.id, status: 'publish' });
    },
  );

  it('CF-033 CF-035 CF-036 CF-040 CF-043 the parsed contact form has the spec’s configuration', () => {
    const contact = parseDefinition(demoForm(33568).definition);
    expect(contact.fields.map((field) => [field.id, field.type])).toEqual([
      ['text-1', 'text'],
      ['email-1', 'email'],
      ['textarea-1', 'textarea'],
      ['captcha-1', 'captcha'],
      ['hidden-1', 'hidden'],
    ]);
    expect(
      contact.fields
        .filter((field) => field.type !== 'captcha' && field.type !== 'hidden')
        .every((field) => 'required' in field && field.required),
    ).toBe(true);
    // CF-045…CF-048: the bot-check writes its tokens into the hidden field.
    expect(contact.settings.bot_check).toEqual({
      response_field: 'hidden-1',
      page_action: 'homepage',
      submit_action: 'contactform',
    });
    expect(contact.fields[1]).toMatchObject({ validation: false });
    expect(pagesOf(contact)).toHaveLength(1);
    expect(contact.settings).toMatchObject({
      inline_validation: true,
      loader_label: 'Submitting...',
      is_reset_enabled: true,
      calcs_memoize_time: 300,
      has_stripe: false,
      has_paypal: false,
      general_messages: {
        form_has_error: 'Please correct the errors before submission.',
        calculation_error: 'Failed to calculate field.',
      },
      pagination_config: { 'last-previous': 'Previous', 'last-next': 'Finish' },
    });
  });

  it('PAGE-014 PAGE-015 the commission form has four pages with per-step labels', () => {
    const commission = parseDefinition(demoForm(33601).definition);
    expect(pagesOf(commission)).toHaveLength(4);
    const config = commission.settings.pagination_config;
    expect(config['pagination-labels']).toBe('custom');
    expect(Object.keys(config.steps)).toEqual(['page-break-1', 'page-break-2', 'page-break-3']);
  });

  it('FORM-003 names every problem of a broken demo form', () => {
    const broken: DemoForm = {
      ...demoForm(33568),
      definition: { fields: [{ id: 'text-1', type: 'text', colour: 'red' }], settings: {} },
    };
    expect(() => checkedDemoForm(broken)).toThrow(
      /^The demo form 33568 \(contact\) is not a valid definition: .*colour/s,
    );
    const badRedirect: DemoForm = {
      ...demoForm(33568),
      successBehaviour: { behav: 'behaviour-redirect', url: '//evil.example/' },
    };
    expect(() => checkedDemoForm(badRedirect)).toThrow(/invalid success behaviour/);
  });
});

describe.each(testDatabaseTargets())('seeding the demo forms on $name', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('CF-001 writes every demo form by its fixed id once; seeding again changes nothing', async () => {
    expect(await seedDemoForms(handle.db)).toEqual(demoForms.map((form) => form.id));
    const forms = formRepository(handle.db);
    const stored = await forms.find(33568);
    expect(stored).toMatchObject({ slug: 'contact', definition: demoForm(33568).definition });
    expect(await seedDemoForms(handle.db)).toEqual([]);
    expect((await forms.find(33568))?.updatedAt).toEqual(stored?.updatedAt);
    expect((await forms.list()).map((form) => form.id)).toEqual(demoForms.map((form) => form.id));
  });
});
