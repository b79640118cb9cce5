import { artists } from './catalogue';

/** Plain JSON, as the database stores a form and the form engine's schema reads it. */
export type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };
export type JsonObject = { readonly [key: string]: JsonValue };

/**
 * A demo form: its fixed id, its definition (fields in display order and settings, in the form
 * engine's schema; the seeder checks it with `parseDefinition`) and what a successful submit does.
 */
export interface DemoForm {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly definition: JsonObject;
  /** `behav` and its message or redirect, as the submit answer carries them (SUB-005…SUB-009). */
  readonly successBehaviour: JsonObject;
}

/** CF-001: the contact page hosts form 33568. */
export const CONTACT_FORM_ID = 33568;
export const COMMISSION_FORM_ID = 33601;
export const FRAMING_CALCULATOR_ID = 33602;
/** Issue 14, QUIZ-012: the lead form at the end of the personality quiz. */
export const QUIZ_LEAD_FORM_ID = 33603;

/**
 * Issue 15, TFA-001: the customer login form (`form_type: 'login'`) on `/my-account/login/`. Its
 * submit signs in (the accounts service answers it); it never stores an entry.
 */
export const LOGIN_FORM_ID = 33604;

/**
 * Issue 17: the commission deposit, paid by card or PayPal on `/commission/deposit/`. The
 * deposit is a share of the same estimate the commission form computes.
 */
export const COMMISSION_DEPOSIT_FORM_ID = 33605;
/** The share of the estimate the deposit asks (30 %). */
export const COMMISSION_DEPOSIT_SHARE = 0.3;

/** DEC-11, CF-002: the dated archive page; two journal entries were published that day. */
export const CONTACT_FORM_REDIRECT = '/2025/06/18/';

const REQUIRED_MESSAGE = 'The field is required.';
/** CAP-003: the contact form's captcha error. */
export const CONTACT_CAPTCHA_MESSAGE =
  'Please complete the spam check: tick “I’m not a robot” and wait for the tick.';

/*
 * The mail each form sends once a submission is stored (settings.notifications): the gallery's
 * notice with every answer, and the receipt or quote the form's own thank-you promises. Plain
 * text with merge tags; {site_email} is the gallery's inbox (SHOP_EMAIL), {all_fields} every
 * answered field with its label.
 */
const GALLERY_INBOX = '{site_email}';

const CONTACT_NOTIFICATIONS = [
  {
    id: 'gallery-notice',
    recipients: [GALLERY_INBOX],
    subject: 'Contact form: a message from {text-1}',
    body: '{text-1} wrote through the contact form.\n\n{all_fields}\n\nAnswer by writing to {email-1}.',
  },
  {
    id: 'receipt',
    recipients: ['{email-1}'],
    subject: 'We have your message',
    // Deliberately does not echo the message: a receipt must not carry a stranger's text.
    body: 'Dear {text-1},\n\nThank you for writing to Atelier. Your message has reached the gallery, and we answer every message within two working days.\n\nIf it cannot wait, call us on +351 213 460 118, Tuesday to Saturday, 11:00–19:00.',
  },
];

const COMMISSION_NOTIFICATIONS = [
  {
    id: 'gallery-notice',
    recipients: [GALLERY_INBOX],
    subject: 'Commission request from {text-1}: estimate {calculation-1}',
    body: '{text-1} asked for a commission through the website. The request, as sent:\n\n{all_fields}\n\nWe promised to write to {email-1} within two working days.',
  },
  {
    id: 'receipt',
    recipients: ['{email-1}'],
    subject: 'Your commission request at Atelier',
    body: 'Dear {text-1},\n\nThank you for your commission request. Our first estimate is {calculation-1}: a guide, not yet a quote. We will write to you within two working days to talk about the work, the artist and the price.\n\nYour request, as we received it:\n\n{all_fields}',
  },
];

