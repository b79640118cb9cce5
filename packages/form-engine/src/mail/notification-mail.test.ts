import { describe, expect, it } from 'vitest';
import { parseDefinition, safeParseDefinition } from '../schema/parse-definition';
import type { FormNotification } from '../schema/notifications';
import { answeredFields, oneLine, renderNotification } from './notification-mail';

const definition = parseDefinition({
  fields: [
    { id: 'html-1', type: 'html', content: '<p>Intro</p>' },
    { id: 'text-1', type: 'text', label: 'Your name' },
    { id: 'email-1', type: 'email', label: 'Email' },
    {
      id: 'radio-1',
      type: 'radio',
      label: 'Medium',
      options: [
        { label: 'Oil on canvas', value: 'oil', calculation: 2 },
        { label: 'Ink on paper', value: 'ink', calculation: 1 },
      ],
    },
    {
      id: 'checkbox-1',
      type: 'checkbox',
      label: 'Extras',
      options: [
        { label: 'Museum glass', value: 'glass', calculation: 0 },
        { label: 'Gift wrapping', value: 'wrap', calculation: 0 },
      ],
    },
    { id: 'group-1', type: 'group', label: 'Prints', repeater: true, max_copies: 3 },
    { id: 'text-2', type: 'text', label: 'Prints for', group: 'group-1' },
    { id: 'textarea-1', type: 'textarea', label: 'Message' },
    { id: 'consent-1', type: 'consent', label: 'Privacy', consent_description: 'I agree' },
    {
      id: 'calculation-1',
      type: 'calculation',
      label: 'Cost (€)',
      formula: '{radio-1} * 10.5',
      precision: 2,
      'decimal-point': ',',
    },
  ],
});

const hostile = '<script>alert("x")</script> & Co';

const entry = {
  values: {
    'text-1': hostile,
    'email-1': 'ana@example.com',
    'radio-1': 'oil',
    'checkbox-1': ['glass', 'wrap'],
    'text-2': 'my sister',
    'text-2-3': 'my brother',
    'text-2-2': 'a friend',
    'textarea-1': 'Line one\nLine two',
    'consent-1': true,
  },
  calculations: { 'calculation-1': 21 },
};

const notification = (change: Partial<FormNotification> = {}): FormNotification => ({
  id: 'receipt',
  recipients: ['{email-1}'],
  subject: 'Thank you, {text-1}',
  body: 'Dear {text-1},\n\nYou chose {radio-1} for €{calculation-1}.\n\n{all_fields}',
  ...change,
});

