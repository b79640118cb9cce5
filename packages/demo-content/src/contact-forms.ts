/**
 * The demo gallery's contact forms of the plugin flow (issue 16, CF, DEC-11), as the owner would
 * write them: a contact-form definition (`@atelier/contracts/contact-form-definition`), checked by
 * the seed before it is stored. The enquiry form sits on every product page ("Ask about this
 * work") and in the popup `popup-form`.
 */

export interface DemoContactForm {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly locale: string;
  /** A contact-form definition as written; the seed parses it with the contracts' schema. */
  readonly definition: Readonly<Record<string, unknown>>;
}

export const ENQUIRY_FORM_ID = 33570;

/** The topics an enquiry may be about (the select's values, named in the gallery's mail). */
export const ENQUIRY_TOPICS = [
  'Buying this work',
  'A commission',
  'Framing and shipping',
  'Something else',
] as const;

const enquiryForm: DemoContactForm = {
  id: ENQUIRY_FORM_ID,
  slug: 'enquiry',
  title: 'Enquiry',
  locale: 'en_US',
  definition: {
    fields: [
      { type: 'text', name: 'your-name', label: 'Your name', required: true, maxlength: 200 },
      { type: 'email', name: 'your-email', label: 'Email', required: true, maxlength: 254 },
      {
        type: 'tel',
        name: 'your-phone',
        label: 'Phone (optional)',
        maxlength: 40,
        description: 'Only if you would like us to call you back.',
      },
      {
        type: 'select',
        name: 'topic',
        label: 'What is it about?',
        required: true,
        options: ENQUIRY_TOPICS.map((topic) => ({ value: topic, label: topic })),
      },
      {
        type: 'textarea',
        name: 'your-message',
        label: 'Your message',
        required: true,
        minlength: 20,
        maxlength: 2000,
        counter: 'down',
        rows: 6,
      },
      {
        type: 'date',
        name: 'callback-date',
        label: 'Preferred day for a call back (optional)',
        // Fixed rule rather than "not before today", which would make the schema depend on the day.
        daysOfWeek: [1, 2, 3, 4, 5],
        description: 'We call back on weekdays, Monday to Friday.',
      },
      {
        type: 'acceptance',
        name: 'privacy',
        label:
          'I have read the privacy policy and agree that the gallery keeps my message to answer it.',
        link: { text: 'privacy policy', href: '/privacy-policy/' },
      },
    ],
    messages: {
      mail_sent_ok: 'Thank you for your message. We will answer within two working days.',
      invalid_required: 'Please fill out this field.',
      accept_terms: 'Please accept the privacy policy before sending your message.',
    },
    submitLabel: 'Send enquiry',
    mail: {
      subject: 'Enquiry about [_post_title]: [topic]',
      replyTo: '[your-name] <[your-email]>',
      body: [
        'From: [your-name] <[your-email]>',
        'Phone: [your-phone]',
        'About: [_post_title] ([_post_url])',
        'Topic: [topic]',
        'Preferred call-back day: [callback-date]',
        '',
        '[your-message]',
      ].join('\n'),
    },
    autoReply: {
      to: '[your-email]',
      subject: 'We received your enquiry about [_post_title]',
      body: [
        'Dear [your-name],',
        '',
        'thank you for writing to us about [_post_title]. We will answer within two working days.',
        '',
        'Your message:',
        '[your-message]',
      ].join('\n'),
    },
    spam: {
      honeypot: 'your-website',
      minFillSeconds: 3,
      botCheck: { responseField: '_wpcf7_recaptcha_response', action: 'contactform' },
    },
  },
};

export const demoContactForms: readonly DemoContactForm[] = [enquiryForm];