const FRAMING_NOTIFICATIONS = [
  {
    id: 'quote',
    recipients: ['{email-1}'],
    subject: 'Your framing quote: €{calculation-1}',
    body: 'Thank you for using our framing calculator. Your quote:\n\nWork: {number-1} × {number-2} cm\nFrame moulding: {select-1}\nGlass: {radio-1}\nMounting included\nFraming cost: €{calculation-1}\n\nBring the work to the gallery at Rua da Rosa 112, Lisboa, Tuesday to Saturday, 11:00–19:00: we check the measurements with you before we frame it, and the price only changes if they do.',
  },
  {
    id: 'gallery-notice',
    recipients: [GALLERY_INBOX],
    subject: 'Framing quote sent: €{calculation-1}',
    body: 'The framing calculator sent this quote:\n\n{all_fields}',
  },
];

/** ERR-001…ERR-004 as the site's forms carry them; payment messages exist, payments are off. */
const GENERAL_MESSAGES = {
  calculation_error: 'Failed to calculate field.',
  payment_require_ssl_error: 'SSL required to submit this form, please check your URL.',
  paypal_require_amount_error: 'PayPal amount must be greater than 0.',
  form_has_error: 'Please correct the errors before submission.',
};

/**
 * The site contact form with its exact configuration (CF-033…CF-043). The spec also names
 * captcha-1 and a bot-check response field: captchas come in a later issue, so they are left out
 * here rather than shipped as a field that cannot be passed.
 */
const contactForm: DemoForm = {
  id: CONTACT_FORM_ID,
  slug: 'contact',
  title: 'Contact',
  definition: {
    id: CONTACT_FORM_ID,
    name: 'Contact',
    fields: [
      {
        id: 'text-1',
        type: 'text',
        label: 'Name',
        placeholder: 'E.g. Ana Ferreira',
        required: true,
      },
      {
        id: 'email-1',
        type: 'email',
        label: 'Email Address',
        placeholder: 'E.g. ana@example.com',
        required: true,
        // CF-036: the address format is not checked on this form.
        validation: false,
      },
      {
        id: 'textarea-1',
        type: 'textarea',
        label: 'Message',
        placeholder: 'Ask about a work, an edition or a visit…',
        required: true,
      },
      {
        // CF-033, CAP-001: the site's own captcha (self-hosted proof of work unless configured).
        id: 'captcha-1',
        type: 'captcha',
        label: 'Spam check',
        provider: 'default',
        theme: 'light',
        size: 'normal',
        badge: 'inline',
      },
      {
        // CF-033, CF-048: filled by the page's bot-check with each token; never shown.
        id: 'hidden-1',
        type: 'hidden',
        label: 'Bot-check response',
      },
    ],
    settings: {
      form_type: 'custom-form',
      inline_validation: true,
      // Blank text (only spaces) is empty to the visitor too, so its trim rule says the same.
      messages: {
        'text-1': { required: REQUIRED_MESSAGE, trim: REQUIRED_MESSAGE },
        'email-1': { required: REQUIRED_MESSAGE, trim: REQUIRED_MESSAGE },
        'textarea-1': { required: REQUIRED_MESSAGE, trim: REQUIRED_MESSAGE },
        // CAP-003: said in words the visitor can act on.
        'captcha-1': { captcha: CONTACT_CAPTCHA_MESSAGE },
      },
      general_messages: GENERAL_MESSAGES,
      forminator_fields: ['text', 'email', 'textarea', 'captcha', 'hidden'],
      // CF-045…CF-049: the v3-style bot-check, its token in hidden-1.
      bot_check: {
        response_field: 'hidden-1',
        page_action: 'homepage',
        submit_action: 'contactform',
      },
      payment_require_ssl: false,
      has_stripe: false,
      has_paypal: false,
      has_loader: true,
      loader_label: 'Submitting...',
      is_reset_enabled: true,
      // Three fields sent in one go: a draft would only get in the way (issue 12).
      use_save_and_continue: false,
      calcs_memoize_time: 300,
      pagination_config: {
        'pagination-labels': 'default',
        'last-previous': 'Previous',
        'last-next': 'Finish',
      },
      notifications: CONTACT_NOTIFICATIONS,
    },
  },
  successBehaviour: {
    behav: 'behaviour-redirect',
    url: CONTACT_FORM_REDIRECT,
    newtab: 'sametab',
    message: '<p>Thank you for your message, {text-1}. We will be in touch shortly.</p>',
  },
};

const artistChoices = [
  { label: 'No preference: suggest an artist', value: 'any', calculation: 0 },
  ...artists.map((artist) => ({ label: artist.name, value: artist.slug, calculation: 0 })),
];