describe('issue 12: form notification mail, rendered from the definition', () => {
  it('lists every answered field with its label, choices by their labels, copies numbered, in display order', () => {
    expect(answeredFields(definition, entry).map((field) => [field.label, field.text])).toEqual([
      ['Your name', hostile],
      ['Email', 'ana@example.com'],
      ['Medium', 'Oil on canvas'],
      ['Extras', 'Museum glass, Gift wrapping'],
      ['Prints for (1)', 'my sister'],
      ['Prints for (2)', 'a friend'],
      ['Prints for (3)', 'my brother'],
      ['Message', 'Line one\nLine two'],
      ['Privacy', 'Agreed'],
      ['Cost (€)', '21,00'],
    ]);
  });

  it('shows a calculation with its decimal point and thousands grouped to match (12.345,50)', () => {
    const large = { ...entry, calculations: { 'calculation-1': 12345.5 } };
    expect(answeredFields(definition, large).at(-1)?.text).toBe('12.345,50');
  });

  it('prints a money calculation with the site’s own price format when one is handed in', () => {
    const priced = parseDefinition({
      fields: [
        { id: 'calculation-1', type: 'calculation', label: 'Estimate', formula: '2', money: true },
      ],
    });
    const euros = (amount: number) => `€${amount.toLocaleString('en')}`;
    const answered = { values: {}, calculations: { 'calculation-1': 2460 } };
    expect(answeredFields(priced, answered, euros)[0]?.text).toBe('€2,460');
    // Without a formatter it reads like any other calculation.
    expect(answeredFields(priced, answered)[0]?.text).toBe('2,460.00');
    const mail = renderNotification(
      {
        id: 'quote',
        recipients: ['{site_email}'],
        subject: 'Estimate {calculation-1}',
        body: '{calculation-1}',
      },
      priced,
      answered,
      'gallery@example.com',
      euros,
    );
    expect(mail.subject).toBe('Estimate €2,460');
  });

  it('merges tags as text: escaped in the HTML part, as typed in the plain one', () => {
    const mail = renderNotification(notification(), definition, entry, 'gallery@example.com');
    expect(mail.text).toContain(`Dear ${hostile},`);
    expect(mail.text).toContain('You chose Oil on canvas for €21,00.');
    expect(mail.text).toContain('Extras: Museum glass, Gift wrapping');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Dear &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co,');
    // {all_fields} on its own becomes a table; a line break inside a value stays a line.
    expect(mail.html).toContain(
      '<th scope="row" style="text-align:left;vertical-align:top;padding:6px 16px 6px 0;font-weight:600">Message</th>',
    );
    expect(mail.html).toContain('Line one\nLine two');
  });

  it('keeps the subject one line: line breaks merged from a value become spaces (no header injection)', () => {
    const mail = renderNotification(
      notification(),
      definition,
      { ...entry, values: { ...entry.values, 'text-1': 'Ana\r\nBcc: victim@example.com' } },
      'gallery@example.com',
    );
    expect(mail.subject).toBe('Thank you, Ana Bcc: victim@example.com');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(oneLine('a'.repeat(300))).toHaveLength(200);
  });

  it('resolves recipients: {site_email} to the configured inbox, a field to what was typed, an empty field to nobody', () => {
    const both = notification({ recipients: ['{site_email}', '{email-1}', 'studio@example.com'] });
    const mail = renderNotification(both, definition, entry, 'gallery@example.com');
    expect(mail.recipients).toEqual([
      'gallery@example.com',
      'ana@example.com',
      'studio@example.com',
    ]);
    expect(mail.visitorRecipients).toEqual(['ana@example.com']);
    const empty = renderNotification(
      both,
      definition,
      { ...entry, values: { ...entry.values, 'email-1': '' } },
      'gallery@example.com',
    );
    expect(empty.recipients).toEqual(['gallery@example.com', 'studio@example.com']);
  });

  it('a tag naming no field stays visible; a known field left empty renders as nothing', () => {
    const mail = renderNotification(
      notification({ body: 'Typo {texte-1}; empty [{textarea-1}]' }),
      definition,
      { ...entry, values: { 'email-1': 'ana@example.com' } },
      'gallery@example.com',
    );
    expect(mail.text).toBe('Typo {texte-1}; empty []');
  });

  it('the definition refuses recipients that are neither addresses nor fields, and fields that do not exist', () => {
    const withNotifications = (notifications: unknown) =>
      safeParseDefinition({
        fields: [{ id: 'email-1', type: 'email', label: 'Email' }],
        settings: { notifications },
      });
    expect(
      withNotifications([
        { id: 'receipt', recipients: ['{email-1}'], subject: 'Hello', body: 'Hi' },
      ]).success,
    ).toBe(true);
    const wrong = withNotifications([
      { id: 'receipt', recipients: ['not an address'], subject: 'Hello', body: 'Hi' },
    ]);
    expect(wrong.success).toBe(false);
    expect(wrong.success ? '' : wrong.error.message).toContain(
      'must be an email address, {site_email} or a field such as {email-1}',
    );
    const missing = withNotifications([
      { id: 'receipt', recipients: ['{email-2}'], subject: 'Hello', body: 'Hi' },
    ]);
    expect(missing.success ? '' : missing.error.message).toContain(
      'notification receipt recipient names email-2, which does not exist.',
    );
    expect(
      withNotifications([{ id: 'receipt', recipients: [], subject: '', body: 'Hi' }]).success,
    ).toBe(false);
  });
});