/**
 * Medium and size, and framing, as the commission form prices them (its estimate's inputs). The
 * commission deposit (issue 17) asks the same, so its estimate cannot drift from the request's.
 */
const commissionSizeFields: readonly JsonObject[] = [
  {
    id: 'radio-1',
    type: 'radio',
    label: 'Medium',
    required: true,
    // The calculation value is the price per square centimetre, in euros.
    options: [
      { label: 'Oil on canvas', value: 'oil', calculation: 0.45 },
      { label: 'Acrylic on canvas', value: 'acrylic', calculation: 0.35 },
      { label: 'Mixed media on panel', value: 'mixed-media', calculation: 0.4 },
      { label: 'Watercolour on paper', value: 'watercolour', calculation: 0.25 },
      { label: 'Ink on paper', value: 'ink', calculation: 0.2 },
    ],
  },
  {
    id: 'number-1',
    type: 'number',
    label: 'Width (cm)',
    required: true,
    min: 20,
    max: 300,
    placeholder: 'E.g. 60',
  },
  {
    id: 'number-2',
    type: 'number',
    label: 'Height (cm)',
    required: true,
    min: 20,
    max: 300,
    placeholder: 'E.g. 80',
  },
];

const commissionFramingField: JsonObject = {
  id: 'radio-2',
  type: 'radio',
  label: 'Framing',
  required: true,
  default_value: 'none',
  options: [
    { label: 'No frame', value: 'none', calculation: 0 },
    { label: 'Natural oak', value: 'oak', calculation: 180 },
    { label: 'Black ash', value: 'black-ash', calculation: 150 },
    { label: 'Floating frame', value: 'floating', calculation: 260 },
  ],
};

/**
 * A four-step commission request: per-step labels, a live price estimate from size, medium,
 * framing, extras and a repeatable group of prints, conditional fields, phone, date, time, slider
 * and a searchable select.
 */
const commissionForm: DemoForm = {
  id: COMMISSION_FORM_ID,
  slug: 'commission',
  title: 'Commission a work',
  definition: {
    id: COMMISSION_FORM_ID,
    name: 'Commission a work',
    fields: [
      {
        id: 'html-1',
        type: 'html',
        content:
          '<p>Tell us about the work you would like, and we will match you with an artist. The estimate updates as you go; it is a guide, not a quote.</p>',
      },
      {
        id: 'select-1',
        type: 'select',
        label: 'Artist',
        description: 'Type to search the artists we represent.',
        search: true,
        options: artistChoices,
        default_value: 'any',
      },
      ...commissionSizeFields,
      {
        id: 'upload-1',
        type: 'upload',
        label: 'Photos of the wall or room (optional)',
        description:
          'Up to 5 photos (JPEG, PNG or WebP, 10 MB each) help the artist choose the scale and palette.',
        multiple: true,
        file_types: ['jpg', 'jpeg', 'png', 'webp'],
        max_file_size: 10 * 1024 * 1024,
        max_files: 5,
      },
      { id: 'page-break-1', type: 'page-break', label: 'Framing & delivery' },
      commissionFramingField,
      {
        id: 'checkbox-1',
        type: 'checkbox',
        label: 'Extras',
        options: [
          { label: 'Museum glass', value: 'museum-glass', calculation: 120 },
          { label: 'Certificate of authenticity', value: 'certificate', calculation: 0 },
          { label: 'Gift wrapping', value: 'gift-wrap', calculation: 25 },
        ],
      },
      {
        id: 'text-2',
        type: 'text',
        label: 'Gift message',
        description: 'We write it by hand on the card that comes with the work.',
        limit: 200,
        conditions: {
          action: 'show',
          rule: 'all',
          conditions: [{ field: 'checkbox-1', operator: 'is', value: 'gift-wrap' }],
        },
      },
      {
        id: 'group-1',
        type: 'group',
        label: 'Prints of the finished work',
        description:
          'Signed fine-art prints of your commission, €60 each. Add a line for each person you would like prints for.',
        // The first line and four more: enough for a family, few enough to stay an edition.
        repeater: true,
        max_copies: 4,
      },
      {
        id: 'text-4',
        type: 'text',
        label: 'Prints for',
        placeholder: 'E.g. my sister in Porto',
        group: 'group-1',
      },
      {
        id: 'number-3',
        type: 'number',
        label: 'Number of prints',
        placeholder: 'E.g. 2',
        min: 0,
        max: 10,
        group: 'group-1',
      },
      {
        id: 'radio-3',
        type: 'radio',
        label: 'Delivery',
        required: true,
        default_value: 'collect',
        options: [
          { label: 'I will collect it at the gallery', value: 'collect', calculation: 0 },
          { label: 'Deliver it to me', value: 'deliver', calculation: 0 },
        ],
      },
      {
        id: 'text-3',
        type: 'text',
        label: 'Delivery city and country',
        required: true,
        conditions: {
          action: 'show',
          rule: 'all',
          conditions: [{ field: 'radio-3', operator: 'is', value: 'deliver' }],
        },
      },
      {
        id: 'date-1',
        type: 'date',
        messages: { dateWeekday: 'The gallery is closed on {0}: please choose another day.' },
        label: 'Desired delivery date',
        required: true,
        format: 'dd/mm/yy',
        'past-dates': 'disable',
        'start-of-week': 1,
        // Closed on Sundays and Mondays: nothing is delivered or collected then.
        restrict: [0, 1],
      },
      { id: 'page-break-2', type: 'page-break', label: 'Estimate & budget' },
      {
        id: 'calculation-1',
        type: 'calculation',
        label: 'Price estimate',
        description: 'A minimum of €400 applies to every commission; prints are €60 each.',
        // Shown, and merged into the thank-you, like the shop's prices (€2,760).
        money: true,
        // DEC-02: {number-3-*} adds up the prints of every line of the repeatable group.
        formula:
          'max(400, {number-1} * {number-2} * {radio-1}) + {radio-2} + {checkbox-1} + {number-3-*} * 60',
        precision: 2,
      },
      {
        id: 'slider-1',
        type: 'slider',
        label: 'Your budget (€)',
        min: 500,
        max: 20000,
        step: 100,
        default_value: 3000,
      },
      {
        id: 'html-2',
        type: 'html',
        content:
          '<p>Commissions under €1,000 are usually works on paper or small formats; we will suggest what fits.</p>',
        conditions: {
          action: 'show',
          rule: 'all',
          conditions: [{ field: 'slider-1', operator: 'is_less', value: 1000 }],
        },
      },
      {
        id: 'radio-4',
        type: 'radio',
        label: 'Would you like to visit the studio first?',
        default_value: 'no',
        options: [
          { label: 'Yes, I would like to meet the artist', value: 'yes', calculation: 0 },
          { label: 'No, we can talk by email or phone', value: 'no', calculation: 0 },
        ],
      },
      {
        id: 'date-2',
        type: 'date',
        messages: { dateWeekday: 'The gallery is closed on {0}: please choose another day.' },
        label: 'Visit day',
        required: true,
        format: 'dd/mm/yy',
        'past-dates': 'disable',
        'start-of-week': 1,
        restrict: [0, 1],
        conditions: {
          action: 'show',
          rule: 'all',
          conditions: [{ field: 'radio-4', operator: 'is', value: 'yes' }],
        },
      },
      {
        id: 'time-1',
        type: 'time',
        label: 'Visit time',
        required: true,
        time_format: '12',
        // The gallery's opening hours (11:00–19:00), leaving an hour for the visit.
        start_limit: '11:00 AM',
        end_limit: '06:00 PM',
        conditions: {
          action: 'show',
          rule: 'all',
          conditions: [{ field: 'radio-4', operator: 'is', value: 'yes' }],
        },
      },
      { id: 'page-break-3', type: 'page-break', label: 'Your details' },
      { id: 'text-1', type: 'text', label: 'Your name', required: true },
      { id: 'email-1', type: 'email', label: 'Email address', required: true },
      {
        id: 'phone-1',
        type: 'phone',
        label: 'Phone',
        description: 'With the country code, e.g. +351 912 345 678.',
        country: 'pt',
        validation: 'international',
        national_mode: false,
      },
      {
        id: 'textarea-1',
        type: 'textarea',
        label: 'The work you have in mind',
        limit: 2000,
        limit_type: 'characters',
      },
      {
        id: 'consent-1',
        type: 'consent',
        label: 'Privacy',
        required: true,
        consent_description:
          'I agree that Atelier keeps this request to prepare my commission, and for no other purpose.',
      },
      { id: 'hidden-1', type: 'hidden', label: 'Source', default_value: 'commission-form' },
    ],
    settings: {
      form_type: 'custom-form',
      inline_validation: true,
      general_messages: GENERAL_MESSAGES,
      has_loader: true,
      loader_label: 'Sending your request...',
      is_reset_enabled: true,
      send_another_label: 'Send another request',
      calcs_memoize_time: 300,
      pagination_config: {
        'pagination-labels': 'custom',
        'first-step-label': 'The work',
        steps: {
          'page-break-1': { 'next-text': 'Framing & delivery' },
          'page-break-2': { 'prev-text': 'Back to the work', 'next-text': 'See the estimate' },
          'page-break-3': { 'prev-text': 'Back to framing', 'next-text': 'Your details' },
        },
        'last-previous': 'Back to the estimate',
        'last-next': 'Send the request',
      },
      notifications: COMMISSION_NOTIFICATIONS,
    },
  },
  successBehaviour: {
    behav: 'behaviour-thankyou',
    message:
      '<p>Thank you, {text-1}. Our first estimate for your commission is {calculation-1}; we will write to {email-1} within two working days.</p>',
    fadeout: false,
  },
};

/** A one-page framing-cost calculator: the cost is shown live, with a decimal comma. */
const framingCalculator: DemoForm = {
  id: FRAMING_CALCULATOR_ID,
  slug: 'framing-calculator',
  title: 'Framing cost calculator',
  definition: {
    id: FRAMING_CALCULATOR_ID,
    name: 'Framing cost calculator',
    fields: [
      {
        id: 'html-1',
        type: 'html',
        content:
          '<p>Bring us a work on paper, a print or a photograph: this is what framing it in our workshop costs, mounting included.</p>',
      },
      { id: 'number-1', type: 'number', label: 'Width (cm)', required: true, min: 10, max: 200 },
      { id: 'number-2', type: 'number', label: 'Height (cm)', required: true, min: 10, max: 200 },
      {
        id: 'select-1',
        type: 'select',
        label: 'Frame moulding',
        required: true,
        // The calculation value is the price per metre of moulding, in euros.
        options: [
          { label: 'Pine, painted white', value: 'pine', calculation: 28 },
          { label: 'Natural oak', value: 'oak', calculation: 42 },
          { label: 'Black ash', value: 'black-ash', calculation: 39 },
          { label: 'Walnut', value: 'walnut', calculation: 58 },
          { label: 'Brushed aluminium', value: 'aluminium', calculation: 34 },
        ],
      },
      {
        id: 'radio-1',
        type: 'radio',
        label: 'Glass',
        required: true,
        default_value: 'float',
        // The calculation value is the price per square metre of glass, in euros.
        options: [
          { label: 'No glass', value: 'none', calculation: 0 },
          { label: 'Float glass', value: 'float', calculation: 35 },
          { label: 'Anti-reflective glass', value: 'anti-reflective', calculation: 80 },
          { label: 'Museum glass', value: 'museum', calculation: 150 },
        ],
      },
      {
        id: 'calculation-1',
        type: 'calculation',
        label: 'Framing cost (€)',
        // Moulding round the perimeter (m), glass over the area (m²), and €15 for mounting.
        formula:
          '2 * ({number-1} + {number-2}) / 100 * {select-1} + {number-1} * {number-2} / 10000 * {radio-1} + 15',
        precision: 2,
        'decimal-point': ',',
      },
      {
        id: 'email-1',
        type: 'email',
        label: 'Where should we send this quote?',
        required: true,
      },
    ],
    settings: {
      form_type: 'custom-form',
      inline_validation: true,
      general_messages: GENERAL_MESSAGES,
      loader_label: 'Sending...',
      calcs_memoize_time: 300,
      notifications: FRAMING_NOTIFICATIONS,
      // One screen, answered at once: nothing to come back to (issue 12).
      use_save_and_continue: false,
    },
  },
  successBehaviour: {
    behav: 'behaviour-hide',
    message:
      '<p>Thank you. Your framing quote of €{calculation-1} is on its way to {email-1}; bring the work in whenever suits you.</p>',
  },
};

const QUIZ_LEAD_NOTIFICATIONS = [
  {
    id: 'gallery-notice',
    recipients: [GALLERY_INBOX],
    subject: 'Print quiz: {text-1} left their address',
    body: '{text-1} finished the print quiz and asked for their result by mail.\n\n{all_fields}',
  },
];

/**
 * Issue 14, QUIZ-012…QUIZ-014: the lead form the personality quiz ends with: a name, an address
 * to send the result to, and consent. It is a real form (entries, notifications); the quiz stores
 * its entry with the quiz's, and mails the result itself, so the form sends the visitor no
 * receipt of its own.
 */
const quizLeadForm: DemoForm = {
  id: QUIZ_LEAD_FORM_ID,
  slug: 'print-quiz-lead',
  title: 'Your print quiz result by mail',
  definition: {
    id: QUIZ_LEAD_FORM_ID,
    name: 'Your print quiz result by mail',
    fields: [
      {
        id: 'text-1',
        type: 'text',
        label: 'Your name',
        placeholder: 'E.g. Ana Ferreira',
        required: true,
      },
      {
        id: 'email-1',
        type: 'email',
        label: 'Email address',
        placeholder: 'E.g. ana@example.com',
        required: true,
      },
      {
        id: 'consent-1',
        type: 'consent',
        label: 'Consent',
        required: true,
        consent_description:
          'Send me my result by mail. Atelier keeps my name and address with it, and uses them for nothing else.',
      },
    ],
    settings: {
      form_type: 'custom-form',
      inline_validation: true,
      messages: {
        'text-1': { required: REQUIRED_MESSAGE, trim: REQUIRED_MESSAGE },
        'email-1': { required: REQUIRED_MESSAGE, trim: REQUIRED_MESSAGE },
        'consent-1': { required: REQUIRED_MESSAGE },
      },
      general_messages: GENERAL_MESSAGES,
      has_loader: true,
      loader_label: 'Submitting...',
      use_save_and_continue: false,
      notifications: QUIZ_LEAD_NOTIFICATIONS,
    },
  },
  successBehaviour: {
    behav: 'behaviour-thankyou',
    message: '<p>Thank you, {text-1}. Your result is on its way to {email-1}.</p>',
  },
};

/**
 * TFA-001: the login form. The password is checked as given (required only: no strength rules,
 * which are for choosing a password, not for typing one); the accounts service answers the submit
 * with a redirect or the two-factor step.
 */
const loginForm: DemoForm = {
  id: LOGIN_FORM_ID,
  slug: 'login',
  title: 'Sign in',
  definition: {
    id: LOGIN_FORM_ID,
    name: 'Sign in',
    fields: [
      {
        id: 'email-1',
        type: 'email',
        label: 'Email address',
        placeholder: 'E.g. ana@example.com',
        required: true,
      },
      {
        id: 'password-1',
        type: 'password',
        label: 'Password',
        required: true,
        strength: false,
      },
    ],
    settings: {
      form_type: 'login',
      inline_validation: true,
      messages: {
        'email-1': { required: 'Please enter your email address.' },
        'password-1': { required: 'Please enter your password.' },
      },
      general_messages: GENERAL_MESSAGES,
      has_loader: true,
      loader_label: 'Signing in...',
      use_save_and_continue: false,
      pagination_config: { 'last-next': 'Sign in' },
    },
  },
  successBehaviour: {
    behav: 'behaviour-redirect',
    message: 'You are signed in.',
    url: '/my-account/',
    newtab: 'sametab',
  },
};

const DEPOSIT_NOTIFICATIONS = [
  {
    id: 'gallery-notice',
    recipients: [GALLERY_INBOX],
    subject: 'Commission deposit paid by {text-1}: {calculation-2}',
    body: '{text-1} paid a commission deposit.\n\n{all_fields}\n\nWrite to {email-1} to agree the artist and the schedule.',
  },
  {
    id: 'receipt',
    recipients: ['{email-1}'],
    subject: 'Your commission deposit: {calculation-2}',
    body: 'Dear {text-1},\n\nThank you: your deposit of {calculation-2} for a commission estimated at {calculation-1} has reached the gallery. We will write within two working days to agree the artist and the schedule; the deposit is deducted from the final price.\n\nYour deposit, as we received it:\n\n{all_fields}',
  },
];

/**
 * Issue 17: the commission deposit. The estimate is the commission calculator's (medium × size,
 * at least €400, plus framing); the deposit is 30 % of it, paid by card (3-D Secure) or PayPal,
 * both taking the deposit calculation as their variable amount. The server recomputes it.
 */
const commissionDepositForm: DemoForm = {
  id: COMMISSION_DEPOSIT_FORM_ID,
  slug: 'commission-deposit',
  title: 'Commission deposit',
  definition: {
    id: COMMISSION_DEPOSIT_FORM_ID,
    name: 'Commission deposit',
    fields: [
      {
        id: 'html-1',
        type: 'html',
        content:
          '<p>Ready to go ahead? A deposit of 30% of the estimate books the artist’s time; it is deducted from the final price and refunded in full if we cannot agree on the work.</p>',
      },
      ...commissionSizeFields,
      commissionFramingField,
      {
        id: 'calculation-1',
        type: 'calculation',
        label: 'Commission estimate',
        money: true,
        formula: 'max(400, {number-1} * {number-2} * {radio-1}) + {radio-2}',
        precision: 2,
      },
      {
        id: 'calculation-2',
        type: 'calculation',
        label: 'Deposit (30%)',
        money: true,
        formula: `{calculation-1} * ${COMMISSION_DEPOSIT_SHARE}`,
        precision: 2,
      },
      { id: 'text-1', type: 'text', label: 'Your name', required: true },
      { id: 'email-1', type: 'email', label: 'Email address', required: true },
      {
        id: 'radio-3',
        type: 'radio',
        label: 'How would you like to pay?',
        required: true,
        default_value: 'card',
        options: [
          { label: 'Card', value: 'card', calculation: 0 },
          { label: 'PayPal', value: 'paypal', calculation: 0 },
        ],
      },
      {
        id: 'stripe-1',
        type: 'stripe',
        label: 'Card details',
        currency: 'EUR',
        amount_type: 'variable',
        variable: 'calculation-2',
        language: 'en',
        cardIcon: true,
        billing: true,
        billingName: 'text-1',
        billingEmail: 'email-1',
        receipt: true,
        receiptEmail: 'email-1',
        conditions: {
          action: 'show',
          rule: 'all',
          conditions: [{ field: 'radio-3', operator: 'is', value: 'card' }],
        },
      },
      {
        id: 'paypal-1',
        type: 'paypal',
        label: 'Pay with PayPal',
        conditions: {
          action: 'show',
          rule: 'all',
          conditions: [{ field: 'radio-3', operator: 'is', value: 'paypal' }],
        },
      },
    ],
    settings: {
      form_type: 'custom-form',
      inline_validation: true,
      general_messages: GENERAL_MESSAGES,
      has_loader: true,
      loader_label: 'Paying the deposit...',
      use_save_and_continue: false,
      send_another_label: 'Pay another deposit',
      has_stripe: true,
      has_paypal: true,
      payment_require_ssl: false,
      paypal_config: {
        currency: 'EUR',
        mode: 'sandbox',
        amount_type: 'variable',
        variable: 'calculation-2',
        color: 'gold',
        shape: 'rect',
        label: 'checkout',
        layout: 'vertical',
        tagline: false,
        height: 55,
        locale: 'en_US',
        shipping_address: 'disable',
        billing_details: { name: 'text-1', email: 'email-1' },
      },
      pagination_config: { 'last-next': 'Pay the deposit' },
      notifications: DEPOSIT_NOTIFICATIONS,
    },
  },
  successBehaviour: {
    behav: 'behaviour-thankyou',
    message:
      '<p>Thank you, {text-1}. Your deposit of {calculation-2} is paid; we will write to {email-1} within two working days to agree the artist and the schedule.</p>',
    fadeout: false,
  },
};

/** Every demo form, in id order. */
export const demoForms: readonly DemoForm[] = [
  contactForm,
  commissionForm,
  framingCalculator,
  quizLeadForm,
  loginForm,
  commissionDepositForm,
];
